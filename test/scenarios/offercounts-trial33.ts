import type { Scenario } from "./types";

// Blind trial 33, offercounts round 34: a count taken off a product still offered lowers the offer's
// count; a yes to a stock offer beside another product takes both; "y si tienen quiero tres de esas"
// after asking whether a product is sold orders that count.

/** Class: "sacá una X" to a one-row offer of X (nothing of it in the cart) asks the offer again for one less. */
const countOffOffer: Scenario[] = [
  {
    name: "offercounts trial 33: '2 sprite de 2 litros' / 'sacá una sprite' offers 1 Sprite 1,5 L again, '#1' adds it (verbatim t33x 034)",
    turns: [
      { say: "2 sprite de 2 litros", expect: { reply: ['No tengo "sprite de 2 litros"'] } },
      { say: "sacá una sprite", expect: { reply: ["¿Te agrego Sprite 1,5 L"], notReply: ["Dale, sin", "¿Qué te gustaría pedir?"] } },
      { say: "#1", expect: { cart: { "sprite-15": 1 }, notReply: ["No tengo ninguna lista abierta"] } },
    ],
  },
  {
    name: "offercounts trial 33: burst 'hola' / 'quiero 2 sprite de 2 litros' / 'y 1 fanta', then 'saca una sprite' keeps the sprite for 1 (verbatim t33x 007)",
    turns: [
      { burst: ["hola", "quiero 2 sprite de 2 litros", "y 1 fanta"], expect: { reply: ['No tengo "sprite de 2 litros"'], cart: { "fanta-15": 1 } } },
      { say: "saca una sprite", expect: { reply: ["¿Te agrego Sprite 1,5 L"], notReply: ["Dale, sin"] } },
      { say: "#1", expect: { cart: { "fanta-15": 1, "sprite-15": 1 } } },
    ],
  },
  {
    name: "offercounts trial 33: '3 sprite de 2 litros' / 'sacame una sprite' / 'si' adds 2 Sprite 1,5 L (variant)",
    turns: [
      { say: "3 sprite de 2 litros", expect: { reply: ['No tengo "sprite de 2 litros"'] } },
      { say: "sacame una sprite", expect: { reply: ["¿Te agrego 2 de Sprite 1,5 L"], notReply: ["Dale, sin"] } },
      { say: "si", expect: { cart: { "sprite-15": 2 } } },
    ],
  },
  {
    name: "offercounts trial 33: '2 sprite de 2 litros' / 'sacá la sprite' lets the offer go (control)",
    turns: [
      { say: "2 sprite de 2 litros", expect: { reply: ['No tengo "sprite de 2 litros"'] } },
      { say: "sacá la sprite", expect: { reply: ["sin sprite"], notReply: ["¿Te agrego"], cart: {} } },
    ],
  },
  {
    name: "offercounts trial 33: '3 cocas' / 'sacame una coca' asks the coca list for 2 (control, several rows)",
    turns: [
      { say: "3 cocas", expect: { reply: ["(para 3)"] } },
      { say: "sacame una coca", expect: { reply: ["(para 2)"], notReply: ["Dale, sin"] } },
    ],
  },
];

/** Class: a yes to a stock offer ("put the one in", "esa una") beside another product takes both. */
const offerYesBesideProduct: Scenario[] = [
  {
    name: "offercounts trial 33: 'ok put the one in, and 2 jorgito too' to the one-Havanna offer adds both (verbatim t33x 015)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "Hi! do you have chocolate?" },
      { say: "2 of the first one", expect: { reply: ["1 Alfajor Havanna"] } },
      { say: "make it 3", expect: { reply: ["Do you want that one?"] } },
      { say: "ok put the one in, and 2 jorgito too", expect: { cart: { "alfajor-havanna": 1, "alfajor-jorgito": 2 } } },
    ],
  },
  {
    name: "offercounts trial 33: 'dale, poneme esa una y 2 jorgito' to the one-Havanna offer adds both (variant)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "quiero 3 havanna", expect: { reply: ["Alfajor Havanna"] } },
      { say: "dale, poneme esa una y 2 jorgito", expect: { cart: { "alfajor-havanna": 1, "alfajor-jorgito": 2 } } },
    ],
  },
  {
    name: "offercounts trial 33: 'ok the one, and 2 pepsi too' to the one-Havanna offer adds both (variant)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "3 havanna alfajores please", expect: { reply: ["Alfajor Havanna"] } },
      { say: "ok the one, and 2 pepsi too", expect: { cart: { "alfajor-havanna": 1, "pepsi-15": 2 } } },
    ],
  },
  {
    name: "offercounts trial 33: 'bueno dale esa y 3 jorgito' to the one-Havanna offer adds both (variant)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "quiero 2 havanna", expect: { reply: ["Alfajor Havanna"] } },
      { say: "bueno dale esa y 3 jorgito", expect: { cart: { "alfajor-havanna": 1, "alfajor-jorgito": 3 } } },
    ],
  },
];

/** Class: "si tienen X y si tienen quiero N de esas" orders N of X. */
const ifSoldThenCount: Scenario[] = [
  {
    name: "offercounts trial 33: 'si tienen fanta de litro y medio y si tienen quiero tres de esas y también unas papas' adds 3 Fanta and the papas (verbatim t33x 027)",
    turns: [
      {
        say: "hola mira quería saber si tienen fanta de litro y medio y si tienen quiero tres de esas y también unas papas",
        expect: { cart: { "fanta-15": 3, "papas-lays": 1 } },
      },
    ],
  },
  {
    name: "offercounts trial 33: 'si tienen pepsi y si hay dame dos de esas' adds 2 Pepsi (variant)",
    turns: [{ say: "queria saber si tienen pepsi y si hay dame dos de esas", expect: { cart: { "pepsi-15": 2 } } }],
  },
  {
    name: "offercounts trial 33: 'tienen sprite? si tienen quiero 4 de esas' adds 4 Sprite (variant)",
    turns: [{ say: "tienen sprite? si tienen quiero 4 de esas", expect: { cart: { "sprite-15": 4 } } }],
  },
  {
    name: "offercounts trial 33: 'tenes pepsi? si tenes dame dos de esas y unos alfajores jorgito' adds 2 Pepsi and the Jorgito (variant)",
    turns: [{ say: "tenes pepsi? si tenes dame dos de esas y unos alfajores jorgito", expect: { cart: { "pepsi-15": 2, "alfajor-jorgito": 1 } } }],
  },
];

export const offercountsTrial33Scenarios: Scenario[] = [...countOffOffer, ...offerYesBesideProduct, ...ifSoldThenCount];
