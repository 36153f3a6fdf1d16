import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

const PEPSI_15 = id("7791813421115"); // Gaseosa Pepsi 1.5 Lt

// Blind trial 28, mood round 29: an order written in capitals beside impatience is the same order
// as in lowercase ("HACE 20 MINUTOS QUE ESPERO. quiero 2 pepsi de 1.5" never hunts for a placed
// order and hands off); impatience with a cart is apologised for with the next step.

/** Class: capitals are not another message; an order beside impatience is taken. */
const capitalsAreTheSameMessage: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 28: 'HACE 20 MINUTOS QUE ESPERO. quiero 2 pepsi de 1.5' takes the 2 Pepsi, no order hunted (verbatim t28c 017)",
    turns: [
      {
        say: "HACE 20 MINUTOS QUE ESPERO. quiero 2 pepsi de 1.5",
        expect: { reply: ["Perdón", "Pepsi"], notReply: ["No encuentro ningún pedido", "Te paso con una persona"], cart: { [PEPSI_15]: 2 } },
      },
    ],
  },
  {
    name: "mood trial 28: 'HACE MEDIA HORA QUE ESPERO!! QUIERO 2 PEPSI' in the kiosk takes the order (variant)",
    turns: [
      {
        say: "HACE MEDIA HORA QUE ESPERO!! QUIERO 2 PEPSI",
        expect: { reply: ["Pepsi"], notReply: ["No encuentro ningún pedido", "Te paso con una persona"], cart: { "pepsi-15": 2 } },
      },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 28: 'HACE UNA HORA QUE ESPERO MI PEDIDO' with no order is still the missing-order complaint (guard)",
    turns: [{ say: "HACE UNA HORA QUE ESPERO MI PEDIDO", expect: { reply: ["No encuentro ningún pedido"] } }],
  },
];

/** Class: impatience with a cart ("che cuanto falta, apurate") is apologised for with the next step. */
const impatienceWithCart: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 28: 'che cuanto falta, apurate' with a cart apologises and keeps going (verbatim t28b 016)",
    turns: [
      { say: "hola" },
      { say: "bueno entonces 1 paquete de galletitas de agua y un jugo tang" },
      { say: "el pack" },
      { say: "che cuanto falta, apurate", expect: { reply: ["Perdón"], notReply: ["No te entendí", "No encuentro ningún pedido"] } },
    ],
  },
  {
    name: "mood trial 28: 'dale apurate, cuanto falta?' with a kiosk cart apologises, cart kept (variant)",
    turns: [
      { say: "2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "dale apurate, cuanto falta?", expect: { reply: ["Perdón"], notReply: ["No te entendí", "No encuentro ningún pedido"], cart: { "pepsi-15": 2 } } },
    ],
  },
];

/** Class: "no me respondiste los precios" is answered with the cart lines' prices, never the category list. */
const pricesNotAnswered: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 28: 'che no me respondiste nada de los precios' answers the cart's prices (verbatim t28c 015)",
    turns: [
      { say: "bueno mandame 3 sprite de 2 1/4 y 2 papas lays" },
      { say: "#1" },
      { say: "che no me respondiste nada de los precios", expect: { reply: ["$4.080", "$2.600"], notReply: ["categorías", "No te entendí"] } },
    ],
  },
  {
    name: "mood trial 28: 'no me dijiste los precios' in the kiosk answers the cart's prices (variant)",
    turns: [
      { say: "2 pepsi y 1 alfajor jorgito" },
      { say: "no me dijiste los precios", expect: { reply: ["$4.400"], notReply: ["No te entendí", "Vendemos"] } },
    ],
  },
];

