// The almacén demo shop as scenarios address it: its workspace, channel and number, and its
// products' ids (the catalog's SKUs under the workspace's prefix).

export const ALMACEN = { workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003" };

/** A product id of the almacén from its SKU. */
export const id = (sku: string): string => `almacen.${sku}`;
