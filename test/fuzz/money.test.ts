import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartTotals } from "../../src/agent/cart-math";
import type { Product } from "../../src/agent/ports";
import type { CartLine } from "../../src/agent/session";
import { addMinor, assertMinor, formatMoney, multiplyMinor } from "../../src/lib/money";
import type { CommerceProfile } from "../../src/lib/commerce-profile";

// Money is integer minor units everywhere. These properties pin the arithmetic down: exact
// integer results, loud failure on anything that is not a safe integer, and a printed amount
// that reads back to the same number.

const price = fc.integer({ min: 0, max: 10_000_000_00 }); // up to $10.000.000,00
const quantity = fc.integer({ min: 1, max: 10_000 });
const notMinor = fc.oneof(
  fc.double({ noInteger: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1, -(2 ** 60), 0.1 + 0.2),
);

/** "$1.234,56" → 123456; "-$5" → -500. The inverse of formatMoney for ARS. */
function readBack(text: string): number {
  const m = /^(-?)\$([0-9]{1,3}(?:\.[0-9]{3})*)(?:,([0-9]{2}))?$/.exec(text);
  if (!m) throw new Error(`not a formatted amount: ${text}`);
  const units = Number(m[2].replace(/\./g, ""));
  const cents = m[3] ? Number(m[3]) : 0;
  const abs = units * 100 + cents;
  return m[1] ? -abs : abs;
}

describe("money arithmetic", () => {
  it("addMinor is exact, commutative and associative on safe integers", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), { maxLength: 20 }), (xs) => {
        const sum = addMinor(...xs);
        expect(Number.isSafeInteger(sum)).toBe(true);
        expect(sum).toBe(xs.reduce((a, b) => a + b, 0));
        expect(addMinor(...[...xs].reverse())).toBe(sum);
        if (xs.length >= 2) expect(addMinor(addMinor(...xs.slice(0, 1)), addMinor(...xs.slice(1)))).toBe(sum);
      }),
    );
  });

  it("multiplyMinor equals repeated addition and stays an integer", () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 50 }), (p, q) => {
        expect(multiplyMinor(p, q)).toBe(addMinor(0, ...Array.from({ length: q }, () => p)));
      }),
    );
  });

  it("anything that is not a safe integer is refused with a RangeError, never rounded", () => {
    fc.assert(
      fc.property(notMinor, (bad) => {
        expect(() => assertMinor(bad)).toThrow(RangeError);
        expect(() => addMinor(100, bad)).toThrow(RangeError);
        expect(() => multiplyMinor(bad, 2)).toThrow(RangeError);
        expect(() => multiplyMinor(100, bad)).toThrow(RangeError);
        expect(() => formatMoney(bad)).toThrow(RangeError);
      }),
    );
  });

  it("an overflowing total is refused rather than silently losing precision", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2 ** 30, max: 2 ** 40 }), fc.integer({ min: 2 ** 24, max: 2 ** 30 }), (p, q) => {
        expect(() => multiplyMinor(p, q)).toThrow(RangeError);
      }),
    );
    expect(() => addMinor(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });

  it("formatMoney prints an amount that reads back to the same integer", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), fc.constantFrom(0, 1, 99, 100, 101, 150000, 100000000, -1)), (amount) => {
        const text = formatMoney(amount, "ARS");
        expect(readBack(text)).toBe(amount);
      }),
      { numRuns: 500 },
    );
    expect(formatMoney(250000)).toBe("$2.500");
    expect(formatMoney(123456)).toBe("$1.234,56");
  });

  it("cart totals are the sum of catalog price × quantity plus the delivery fee", () => {
    const profile = { delivery: { enabled: true, fee: 50000, freeFrom: 500000 } } as unknown as CommerceProfile;
    const line = fc.record({ productId: fc.constantFrom("a", "b", "c", "gone"), quantity, remembered: price });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.record({ a: price, b: price, c: price }), fc.constantFrom("delivery", "pickup", null), (lines, prices, fulfilment) => {
        const catalog = (["a", "b", "c"] as const).map((id) => ({ id, price: prices[id] }) as Product);
        const cart = lines.map((l) => ({ productId: l.productId, sku: l.productId, name: l.productId, unitPrice: l.remembered, quantity: l.quantity }) as CartLine);
        const t = cartTotals(cart, catalog, profile, fulfilment as "delivery" | "pickup" | null);
        // The catalog price wins over the price remembered in the cart; a product gone from
        // the catalog keeps its remembered price.
        const expected = lines.reduce((s, l) => s + (l.productId === "gone" ? l.remembered : prices[l.productId as "a"]) * l.quantity, 0);
        expect(t.subtotal).toBe(expected);
        const fee = fulfilment === "delivery" && expected < 500000 ? 50000 : 0;
        expect(t.deliveryFee).toBe(fee);
        expect(t.total).toBe(expected + fee);
        expect(t.itemCount).toBe(lines.reduce((n, l) => n + l.quantity, 0));
        for (const l of t.lines) expect(Number.isSafeInteger(l.lineTotal)).toBe(true);
      }),
    );
  });
});
