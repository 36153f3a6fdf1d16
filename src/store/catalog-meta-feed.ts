import { csvFormatRows } from "d3-dsv";
import type { ExportProduct } from "./catalog-file";

// The catalog as a Meta commerce data feed (CSV), for the shop's catalog in Commerce Manager.
// WhatsApp catalog carts (inbound `order` messages) name products by `product_retailer_id`, which
// Tendero reads as its own SKU: so the feed's `id` is the SKU, and uploading this feed is how a shop
// keeps the two catalogs in step. Prices here are only for display in WhatsApp; an order's prices
// always come from our catalog.

export const META_FEED_FIELDS = ["id", "title", "description", "availability", "condition", "price", "link", "image_link", "brand"] as const;

export interface MetaFeedOptions {
  /** ISO 4217 code of the shop's currency (Meta wants "1234.50 ARS"). */
  currency: string;
  /** Base of each product's page: the SKU is appended, URL-encoded. Meta requires a link. */
  linkBase?: string;
  /** Base of each product's picture, the SKU appended (Meta requires one to publish an item). */
  imageBase?: string;
}

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 9999;

function majorUnits(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, "0")}`;
}

/** Inactive products are left out (they are not for sale); products with no stock stay, "out of stock". */
export function metaCatalogFeed(products: ExportProduct[], options: MetaFeedOptions): string {
  const rows = products
    .filter((p) => p.active)
    .map((p) => [
      p.sku,
      p.name.slice(0, TITLE_MAX),
      (p.description?.trim() || p.name).slice(0, DESCRIPTION_MAX),
      p.stock === null || p.stock > 0 ? "in stock" : "out of stock",
      "new",
      `${majorUnits(p.price)} ${options.currency}`,
      options.linkBase ? options.linkBase + encodeURIComponent(p.sku) : "",
      options.imageBase ? options.imageBase + encodeURIComponent(p.sku) : "",
      p.brand ?? "",
    ]);
  return csvFormatRows([[...META_FEED_FIELDS], ...rows]) + "\n";
}
