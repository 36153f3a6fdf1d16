import type { Scenario } from "./types";

// Blind trial 34, kioskedits round 35: "agregame/sumame N X" with X already in the cart adds N on
// top, also right after a price question about X; only words of a total ("dejame", "poneme en
// total", "eran N") set the line.

/** t34a 005: 2 Coca 500 in the cart, its price asked, "agregame 1 coca chica" made it 1. */
const addOnTop: Scenario[] = [
  {
    name: "kioskedits trial 34: 'agregame 1 coca chica' after its price with 2 in the cart makes 3 (verbatim t34a 005)",
    turns: [
      { say: "holaa tenes coca zero?", expect: { reply: ["Coca-Cola"] } },
      { say: "dale poneme 2", expect: { reply: ["Coca-Cola 500 ml"] } },
      { say: "y unas papas fritas" },
      { say: "#2", expect: { cart: { "papas-lays": 1, "coca-500": 2 } } },
      { say: "cuanto sale la coca chica?", expect: { reply: ["$1.200"] } },
      { say: "agregame 1 coca chica", expect: { cart: { "papas-lays": 1, "coca-500": 3 }, notReply: ["ahora es 1"] } },
    ],
  },
  {
    name: "kioskedits trial 34: 'sumame 2 cocas de 500' after its price with 1 in the cart makes 3",
    turns: [
      { say: "quiero una coca de 500", expect: { cart: { "coca-500": 1 } } },
      { say: "cuanto sale la coca de 500?", expect: { reply: ["$1.200"] } },
      { say: "sumame 2 cocas de 500", expect: { cart: { "coca-500": 3 } } },
    ],
  },
  {
    name: "kioskedits trial 34: 'dejame 1 coca de 500' after its price with 2 in the cart sets 1",
    turns: [
      { say: "quiero 2 cocas de 500", expect: { cart: { "coca-500": 2 } } },
      { say: "cuanto sale la coca de 500?", expect: { reply: ["$1.200"] } },
      { say: "dejame 1 coca de 500", expect: { cart: { "coca-500": 1 } } },
    ],
  },
];

/** t34a 013: 2 Pepsi added, "no, mejor 2 cocas" listed the cokes and the pick was added beside the Pepsi. */
const betterInstead: Scenario[] = [
  {
    name: "kioskedits trial 34: 'no, mejor 2 cocas' right after 2 Pepsi were added swaps them for the Coca picked (verbatim t34a 013)",
    turns: [
      { say: "hola" },
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "no, mejor 2 cocas", expect: { reply: ["Coca-Cola 1,5 L", "Coca-Cola 500 ml"], cart: { "pepsi-15": 2 } } },
      { say: "#1", expect: { reply: ["Pepsi"], cart: { "coca-15": 2 } } },
      { say: "ponele 1 agua tambien", expect: { cart: { "coca-15": 2, "agua-500": 1 } } },
    ],
  },
  {
    name: "kioskedits trial 34: 'no, mejor 3 cocas de 500' right after 2 Pepsi were added swaps them for 3 Coca 500",
    turns: [
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "no, mejor 3 cocas de 500", expect: { cart: { "coca-500": 3 } } },
    ],
  },
  {
    name: "kioskedits trial 34: 'no, mejor 2 fantas' right after 1 Sprite was added swaps it for 2 Fanta",
    turns: [
      { say: "dame una sprite", expect: { cart: { "sprite-15": 1 } } },
      { say: "no, mejor 2 fantas", expect: { cart: { "fanta-15": 2 } } },
    ],
  },
  {
    name: "kioskedits trial 34: 'y 2 cocas' right after 2 Pepsi were added adds beside them (t34a 013 guard)",
    turns: [
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "y 2 cocas de 500", expect: { cart: { "pepsi-15": 2, "coca-500": 2 } } },
    ],
  },
];

/** t34a 016: 2 Coca 500 picked from the coke list, "otra coca" swapped them for 2 Coca 1,5 L. */
const oneMoreAfterPick: Scenario[] = [
  {
    name: "kioskedits trial 34: 'otra coca' right after the Coca 500 was picked is one more of it, never a swap (verbatim t34a 016)",
    turns: [
      { say: "hola quiero 2 cocas", expect: { reply: ["para 2"] } },
      { say: "la de 500", expect: { cart: { "coca-500": 2 } } },
      { say: "otra coca", expect: { notReply: ["saco"], cart: { "coca-500": 3 } } },
    ],
  },
  {
    name: "kioskedits trial 34: 'otro alfajor' right after the Jorgito was picked is one more Jorgito",
    turns: [
      { say: "quiero un alfajor", expect: { reply: ["Alfajor Havanna"] } },
      { say: "el jorgito", expect: { cart: { "alfajor-jorgito": 1 } } },
      { say: "otro alfajor", expect: { notReply: ["saco"], cart: { "alfajor-jorgito": 2 } } },
    ],
  },
  {
    name: "kioskedits trial 34: 'no, la otra coca' right after the Coca 500 was picked still swaps it for the other row (t34a 016 guard)",
    turns: [
      { say: "hola quiero 2 cocas", expect: { reply: ["para 2"] } },
      { say: "la de 500", expect: { cart: { "coca-500": 2 } } },
      { say: "no, la otra coca", expect: { cart: { "coca-15": 2 } } },
    ],
  },
];

