import { describe, expect, it } from "vitest";
import { fitWords, productListRows } from "../../src/lib/list-rows";
import { distinguishing, searchList } from "../../src/lib/product-match";
import { corrections, nameChunks, parseQuery, productTerms, singular, soundKey, term } from "../../src/lib/product-text";
import { formatPrice, parseCatalogCsv, parsePrice } from "../../src/store/catalog-file";
import almacenCsv from "../../scripts/seed/almacen.csv?raw";

describe("Spanish product text", () => {
  it("reads one size however it is written", () => {
    const sizes = ["1.5 Lt", "1,5 L", "litro y medio", "1500 ml", "1500cc", "un litro y medio", "1,5lts"].map((s) => parseQuery(`coca ${s}`).size);
    for (const s of sizes) expect(s).toEqual({ value: 1500, unit: "ml" });
    expect(parseQuery("yerba medio kilo").size).toEqual({ value: 500, unit: "g" });
    // t34b 022: one digit and three decimals before litres or kilos is a decimal, never thousands of litres.
    expect(productTerms({ name: "Vino Tinto Resero 1.125 Lt" }).sizes).toEqual([{ value: 1125, unit: "ml" }]);
    expect(parseQuery("queso 1,250 kg").size).toEqual({ value: 1250, unit: "g" });
    expect(parseQuery("agua 1.500 ml").size).toEqual({ value: 1500, unit: "ml" });
    expect(parseQuery("queso un cuarto kilo").size).toEqual({ value: 250, unit: "g" });
    expect(parseQuery("una docena de huevos")).toEqual({ terms: ["huevo"], size: { value: 12, unit: "u" }, sizeHint: null });
    expect(parseQuery("coca de 500")).toEqual({ terms: ["coca"], size: { value: 500, unit: null }, sizeHint: null });
    expect(parseQuery("2 cocas grandes")).toEqual({ terms: ["coca"], size: null, sizeHint: "big" });
    expect(productTerms({ name: "Agua con Gas Córdoba 6 Un 2 Lt" }).sizes).toEqual([{ value: 6, unit: "u" }, { value: 2000, unit: "ml" }]);
  });

  it("lowercases, drops accents and plurals, keeps 'sin X' as one word and drops chatter", () => {
    expect(["alfajores", "luces", "pañales", "tomates", "galletitas", "cocas", "gas", "express"].map(singular)).toEqual([
      "alfajor", "luz", "pañal", "tomate", "galletita", "coca", "gas", "express",
    ]);
    expect(term("birras")).toBe("cerveza");
    expect(parseQuery("¿Tenés AGUA sin gas, porfa?").terms).toEqual(["agua", "singas"]);
    expect(parseQuery("te").terms).toEqual(["te"]);
    expect(parseQuery("pasta de dientes colgate").terms).toEqual(["crema", "dental", "colgate"]);
    expect(productTerms({ name: "Coca-Cola 1,5 L", brand: "Coca-Cola", category: "Bebidas" })).toEqual({
      head: "coca",
      name: ["coca", "cola", "cocacola", "1500ml"],
      brand: ["coca", "cola", "cocacola"],
      extra: ["bebida"],
      sizes: [{ value: 1500, unit: "ml" }],
    });
    expect(productTerms({ name: "Dulce de Leche Ser 200 Gr" }).head).toBe("dulce");
  });

  it("corrects misspellings against the shop's own words", () => {
    const vocabulary = ["leche", "lavandina", "yerba", "serenisima", "hamburguesa", "cebolla"];
    expect(corrections("lehce", vocabulary)).toEqual(["leche"]);
    expect(corrections("labandina", vocabulary)).toEqual(["lavandina"]);
    expect(corrections("llerba", vocabulary)).toEqual(["yerba"]);
    expect(corrections("serenis", vocabulary)).toEqual(["serenisima"]);
    expect(corrections("amburguesa", vocabulary)).toEqual(["hamburguesa"]);
    expect(corrections("leche", vocabulary)).toEqual([]);
    expect(corrections("pan", vocabulary)).toEqual([]);
    expect(soundKey("cebolla")).toBe(soundKey("sevoya"));
  });
});

