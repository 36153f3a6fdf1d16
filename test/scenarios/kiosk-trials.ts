import { placed } from "./support-trials";
import type { Scenario } from "./types";

// Issue 15, blind trial 4a on the kiosk (Kiosco Don Tito): the rest of a message after a "no" to a
// yes/no question, insults and a person asked for, an answer to a stock offer, "y ahora?" after an
// order, a typo and a product question in a burst, and a tourist without a DNI. Kiosk prices as in
// retail.ts; Red Bull is not sold there.

export const kioskTrialScenarios: Scenario[] = [
  // K7: a "no" to a yes/no question with an order after it: both are taken.
  {
    name: "kiosk trials: 'no no, espera. sacame el jorgito y agregame 2 fantas' at the cancel question keeps the cart and applies both",
    turns: [
      { say: "quiero una coca de 500 y un jorgito", expect: { cart: { "coca-500": 1, "alfajor-jorgito": 1 } } },
      { say: "mejor no, dejalo", expect: { reply: ["¿Cancelo el pedido y vacío el carrito?"] } },
      { say: "no no, espera. sacame el jorgito nomas y agregame 2 fantas", expect: { cart: { "coca-500": 1, "fanta-15": 2 }, reply: ["Fanta"], notReply: ["no toco nada"] } },
    ],
  },
  {
    name: "kiosk trials: 'no, mejor agregame 2 pepsi' at the empty-cart question adds them",
    turns: [
      { say: "quiero 2 pepsi y unas lays", expect: { cart: { "pepsi-15": 2, "papas-lays": 1 } } },
      { say: "vaciá el carrito", expect: { reply: ["¿Vacío el carrito?"] } },
      { say: "no, mejor agregame 2 pepsi mas", expect: { cart: { "pepsi-15": 4, "papas-lays": 1 }, notReply: ["vacié"] } },
    ],
  },
  // K4: insults, and a person asked for without a sales nag.
  {
    name: "kiosk trials: 'son unos inutiles' is an insult and goes to a person",
    turns: [
      { say: "quiero 2 fantas y un jorgito", expect: { cart: { "fanta-15": 2, "alfajor-jorgito": 1 } } },
      { say: "esto es una verguenza, hace media hora que espero y nadie me atiende, son unos inutiles", expect: { state: "HANDOFF", handoff: "anger", notReply: ["en el carrito"] } },
    ],
  },
  {
    name: "kiosk trials: 'son unos incompetentes' is an insult",
    turns: [{ say: "son unos incompetentes", expect: { state: "HANDOFF", handoff: "anger" } }],
  },
  {
    name: "kiosk trials: 'chantas' is an insult",
    turns: [{ say: "quiero 2 pepsi" }, { say: "que chantas que son", expect: { state: "HANDOFF", handoff: "anger" } }],
  },
  {
    name: "kiosk trials: 'quiero hablar con alguien YA' with a cart hands off with no cart reminder",
    turns: [
      { say: "quiero 2 fantas y un jorgito", expect: { cart: { "fanta-15": 2, "alfajor-jorgito": 1 } } },
      { say: "esto es una verguenza, hace media hora que espero y nadie me atiende", expect: { reply: ["Perdón"] } },
      { say: "quiero hablar con alguien YA", expect: { state: "HANDOFF", reply: ["persona"], notReply: ["Por cierto", "en el carrito"] } },
    ],
  },
  // K5: an answer to a stock offer goes to the offered product.
  {
    name: "kiosk trials: 'bueno dale ponele 1' after a stock offer of Havanna adds the Havanna",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "hola quiero una coca de las grandes y dos alfajores havanna y unas papas lays", expect: { cart: { "coca-15": 1, "papas-lays": 1 }, reply: ["me queda 1 sola unidad", "¿Te la pongo?"] } },
      { say: "bueno dale ponele 1", expect: { cart: { "coca-15": 1, "papas-lays": 1, "alfajor-havanna": 1 }, notReply: ["2 Papas"] } },
    ],
  },
  // K6: "y ahora? ya lo puedo ir a buscar?" follows the order's status.
  {
    name: "kiosk trials: 'y ahora? ya lo puedo ir a buscar?' while preparing says not yet, never searches 'ahora'",
    turns: [
      ...placed,
      { orderStatus: "preparing" },
      { say: "y ahora? ya lo puedo ir a buscar?", expect: { reply: ["ORD-00001"], notReply: ["No tenemos", "\"ahora\"", "Sí, podés pasar"] } },
      { orderStatus: "ready_for_pickup" },
      { say: "y ahora? ya lo puedo ir a buscar?", expect: { reply: ["ORD-00001", "listo"], notReply: ["No tenemos"] } },
    ],
  },
  // K8/K12: a typo of "quiero" in a burst, and a product question the shop cannot answer with yes.
  {
    name: "kiosk trials: a burst with 'kiero' is understood, none of it named back",
    turns: [
      { burst: ["hola", "kiero", "3 cocas grandes", "y 2 lays", "aceptan tarjeta?"], expect: { cart: { "coca-15": 3, "papas-lays": 2 }, notReply: ["no lo entendí", "kiero"] } },
    ],
  },
  {
    name: "kiosk trials: 'y red bull hay?' is a product question, answered with what there is",
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "y red bull hay?", expect: { reply: ["Red Bull"], notReply: ["No te entendí"], cart: { "pepsi-15": 2 } } },
    ],
  },
  // K3: an English tourist without a DNI.
  {
    name: "kiosk trials (English): a tourist without a DNI gives a passport, never asked the DNI again",
    turns: [
      { say: "hi, I want 2 pepsi" },
      { say: "thats all" },
      { say: "pick up" },
      { say: "John Smith", expect: { reply: ["DNI"] } },
      { say: "I dont have a DNI, im a tourist", expect: { reply: ["note for the shop", "pay"], notReply: ["tourist\"", "don't have \"", "Tenemos bebidas", "What's your ID"] } },
      { say: "passport AB123456", expect: { reply: ["passport AB123456"], notReply: ["What's your ID", "couldn't read"] } },
      { say: "cash", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "yes", expect: { orders: 1, lastOrder: { customerName: "John Smith", paymentMethod: "cash" } } },
    ],
  },
];
