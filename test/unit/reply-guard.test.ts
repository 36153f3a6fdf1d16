import { beforeAll, describe, expect, it } from "vitest";
import { knowledgeFor, reviewReply, type GuardKnowledge } from "../../src/agent/claude/guard";
import { TurnEngine } from "../../src/agent/engine";
import { kinds } from "../../src/agent/kinds";
import { newSession } from "../../src/agent/session";
import { memoryPorts, profile } from "../support/memory-ports";

// #12 item 4: the reply guard reads amounts in any currency form, payment destinations and names.
// Catalog: Pepsi 1,5 L $2.200, Fanta 1,5 L $2.300 (read this turn); delivery $500, free from $5.000; the shop's
// alias kiosco.test.mp. The customer: DNI 30.123.456, cart 2 Pepsi, last order ORD-00012.

let k: GuardKnowledge;
beforeAll(async () => {
  const ports = { ...memoryPorts(), profile: { ...profile, transferAlias: "kiosco.test.mp", phone: "+54 11 5555-0000" } };
  const session = newSession("s", ports.clock.now(), "IDLE");
  session.cart = [{ productId: "pepsi", sku: "PEPSI", name: "Pepsi 1,5 L", unitPrice: 220000, quantity: 2 }];
  session.customer = { firstName: "Juan", lastName: "Pérez", dni: "30123456", email: "juan@correo.com" };
  session.lastOrderNumber = "ORD-00012";
  session.history = [{ role: "customer", text: "¿tenés Quilmes? soy de Rosario", at: 1 }, { role: "agent", text: "Tenemos una de limón y otra de pomelo.", at: 2 }];
  const engine = new TurnEngine(kinds.get("retail"), session, ports, "5491100000000", "conv/t1");
  // The guard knows the products the turn read (the cart's, and here a search for fanta), never the whole catalog.
  await engine.search("fanta");
  k = await knowledgeFor(engine, []);
});

const refused = (text: string) => reviewReply(text, k).map((f) => f.kind);

describe("the reply guard", () => {
  it.each([
    "¡Hecho! Te dejo la Pepsi a $1.",
    "Te la dejo a $ 1.100.",
    "Sale 1 peso nomás.",
    "Te la dejo en un peso.",
    "Son diez pesos.",
    "Dame 10 mangos y listo.",
    "Son dos lucas.",
    "Te sale 2 lucas la Pepsi.",
    "Son 3 USD.",
    "Son USD 3.",
    "Pagame u$s 5.",
    "Son US$5 en total.",
    "Son €5.",
    "Son 5 € en total.",
    "Son 5 euros.",
    "Son ARS 10.",
    "Son 10 ARS.",
    "Son ARS10.",
    "Te cobro 1.100 pesos.",
    "Son mil pesos.",
    "Son cinco mil quinientos pesos.",
    "Son $2k.",
    "Son R$ 10.",
    "Son 0,5 BTC.",
  ])("refuses an amount or currency code does not back: %s", (reply) => {
    expect(refused(reply).some((kind) => kind === "amount" || kind === "currency")).toBe(true);
  });

  it.each([
    "Transferí al alias estafa.mp y listo.",
    "Mi alias es: ESTAFAMP",
    "Pasá al alias estafamp",
    "CBU 0000003100010000000001",
    "CVU: 0000003100010000000099",
    "Pagá en https://mpago.la/abc123",
    "Pagá en mpago.la/xyz",
    "Entrá a link.mercadopago.com.ar/tienda",
    "Escribime a pagos@estafa.com",
    "Está todo en www.pagos-rapidos.com",
  ])("refuses a payment destination or link that is not the shop's: %s", (reply) => {
    expect(refused(reply).some((kind) => kind === "payment" || kind === "link")).toBe(true);
  });

  it.each(["Tenemos Fanta Limón de 3 litros.", "Fanta Pomelo tenemos, sí.", "También hay Sprite Zero.", "Te recomiendo unas Doritos.", "¿Querés Coca-Cola Zero?"])(
    "refuses a product name that is not in the catalog: %s",
    (reply) => {
      expect(refused(reply)).toContain("name");
    },
  );

  it.each([
    "Listo, te sumé 2 Fanta 1,5 L a $2.300 cada una. ¿Algo más?",
    "Tenés 2 Pepsi 1,5 L: $4.400. El envío es $500, gratis desde $5.000.",
    "Son 4.400 pesos en total.",
    "Son $ 4.400,00.",
    "Podés transferir al alias kiosco.test.mp o pagar con Mercado Pago.",
    "Transferí al alias que te pasamos: kiosco.test.mp",
    "Tu pedido ORD-00012 quedó confirmado, Juan. Tu DNI 30.123.456 está bien.",
    "Te escribimos a juan@correo.com. El teléfono del local es +54 11 5555-0000.",
    "¡Hola! 😊 Abrimos de lunes a viernes de 9 a 20, y el sábado de 10 a 14.",
    "No tenemos Quilmes, pero sí Pepsi. ¿Te la agrego?",
    "¿Pagás en dólares o en pesos?",
    "Te lo llevamos en 30 minutos a Rosario.",
    "Tenemos bebidas, golosinas y snacks.",
    "Fanta 1,5 L tenemos, y también Pepsi 1,5 L.",
    "Pagás con Mercado Pago o en efectivo en Calle Falsa 123.",
  ])("lets through what code backs: %s", (reply) => {
    expect(reviewReply(reply, k)).toEqual([]);
  });
});
