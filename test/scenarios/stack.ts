import type { Scenario, Turn } from "./types";

// The agent stack (src/agent/stack/): support after the sale, info mid-order, the router's
// declined hops, and a returning customer's context. Demo kiosk prices: Pepsi $2.200, Fanta $2.300.

const DAY = 24 * 60 * 60_000;

/** 2 Pepsi for pickup, confirmed: an order the back office can move along. */
const pickupOrder: Turn[] = [
  { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 }, agents: ["sales"] } },
  { say: "listo, eso es todo" },
  { say: "paso a retirar" },
  { say: "Juan Pérez" },
  { say: "30123456" },
  { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
  { say: "sí", expect: { state: "DONE", orders: 1 } },
];

/** 3 Pepsi sent to Mitre 456, paid by transfer: what a returning customer is offered back. */
const deliveryOrder: Turn[] = [
  { say: "quiero 3 pepsi" },
  { say: "eso es todo, con envío" },
  { say: "Ana Gómez" },
  { say: "27456789" },
  { say: "Mitre 456", expect: { reply: ["cómo vas a pagar"] } },
  { tap: { id: "payment:transfer", title: "Transferencia" } },
  { say: "sí", expect: { state: "DONE", orders: 1, lastOrder: { fulfilment: "delivery" } } },
  { wait: DAY + 60_000 },
];

