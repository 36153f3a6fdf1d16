import ALMACEN_CSV from "../../scripts/seed/almacen.csv?raw";
import ALMACEN_SPEC from "../../scripts/seed/almacen.json";
import SEED from "../../scripts/seed/demo.sql?raw";
import { CommerceProfileSchema } from "../../src/lib/commerce-profile";
import { parseCatalogCsv } from "../../src/store/catalog-file";
import { parseSeed, type ShopData } from "./seed";

// The demo shops: the kiosk and the packs shop from scripts/seed/demo.sql, the almacén from its
// workspace spec and catalog file (imported as text by Vite).

/** The kiosk ("Kiosco Don Tito", retail). */
export const DEMO: ShopData = parseSeed(SEED, "demo");
/** The mattress shop ("Colchones Sueño Pleno", packs). */
export const PACKS: ShopData = parseSeed(SEED, "packs");

// The almacén ("Almacén La Esquina"): its workspace spec and catalog file, read by the same
// parser the admin import uses, with the ids the import gives (`<workspace>.<sku>`). Its list
// tracks no stock.
export const ALMACEN: ShopData = (() => {
  const { rows } = parseCatalogCsv(ALMACEN_CSV);
  const ws = ALMACEN_SPEC.id;
  return {
    workspaceId: ws,
    kindId: ALMACEN_SPEC.workspace.definition,
    currency: ALMACEN_SPEC.workspace.currency,
    timezone: ALMACEN_SPEC.workspace.timezone,
    profile: CommerceProfileSchema.parse(ALMACEN_SPEC.workspace.profile),
    products: rows
      .filter((r) => r.active)
      .map((r) => ({ id: `${ws}.${r.sku}`, sku: r.sku, name: r.name, brand: r.brand, aliases: r.aliases, category: r.category, subcategory: r.subcategory, description: r.description, price: r.price, active: true, stock: r.stock })),
  };
})();
