import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchProduct, normalize, understand } from "../../src/agent/understand";
import type { UnderstandContext } from "../../src/agent/understand";
import { catalog } from "./fixtures/catalog";

const EXPECTING: UnderstandContext["expecting"][] = [null, "firstName", "lastName", "dni", "phone", "email", "address", "city", "neighborhood", "apartment", "confirmation", "product_choice"];

/** Pieces of real messages, so random strings also reach the deeper branches. */
const WORDS = ["hola", "quiero", "2", "cocas", "de", "500", "1,5", "y", "una", "fanta", "sacá", "la", "no", "sí", "mi", "dni", "es", "30.123.456", "cel", "+54", "11", "5555-1234", "mail", "a@b.com", "@", "dirección", "Corrientes", "1234", ",", ".", "?", "!", "soy", "Juan", "son", "mejor", "que", "sean", "media", "docena", "alfajores", "vaciá", "todo", "envío", "efectivo", "PELOTUDO", "humano", "😀", "\u0000", "\n", "<script>", "' OR 1=1 --", "ñ", "á", "siiii", "piso", "depto", "3B", "litro", "y medio", "grande"];

const messages = fc.oneof(
  fc.string({ maxLength: 4096 }),
  fc.string({ unit: "binary", maxLength: 4096 }),
  fc.array(fc.constantFrom(...WORDS), { maxLength: 600 }).map((ws) => ws.join(" ").slice(0, 4096)),
);

describe("understand: properties", () => {
  it("never throws and returns a well-formed result", () => {
    fc.assert(
      fc.property(messages, fc.constantFrom(...EXPECTING), (text, expecting) => {
        const u = understand(text, { catalog, expecting, choices: ["coca-15", "coca-500"], cartItemCount: 1 });
        expect(u.text).toBe(text);
        expect(typeof u.normalized).toBe("string");
        expect(Array.isArray(u.items)).toBe(true);
        expect(["yes", "no", null]).toContain(u.yesNo);
        expect(["none", "mild", "strong"]).toContain(u.anger);
        for (const it of u.items) {
          expect(it.quantity === null || (Number.isInteger(it.quantity) && it.quantity > 0)).toBe(true);
          expect(["one", "ambiguous", "none"]).toContain(it.match.kind);
        }
        if (u.fields.dni !== undefined) expect(u.fields.dni).toMatch(/^[0-9]{7,8}$/);
        if (u.fields.phone !== undefined) expect(u.fields.phone).toMatch(/^\+?[0-9]{8,15}$/);
        if (u.fields.email !== undefined) expect(u.fields.email).toBe(u.fields.email.toLowerCase());
      }),
      { numRuns: 300 },
    );
  });

  it("normalize and matchProduct never throw; normalize is idempotent on its output", () => {
    fc.assert(
      fc.property(messages, (text) => {
        const n = normalize(text);
        expect(normalize(n)).toBe(n);
        expect(() => matchProduct(text, catalog)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it("stays linear on 4 KB inputs, including adversarial repetitions (a ratio to ordinary text, measured in this run)", () => {
    const fill = (s: string) => s.repeat(Math.ceil(4096 / s.length)).slice(0, 4096);
    const inputs = [
      "2 cocas y ", "a@", "1.", "+1", "coca ", "no ", "mi direccion es ", "soy Juan ", "sacá la coca ",
      "que sean 3 ", "el ultimo pedido ", "aaaa", "Av. Corrientes 1234, ", "HOLA!! ", "😀", "?", "x@y.",
      ...fc.sample(fc.string({ minLength: 4096, maxLength: 4096 }), 10),
    ].map((s) => (s.length >= 4096 ? s : fill(s)));
    const ordinary = fill("hola, quiero 2 cocas grandes y una fanta, mandamelas a Corrientes 1234 piso 3, pago en efectivo. ");
    // The fastest of a few runs: a noisy machine only ever adds time.
    const fastest = (text: string, expecting: "address" | "phone") => {
      let best = Infinity;
      for (let r = 0; r < 3; r++) {
        const t0 = performance.now();
        understand(text, { catalog, expecting });
        best = Math.min(best, performance.now() - t0);
      }
      return best;
    };
    const reference = Math.max(fastest(ordinary, "address"), fastest(ordinary, "phone"), 0.5);
    for (const text of inputs) {
      // A regex that backtracks is thousands of times slower than ordinary text of the same size.
      const ratio = Math.max(fastest(text, "address"), fastest(text, "phone")) / reference;
      expect(ratio, JSON.stringify(text.slice(0, 20))).toBeLessThan(50);
    }
  }, 120_000);
});
