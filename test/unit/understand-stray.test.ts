import { describe, expect, it } from "vitest";
import { analyze, namedWordForWord, understand } from "../../src/agent/understand";
import { ALMACEN } from "../support/demo-shops";

// Words said in passing over the almacén's real catalog (issue 15): the understanding reads no
// product in conversation, addresses, names or unit words, and still reads products named.

const catalog = ALMACEN.products;
const read = (text: string) => understand(text, { catalog });
/** The product phrases read, ordered or mentioned. */
const phrases = (text: string) => {
  const u = read(text);
  return [...u.items, ...u.mentions];
};
const HUEVOS = "almacen.7792335000314";

describe("understand: words said in passing are no product (almacén)", () => {
  it.each(["bueno listo", "bueno si", "paso a retirar", "lo paso a buscar", "Av Cordoba 2345 piso 7", "Ana Sosa", "maples", "hola buen dia"])("%s", (text) => {
    expect(phrases(text).map((m) => m.query)).toEqual([]);
  });

  it("reads a unit word before a product as the unit: 'un paquete de arroz gallo' asks for 'arroz gallo'", () => {
    expect(phrases("un paquete de arroz gallo").map((m) => m.query)).toEqual(["arroz gallo"]);
    expect(phrases("quiero 2 maples de huevos").map((m) => [m.quantity, m.query, m.match])).toEqual([[2, "huevos", { kind: "one", productId: HUEVOS }]]);
  });

  it("keeps the product in 'hola buen dia queria saber si tenian dulce de leche'", () => {
    expect(phrases("hola buen dia queria saber si tenian dulce de leche").map((m) => m.query)).toEqual(["dulce de leche"]);
  });

  it("still reads products named in passing, sold or not", () => {
    expect(phrases("y unas papas").map((m) => m.query)).toEqual(["papas"]);
    const zero = phrases("pepsi zero"); // words12: "coca zero" is the Coca Cola sin Azúcar the almacén sells
    expect(zero.map((m) => [m.query, m.match.kind])).toEqual([["pepsi zero", "none"]]);
    expect(zero[0].match.kind === "none" && zero[0].match.near?.length).toBeGreaterThan(0);
    expect(phrases("tenes kinder bueno?").map((m) => m.query)).toEqual(["kinder bueno"]);
  });

  it("a word met only inside longer names names no product word for word ('ana' of 'Santa Ana'); a leading one does", () => {
    expect(namedWordForWord(analyze("ana"), catalog)).toBe(false);
    expect(namedWordForWord(analyze("coca"), catalog)).toBe(true);
    expect(namedWordForWord(analyze("playadito"), catalog)).toBe(true);
  });
});
