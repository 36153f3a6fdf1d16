// picks17: the word an open list is named by when the agent asks it again ("Antes: ¿cuál veneziana
// querés? … 'sin veneziana'"): the customer's own words, else a word every row's name carries;
// never the empty "producto". The way out it offers ("sin veneziana", "no product") closes it.
import type { Session } from "../../session";
import type { Product } from "../../ports";
import { fold } from "../../../lib/fold";

/** Words of a name that say no kind ("de", sizes, units). */
const NOT_A_KIND = new Set(["de", "del", "la", "el", "los", "las", "con", "sin", "y", "para", "x", "gr", "grs", "g", "kg", "ml", "cc", "lt", "lts", "l", "un", "u", "pack"]);

const wordsOf = (name: string): string[] => fold(name).toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2 && /^[a-z]+$/.test(w) && !NOT_A_KIND.has(w));

/**
 * A word every row's name carries ("veneziana" of Grisines La Veneziana and Pan Lactal Veneziana); null when none.
 * `kind`: never a word of a row's brand ("leche" of the La Serenísima milks, never "serenisima").
 */
export function rowsWord(rows: Product[], opts: { kind?: boolean } = {}): string | null {
  if (rows.length < 2) return null;
  const brands = new Set(opts.kind ? rows.flatMap((p) => wordsOf(p.brand ?? "")) : []);
  const [first, ...rest] = rows.map((p) => wordsOf(p.name).filter((w) => !brands.has(w)));
  return first.find((w) => rest.every((r) => r.includes(w))) ?? null;
}

/**
 * summary39 (t37b 008): the kind most rows are named by, when no word is in every row ("Galletitas
 * …" rows beside two "Galleta de Arroz …"): the first word of at least three rows in four, said
 * singular or plural alike ("galletita" and "galletitas" are one kind). Its singular when a row
 * is named so, else the plural the rows carry; null when the rows are of no one kind.
 */
export function mostRowsKind(rows: Product[]): string | null {
  if (rows.length < 2) return null;
  const firsts = rows.map((p) => wordsOf(p.name)[0]).filter((w): w is string => !!w);
  const stem = (w: string) => w.replace(/s$/, "");
  const counts = new Map<string, number>();
  for (const w of firsts) counts.set(stem(w), (counts.get(stem(w)) ?? 0) + 1);
  const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  if (!best || n * 4 < rows.length * 3) return null;
  return firsts.find((w) => w === best) ?? firsts.find((w) => stem(w) === best) ?? null;
}

/** The generic words the agent fell back on ("producto"), in each language. */
const GENERIC = new Set(["producto", "productos", "product", "products", "produto", "produtos"]);

/**
 * "sin veneziana", "no product", "sin producto": the way out the agent offered for the open list,
 * said back.
 */
export function saysWayOut(session: Session, normalized: string): boolean {
  const pending = session.pendingChoice;
  if (!pending || pending.offer || !pending.namedBack) return false;
  const m = /^(?:(?:ok|bueno|entonces|then)\s+)?(?:no|sin|sem|without|none)\s+(?:(?:el|la|los|las|the|any)\s+)?([a-z0-9 ]+?)\s*$/.exec(fold(normalized).toLowerCase().replace(/[!?.,;¡¿"']+/g, " ").replace(/\s+/g, " ").trim());
  if (!m) return false;
  const said = m[1];
  const own = fold(pending.said ?? "").toLowerCase().trim().replace(/s$/, "");
  return GENERIC.has(said) || (!!own && own === said.replace(/s$/, ""));
}