/**
 * t34a 007: "I have just 1 Alfajor Havanna left. Shall I put it in?", then "that's all" answered
 * "nothing in your cart", the details taken, the "yes" answered "still empty" and the later "put it
 * in" lost the Havanna.
 */
const offerKeptWhileEmpty: Scenario[] = [
  {
    name: "kioskedits trial 34: the stock offer with an empty cart is asked again at 'that's all' and the details, 'yes' takes it (verbatim t34a 007)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "Hi! do you have chocolate?" },
      { say: "2 please", expect: { reply: ["Alfajor Havanna"] } },
      { say: "#1", expect: { reply: ["just 1 Alfajor Havanna"] } },
      { say: "that's all", expect: { reply: ["Alfajor Havanna"], notReply: ["nothing in your cart"] } },
      { say: "pickup" },
      { say: "Peter Jones" },
      { say: "I don't have a DNI" },
      { say: "cash" },
      { say: "yes", expect: { cart: { "alfajor-havanna": 1 }, notReply: ["still empty"] } },
    ],
  },
  {
    name: "kioskedits trial 34: the stock offer left open through the details is taken by 'ok yes put it in, and 1 Jorgito too' (verbatim t34a 007, second run)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "Hi! do you have chocolate?" },
      { say: "2 please" },
      { say: "#1", expect: { reply: ["just 1 Alfajor Havanna"] } },
      { say: "pickup" },
      { say: "Peter Jones" },
      { say: "ok yes put it in, and 1 Jorgito too", expect: { cart: { "alfajor-havanna": 1, "alfajor-jorgito": 1 } } },
    ],
  },
  {
    name: "kioskedits trial 34: 'listo' with the stock offer open and an empty cart asks the offer again, 'dale' takes it",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "quiero 2 havanna", expect: { reply: ["Alfajor Havanna"], cart: {} } },
      { say: "listo", expect: { reply: ["Alfajor Havanna"], notReply: ["vacío"] } },
      { say: "dale", expect: { cart: { "alfajor-havanna": 1 } } },
    ],
  },
  {
    name: "kioskedits trial 34: 'retiro' with the stock offer open and an empty cart keeps the offer, 'si' takes it",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "quiero 2 havanna", expect: { reply: ["Alfajor Havanna"], cart: {} } },
      { say: "retiro" },
      { say: "si", expect: { cart: { "alfajor-havanna": 1 }, notReply: ["vacío"] } },
    ],
  },
  {
    name: "kioskedits trial 34: 'dale ponela y 2 jorgito' after a detail with the stock offer open takes both",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "quiero 2 havanna", expect: { reply: ["Alfajor Havanna"], cart: {} } },
      { say: "retiro", expect: { reply: ["Alfajor Havanna"] } },
      { say: "dale ponela y 2 jorgito", expect: { cart: { "alfajor-havanna": 1, "alfajor-jorgito": 2 } } },
    ],
  },
];

/** t34a 028: "no, 2 nomás... digo 1 pepsi" read back 2 Pepsi, then 1 Pepsi: the count after "digo" alone is said. */
const lastCountSaid: Scenario[] = [
  {
    name: "kioskedits trial 34: 'no, 2 nomás... digo 1 pepsi' sets the Pepsi to 1 with one read-back (verbatim t34a 028)",
    turns: [
      { say: "hola" },
      { say: "quiero 4 aguas", expect: { cart: { "agua-500": 4 } } },
      { say: "bajalo a 1", expect: { cart: { "agua-500": 1 } } },
      { say: "y 2 pepsi", expect: { cart: { "agua-500": 1, "pepsi-15": 2 } } },
      { say: "no, 2 nomás... digo 1 pepsi", expect: { reply: ["1 Pepsi"], notReply: ["son 2 Pepsi"], cart: { "agua-500": 1, "pepsi-15": 1 } } },
    ],
  },
  {
    name: "kioskedits trial 34: 'no, 3 nomás, digo 2 fantas' with 4 Fanta sets 2 with one read-back",
    turns: [
      { say: "quiero 4 fantas", expect: { cart: { "fanta-15": 4 } } },
      { say: "no, 3 nomás, digo 2 fantas", expect: { notReply: ["son 3"], cart: { "fanta-15": 2 } } },
    ],
  },
];

export const kioskeditsTrial34Scenarios: Scenario[] = [...addOnTop, ...betterInstead, ...oneMoreAfterPick, ...offerKeptWhileEmpty, ...lastCountSaid];
