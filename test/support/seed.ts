import type { Product } from "../../src/agent/ports";
import { CommerceProfileSchema, type CommerceProfile } from "../../src/lib/commerce-profile";

// The demo shops as scripts/seed/demo.sql defines them, read without a database: the memory
// scenarios and the LLM bench talk to the same shops `npm run dev` and the Workers tests seed.

export interface ShopData {
  workspaceId: string;
  /** The agent kind the workspace row names (workspaces.definition). */
  kindId: string;
  currency: string;
  timezone: string;
  profile: CommerceProfile;
  /** Active products with their seeded stock, in the catalog's order (category, then name). */
  products: Product[];
}

/** One workspace of a seed file's INSERT statements. */
export function parseSeed(sql: string, workspace: string): ShopData {
  const rows = (table: string) =>
    [...sql.matchAll(new RegExp(`INSERT (?:OR IGNORE )?INTO ${table} \\([^)]*\\) VALUES([\\s\\S]*?)(?:ON CONFLICT|;)`, "g"))].flatMap((m) => tuples(m[1]));
  const ws = rows("workspaces").find((r) => r[0] === workspace);
  if (!ws) throw new Error(`workspace ${workspace} not in the seed`);
  const stock = new Map(rows("stock").map((r) => [r[0] as string, r[1] as number]));
  const products = rows("products")
    .filter((r) => r[1] === workspace && r[9] === 1)
    .map((r) => ({
      id: r[0] as string,
      sku: r[2] as string,
      name: r[3] as string,
      brand: r[4] as string | null,
      aliases: JSON.parse(r[5] as string) as string[],
      category: r[6] as string,
      description: r[7] as string | null,
      price: r[8] as number,
      active: true,
      stock: stock.get(r[0] as string) ?? null,
    }))
    // What D1 answers to ORDER BY category, name (binary collation: code point order).
    .sort((a, b) => (a.category === b.category ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : a.category < b.category ? -1 : 1));
  return {
    workspaceId: workspace,
    kindId: ws[2] as string,
    currency: ws[3] as string,
    timezone: ws[4] as string,
    profile: CommerceProfileSchema.parse(JSON.parse(ws[5] as string)),
    products,
  };
}

/** The parenthesised rows of a VALUES list: strings (with '' escapes), integers and NULL. */
function tuples(values: string): (string | number | null)[][] {
  const out: (string | number | null)[][] = [];
  let row: (string | number | null)[] | null = null;
  for (let i = 0; i < values.length; i++) {
    const c = values[i];
    if (c === "(" && !row) row = [];
    else if (c === ")" && row) {
      out.push(row);
      row = null;
    } else if (row && c === "'") {
      let s = "";
      for (i++; i < values.length; i++) {
        if (values[i] === "'" && values[i + 1] === "'") s += values[i++];
        else if (values[i] === "'") break;
        else s += values[i];
      }
      row.push(s);
    } else if (row && /[-\d]/.test(c)) {
      const m = /^-?\d+/.exec(values.slice(i))!;
      row.push(Number(m[0]));
      i += m[0].length - 1;
    } else if (row && values.startsWith("NULL", i)) {
      row.push(null);
      i += 3;
    }
  }
  return out;
}
