import type { CommerceProfile } from "../lib/commerce-profile";
import { fitWords, productListRows, TITLE_MAX } from "../lib/list-rows";
import type { OutboundMessage, ProductItem } from "../lib/messages";
import { formatMoney } from "../lib/money";
import { distinguishing } from "../lib/product-match";
import { joinList, word, type Lang } from "./language";
import type { Product } from "./ports";

// Products shown to choose between or to browse, as WhatsApp shows them best: a product_list
// (≤ 30 products in sections) when the shop's number has a Meta catalog, whose retailer ids are
// our SKUs; otherwise an interactive list whose rows show what tells a product apart (title ≤ 24
// characters) and its full name and price (description ≤ 72), never cutting a word.

/** WhatsApp lists hold 10 rows; product lists 30 products. */
export const LIST_ROWS = 10;
export const PRODUCT_LIST_ITEMS = 30;

export interface Shown {
  product: Product;
  /** The words that tell it apart from the others (computed when not given). */
  distinguishing?: string;
}

export interface OptionsText {
  /** The body (≤ 1024 with a catalog, ≤ 4096 as a list). */
  text: string;
  /** The product list's header (required by WhatsApp; ≤ 60). */
  header: string;
  /** The list's button (≤ 20). */
  button?: string;
}

/** How many products one message can show for this shop. */
export function pageSize(profile: CommerceProfile): number {
  return profile.whatsappCatalogId ? PRODUCT_LIST_ITEMS : LIST_ROWS;
}

function sectionTitle(category: string): string {
  return fitWords(category, TITLE_MAX) || category.slice(0, TITLE_MAX);
}

/** The products as one message (at most pageSize of them), grouped by category when they span several. */
export function productOptions(shown: Shown[], profile: CommerceProfile, currency: string, o: OptionsText): OutboundMessage {
  let list = shown.slice(0, pageSize(profile));
  // Grouped by category, categories in the order they first appear, each keeping its order.
  const order = [...new Set(list.map((s) => s.product.category))];
  list = order.flatMap((c) => list.filter((s) => s.product.category === c));
  const products = list.map((s) => s.product);
  const apart = list.map((s, i) => s.distinguishing ?? distinguishing(products, i));
  const grouped = new Set(products.map((p) => p.category)).size > 1;
  if (profile.whatsappCatalogId) {
    const sections: { title: string; items: ProductItem[] }[] = [];
    products.forEach((p) => {
      const title = grouped ? sectionTitle(p.category) : "Productos";
      let section = sections.find((s) => s.title === title);
      if (!section) sections.push((section = { title, items: [] }));
      section.items.push({ sku: p.sku, id: `product:${p.id}`, title: p.name, description: formatMoney(p.price, currency) });
    });
    return { type: "product_list", header: fitWords(o.header, 60) || "Productos", text: o.text.slice(0, 1024), button: o.button ?? "Ver productos", sections: sections.slice(0, 10) };
  }
  const rows = productListRows(
    products.map((p, i) => ({ id: p.id, name: p.name, price: p.price, distinguishing: apart[i] })),
    currency,
  ).map((row, i) => (grouped ? { ...row, section: sectionTitle(products[i].category) } : row));
  return { type: "list", text: o.text, button: o.button ?? "Ver opciones", rows };
}

/** One product as the shop's WhatsApp catalog shows it (a card the customer adds to the cart from). */
export function productCard(p: Product, body: string, currency: string): OutboundMessage {
  return { type: "product", text: body.slice(0, 1024), item: { sku: p.sku, id: `product:${p.id}`, title: p.name, description: formatMoney(p.price, currency) } };
}

/** "Coca-Cola 1,5 L ($2.500) y Coca-Cola 500 ml ($1.200)": a few products in a sentence. */
export function productsInWords(products: Product[], currency: string, lang: Lang = "es"): string {
  return joinList(lang, products.map((p) => `${p.name} (${p.stock === 0 ? word(lang, "noStockNow") : formatMoney(p.price, currency)})`));
}

/** Whether these messages already list every one of these products (each row carries "product:<id>"). */
export function listedIn(messages: readonly OutboundMessage[], productIds: string[]): boolean {
  const sent = JSON.stringify(messages);
  return productIds.every((id) => sent.includes(`"product:${id}"`));
}
