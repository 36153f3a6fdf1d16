import type { Scenario } from "./types";
import { placedPepsi } from "./edits-trial12";

// Blind trial 18 (FIX18C, room "reopen"): after an order was placed the customer adds something,
// says yes to reopening it, and got "Agregué 1 Fanta… ¿Algo más o confirmamos?" instead of the new
// summary; after the next yes the new order number was never tied to the old one, so the customer
// could not tell which order stood. The yes to reopen shows the new summary at once (with the
// details already given), and the confirmation names the new order and the one it replaced.

const REPLACED = /Tu pedido ORD-\d{5} quedó confirmado[\s\S]*reemplaza al pedido ORD-\d{5}, que quedó cancelado/;

const addThenSummary = (say: string, ask: RegExp, cart: Record<string, number>, total: string, totalMinor: number): Scenario => ({
  name: `reopen trial 18: '${say}' after the order was placed, yes shows the new summary at once, the next yes names the new order and the replaced one`,
  turns: [
    ...placedPepsi,
    { say, expect: { reply: [ask], orders: 1 } },
    { say: "si", expect: { state: "AWAITING_CONFIRMATION", cart, lastOrder: { status: "cancelled" }, reply: ["Resumen", `Total: ${total}`, "Ana Lopez"], notReply: ["¿Algo más o confirmamos?", "¿Qué querés cambiar?"] } },
    { say: "si", expect: { orders: 2, lastOrder: { status: "confirmed", total: totalMinor }, reply: [REPLACED] } },
  ],
});

const kiosk: Scenario[] = [
  addThenSummary("agregame una fanta al pedido", /¿Sumo 1 Fanta 1,5 L a tu pedido ORD-\d{5}/, { "pepsi-15": 2, "fanta-15": 1 }, "$6.700", 670000),
  addThenSummary("uh me olvide, sumale 2 mas", /¿Sumo 2 Pepsi 1,5 L a tu pedido ORD-\d{5}/, { "pepsi-15": 4 }, "$8.800", 880000),
  addThenSummary("podes sumar 1 fanta al pedido que ya hice?", /¿Sumo 1 Fanta 1,5 L a tu pedido ORD-\d{5}/, { "pepsi-15": 2, "fanta-15": 1 }, "$6.700", 670000),
  {
    name: "reopen trial 18: a delivery order reopened to add a Fanta shows the summary with the stored address, confirmed as the replacement",
    turns: [
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "listo, eso es todo", expect: { state: "NEEDS_DETAILS" } },
      { say: "envio a rivadavia 1234" },
      { say: "Ana Lopez" },
      { say: "28999111" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "sí", expect: { state: "DONE", orders: 1 } },
      { say: "agregame una fanta al pedido", expect: { reply: [/¿Sumo 1 Fanta 1,5 L a tu pedido ORD-\d{5}/] } },
      { say: "dale", expect: { state: "AWAITING_CONFIRMATION", reply: ["Resumen", "rivadavia 1234", "Fanta 1,5 L"], notReply: ["¿Algo más o confirmamos?"] } },
      { say: "confirmar", expect: { orders: 2, lastOrder: { status: "confirmed" }, reply: [REPLACED, "rivadavia 1234"] } },
    ],
  },
  {
    name: "reopen trial 18: an order reopened to change it, once confirmed again, names the order it replaced",
    turns: [
      ...placedPepsi,
      { say: "quiero modificar mi pedido", expect: { reply: ["¿Reabro tu pedido ORD-"] } },
      { say: "dale", expect: { state: "COLLECTING_ORDER", cart: { "pepsi-15": 2 }, reply: ["reabrí tu pedido ORD-"] } },
      { say: "sumame una fanta", expect: { cart: { "pepsi-15": 2, "fanta-15": 1 } } },
      { say: "listo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Total: $6.700"] } },
      { say: "si", expect: { orders: 2, reply: [REPLACED] } },
    ],
  },
  {
    name: "reopen trial 18: a second order after the first one stayed placed names no replaced order",
    turns: [
      ...placedPepsi,
      { say: "quiero 1 fanta", expect: { cart: { "fanta-15": 1 } } },
      { say: "seguir acá, hacé uno nuevo", expect: { orders: 1 } },
      { say: "listo" },
      { say: "si", expect: { orders: 2, notReply: ["reemplaza"] } },
    ],
  },
];

// The packs shop's purchase changed after it was placed: the yes writes the new order at once and
// says both numbers (checked here so the two shops keep telling the customer which order stands).
const packsShop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };
const packs: Scenario[] = [
  {
    ...packsShop,
    name: "reopen trial 18: the packs shop's purchase changed to another pack says the old order was cancelled and the new one confirmed",
    turns: [
      { say: "hola quiero comprar", expect: { state: "collecting_data" } },
      { say: "Nora Vega, 3415557788, Rosario, Corrientes 800", expect: { reply: ["Ya tengo todo para el envío"] } },
      { say: "pasame las promos", expect: { state: "ofrecer_promos" } },
      { say: "el de 2", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "transferencia", expect: { state: "resumen" } },
      { say: "si", expect: { state: "compra_confirmada", orders: 1 } },
      { say: "me equivoque, cambialo al de 3", expect: { orders: 1, reply: [/¿Cambio tu pedido ORD-\d{5}/] } },
      { say: "si", expect: { orders: 2, lastOrder: { status: "confirmed", total: 94900000 }, reply: [/Cancelé el pedido ORD-\d{5}[\s\S]*Tu pedido ORD-\d{5} quedó confirmado/, "Corrientes 800"] } },
    ],
  },
];

export const reopenTrial18Scenarios: Scenario[] = [...kiosk, ...packs];