describe("ranking as a shopkeeper would", () => {
  const shelf = [
    { id: "l1", name: "Leche Entera Sancor 1 Lt", brand: "Sancor", category: "Lácteos" },
    { id: "l2", name: "Leche Descremada Sancor 1 Lt", brand: "Sancor", category: "Lácteos" },
    { id: "d1", name: "Dulce de Leche Sancor 400 Gr", brand: "Sancor", category: "Lácteos" },
    { id: "y1", name: "Yogur Bebible Sancor 1 Lt", brand: "Sancor", category: "Lácteos" },
    { id: "y2", name: "Yogur Bebible Frutilla Sancor 1 Lt", brand: "Sancor", category: "Lácteos" },
    { id: "a1", name: "Alfajor Triple Dulce de Leche Tatín 60 Gr", brand: "Tatín", category: "Golosinas" },
  ];
  const pick = (q: string) => {
    const r = searchList(q, shelf);
    return r.kind === "one" ? r.product.id : r.kind === "none" ? null : r.choices.map((c) => c.product.id);
  };

  it("the head noun decides, brand and size narrow, the plain variant wins", () => {
    expect(pick("leche")).toBe("l1"); // "descremada" is a variant: unsaid, the plain one
    expect(pick("leche sancor 1 litro")).toBe("l1");
    expect(pick("dulce de leche")).toBe("d1");
    expect(pick("alfajor de dulce de leche")).toBe("a1");
    expect(pick("leche descremada")).toBe("l2");
    expect(pick("yogur sancor")).toBe("y1");
    expect(pick("yogur de frutilla")).toBe("y2");
    expect(pick("sancor 400")).toBe("d1");
    expect(pick("nafta")).toBeNull();
  });

  it("names what sets each choice apart", () => {
    expect(distinguishing(shelf.slice(0, 2), 0)).toBe("Entera");
    expect(distinguishing([{ name: "Leche Entera en Sachet Armonía 1 Lt" }, { name: "Leche Entera Ilolay 1 Lt" }], 0)).toBe("Sachet Armonía");
    expect(nameChunks("Aceite 1.5 Lt").map((c) => c.key)).toEqual(["aceite", "1500ml"]);
  });
});

describe("WhatsApp list rows", () => {
  it("fit 24 and 72 characters without cutting a word, for every product of the real list", () => {
    const rows = parseCatalogCsv(almacenCsv).rows.map((r, i) => ({ id: String(i), name: r.name, price: r.price }));
    for (let i = 0; i < rows.length; i += 5) {
      const group = rows.slice(i, i + 5);
      const listed = productListRows(group.map((p, k) => ({ ...p, distinguishing: distinguishing(group, k) })), "ARS");
      listed.forEach((row, k) => {
        expect(row.title.length).toBeLessThanOrEqual(24);
        expect(row.description.length).toBeLessThanOrEqual(72);
        const words = new Set(group[k].name.split(/\s+/));
        // A cut title may keep the size after its ellipsis ("Aceitunas Verdes… 100 Gr"): whole words either side.
        for (const w of row.title.replace(/…/g, "").split(" ").filter(Boolean)) expect(words.has(w) || /^Opción \d+$/.test(row.title), `${w} in ${row.title}`).toBe(true);
        for (const w of row.description.replace(/ · \$[\d.,]+$/, "").replace(/…$/, "").split(" ")) expect(words.has(w), `${w} in ${row.description}`).toBe(true);
      });
    }
  });

  it("shortens at word boundaries and never ends on a dangling preposition", () => {
    expect(fitWords("Leche Entera Ultra Fortificante en Sachet La Serenísima 1 Lt", 24)).toBe("Leche Entera Ultra…");
    expect(fitWords("Clasica 3% La Serenísima", 20)).toBe("Clasica 3%…");
    expect(fitWords("Supercalifragilisticoespialidoso", 24)).toBe("");
  });
});

describe("prices as people type them", () => {
  it.each([
    ["849,90", 84990], ["849.90", 84990], ["$ 1.234,50", 123450], ["1234", 123400], ["1,234.50", 123450], ["$1.500", 150000],
    ["1.234.567", 123456700], ["0,5", 50], ["ARS 99", 9900], ["849.9", 84990], [" 12 ", 1200],
  ])("%s → %i", (raw, minor) => {
    expect(parsePrice(raw)).toEqual({ ok: true, minor });
    expect(parsePrice(formatPrice(minor))).toEqual({ ok: true, minor });
  });
  it.each(["", "-5", "abc", "1,2345", "12.34.5", "1.2,50", "0.500", "1e5"])("refuses %j", (raw) => {
    expect(parsePrice(raw).ok).toBe(false);
  });
});
