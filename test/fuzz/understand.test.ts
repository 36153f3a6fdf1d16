import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { understand, type CatalogEntry, type UnderstandContext } from "../../src/agent/understand";
import { d1Catalog } from "../../src/store/catalog";
import { env } from "../helpers";
import { BUILTIN_NAMES } from "../support/builtins";

// The understanding reads every customer message before anything else happens, so a message
// that makes it throw or spin would take the whole conversation down. Here it runs over the
// demo shop's real catalog (from D1, a category page at a time) with every `expecting` value.

const EXPECTING: UnderstandContext["expecting"][] = [null, "firstName", "lastName", "dni", "phone", "email", "address", "city", "neighborhood", "apartment", "confirmation", "product_choice"];
/**
 * A regex blow-up is thousands of times slower than ordinary text of the same size; the bound is a
 * ratio to a 4 KB ordinary message measured in the same run (never an absolute time: CI is noisy).
 */
const WORST_RATIO = 200;
const ORDINARY_4KB = "hola, quiero 2 pepsi y 3 alfajores havanna, mandamelos a Corrientes 1234 piso 3, pago en efectivo. ".repeat(42).slice(0, 4096);

let catalog: CatalogEntry[] = [];
beforeAll(async () => {
  const port = d1Catalog(env.DB, "demo");
  const pages = await Promise.all((await port.categories()).map((c) => port.inCategory(c.category)));
  catalog = pages.flat().map((p) => ({ id: p.id, sku: p.sku, name: p.name, aliases: p.aliases, category: p.category, brand: p.brand }));
});

const fragments = [...BUILTIN_NAMES, "quiero", "2", "pepsi", "havanna", "alfajores", "de", "1,5", "L", "y", "no", "sí", "listo", "retiro", "envío", "efectivo", "30.123.456", "+54 9 11", "@", ".", ",", "'", '"', ";", "--", "DROP TABLE", "<script>", "</b>", "&amp;", "\u0000", "\u202e", "\ud800", "😀", "🙏🏽", "👨‍👩‍👧", "\n", "\t", "  "];
const message = fc.oneof(
  fc.string({ maxLength: 4096 }),
  fc.string({ unit: "grapheme", maxLength: 1000 }),
  fc.string({ unit: "binary", maxLength: 4096 }),
  fc.array(fc.constantFrom(...fragments), { maxLength: 800 }).map((xs) => xs.join(" ").slice(0, 4096)),
);

/** The slowest of two ordinary 4 KB messages under every `expecting` (at least 1 ms: the runtime's clock only moves after I/O). */
async function reference(): Promise<number> {
  let worst = 1;
  for (const expecting of EXPECTING) worst = Math.max(worst, (await timed(ORDINARY_4KB, { catalog, expecting, choices: ["coca-15", "coca-500"], cartItemCount: 1 })).ms);
  return worst;
}

/** Time of one call, including the time the runtime only shows after an I/O turn. */
async function timed(text: string, ctx: UnderstandContext): Promise<{ ms: number; u: ReturnType<typeof understand> }> {
  const t0 = Date.now();
  const u = understand(text, ctx);
  await new Promise((r) => setTimeout(r, 0));
  return { ms: Date.now() - t0, u };
}

describe("understanding under arbitrary text up to 4 KB", () => {
  it("always returns a result for the text it was given, never throws", async () => {
    let worst = 0;
    await fc.assert(
      fc.asyncProperty(message, fc.constantFrom(...EXPECTING), fc.integer({ min: 0, max: 5 }), async (text, expecting, cartItemCount) => {
        const { ms, u } = await timed(text, { catalog, expecting, choices: ["coca-15", "coca-500"], cartItemCount });
        worst = Math.max(worst, ms);
        expect(u.text).toBe(text);
        expect(typeof u.normalized).toBe("string");
        for (const item of u.items) expect(catalog.some((p) => item.match.kind !== "one" || p.id === item.match.productId)).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(worst / (await reference())).toBeLessThan(WORST_RATIO);
  });

  it("adversarial repetitions of 4 KB stay within a ratio of ordinary text", async () => {
    const base = await reference();
    const fill = (s: string) => s.repeat(Math.ceil(4096 / s.length)).slice(0, 4096);
    const seeds = ["1", "1.", "1,", "1 ", "2 pepsi y ", "de ", "de la ", "a@", "a@b.", "+5", "-", "'", "no ", "sí ", "quiero ", "mi dirección es Corrientes ", "😀", "👨‍👩‍👧", "calle 1 piso 2 depto ", "\u0000", "ja", "!?"];
    for (const s of seeds) {
      for (const expecting of EXPECTING) {
        const { ms } = await timed(fill(s), { catalog, expecting, choices: ["coca-15", "coca-500"], cartItemCount: 1 });
        expect(ms / base, `"${s}" × 4 KB with expecting ${expecting}`).toBeLessThan(WORST_RATIO);
      }
    }
  }, 120_000); // 264 reads of 4 KB: tens of seconds on a loaded 2-core machine (the limit guards a hang, the ratio above is the check)

  it("a word that is a JavaScript built-in name ('constructor', 'toString'…) is just an unknown word", async () => {
    // "Soy constructor" is Spanish; nothing the customer writes may be read as a property of a plain object.
    // What the message does: the items, the yes/no, the checkout, which details it gives.
    const order = (u: ReturnType<typeof understand>) => ({
      items: u.items.map((i) => [i.match.kind === "one" ? i.match.productId : i.match.kind, i.quantity]),
      yesNo: u.yesNo,
      wantsToCheckout: u.wantsToCheckout,
      fields: Object.keys(u.fields).sort(),
    });
    await fc.assert(
      fc.asyncProperty(
        // "name" is also an English word the reading knows ("name John Miller"): not an unknown word.
        fc.constantFrom(...BUILTIN_NAMES.filter((n) => n !== "name")),
        fc.constantFrom("hola, soy %s y quiero 2 pepsi", "quiero 2 pepsi y %s", "quiero 2 pepsi %s", "quiero 2 coca %s", "tenés %s?", "%s", "la %s", "sí, %s", "agregá 1 coca chica %s", "mi nombre es Juan %s", "2 %s 500ml", "quiero una coca de 500 %s", "la %s grande", "la %s"),
        fc.constantFrom(...EXPECTING),
        async (name, template, expecting) => {
          const ctx = { catalog, expecting, choices: ["coca-15", "coca-500"], cartItemCount: 1 };
          const withName = understand(template.replace("%s", name), ctx);
          // The same word with its first letter changed: no longer a property name, same shape and length.
          const twin = name.replace(/[a-zA-Z]/, (c) => (c.toLowerCase() === "q" ? "z" : "q"));
          const withJunk = understand(template.replace("%s", twin), ctx);
          // The analysis ran (it gives up to an empty reading when it throws inside).
          expect(withName.normalized.split(" ").length).toBe(withJunk.normalized.split(" ").length);
          expect(order(withName)).toEqual(order(withJunk));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
