import { csvFormatRows, dsvFormat } from "d3-dsv";
import { foldText } from "../lib/product-text";

// A shop's catalog as a spreadsheet: CSV (comma, semicolon or tab; UTF-8 with or without BOM,
// or Windows-1252 as Excel saves it) or a JSON array, headers in English or Spanish, prices as
// people type them in Argentina. Parsing is pure: rows come out validated, each bad row as an
// error naming its line (the spreadsheet's row number, header = 1) and field.

export const MAX_CATALOG_ROWS = 20_000;

export const FIELDS = ["sku", "name", "brand", "category", "subcategory", "description", "price", "stock", "active", "aliases"] as const;
export type Field = (typeof FIELDS)[number];

/** Header spellings, folded (lowercase, no accents, "_" and "-" as spaces). */
const HEADERS: ReadonlyMap<string, Field> = new Map(
  Object.entries({
    sku: ["sku", "codigo", "cod", "code", "id producto", "ean", "codigo de barras", "barcode", "id"],
    name: ["name", "nombre", "producto", "product", "articulo", "item"],
    brand: ["brand", "marca"],
    category: ["category", "categoria", "rubro"],
    subcategory: ["subcategory", "subcategoria", "sub categoria", "subrubro"],
    description: ["description", "descripcion", "detalle"],
    price: ["price", "precio", "precio sugerido", "precio de venta", "precio venta", "pvp"],
    stock: ["stock", "cantidad", "existencia", "existencias", "inventario"],
    active: ["active", "activo", "habilitado", "disponible"],
    aliases: ["aliases", "alias", "sinonimos", "otros nombres"],
  } satisfies Record<Field, string[]>).flatMap(([field, names]) => names.map((n) => [n, field as Field] as const)),
);

/** A validated row of the file: a product as the export writes it, and the line it came from. */
export interface CatalogRow extends ExportProduct {
  line: number;
}

export interface ExportProduct {
  sku: string;
  name: string;
  brand: string | null;
  category: string;
  subcategory: string | null;
  description: string | null;
  /** Minor units. */
  price: number;
  /** null: untracked (export), or the file says nothing about stock, so it is left as it is (import). */
  stock: number | null;
  active: boolean;
  aliases: string[];
}

export interface RowError {
  line: number;
  field: string;
  message: string;
}

export interface ParsedCatalog {
  rows: CatalogRow[];
  errors: RowError[];
  /** Columns the file has that the import does not read. */
  ignoredColumns: string[];
  /** SKUs named by rows that had errors: `replace` must not deactivate a product over a typo. */
  skusWithErrors: string[];
}

export class CatalogFileError extends Error {
  constructor(readonly errors: RowError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join("; "));
  }
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const DEFAULT_CATEGORY = "General";