/** Class: an empty cart and nothing offered, a bare yes is told the cart is empty and asked what they want. */
const yesWithEmptyCart: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 28: 'si' with an emptied cart and details given says the cart is empty (t28c 027, cart emptied plainly)",
    turns: [
      { say: "buenas quiero 1 mayonesa hellmans de 950 y 2 ketchup hellmanns de 250" },
      { say: "sacame la mayonesa" },
      // Swaps29 made the verbatim "no esperá, sacame el ketchup no la mayonesa" put the mayonesa back;
      // the cart is emptied here the plain way so the yes still meets an empty cart.
      { say: "no esperá, sacame el ketchup tambien" },
      { say: "listo" },
      { say: "envio" },
      { say: "Raul Vega, 27333444, Colon 1500 piso 2" },
      { say: "efectivo" },
      { say: "si", expect: { reply: ["carrito"], notReply: ["No te entendí"], orders: 0 } },
    ],
  },
  {
    name: "mood trial 28: 'dale' right after the kiosk greeting says the cart is empty (variant)",
    turns: [
      { say: "hola" },
      { say: "dale", expect: { reply: ["carrito"], notReply: ["No te entendí"], orders: 0 } },
    ],
  },
];

/** Class: a question about the total said with "confirmo" at the summary: answered and placed. */
const totalQuestionThenConfirm: Scenario[] = [
  {
    name: "mood trial 28: 'el total esta bien? confirmo' at the summary places the order with the total (variant of t28b 007)",
    turns: [
      { say: "2 pepsi" },
      { say: "listo" },
      { say: "envio a Lavalle 900" },
      { say: "Juan Perez, 30111222" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "el total esta bien? confirmo", expect: { reply: ["ORD-"], orders: 1 } },
    ],
  },
  {
    name: "mood trial 28: 'me lo traen hoy? dale' at the summary places the order (variant)",
    turns: [
      { say: "2 pepsi" },
      { say: "listo" },
      { say: "envio a Lavalle 900" },
      { say: "Juan Perez, 30111222" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "me lo traen hoy? dale", expect: { reply: ["ORD-"], orders: 1 } },
    ],
  },
  {
    name: "mood trial 28: 'el total esta bien?' alone at the summary places nothing (guard)",
    turns: [
      { say: "2 pepsi" },
      { say: "listo" },
      { say: "envio a Lavalle 900" },
      { say: "Juan Perez, 30111222" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "el total esta bien?", expect: { orders: 0 } },
      { say: "si, pero el envio cuanto es? confirmo", expect: { orders: 0 } },
    ],
  },
];

/** Class: "son muy caras, tenes algo mas barato?" offers the cheaper rows of the same shelf. */
const somethingCheaper: Scenario[] = [
  {
    name: "mood trial 28: 'son muy caras, tenes algo mas barato?' offers cheaper drinks, cart kept (verbatim t28a 046)",
    turns: [
      { say: "buenas quiero 4 pepsi", expect: { cart: { "pepsi-15": 4 } } },
      { say: "son muy caras, tenes algo mas barato?", expect: { reply: ["$1.200"], notReply: ["no tengo descuentos"], cart: { "pepsi-15": 4 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 28: 'esta cara, no tenes otra mas barata?' after 2 Pepsi names cheaper rows of its shelf, cart kept (variant)",
    turns: [
      { say: "quiero 2 pepsi de 1.5", expect: { cart: { [PEPSI_15]: 2 } } },
      { say: "esta cara, no tenes otra mas barata?", expect: { reply: ["Más barato que"], notReply: ["no tengo descuentos", "No te entendí"], cart: { [PEPSI_15]: 2 } } },
    ],
  },
  {
    name: "mood trial 28: 'me haces un descuento?' with a cart is still no discount (guard)",
    turns: [
      { say: "2 pepsi" },
      { say: "me haces un descuento?", expect: { reply: ["no tengo descuentos"], cart: { "pepsi-15": 2 } } },
    ],
  },
];

export const moodTrial28Scenarios: Scenario[] = [
  ...capitalsAreTheSameMessage,
  ...impatienceWithCart,
  ...pricesNotAnswered,
  ...yesWithEmptyCart,
  ...totalQuestionThenConfirm,
  ...somethingCheaper,
];
