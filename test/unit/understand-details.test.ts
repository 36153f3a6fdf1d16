import { describe, expect, it } from "vitest";
import { understand } from "../../src/agent/understand";
import type { FieldName, UnderstandContext } from "../../src/agent/understand";
import { typedOption } from "../../src/agent/understand/options";
import { declines } from "../../src/agent/understand/yesno";
import { catalog } from "./fixtures/catalog";

// The understanding of customer details while they are collected (unlabeled values, shapes,
// doubts), relative cart edits, bare quantities, typed options and loose refusals.

const RETAIL_WANTS: FieldName[] = ["firstName", "lastName", "dni", "address", "phone", "email"];
const read = (text: string, ctx: Partial<UnderstandContext> = {}) => understand(text, { catalog, wants: RETAIL_WANTS, known: [], ...ctx });

describe("details written without labels, while they are collected", () => {
  it.each<[string, Record<string, string>, Partial<UnderstandContext>?]>([
    ["Ines Perez 27888999", { firstName: "Ines", lastName: "Perez", dni: "27888999" }, { expecting: "firstName" }],
    ["Juan Perez, Av Rivadavia 5000 piso 3, cel 11 5555-1234", { firstName: "Juan", lastName: "Perez", address: "Av Rivadavia 5000 piso 3", phone: "1155551234" }],
    ["Av. Rivadavia 1, Juan Pérez, 5000000, 1152000000", { address: "Av. Rivadavia 1", firstName: "Juan", lastName: "Pérez", dni: "5000000", phone: "1152000000" }, { expecting: "firstName" }],
    ["1152000000, Av. Rivadavia 1", { phone: "1152000000", address: "Av. Rivadavia 1" }, { expecting: "address" }],
    ["Av Rivadavia 5000 piso 3 dto B, timbre 3B, entre Lavalle y Tucumán", { address: "Av Rivadavia 5000 piso 3 dto B, timbre 3B, entre Lavalle y Tucumán" }, { expecting: "address" }],
    ["Entre Ríos 500", { address: "Entre Ríos 500" }, { expecting: "address" }],
    ["Juan Pérez - 30123456 - Lavalle 500", { firstName: "Juan", lastName: "Pérez", dni: "30123456", address: "Lavalle 500" }],
    ["Av. Córdoba 1500 3°C. 30.123.456", { address: "Av. Córdoba 1500 3°C", dni: "30123456" }, { expecting: "address" }],
    ["30 444 555", { dni: "30444555" }, { expecting: "dni" }],
    ["4555-1234", { phone: "45551234" }, { expecting: "phone" }],
    ["(011) 15-5200-0000", { phone: "0111552000000" }],
    ["mi apellido es O'Neil", { lastName: "O'Neil" }],
    ["Juan Di Stéfano", { firstName: "Juan", lastName: "Di Stéfano" }, { expecting: "firstName" }],
    ["maría de la fuente", { firstName: "María", lastName: "de la Fuente" }, { expecting: "firstName" }],
    ["Pérez-Cotapos", { lastName: "Pérez-Cotapos" }, { expecting: "lastName" }],
    ["Mía", { firstName: "Mía" }, { expecting: "firstName" }],
  ])("%s", (text, fields, ctx) => {
    expect(read(text, ctx).fields).toEqual(fields);
  });

  it("a number given when the DNI is asked is a phone if it is shaped like one", () => {
    expect(read("1155551234", { expecting: "dni" }).fields).toEqual({ phone: "1155551234" });
    expect(read("11-5555-1234", { expecting: "dni" }).fields).toEqual({ phone: "1155551234" });
    expect(read("30123456", { expecting: "dni" }).fields).toEqual({ dni: "30123456" });
  });

  it("never a name: commands, yes/no, products, street words, keyboard mashing", () => {
    for (const text of ["bueno dale confirmo", "cancelar", "listo", "si", "coca", "havanna", "Av", "asdasd", "qwe", "jjj"]) {
      expect(read(text, { expecting: "firstName" }).fields, text).toEqual({});
    }
  });

  it("a name guessed without a label or the question is doubtful; a plain answer is not", () => {
    expect(read("30.123.456 y soy gabi").doubtful).toEqual(["firstName"]);
    expect(read("gabi", { expecting: "firstName" }).doubtful).toEqual([]);
    expect(read("Juan Pérez, 30123456").doubtful).toEqual([]);
    expect(read("juan, 30123456").doubtful).toEqual(["firstName"]);
  });

  it("a floor on its own completes a known address; a correction reads the fields it may replace", () => {
    expect(read("ah es piso 2 B", { known: ["address"] }).fields).toEqual({ apartment: "piso 2 B" });
    const u = understand("me equivoque, es Callao 1000 piso 7", { catalog, expecting: "confirmation", known: ["address"], correctable: ["address"] });
    expect(u.fields).toEqual({ address: "Callao 1000 piso 7" });
    expect(understand("es Callao 1000 piso 7", { catalog, known: ["address"], correctable: ["address"] }).fields).toEqual({});
  });

  it("unlabeled values are not read outside the details (no wants, no question)", () => {
    expect(understand("Juan Pérez", { catalog }).fields).toEqual({});
    expect(understand("Lavalle 500", { catalog }).fields).toEqual({});
  });

  it("outside the details, a message of two kinds of details gives them all (name and address, name and ID)", () => {
    expect(understand("Juan Pérez, Lavalle 500", { catalog }).fields).toEqual({ firstName: "Juan", lastName: "Pérez", address: "Lavalle 500" });
    expect(understand("largo fino 00000 500 gr", { catalog }).fields).toEqual({});
  });

  it.each(["sacame una pepsi", "quisiera 1 kg de yerba", "pepsi eran 3", "que sean 3", "fanta la 1", "mejor 3 pepsi", "agregame 2 pepsi"])("'%s' at the address question is never the address", (text) => {
    expect(understand(text, { catalog, expecting: "address", wants: ["address"] }).fields).toEqual({});
  });
});