function foldHeader(h: string): string {
  return foldText(h).replace(/[_\-.]+/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * A price as written: "849,90", "849.90", "$ 1.234,50", "1,234.50", "1234" → minor units.
 * A separator followed by exactly three digits groups thousands; one or two digits are cents.
 */
export function parsePrice(raw: string): { ok: true; minor: number } | { ok: false; message: string } {
  const s = raw.trim().replace(/^(?:ars|us\$|\$)\s*/i, "").replace(/\s+/g, "");
  if (s === "") return { ok: false, message: "is required" };
  if (s.startsWith("-")) return { ok: false, message: `cannot be negative ("${raw.trim()}")` };
  if (!/^\d[\d.,]*$/.test(s)) return { ok: false, message: `is not a price ("${raw.trim().slice(0, 40)}")` };
  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  let whole = s;
  let cents = "";
  const decimalAt = (i: number) => {
    whole = s.slice(0, i);
    cents = s.slice(i + 1);
  };
  if (lastDot >= 0 && lastComma >= 0) decimalAt(Math.max(lastDot, lastComma));
  else {
    const sep = lastDot >= 0 ? "." : lastComma >= 0 ? "," : "";
    if (sep && s.split(sep).length === 2 && !(s.length - s.indexOf(sep) - 1 === 3 && !s.startsWith("0" + sep))) decimalAt(s.indexOf(sep));
  }
  if (cents.length > 2 || /[.,]/.test(cents)) return { ok: false, message: `has more than two decimals ("${raw.trim()}")` };
  const groups = whole.split(/[.,]/);
  if (groups.length > 1 && (new Set(whole.replace(/\d/g, "")).size > 1 || groups.slice(1).some((g) => g.length !== 3) || groups[0] === "")) {
    return { ok: false, message: `is not a price ("${raw.trim()}")` };
  }
  const minor = Number(groups.join("")) * 100 + Number(cents.padEnd(2, "0") || "0");
  if (!Number.isSafeInteger(minor) || minor > 1e13) return { ok: false, message: `is too large ("${raw.trim()}")` };
  return { ok: true, minor };
}

/** Minor units as the export writes them: "1234" or "1234.50", which parsePrice reads back exactly. */
export function formatPrice(minor: number): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents ? `${whole}.${String(cents).padStart(2, "0")}` : String(whole);
}

const YES = new Set(["", "1", "si", "s", "yes", "y", "true", "x", "activo", "active"]);
const NO = new Set(["0", "no", "n", "false", "inactivo", "inactive"]);

/** A cell as the shop meant it: trimmed, a formula guard ("'=…") removed. */
function cell(v: unknown): string {
  if (v === null || v === undefined) return "";
  const s = String(v).trim();
  return /^'[=+\-@]/.test(s) ? s.slice(1) : s;
}

/** A one-line field has its spaces and line breaks collapsed; a description keeps its lines. */
function text(v: unknown, field: Field, line: number, max: number, errors: RowError[]): string | null {
  const s = field === "description" ? cell(v).replace(/\r\n?/g, "\n") : cell(v).replace(/\s+/g, " ");
  if (s.length > max) {
    errors.push({ line, field, message: `is longer than ${max} characters` });
    return null;
  }
  return s || null;
}

/** One record (field → raw value) → a validated row, or the errors that keep it out. */
function validate(record: Partial<Record<Field, unknown>>, line: number): { row?: CatalogRow; errors: RowError[] } {
  const errors: RowError[] = [];
  const sku = cell(record.sku);
  if (!sku) errors.push({ line, field: "sku", message: "is required" });
  else if (!SKU.test(sku)) errors.push({ line, field: "sku", message: `"${sku.slice(0, 70)}" may only have letters, digits, ".", "_" and "-" (at most 64)` });
  const name = text(record.name, "name", line, 200, errors);
  if (!name && !errors.some((e) => e.field === "name")) errors.push({ line, field: "name", message: "is required" });
  const brand = text(record.brand, "brand", line, 100, errors);
  const category = text(record.category, "category", line, 100, errors);
  const subcategory = text(record.subcategory, "subcategory", line, 100, errors);
  const description = text(record.description, "description", line, 1000, errors);
  let price = 0;
  if (typeof record.price === "number") {
    if (!Number.isFinite(record.price) || record.price < 0 || Math.round(record.price * 100) > 1e13) errors.push({ line, field: "price", message: `is not a price (${record.price})` });
    else price = Math.round(record.price * 100);
  } else {
    const p = parsePrice(cell(record.price));
    if (p.ok) price = p.minor;
    else errors.push({ line, field: "price", message: p.message });
  }
  let stock: number | null = null;
  const rawStock = cell(record.stock);
  if (rawStock !== "") {
    if (!/^\d{1,9}$/.test(rawStock)) errors.push({ line, field: "stock", message: `must be a whole number of units, 0 or more ("${rawStock.slice(0, 20)}")` });
    else stock = Number(rawStock);
  }
  const rawActive = foldText(typeof record.active === "boolean" ? (record.active ? "1" : "0") : cell(record.active));
  if (!YES.has(rawActive) && !NO.has(rawActive)) errors.push({ line, field: "active", message: `must be yes/no (sí/no, 1/0), not "${rawActive.slice(0, 20)}"` });
  const rawAliases = Array.isArray(record.aliases) ? record.aliases.map(cell).join("|") : cell(record.aliases);
  const aliases = [...new Set(rawAliases.split("|").map((a) => a.trim().replace(/\s+/g, " ").toLowerCase()).filter(Boolean))];
  if (aliases.length > 20 || aliases.some((a) => a.length > 60)) errors.push({ line, field: "aliases", message: "at most 20 aliases of 60 characters, separated by |" });
  if (errors.length) return { errors };
  return {
    errors,
    row: { line, sku, name: name!, brand, category: category ?? DEFAULT_CATEGORY, subcategory, description, price, stock, active: !NO.has(rawActive), aliases },
  };
}

/** Validates records, rejects repeated SKUs (the first one wins) and gathers the errors. */
function collect(records: { line: number; record: Partial<Record<Field, unknown>> }[], ignoredColumns: string[]): ParsedCatalog {
  if (records.length > MAX_CATALOG_ROWS) {
    throw new CatalogFileError([{ line: MAX_CATALOG_ROWS + 2, field: "file", message: `has more than ${MAX_CATALOG_ROWS} products; split it` }]);
  }
  const rows: CatalogRow[] = [];
  const errors: RowError[] = [];
  const skusWithErrors: string[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, record } of records) {
    const v = validate(record, line);
    const sku = cell(record.sku);
    if (v.row && firstLine.has(sku)) {
      errors.push({ line, field: "sku", message: `repeats "${sku}" from line ${firstLine.get(sku)}` });
      continue;
    }
    if (v.row) {
      firstLine.set(sku, line);
      rows.push(v.row);
    } else {
      errors.push(...v.errors);
      if (SKU.test(sku)) skusWithErrors.push(sku);
    }
  }
  return { rows, errors, ignoredColumns, skusWithErrors };
}

