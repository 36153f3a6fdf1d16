import { describe, expect, it } from "vitest";
import { itemPhrase, listJoin, pluralWord, quantityName } from "../../src/agent/replies";
import { DEMO } from "../support/demo-shops";

// Quantities of products in Spanish, agreeing with the name: the head noun and its adjectives
// take the plural, a brand does not, and where the words cannot agree the neutral "× n".

describe("plurals in replies", () => {
  it.each([
    ["alfajor", "alfajores"],
    ["agua", "aguas"],
    ["mineral", "minerales"],
    ["limón", "limones"],
    ["nuez", "nueces"],
    ["café", "cafés"],
    ["papas", "papas"],
    ["maní", "maníes"],
    // trial 6: adding "es" moves the stress, the accent goes.
    ["atún", "atunes"],
    ["jabón", "jabones"],
    ["Jabón", "Jabones"],
    ["pan", "panes"],
    ["papel", "papeles"],
    // Unsure: the word as written.
    ["arroz", "arroz"],
    ["origen", "origen"],
    ["snack", "snack"],
  ])("%s → %s", (one, many) => {
    expect(pluralWord(one)).toBe(many);
  });

  it.each<[number, string, string]>([
    [3, "Alfajor Jorgito", "3 Alfajores Jorgito"],
    [1, "Alfajor Jorgito", "1 Alfajor Jorgito"],
    [2, "Agua mineral 500 ml", "2 Aguas minerales 500 ml"],
    [2, "Pepsi 1,5 L", "2 Pepsi 1,5 L"],
    [2, "Coca-Cola 500 ml", "2 Coca-Cola 500 ml"],
    [1, "Papas fritas Lays 150 g", "1 Papas fritas Lays 150 g"],
    [3, "Papas fritas Lays 150 g", "3 Papas fritas Lays 150 g"],
  ])("the kiosk: %i × %s", (quantity, name, phrase) => {
    expect(itemPhrase({ quantity, name }, DEMO.products)).toBe(phrase);
  });

  it("names the catalog does not describe keep their words after the count", () => {
    expect(itemPhrase({ quantity: 2, name: "Alfajor Jorgito" })).toBe("2 Alfajor Jorgito");
  });

  it("the noun phrase stops at 'de', a capital or a number", () => {
    expect(quantityName(2, "Aceite de girasol Cocinero 900 ml", "Cocinero")).toBe("2 Aceites de girasol Cocinero 900 ml");
    expect(quantityName(3, "Galletita dulce Terrabusi", "Terrabusi")).toBe("3 Galletitas dulces Terrabusi");
  });

  it("trial 6: 'Atún' is '3 Atunes …', a mass noun or an unsure word leaves the name as written", () => {
    expect(quantityName(3, "Atún en Lomitos al Natural La Campagnola 170 Gr", "La Campagnola")).toBe("3 Atunes en Lomitos al Natural La Campagnola 170 Gr");
    expect(quantityName(2, "Arroz Gallo Oro 1 Kg", "Gallo")).toBe("2 Arroz Gallo Oro 1 Kg");
    expect(quantityName(2, "Jabón de tocador Dove", "Dove")).toBe("2 Jabones de tocador Dove");
    expect(quantityName(2, "Snack Mix Krachitos", "Krachitos")).toBe("2 Snack Mix Krachitos");
  });

  it("lists join with 'y' or 'o'", () => {
    expect(listJoin(["a", "b", "c"])).toBe("a, b y c");
    expect(listJoin(["a", "b"], "o")).toBe("a o b");
  });
});
