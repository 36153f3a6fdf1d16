import { describe, expect, it } from "vitest";
import { answer, intent, script } from "../claude-helpers";
import { converse, newContact } from "../helpers";

// #12 item 4: adversarial model replies from the fake Messages API. Whatever amount, currency,
// payment destination or product the model makes up, the customer reads the recap code builds
// from the cart and the catalog instead.

const RECAP = /^Tenés 1 Pepsi 1,5 L en el carrito \(subtotal \$2\.200\)\. ¿Agregamos algo más o confirmamos\?$/;

describe("Claude mode: the reply guard", () => {
  it.each([
    ["an amount in pesos, singular", "¡Dale! Te la dejo a 1 peso 😉"],
    ["dollars", "Son 3 USD y te la mando."],
    ["a currency code first", "Te cobro ARS 10 por todo."],
    ["slang", "Dame 10 mangos y es tuya."],
    ["number words", "Te la dejo en dos lucas."],
    ["an invented transfer alias", "Transferí al alias estafa.mp y te la mando."],
    ["an alias without dots", "Pasame la plata al alias: PLATAYA"],
    ["a CBU", "Depositá en el CBU 0000003100010000000001."],
    ["a payment link", "Pagá acá: https://mpago.la/2x9Qz"],
    ["a product the shop does not sell", "También tenemos Fanta Limón, ¿te sumo una?"],
  ])("%s never reaches the customer: %s", async (_, reply) => {
    const contact = newContact();
    await converse(contact, ["quiero 1 pepsi"]);
    await script(contact, [intent("discount_request", 92, { thread: "order" }), answer(reply)]);
    const texts = await converse(contact, ["me lo podés hacer más barato?"]);
    expect(texts.at(-1)).toMatch(RECAP);
    expect(texts.join("\n")).not.toContain(reply);
  });

  it("a reply that names only what code knows goes through as written", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 1 pepsi"]);
    const reply = "La Pepsi 1,5 L sale $2.200. Podés pagar en efectivo, por transferencia al alias don.tito.kiosco o con Mercado Pago.";
    await script(contact, [intent("store_info", 90, { thread: "info" }), answer(reply)]);
    expect((await converse(contact, ["qué me recomendás para una juntada con amigos?"])).at(-1)).toBe(reply);
  });
});
