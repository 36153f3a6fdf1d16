import type { Scenario, Turn } from "./types";

// The kiosk after and around the order: a yes before cancelling or reopening a placed order,
// questions that expire, an order that cannot be written, and the moments a person is needed
// (asked for, frustration, not understood, stuck, "¿sos un bot?"). Prices as in retail.ts.

/** A pickup order of 2 Pepsi ($4.400), written. */
const placed = (name: string, dni: string): Turn[] => [
  { say: "quiero 2 pepsi" },
  { say: "listo" },
  { say: "retiro" },
  { say: name },
  { say: dni },
  { say: "efectivo" },
  { say: "si", expect: { orders: 1, state: "DONE" } },
];

export const retailOrderScenarios: Scenario[] = [
  {
    name: "orders: 'quiero modificar mi pedido' asks first; walking away leaves the order as it was",
    turns: [
      ...placed("Ana", "30100200"),
      { say: "quiero modificar mi pedido", expect: { lastOrder: { status: "confirmed" }, reply: ["¿Reabro tu pedido ORD-"] } },
      { say: "gracias, chau", expect: { lastOrder: { status: "confirmed" }, cart: {} } },
    ],
  },
  {
    name: "orders: cancelling a placed order, the Sí button",
    turns: [
      ...placed("Beto", "30100201"),
      { say: "cancelá mi pedido", expect: { reply: [/¿Cancelo tu pedido ORD-\d{5} de \$4\.400\?/], lastOrder: { status: "confirmed" } } },
      { tap: { id: "consent:yes", title: "Sí" }, expect: { lastOrder: { status: "cancelled" }, reply: ["cancelé tu pedido"] } },
    ],
  },
  {
    name: "orders: cancelling a placed order, 'no' keeps it",
    turns: [
      ...placed("Caro", "30100202"),
      { say: "quiero cancelar el pedido", expect: { reply: ["¿Cancelo tu pedido"] } },
      { say: "no, mejor no", expect: { lastOrder: { status: "confirmed" }, reply: ["no toco nada"] } },
    ],
  },
  {
    name: "orders: the question to cancel expires like a summary; a late yes asks again",
    turns: [
      ...placed("Dani", "30100203"),
      { say: "anulá mi compra", expect: { reply: ["¿Cancelo tu pedido"] } },
      { wait: 31 * 60_000 },
      { say: "si", expect: { lastOrder: { status: "confirmed" }, reply: ["venció", "¿Cancelo tu pedido"] } },
      { say: "si", expect: { lastOrder: { status: "cancelled" } } },
    ],
  },
  {
    name: "orders: the question to cancel typed back ('si', lowercase)",
    turns: [...placed("Eli", "30100204"), { say: "cancelar pedido" }, { say: "si", expect: { lastOrder: { status: "cancelled" } } }],
  },
  {
    name: "orders: an order in preparation cannot be cancelled by the agent: a person, no question",
    turns: [
      ...placed("Fede", "30100205"),
      { orderStatus: "preparing" },
      { say: "cancelen mi pedido porfa", expect: { state: "HANDOFF", handoff: "order_already_processed", lastOrder: { status: "preparing" }, notReply: ["¿Cancelo"] } },
    ],
  },
  {
    name: "orders: the stock short before the yes: the line follows the stock, a new summary waits for a new yes (t30a 015)",
    turns: [
      { say: "quiero 3 havanna" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Gise" },
      { say: "30100206" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "si", expect: { orders: 0, state: "AWAITING_CONFIRMATION", cart: { "alfajor-havanna": 1 }, reply: ["de Alfajor Havanna quedan solo 1", "cantidad a 1", "¿Confirmamos"], notReply: ["persona"] } },
      { say: "si", expect: { orders: 1, state: "DONE", reply: ["quedó confirmado"] } },
    ],
  },
  {
    name: "orders: a line sold out before the yes goes, the rest waits for a new yes; the last line gone empties the order (t30a 015)",
    turns: [
      { say: "quiero 2 havanna y una coca de 500" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Gise" },
      { say: "30100207" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { stock: { productId: "alfajor-havanna", quantity: 0 } },
      { say: "dale", expect: { orders: 0, state: "AWAITING_CONFIRMATION", cart: { "coca-500": 1 }, reply: ["se agotó Alfajor Havanna", "Lo saqué del pedido", "¿Confirmamos"], notReply: ["persona"] } },
      { stock: { productId: "coca-500", quantity: 0 } },
      { say: "si", expect: { orders: 0, state: "COLLECTING_ORDER", cart: {}, reply: ["se agotó", "quedó vacío"], notReply: ["persona"] } },
    ],
  },
  {
    name: "handoff: asked for with typos",
    turns: [{ say: "quiero 2 pepsi" }, { say: "kiero ablar con una persona", expect: { state: "HANDOFF", handoff: "customer_request" } }],
  },
  {
    name: "handoff: 'me pasás con alguien?'",
    turns: [{ say: "me pasas con alguien porfa", expect: { state: "HANDOFF", handoff: "customer_request" } }],
  },
  {
    name: "handoff: the second frustrated message, one apology only",
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "que lento que sos", expect: { state: "COLLECTING_ORDER", reply: ["Perdón"] } },
      { say: "no entendes nada", expect: { state: "HANDOFF", handoff: "frustration", reply: ["persona"] } },
    ],
  },
  {
    name: "handoff: insults at once",
    turns: [{ say: "son unos pelotudos", expect: { state: "HANDOFF", handoff: "anger" } }],
  },
  {
    name: "handoff: two messages in a row not understood",
    turns: [
      { say: "asdkjh", expect: { reply: ["No te entendí"] } },
      { say: "qwpoeiru", expect: { state: "HANDOFF", handoff: "not_understood", reply: ["persona"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "handoff: three messages that move nothing forward",
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "me haces descuento?", expect: { reply: ["precios son los del catálogo"] } },
      { say: "dale un descuentito", expect: { reply: ["precios son los del catálogo"] } },
      { say: "bajame el precio", expect: { state: "HANDOFF", handoff: "stuck", reply: ["persona"] } },
    ],
  },
  {
    name: "handoff: '¿sos un bot?' gets an honest answer and the offer; the button hands off",
    turns: [
      { say: "sos un bot?", expect: { state: "IDLE", reply: ["asistente automático", "persona"] } },
      { tap: { id: "person:yes", title: "Hablar con alguien" }, expect: { state: "HANDOFF", handoff: "customer_request" } },
    ],
  },
  {
    name: "handoff: '¿hablo con una persona?' is a question, answered; 'seguir acá' goes on",
    turns: [
      { say: "quiero una fanta" },
      { say: "hablo con una persona o con una maquina?", expect: { state: "COLLECTING_ORDER", reply: ["asistente automático"] } },
      { say: "seguir aca", expect: { state: "COLLECTING_ORDER", reply: ["Seguimos"] } },
      { say: "listo", expect: { state: "NEEDS_DETAILS" } },
    ],
  },
  {
    name: "orders: repeat the last order, then change it before confirming",
    turns: [
      ...placed("Hilda", "30100207"),
      { say: "lo de siempre", expect: { cart: { "pepsi-15": 2 }, reply: ["lo mismo que en ORD-"] } },
      { say: "y una mas", expect: { cart: { "pepsi-15": 3 } } },
      { say: "listo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Hilda", "Total: $6.600"] } },
    ],
  },
  {
    name: "orders: a new order after one placed starts from an empty cart",
    turns: [...placed("Iris", "30100208"), { say: "ahora quiero 2 jorgitos", expect: { cart: { "alfajor-jorgito": 2 }, state: "COLLECTING_ORDER" } }],
  },
  {
    name: "orders: 'sí' at a summary shown 31 minutes ago shows it again before writing",
    turns: [
      { say: "2 pepsi" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Juana" },
      { say: "30100209" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { wait: 31 * 60_000 },
      { say: "si", expect: { orders: 0, reply: ["venció", "Resumen de tu pedido"] } },
      { say: "si", expect: { orders: 1 } },
    ],
  },
  {
    name: "handoff: a person asked for at the summary keeps the cart for them",
    turns: [
      { say: "2 pepsi" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Kevin" },
      { say: "30100210" },
      { say: "efectivo" },
      { say: "mejor hablo con un humano", expect: { state: "HANDOFF", handoff: "customer_request", cart: { "pepsi-15": 2 }, orders: 0 } },
    ],
  },
  {
    name: "orders: modify a placed order with 'cambiar', reopen, edit and confirm again",
    turns: [
      ...placed("Lucho", "30100211"),
      { say: "me equivoque, quiero cambiar mi pedido", expect: { reply: ["¿Reabro tu pedido"] } },
      { say: "si dale", expect: { cart: { "pepsi-15": 2 }, lastOrder: { status: "cancelled" }, state: "COLLECTING_ORDER" } },
      { say: "sacame una pepsi y agregame una coca chica", expect: { cart: { "pepsi-15": 1, "coca-500": 1 } } },
      { say: "listo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Lucho", "Total: $3.400"] } },
      { say: "confirmo", expect: { orders: 2, lastOrder: { status: "confirmed", total: 340000 } } },
    ],
  },
  {
    name: "orders: cancelling with nothing placed and nothing in the cart",
    turns: [{ say: "quiero cancelar mi pedido", expect: { reply: ["No tenés pedidos"], orders: 0 } }],
  },
];
