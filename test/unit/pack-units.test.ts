import { describe, expect, it } from "vitest";
import { packUnitsIn } from "../../src/lib/pack-units";

describe("packUnitsIn: the units one pack holds, from the product's name", () => {
  it("reads the count however the shop wrote it", () => {
    expect(packUnitsIn("Huevos Blancos 12 Un")).toBe(12);
    expect(packUnitsIn("Pañal Pampers Confort Sec G x 46 Un")).toBe(46);
    expect(packUnitsIn("Cerveza Quilmes Lata 354 Cc 6 Un")).toBe(6);
    expect(packUnitsIn("Servilletas x 70 unidades")).toBe(70);
    expect(packUnitsIn("Velas 10 uds")).toBe(10);
    expect(packUnitsIn("Cerveza Brahma Lata 473 Cc Pack x 6")).toBe(6);
    expect(packUnitsIn("Huevos Color x12")).toBe(12);
  });

  it("is null when the name names no count (a size is no count)", () => {
    expect(packUnitsIn("Coca Cola 1.5 Lt")).toBeNull();
    expect(packUnitsIn("Yerba Mate Playadito 1 Kg")).toBeNull();
    expect(packUnitsIn("Leche Uat 0 Un")).toBeNull();
    expect(packUnitsIn("Unión Argentina")).toBeNull();
    expect(packUnitsIn("Aceite de Girasol x 1.5 Lt")).toBeNull();
    expect(packUnitsIn("Harina x 1 Kg")).toBeNull();
    expect(packUnitsIn("Detergente x 750 ml")).toBeNull();
  });
});