describe("cart edits relative to the cart, and bare quantities", () => {
  it.each<[string, unknown]>([
    ["y una más", { kind: "adjust", delta: 1, query: null, match: null }],
    ["2 más", { kind: "adjust", delta: 2, query: null, match: null }],
    ["otra", { kind: "adjust", delta: 1, query: null, match: null }],
    ["sacame una", { kind: "adjust", delta: -1, query: null, match: null }],
    ["sacame un alfajor", { kind: "adjust", delta: -1, query: "alfajor", match: { kind: "ambiguous", productIds: ["alfajor-jorgito", "alfajor-havanna"] } }],
    ["sacá 2 pepsi", { kind: "adjust", delta: -2, query: "pepsi", match: { kind: "one", productId: "pepsi-15" } }],
    ["sacá la fanta", { kind: "remove", query: "fanta", match: { kind: "one", productId: "fanta-15" } }],
  ])("%s", (text, edit) => {
    expect(understand(text, { catalog }).cartEdit).toEqual(edit);
  });

  it.each<[string, number | null]>([
    ["3", 3],
    ["bueno 30", 30],
    ["mejor 4", 4],
    ["que sean 2 nomás", 2],
    ["y 5?", 5],
    ["dale", null],
    ["3 cocas", null],
  ])("quantity only: %s", (text, q) => {
    expect(understand(text, { catalog }).quantityOnly).toBe(q);
  });

  it("an options question answered by price, or by a quantity and a size", () => {
    const ctx: Partial<UnderstandContext> = { expecting: "product_choice", choices: ["coca-15", "coca-500"] };
    const priced = catalog.map((e) => ({ ...e, price: e.id === "coca-500" ? 120000 : 250000 }));
    expect(understand("la mas barata", { catalog: priced, ...ctx }).choice).toBe("coca-500");
    expect(understand("la más cara", { catalog: priced, ...ctx }).choice).toBe("coca-15");
    const u = understand("3 de las de 500", { catalog, ...ctx });
    expect([u.choice, u.quantityOnly]).toEqual(["coca-500", 3]);
  });

  it("short product words with one typo, never everyday words", () => {
    expect(understand("quiero 2 cocs", { catalog }).items.map((i) => i.match.kind)).toEqual(["ambiguous"]);
    expect(understand("una fnta", { catalog }).items.map((i) => i.match)).toEqual([{ kind: "one", productId: "fanta-15" }]);
    expect(understand("una cosa", { catalog }).items).toEqual([]);
  });
});

describe("cues", () => {
  it.each<[string, { asksIfBot?: boolean; wantsHuman?: boolean; anger?: string; cancelOrder?: boolean; showCart?: boolean }]>([
    ["sos un bot?", { asksIfBot: true, wantsHuman: false }],
    ["¿hablo con una persona?", { asksIfBot: true, wantsHuman: false }],
    ["sos humano", { asksIfBot: true, wantsHuman: false }],
    ["mejor hablo con un humano", { asksIfBot: false, wantsHuman: true }],
    ["quiero hablar con una persona, sos un bot?", { wantsHuman: true }],
    ["kiero ablar con alguien", { wantsHuman: true }],
    ["Sofía Gil", { anger: "none" }],
    ["sos un gil", { anger: "strong" }],
    ["nah olvidate, cancelá", { cancelOrder: true }],
    ["cuantas tengo?", { showCart: true }],
  ])("%s", (text, cues) => {
    expect(understand(text, { catalog })).toMatchObject(cues);
  });

  it("loose refusals to what was just offered", () => {
    for (const t of ["no, dejá", "no no, dejalo", "nah", "asi esta bien", "mejor no"]) expect(declines(understand(t, { catalog }).normalized), t).toBe(true);
    for (const t of ["dale", "si", "bueno 3", "lo quiero"]) expect(declines(understand(t, { catalog }).normalized), t).toBe(false);
  });
});

describe("typed options", () => {
  const confirm = [
    { id: "confirm:yes", title: "Confirmar" },
    { id: "confirm:modify", title: "Modificar" },
    { id: "confirm:cancel", title: "Cancelar" },
  ];
  const fulfilment = [
    { id: "fulfilment:delivery", title: "Envío" },
    { id: "fulfilment:pickup", title: "Retiro en el local" },
  ];
  it.each<[string, { id: string; title: string }[], string | null]>([
    ["modificar", confirm, "confirm:modify"],
    ["MODIFICAR", confirm, "confirm:modify"],
    ["modifcar", confirm, "confirm:modify"],
    ["la opcion cancelar", confirm, "confirm:cancel"],
    ["retiro", fulfilment, "fulfilment:pickup"],
    ["retiro en el locl", fulfilment, "fulfilment:pickup"],
    ["envio", fulfilment, "fulfilment:delivery"],
    ["quiero modificar la direccion", confirm, null],
    ["si", confirm, null],
  ])("%s", (text, offered, id) => {
    expect(typedOption(text, offered)?.id ?? null).toBe(id);
  });
});
