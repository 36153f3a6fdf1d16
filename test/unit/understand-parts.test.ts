import { describe, expect, it } from "vitest";
import { matchProduct, normalize } from "../../src/agent/understand";
import type { ProductMatch } from "../../src/agent/understand";
import { analyze, collapseRepeats } from "../../src/agent/understand/normalize";
import { quantityAt, sizeAt } from "../../src/agent/understand/numbers";
import { catalog } from "./fixtures/catalog";

describe("normalize", () => {
  it.each([
    ["Hola, ¿cómo estás?", "hola como estas"],
    ["siiiii", "si"],
    ["holaaa", "hola"],
    ["noooo", "no"],
    ["dalee", "dale"],
    ["graciasss!!!", "gracias"],
    ["q onda", "que onda"],
    ["xq no?", "porque no"],
    ["pq", "porque"],
    ["tmb quiero", "tambien quiero"],
    ["porfa", "por favor"],
    ["dsp te aviso", "despues te aviso"],
    ["kiero 2", "quiero 2"],
    ["Ñandú ÁRBOL", "nandu arbol"],
    ["calle Corrientes", "calle corrientes"],
    ["carro", "carro"],
    ["una coca de 1,5", "una coca de 1,5"],
    ["1.5 litros", "1.5 litros"],
    ["DNI 30.123.456", "dni 30.123.456"],
    ["mi mail es Juan.Perez@Gmail.com.", "mi email es juan.perez@gmail.com"],
    ["+54 9 11 5555-1234", "+54 9 11 5555 1234"],
    ["coca-cola", "coca cola"],
    ["2cocas", "2 cocas"],
    ["500ml", "500ml"],
    ["okey 👍", "ok ok"],
    ["<b>hola</b>", "b hola b"],
    ["😀😀", ""],
    ["", ""],
  ])("%s → %s", (input, out) => {
    expect(normalize(input)).toBe(out);
  });

  it("collapses repeats but keeps Spanish double letters", () => {
    expect(collapseRepeats("llamooo")).toBe("llamo");
    expect(collapseRepeats("carrrro")).toBe("carro");
    expect(collapseRepeats("accion")).toBe("accion");
    expect(collapseRepeats("leer")).toBe("leer");
  });

  it("marks punctuation breaks and keeps original offsets", () => {
    const text = "Hola, soy Ana";
    const ws = analyze(text);
    expect(ws.map((w) => [w.n, w.brk])).toEqual([["hola", false], ["soy", true], ["ana", false]]);
    expect(text.slice(ws[2].start, ws[2].end)).toBe("Ana");
  });
});

describe("numbers", () => {
  const q = (s: string) => quantityAt(analyze(s), 0)?.value ?? null;
  it.each([
    ["2", 2], ["una", 1], ["un", 1], ["uno", 1], ["dos", 2], ["diez", 10], ["quince", 15],
    ["veinte", 20], ["media docena", 6], ["una docena", 12], ["un par", 2], ["2 docenas", 24],
    ["treinta y dos", 32], ["0", null], ["1000", null], ["hola", null],
  ] as const)("quantity %s → %s", (s, v) => {
    expect(q(s)).toBe(v);
  });

  const size = (s: string) => sizeAt(analyze(s), 0)?.size.value ?? null;
  it.each([
    ["500", 500], ["500ml", 500], ["500 ml", 500], ["1,5", 1500], ["1.5", 1500], ["1,5 l", 1500],
    ["2 litros", 2000], ["litro y medio", 1500], ["medio litro", 500], ["150 g", 150],
  ] as const)("size %s → %s", (s, v) => {
    expect(size(s)).toBe(v);
  });
});

describe("matchProduct", () => {
  const one = (productId: string): ProductMatch => ({ kind: "one", productId });
  const amb = (...productIds: string[]): ProductMatch => ({ kind: "ambiguous", productIds });
  it.each([
    ["coca", amb("coca-15", "coca-500")],
    ["cocas", amb("coca-15", "coca-500")],
    ["Coca Cola", amb("coca-15", "coca-500")],
    ["cocacola", amb("coca-15", "coca-500")],
    ["coca de 500", one("coca-500")],
    ["coca 500 ml", one("coca-500")],
    ["coca grande", one("coca-15")],
    ["coca 1,5", one("coca-15")],
    ["coca de litro y medio", one("coca-15")],
    ["coca chica", one("coca-500")],
    ["coquita", one("coca-500")],
    ["pepsis", one("pepsi-15")],
    ["fanta", one("fanta-15")],
    ["la fanta", one("fanta-15")],
    ["agua", one("agua-500")],
    ["aguas minerales", one("agua-500")],
    ["alfajor", amb("alfajor-jorgito", "alfajor-havanna")],
    ["alfajores", amb("alfajor-jorgito", "alfajor-havanna")],
    ["jorgito", one("alfajor-jorgito")],
    ["alfajor havanna", one("alfajor-havanna")],
    ["papas", one("papas-lays")],
    ["papitas lays", one("papas-lays")],
    ["sprit", one("sprite-15")],
    ["hamburguesa", { kind: "none", query: "hamburguesa" }],
    ["coca zero light", { kind: "none", query: "coca zero light" }],
    // Not sold in that size: the sizes there are come with it.
    ["fanta de 500", { kind: "none", query: "fanta de 500", near: ["fanta-15"], missing: "size" }],
    ["", { kind: "none", query: "" }],
  ] as const)("%s", (query, expected) => {
    expect(matchProduct(query, catalog)).toEqual(expected);
  });
});
