import { describe, expect, it } from "vitest";
import { cashGiven } from "../../src/agent/subflows/cash-note";

// The note a customer pays cash with, read for the order's note (the shop brings change).
describe("cash given", () => {
  it.each([
    ["efectivo, pago con 5000", 5000],
    ["pago efectivo, llevo cambio de 10 mil", 10000],
    ["abono con un billete de 20.000", 20000],
    ["pago con 10 lucas", 10000],
    ["efectivo. te doy 2.000", 2000],
  ])("%s → %d", (said, amount) => expect(cashGiven(said)).toBe(amount));

  it.each(["pago en efectivo", "efectivo, tengo 2 hijos", "dni 30123456 efectivo", "pago con mp", "tengo 3 cocas"])("%s is no amount", (said) => expect(cashGiven(said)).toBeNull());
});