/** The delimiter of the header line: the most frequent of ",", ";" and tab outside quotes. */
function delimiterOf(headerLine: string): string {
  const unquoted = headerLine.replace(/"[^"]*"/g, "");
  const counts = [",", ";", "\t"].map((d) => [d, unquoted.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0][1] > 0 ? counts[0][0] : ",";
}

/** Bytes of a spreadsheet export → text: UTF-8 (BOM or not), else Windows-1252 as Excel saves CSV. */
export function decodeCatalog(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

export function parseCatalogCsv(input: string): ParsedCatalog {
  let textIn = input.replace(/^\uFEFF/, "");
  let delimiter: string | undefined;
  const hint = /^sep=(.)\r?\n/i.exec(textIn); // Excel's "sep=;" first line
  if (hint) {
    delimiter = hint[1];
    textIn = textIn.slice(hint[0].length);
  }
  const firstLine = textIn.slice(0, textIn.search(/\r?\n|$/));
  const table = dsvFormat(delimiter ?? delimiterOf(firstLine)).parseRows(textIn);
  const header = table[0] ?? [];
  const columns = new Map<Field, number>();
  const ignoredColumns: string[] = [];
  header.forEach((h, i) => {
    const field = HEADERS.get(foldHeader(h));
    if (field && !columns.has(field)) columns.set(field, i);
    else if (h.trim()) ignoredColumns.push(h.trim());
  });
  const missing = (["sku", "name", "price"] as const).filter((f) => !columns.has(f));
  if (missing.length) {
    throw new CatalogFileError(missing.map((f) => ({ line: 1, field: f, message: `no column for it in the header (${headerNames(f)})` })));
  }
  const records = table
    .slice(1)
    .map((cells, i) => ({ line: i + 2, cells }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ""))
    .map(({ line, cells }) => ({ line, record: Object.fromEntries([...columns].map(([f, i]) => [f, cells[i] ?? ""])) as Partial<Record<Field, unknown>> }));
  return collect(records, ignoredColumns);
}

function headerNames(field: Field): string {
  return [...HEADERS].filter(([, f]) => f === field).map(([n]) => `"${n}"`).slice(0, 4).join(", ");
}

/** A JSON array of objects keyed like the CSV headers; line = position in the array, from 1. */
export function parseCatalogJson(value: unknown): ParsedCatalog {
  if (!Array.isArray(value)) throw new CatalogFileError([{ line: 0, field: "body", message: "must be a JSON array of products" }]);
  const ignored = new Set<string>();
  const records = value.map((item, i) => {
    const record: Partial<Record<Field, unknown>> = {};
    if (item && typeof item === "object" && !Array.isArray(item)) {
      for (const [k, v] of Object.entries(item)) {
        const field = HEADERS.get(foldHeader(k));
        if (field && !Object.hasOwn(record, field)) record[field] = v;
        else ignored.add(k);
      }
    }
    return { line: i + 1, record };
  });
  return collect(records, [...ignored]);
}

/** Excel runs cells that start with these as formulas; a leading "'" keeps them text (the import removes it). */
function guard(s: string): string {
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** The catalog as CSV with the English headers, UTF-8 with a BOM so Excel shows accents; it imports back unchanged. */
export function catalogCsv(products: ExportProduct[]): string {
  const rows = products.map((p) => [
    p.sku,
    p.name,
    p.brand ?? "",
    p.category,
    p.subcategory ?? "",
    p.description ?? "",
    formatPrice(p.price),
    p.stock === null ? "" : String(p.stock),
    p.active ? "yes" : "no",
    p.aliases.join("|"),
  ].map(guard));
  return "\uFEFF" + csvFormatRows([[...FIELDS], ...rows]) + "\n";
}
