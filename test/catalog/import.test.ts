import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { admin, importCsv, json, newShop, productRows } from "./support";

describe("catalog import", () => {
  it("reads Spanish or English headers in any case and accent, ';' or ',' separators, a BOM and quoted cells", async () => {
    const ws = await newShop();
    const spanish = "\uFEFFCÓDIGO;Nombre;MARCA;Categoría;Subcategoria;Descripción;PRECIO;Stock;Activo;Alias\r\n" +
      'A1;"Yerba Mate; suave";Playadito;Infusiones;Yerbas;"Línea 1\nLínea 2";$ 1.234,50;12;sí;mate|yerbita\r\n' +
      "A2;Azúcar 1 Kg;Ledesma;Almacén;;;849,90;;no;\r\n";
    expect(await importCsv(ws, spanish)).toMatchObject({ created: 2, updated: 0, unchanged: 0, deactivated: 0, errors: [] });
    expect(await productRows(ws)).toEqual([
      { sku: "A1", name: "Yerba Mate; suave", brand: "Playadito", category: "Infusiones", price: 123450, active: 1, stock: 12 },
      { sku: "A2", name: "Azúcar 1 Kg", brand: "Ledesma", category: "Almacén", price: 84990, active: 0, stock: null },
    ]);
    const english = "sku,name,brand,category,price,ACTIVE\nB1,\"Fideos \"\"Moñito\"\" 500 g\",Lucchetti,Pastas,849.90,yes\nB2,Arroz,Gallo,Almacén,1234,1\n";
    expect(await importCsv(ws, english)).toMatchObject({ created: 2, errors: [] });
    const rows = await productRows(ws);
    expect(rows.find((r) => r.sku === "B1")).toMatchObject({ name: 'Fideos "Moñito" 500 g', price: 84990 });
    expect(rows.find((r) => r.sku === "B2")).toMatchObject({ price: 123400, category: "Almacén" });
  });

  it("skips and reports bad rows (line, field, message) and applies the rest", async () => {
    const ws = await newShop();
    const csv = [
      "sku,nombre,precio,stock,activo",
      "OK1,Leche 1 L,\"1.100,00\",5,si",
      "BAD1,Leche 1 L,-5,,",
      "BAD2,Leche 1 L,12.34.5,,",
      "BAD3,Leche 1 L,doce,,",
      "BAD4,,100,,",
      ",Sin código,100,,",
      "BAD 6,Con espacio,100,,",
      "BAD7,Pan,100,-1,",
      "BAD8,Pan,100,,quizás",
      "BAD9,Pan,\"1,5555\",,",
      "OK2,Pan,\"$1.500\",,",
    ].join("\n");
    const r = await importCsv(ws, csv);
    expect(r.created).toBe(2);
    expect(r.errors).toEqual([
      { line: 3, field: "price", message: 'cannot be negative ("-5")' },
      { line: 4, field: "price", message: 'is not a price ("12.34.5")' },
      { line: 5, field: "price", message: 'is not a price ("doce")' },
      { line: 6, field: "name", message: "is required" },
      { line: 7, field: "sku", message: "is required" },
      { line: 8, field: "sku", message: '"BAD 6" may only have letters, digits, ".", "_" and "-" (at most 64)' },
      { line: 9, field: "stock", message: 'must be a whole number of units, 0 or more ("-1")' },
      { line: 10, field: "active", message: 'must be yes/no (sí/no, 1/0), not "quizas"' },
      { line: 11, field: "price", message: 'has more than two decimals ("1,5555")' },
    ]);
    expect((await productRows(ws)).map((p) => [p.sku, p.price])).toEqual([["OK1", 110000], ["OK2", 150000]]);
  });

  it("rejects a repeated SKU in one file, naming the first line, and a file without the required columns", async () => {
    const ws = await newShop();
    const r = await importCsv(ws, "sku,name,price\nX,Primero,10\nY,Otro,20\nX,Segundo,30\n");
    expect(r).toMatchObject({ created: 2, errors: [{ line: 4, field: "sku", message: 'repeats "X" from line 2' }] });
    expect((await productRows(ws)).find((p) => p.sku === "X")?.name).toBe("Primero");
    const res = await admin("POST", `/workspaces/${ws}/catalog`, "codigo,producto\nX,Y\n", { type: "text/csv" });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ errors: [{ line: 1, field: "price" }] });
  });

  it("re-importing the same file changes nothing; a changed price or stock is an update", async () => {
    const ws = await newShop();
    const csv = "sku,name,price,stock\nA,Alfajor,700,10\nB,Turrón,500,\n";
    await importCsv(ws, csv);
    const before = await env.DB.prepare("SELECT updated_at FROM products WHERE workspace_id = ? AND sku = 'A'").bind(ws).first();
    expect(await importCsv(ws, csv)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await env.DB.prepare("SELECT updated_at FROM products WHERE workspace_id = ? AND sku = 'A'").bind(ws).first()).toEqual(before);
    expect(await importCsv(ws, "sku,name,price,stock\nA,Alfajor,750,10\nB,Turrón,500,3\n")).toMatchObject({ updated: 2, unchanged: 0 });
    expect((await productRows(ws)).map((p) => [p.price, p.stock])).toEqual([[75000, 10], [50000, 3]]);
  });

  it("replace mode deactivates what the file leaves out, but not a product whose row only had a typo; dry run writes nothing", async () => {
    const ws = await newShop();
    await importCsv(ws, "sku,name,price\nA,Uno,1\nB,Dos,2\nC,Tres,3\nD,Cuatro,4\n");
    const dry = await importCsv(ws, "sku,name,price\nA,Uno,1\nB,Dos bis,2\nE,Cinco,5\nC,Tres,mal\n", "?replace=1&dryRun=1");
    expect(dry).toMatchObject({ created: 1, updated: 1, unchanged: 1, deactivated: 1, dryRun: true });
    expect((await productRows(ws)).map((p) => `${p.sku}:${p.name}:${p.active}`)).toEqual(["A:Uno:1", "B:Dos:1", "C:Tres:1", "D:Cuatro:1"]);
    const real = await importCsv(ws, "sku,name,price\nA,Uno,1\nB,Dos bis,2\nE,Cinco,5\nC,Tres,mal\n", "?replace=1");
    expect(real).toMatchObject({ created: 1, updated: 1, unchanged: 1, deactivated: 1 });
    expect((await productRows(ws)).map((p) => `${p.sku}:${p.name}:${p.active}`)).toEqual(["A:Uno:1", "B:Dos bis:1", "C:Tres:1", "D:Cuatro:0", "E:Cinco:1"]);
    const cats = await env.DB.prepare("SELECT products FROM catalog_categories WHERE workspace_id = ?").bind(ws).all();
    expect(cats.results).toEqual([{ products: 4 }]);
  });

  it("takes a JSON array with the same keys; prices as numbers are pesos", async () => {
    const ws = await newShop();
    const body = JSON.stringify([
      { sku: "J1", nombre: "Galletitas", precio: 849.9, marca: "Express", categoría: "Galletitas", aliases: ["crackers"] },
      { sku: "J2", name: "Mate cocido", price: "1.234,50" },
      { sku: "J3", name: "Sin precio" },
    ]);
    const res = await admin("POST", `/workspaces/${ws}/catalog`, body);
    expect(await json(res)).toMatchObject({ created: 2, errors: [{ line: 3, field: "price", message: "is required" }] });
    expect((await productRows(ws)).map((p) => p.price)).toEqual([84990, 123450]);
    expect((await admin("POST", `/workspaces/${ws}/catalog`, JSON.stringify({ sku: "x" }))).status).toBe(400);
  });

  it("imports 10,000 rows in one request, and again unchanged", async () => {
    const ws = await newShop("big");
    const lines = ["sku,nombre,marca,categoría,precio,stock"];
    for (let i = 0; i < 10_000; i++) lines.push(`SKU${i},Producto de prueba número ${i} ${500 + (i % 7) * 250} Gr,Marca ${i % 40},Rubro ${i % 25},"${(i % 900) + 100},${String(i % 100).padStart(2, "0")}",${i % 50}`);
    const csv = lines.join("\n");
    expect(await importCsv(ws, csv)).toMatchObject({ created: 10_000, errors: [] });
    expect(await importCsv(ws, csv)).toMatchObject({ created: 0, updated: 0, unchanged: 10_000 });
    const count = await env.DB.prepare("SELECT count(*) AS n, sum(price) AS total FROM products WHERE workspace_id = ?").bind(ws).first<{ n: number; total: number }>();
    expect(count?.n).toBe(10_000);
    const indexed = await env.DB.prepare("SELECT count(*) AS n FROM product_search WHERE workspace_id = ?").bind(ws).first<{ n: number }>();
    expect(indexed?.n).toBe(10_000);
  });

  it("refuses a body over the limit while it streams, and a file of another kind", async () => {
    const ws = await newShop();
    const big = new ReadableStream({
      start(controller) {
        const chunk = new TextEncoder().encode("sku,name,price\n" + "A,B,1\n".repeat(100_000));
        for (let i = 0; i < 20; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await admin("POST", `/workspaces/${ws}/catalog`, big, { type: "text/csv" });
    expect(res.status).toBe(413);
    expect((await admin("POST", `/workspaces/${ws}/catalog`, "x", { type: "image/png" })).status).toBe(415);
    expect(await productRows(ws)).toEqual([]);
  });

  it("a workspace's import never touches another workspace's products with the same SKUs", async () => {
    const a = await newShop();
    const b = await newShop();
    await importCsv(a, "sku,name,price\nS1,Propio de A,1\n");
    await importCsv(b, "sku,name,price\nS1,Propio de B,2\n", "?replace=1");
    expect((await productRows(a)).map((p) => [p.name, p.active])).toEqual([["Propio de A", 1]]);
  });
});

describe("catalog export", () => {
  it("gives back the catalog as CSV with the same headers, which imports back unchanged", async () => {
    const ws = await newShop();
    const csv = 'sku,nombre,marca,categoría,subcategoría,descripción,precio,stock,activo,alias\nA,"Té ""Verde"", 20 u",Taragüí,Infusiones,Té,"dos\nlíneas","1.234,5",7,si,te verde|tecito\nB,=HYPERLINK(1),,Otros,,,0,,no,\nC,Pan,,Panadería,,,99,,,\n';
    expect(await importCsv(ws, csv)).toMatchObject({ created: 3, errors: [] });
    const res = await admin("GET", `/workspaces/${ws}/catalog`);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM, so Excel reads the accents
    const exported = new TextDecoder().decode(bytes);
    expect(exported.split("\n")[0]).toBe("sku,name,brand,category,subcategory,description,price,stock,active,aliases");
    expect(exported).toContain("'=HYPERLINK(1)");
    expect(exported).toContain('A,"Té ""Verde"", 20 u",Taragüí,Infusiones,Té,"dos\nlíneas",1234.50,7,yes,te verde|tecito');
    expect(await importCsv(ws, exported)).toMatchObject({ created: 0, updated: 0, unchanged: 3, errors: [] });
    expect((await productRows(ws)).find((p) => p.sku === "B")?.name).toBe("=HYPERLINK(1)");
  });

  it("as a Meta catalog feed: ids are our SKUs, prices in the shop's currency, sold-out products out of stock, inactive ones left out", async () => {
    const ws = await newShop();
    const csv = 'sku,name,brand,category,description,price,stock,active\nYER-1,"Yerba Mate Playadito 1 Kg",Playadito,Infusiones,,"4.599,90",3,si\nAZU-1,Azúcar 1 Kg,Ledesma,Almacén,Azúcar común,849,0,si\nOLD-1,Viejo,,Otros,,100,,no\n';
    expect(await importCsv(ws, csv)).toMatchObject({ created: 3, errors: [] });
    const res = await admin("GET", `/workspaces/${ws}/catalog?format=meta&link=${encodeURIComponent("https://rosa.example/p/")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`${ws}-meta-catalog.csv`);
    const lines = (await res.text()).trim().split("\n");
    expect(lines[0]).toBe("id,title,description,availability,condition,price,link,image_link,brand");
    expect(lines.slice(1).sort()).toEqual([
      "AZU-1,Azúcar 1 Kg,Azúcar común,out of stock,new,849.00 ARS,https://rosa.example/p/AZU-1,,Ledesma",
      "YER-1,Yerba Mate Playadito 1 Kg,Yerba Mate Playadito 1 Kg,in stock,new,4599.90 ARS,https://rosa.example/p/YER-1,,Playadito",
    ]);
    for (const bad of ["format=xml", "format=meta&link=javascript:alert(1)", "format=meta&image=not%20a%20url"]) {
      const refused = await admin("GET", `/workspaces/${ws}/catalog?${bad}`);
      expect(refused.status, bad).toBe(400);
      expect((await json(refused)).error, bad).toMatch(/^(format|link|image): /);
    }
  });

  it("the almacén exports and re-imports unchanged", async () => {
    const exported = await (await admin("GET", "/workspaces/almacen/catalog")).text();
    expect(exported.split("\n").length).toBe(1731 + 2);
    expect(await importCsv("almacen", exported)).toMatchObject({ created: 0, updated: 0, unchanged: 1731, deactivated: 0, errors: [] });
  });
});
