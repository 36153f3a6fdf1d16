// t36c 046: "1 kg de fideos spaghetti" where every spaghetti is a 500 g pack: the weight is not sold
// as one pack, and picking a row added ONE 500 g pack silently. When every row offered is sold at
// one same weight that divides the weight asked exactly, the list says so and counts the packs
// that make it ("lo tengo en paquetes de 500 g: 2 hacen 1 kg (para 2)"). Rows of several weights
// ("un kilo de pan": 335 g, 560 g…) or a weight no pack divides stay the plain "no tengo" with the rows.
import { parseQuery, productTerms, type Size } from "../../../lib/product-text";
import type { Product } from "../../ports";

/** The packs of one weight that make the weight asked, or null. */
export function packsOfWeight(query: string, rows: Product[]): { packs: number; pack: string; asked: string } | null {
  const asked = parseQuery(query).size;
  if (!asked || (asked.unit !== "g" && asked.unit !== "ml") || rows.length === 0) return null;
  const sizes = rows.map((p) => productTerms({ name: p.name }).sizes.filter((z) => z.unit === asked.unit));
  if (sizes.some((z) => z.length !== 1)) return null;
  const pack = sizes[0][0].value;
  if (!sizes.every((z) => Math.abs(z[0].value - pack) < 0.01) || pack <= 0) return null;
  const packs = Math.round(asked.value / pack);
  if (packs < 2 || Math.abs(packs * pack - asked.value) > 0.01) return null;
  return { packs, pack: sizeText({ value: pack, unit: asked.unit }), asked: sizeText(asked) };
}

function sizeText(z: Size): string {
  const big = z.value >= 1000 && z.value % 1000 === 0;
  if (z.unit === "g") return big ? `${z.value / 1000} kg` : `${z.value} g`;
  return big ? `${z.value / 1000} L` : `${z.value} ml`;
}