export const stackScenarios: Scenario[] = [
  {
    name: "support: the order's status is asked after ordering, as the back office moves it",
    turns: [
      ...pickupOrder,
      { say: "¿ya está listo mi pedido?", expect: { agents: ["support"], reply: [/Tu pedido ORD-\d{5}/, "todavía no empezamos a prepararlo"], cart: {}, state: "DONE" } },
      { orderStatus: "preparing" },
      { say: "¿ya está listo mi pedido?", expect: { agents: ["support"], reply: ["se está preparando desde las"], notReply: ["Agregué"] } },
      { orderStatus: "ready_for_pickup" },
      { say: "¿y ahora ya está listo?", expect: { agents: ["support"], reply: ["listo para retirar en Av. Corrientes 1234"] } },
      { orderStatus: "delivered" },
      { say: "¿dónde está mi pedido?", expect: { agents: ["support"], reply: ["figura entregado"], orders: 1 } },
    ],
  },
  {
    name: "support: a complaint about a delivered order goes to a person with the order, never to the cart",
    turns: [
      ...pickupOrder,
      { orderStatus: "delivered" },
      {
        say: "me llegaron 2 pepsi pero una vino rota",
        expect: { agents: ["support"], state: "HANDOFF", handoff: "complaint", handoffOrder: /^ORD-\d{5}$/, cart: {}, orders: 1, reply: ["perdón", "persona", "ORD-"], notReply: ["Agregué"] },
      },
    ],
  },
  {
    name: "support: a return of a delivered order goes to a person with the order",
    turns: [
      ...pickupOrder,
      { orderStatus: "delivered" },
      { say: "quiero devolver una pepsi, no la quiero más", expect: { agents: ["support"], state: "HANDOFF", handoff: "return", handoffOrder: /^ORD-\d{5}$/, cart: {}, reply: ["persona"] } },
    ],
  },
  {
    name: "support: cancel within the order rules, after a status answer",
    turns: [
      ...pickupOrder,
      { say: "¿cuándo está listo mi pedido?", expect: { agents: ["support"], reply: ["todavía no empezamos"] } },
      // Support asks first, as the sale does (subflows/consent.ts); the yes cancels.
      { say: "quiero cancelar mi pedido", expect: { agents: ["support"], lastOrder: { status: "confirmed" }, reply: [/¿Cancelo tu pedido ORD-\d{5} de \$4\.400\?/] } },
      { say: "sí", expect: { lastOrder: { status: "cancelled" }, reply: ["cancelé tu pedido ORD-"] } },
    ],
  },
  {
    name: "support: a cancel asked first and declined leaves the order as it was",
    turns: [
      ...pickupOrder,
      { say: "quiero cancelar mi pedido", expect: { agents: ["support"], reply: ["¿Cancelo tu pedido ORD-"] } },
      { tap: { id: "consent:no", title: "No" }, expect: { lastOrder: { status: "confirmed" }, reply: ["no toco nada"], orders: 1 } },
      { say: "¿ya está listo mi pedido?", expect: { agents: ["support"], reply: ["todavía no empezamos"] } },
    ],
  },
  {
    name: "routing: info answers a shop question mid-order and the sale goes on",
    turns: [
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "¿aceptan mercado pago?", expect: { agents: ["info"], state: "COLLECTING_ORDER", cart: { "pepsi-15": 2 }, reply: ["Mercado Pago"] } },
      { say: "listo", expect: { agents: ["sales"], state: "NEEDS_DETAILS" } },
    ],
  },
  {
    name: "routing: a declined hop, then a chain of three in one turn",
    turns: [
      { say: "quiero 2 pepsi" },
      // A question with an order line in it: info hands it back, the sale takes both.
      { say: "¿hacen envíos? mandame también una fanta", expect: { agents: ["info:declined", "sales"], cart: { "pepsi-15": 2, "fanta-15": 1 } } },
      { say: "listo" },
      { say: "paso a retirar" },
      { say: "Juan Pérez" },
      { say: "30123456" },
      { say: "efectivo" },
      { say: "sí", expect: { orders: 1 } },
      { say: "¿ya salió mi pedido?", expect: { agents: ["support"] } },
      // Support stays on top; an order with a question: support, then info, hand it back.
      { say: "¿aceptan efectivo? quiero 2 pepsi más", expect: { agents: ["support:declined", "info:declined", "sales"], cart: { "pepsi-15": 2 }, state: "COLLECTING_ORDER" } },
    ],
  },
  {
    name: "returning customer: the same as last time accepted, the saved address and payment offered",
    turns: [
      ...deliveryOrder,
      { say: "hola", expect: { reply: ["Hola", "¿Lo mismo que la última vez: 3 Pepsi 1,5 L?"], cart: {} } },
      { say: "sí", expect: { cart: { "pepsi-15": 3 }, reply: ["Cargué lo mismo"] } },
      { say: "listo", expect: { reply: ["enviamos o pasás a retirarlo"] } },
      { tap: { id: "fulfilment:delivery", title: "Envío" }, expect: { reply: ["¿Te lo mando a Mitre 456 como la otra vez?"], state: "NEEDS_DETAILS" } },
      { say: "sí", expect: { reply: ["¿Pagás con transferencia como la otra vez?"], customer: { address: "Mitre 456" } } },
      { say: "dale", expect: { state: "AWAITING_CONFIRMATION", reply: ["Entrega en: Mitre 456", "Pago: transferencia"] } },
      { say: "sí", expect: { orders: 2, lastOrder: { fulfilment: "delivery" } } },
    ],
  },
  {
    name: "returning customer: the same as last time declined, another address given",
    turns: [
      ...deliveryOrder,
      { say: "buenas", expect: { reply: ["¿Lo mismo que la última vez"] } },
      { say: "no", expect: { reply: ["qué te gustaría pedir"], cart: {} } },
      { say: "quiero 2 fanta", expect: { cart: { "fanta-15": 2 } } },
      { say: "eso es todo, con envío", expect: { reply: ["¿Te lo mando a Mitre 456 como la otra vez?"] } },
      // The button's label typed reads as the tap.
      { say: "otra dirección", expect: { reply: ["A qué dirección"], notReply: ["como la otra vez"] } },
      { say: "Lavalle 900", expect: { customer: { address: "Lavalle 900" } } },
      { tap: { id: "payment:cash", title: "Efectivo" }, expect: { state: "AWAITING_CONFIRMATION", reply: ["Entrega en: Lavalle 900"] } },
    ],
  },
  {
    workspace: "packs",
    channel: "packs-wa",
    phoneNumberId: "100000000000002",
    name: "packs: support answers the purchase's status from the orders, then a complaint goes to a person with the order",
    turns: [
      { say: "hola, quiero comprar", expect: { state: "collecting_data" } },
      { say: "soy Laura, mi celular es 3415556677, mi ciudad es Rosario y mi dirección es Mitre 456", expect: { customer: { firstName: "Laura", address: "Mitre 456" } } },
      { say: "pasame las promos", expect: { state: "ofrecer_promos" } },
      { say: "el de 2", expect: { state: "ofrecer_promos", agents: ["sales"] } },
      { say: "efectivo", expect: { state: "resumen" } },
      { say: "sí", expect: { state: "compra_confirmada", orders: 1 } },
      { say: "¿cuándo llega mi pedido?", expect: { agents: ["support"], state: "compra_confirmada", reply: [/Tu pedido ORD-\d{5} \(\$699\.000\) está confirmado/] } },
      // A clock time asked: how long delivery takes and a person for the exact hour, with buttons WhatsApp accepts.
      { say: "¿a qué hora llega mi pedido?", expect: { agents: ["support"], state: "compra_confirmada", reply: ["ORD-", "entre 3 y 7 días", "Una hora puntual"] } },
      { orderStatus: "out_for_delivery" },
      { say: "¿ya salió mi pedido?", expect: { agents: ["support"], reply: ["¡Ya salió!", "Va a Mitre 456"] } },
      { orderStatus: "delivered" },
      { say: "me llegó roto uno de los colchones", expect: { agents: ["support"], state: "humano", handoff: "complaint", handoffOrder: /^ORD-\d{5}$/, orders: 1, reply: ["persona"] } },
    ],
  },
];
