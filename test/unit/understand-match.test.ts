import { describe, expect, it } from "vitest";
import { analyze, understand } from "../../src/agent/understand";
import { sizeAt } from "../../src/agent/understand/numbers";
import { weakQuery, wordsFit } from "../../src/agent/understand/products";
import { parseQuery } from "../../src/lib/product-text";
import { ALMACEN } from "../support/demo-shops";

// Product phrases that must never resolve to the wrong product (issue 15), over the almacén's
// real catalog: sizes as customers write them, unit words, address letters and floors, a size
// that the phrase's other words do not fit, and a change of mind before the product.

const catalog = ALMACEN.products;
const byName = (name: string) => catalog.find((p) => p.name === name)!;
const phrases = (text: string) => {
  const u = understand(text, { catalog });
  return [...u.items, ...u.mentions].map((m) => [m.quantity, m.query]);
};

describe("sizes as customers write them", () => {
  const size = (text: string) => {
    const words = analyze(text);
    return sizeAt(words, words.findIndex((w) => /[0-9]|litro|medio/.test(w.n)))?.size ?? null;
  };
  it.each([
    ["coca de 2 1/4", 2250, null],
    ["2 1/4 litros", 2250, "vol"],
    ["1/2 kilo", 500, "mass"],
    ["3/4 kg", 750, "mass"],
    ["la de 2,25", 2250, null],
    ["litro y medio", 1500, "vol"],
    ["la de 950", 950, null],
  ])("%s is %d", (text, value, dim) => {
    expect(size(text)).toEqual({ value, dim });
  });

  it.each([
    ["coca de 2 1/4", 2.25, null],
    ["2 1/4 litros", 2250, "ml"],
    ["1/2 kilo de yerba", 500, "g"],
    ["coca de litro y medio", 1500, "ml"],
    ["mayonesa de 950", 950, null],
  ])("the search reads %s as %d", (text, value, unit) => {
    expect(parseQuery(text).size).toEqual({ value, unit });
  });

  it("a date keeps its numbers apart (only a proper fraction is one token)", () => {
    expect(analyze("23/11").map((w) => w.n)).toEqual(["23", "11"]);
  });

  it("'quiero coca de 2 1/4' is the 2.25 L, never the 2 L bottle", () => {
    const [item] = understand("quiero coca de 2 1/4", { catalog }).items;
    expect(item.match).toEqual({ kind: "one", productId: byName("Coca Cola Sabor Original 2.25 Lt").id });
  });
});

describe("unit words count the product next to them", () => {
  it.each([
    ["si el gallo oro, 2 paquetes", [[2, "gallo oro"]]],
    ["arroz gallo oro 2 paquetes", [[2, "arroz gallo oro"]]],
    ["quiero villa san remo agua, 3 botellas", [[3, "villa san remo agua"]]],
    ["quiero 3 botellas agua villa del sur", [[3, "agua villa del sur"]]],
    ["quiero 2 botellas", []],
  ])("%s", (text, expected) => {
    expect(phrases(text)).toEqual(expected);
  });
});

describe("weak words never search for a product", () => {
  it.each(["4to B", "9 de julio", "3ro A", "b", "piso 11 dpto F", "eran 2 te dije", "pago en efectivo"])("%s", (text) => {
    expect(phrases(text)).toEqual([]);
  });

  it("weakQuery: only letters and floors are weak", () => {
    expect(weakQuery(analyze("4to b"))).toBe(true);
    expect(weakQuery(analyze("ob"))).toBe(true);
    expect(weakQuery(analyze("oreo"))).toBe(false);
    expect(weakQuery(analyze("coca de 500"))).toBe(false);
  });
});

describe("a size picks only a product the phrase's words fit", () => {
  const juice = byName("Jugo Listo Naranja con Vitaminas A B1 C y E Pronto Baggio 1 Lt");
  it("'6 cervezas quilmes cristal de litro' does not fit a litre of juice", () => {
    expect(wordsFit(analyze("6 cervezas quilmes cristal de litro"), juice)).toBe(false);
    expect(understand("6 cervezas quilmes cristal de litro", { catalog, expecting: "product_choice", choices: [juice.id, byName("Tampones Super O.B. 16 Un").id] }).choice).toBeNull();
  });
  it("'mejor la de litro' and 'la de litro del pronto' fit it", () => {
    expect(wordsFit(analyze("mejor la de litro"), juice)).toBe(true);
    expect(wordsFit(analyze("la de litro del pronto"), juice)).toBe(true);
  });
});

describe("a change of mind is not part of the product", () => {
  it("'mejor el pan chico' asks for the bread", () => {
    expect(phrases("mejor el pan chico")).toEqual([[null, "pan chico"]]);
  });
});
