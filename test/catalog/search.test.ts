import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { productListRows } from "../../src/lib/list-rows";
import { d1Catalog } from "../../src/store/catalog";
import { searchProducts } from "../../src/store/catalog-search";
import { memoryPorts } from "../support/memory-ports";
import { importCsv, newShop } from "./support";

const demo = () => d1Catalog(env.DB, "demo");

async function ids(query: string, ws = "demo"): Promise<string[] | string | null> {
  const r = await d1Catalog(env.DB, ws).search(query);
  if (r.kind === "one") return r.product.id;
  if (r.kind === "none") return null;
  return r.choices.map((c) => c.product.id);
}

describe("search over the demo kiosk, which has no hand-written aliases but 'coquita' and 'chips'", () => {
  it("finds products by name, brand, size and everyday words", async () => {
    expect(await ids("cocas")).toEqual(["coca-15", "coca-500"]);
    expect(await ids("coca de litro y medio")).toBe("coca-15");
    expect(await ids("coca 1.5")).toBe("coca-15");
    expect(await ids("coca grande")).toBe("coca-15");
    expect(await ids("coca chica")).toBe("coca-500");
    expect(await ids("coca de 500")).toBe("coca-500");
    // A size as written, fractions included: "1 1/2" is 1.5 L and "1/2 litro" 500 ml, never 1 and 2.
    expect(await ids("coca 1 1/2")).toBe("coca-15");
    expect(await ids("coca de 1/2 litro")).toBe("coca-500");
    expect(await ids("coquitas")).toBe("coca-500");
    expect(await ids("cocacola 500")).toBe("coca-500");
    expect(await ids("agua sin gas")).toBe("agua-500");
    expect(await ids("villavicencio")).toBe("agua-500");
    expect(await ids("papitas")).toBe("papas-lays");
    expect(await ids("chips")).toBe("papas-lays");
    expect(await ids("havana")).toBe("alfajor-havanna");
    expect(await ids("jorgitos")).toBe("alfajor-jorgito");
    expect(((await ids("alfajores")) as string[]).sort()).toEqual(["alfajor-havanna", "alfajor-jorgito"]);
    expect(await ids("birra")).toBeNull();
    expect(await ids("fernet")).toBeNull();
  });

  it("offers the choices with what tells them apart, as WhatsApp list rows", async () => {
    const r = await demo().search("quiero cocas");
    expect(r.kind).toBe("ambiguous");
    if (r.kind !== "ambiguous") return;
    expect(r.choices.map((c) => c.distinguishing)).toEqual(["1,5 L", "500 ml"]);
    expect(productListRows(r.choices.map((c) => ({ ...c.product, distinguishing: c.distinguishing })), "ARS")).toEqual([
      { id: "product:coca-15", title: "Coca-Cola 1,5 L", description: "Coca-Cola 1,5 L · $2.500" },
      { id: "product:coca-500", title: "Coca-Cola 500 ml", description: "Coca-Cola 500 ml · $1.200" },
    ]);
  });

  it("says which words it could not place and when the size asked for is not sold", async () => {
    const zero = await demo().search("coca zero");
    expect(zero).toMatchObject({ kind: "ambiguous", unmatched: ["zero"] });
    const big = await demo().search("coca de 3 litros");
    expect(big).toMatchObject({ kind: "ambiguous", sizeUnavailable: true });
  });

  it("reads products by id and the categories without reading the catalog", async () => {
    const got = await demo().byIds(["pepsi-15", "nope", "alfajor-havanna", "colchon-1x"]);
    expect(got.map((p) => [p.id, p.price])).toEqual([["pepsi-15", 220000], ["alfajor-havanna", 150000]]);
    expect(await demo().categories()).toEqual([
      { category: "Bebidas", products: 6 },
      { category: "Golosinas", products: 2 },
      { category: "Snacks", products: 1 },
    ]);
  });
});

describe("search stays inside the workspace and the index follows the catalog", () => {
  it("never offers another shop's products, and forgets deactivated ones", async () => {
    const ws = await newShop();
    await importCsv(ws, "sku,name,brand,category,price\nZ1,Coca-Cola Zero 1.5 L,Coca-Cola,Bebidas,100\nZ2,Yerba Playadito 1 Kg,Playadito,Almacén,200\n");
    expect(await ids("coca zero", ws)).toBe(`${ws}.Z1`);
    expect(await ids("coca zero")).not.toContain(`${ws}.Z1`);
    expect(await ids("yerba playadito 1 kg")).toBeNull();
    await importCsv(ws, "sku,name,price,active\nZ1,Coca-Cola Zero 1.5 L,100,no\n");
    expect(await ids("coca zero", ws)).toBeNull();
    await importCsv(ws, "sku,name,brand,category,price\nZ1,Pepsi Black 1.5 L,Pepsi,Bebidas,100\n");
    expect(await ids("coca zero", ws)).toBeNull();
    expect(await ids("pepsi black", ws)).toBe(`${ws}.Z1`);
  });

  it("never reads the catalog: at most 100 candidates, under 900 rows for \"leche\", at most 4 round trips", async () => {
    const small = await searchProducts(env.DB, "demo", "leche");
    const big = await searchProducts(env.DB, "almacen", "leche");
    expect(big.result.kind).toBe("ambiguous");
    // At most 100 candidates and their product, search and stock rows, plus the vocabulary and FTS pages.
    expect(big.rowsRead).toBeLessThan(900);
    expect(big.queries).toBeLessThanOrEqual(4);
    expect(small.queries).toBeLessThanOrEqual(4);
  });
});

describe("the in-memory catalog of the agent's unit tests answers the same way", () => {
  it("search, byIds and categories over arrays", async () => {
    const ports = memoryPorts();
    expect(await ports.catalog.search("una pepsi")).toMatchObject({ kind: "one", product: { id: "pepsi" } });
    expect(await ports.catalog.search("fanta de litro y medio")).toMatchObject({ kind: "one", product: { id: "fanta" } });
    expect(await ports.catalog.search("pepsy")).toMatchObject({ kind: "one", product: { id: "pepsi" } });
    expect((await ports.catalog.byIds(["fanta", "x"])).map((p) => p.id)).toEqual(["fanta"]);
    expect(await ports.catalog.categories()).toEqual([{ category: "Bebidas", products: 2 }]);
  });
});
