import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 10 on cart edits: a remove names a line by any of its words (brand, size, container,
// a number in its name) and never takes out a line those words don't fit; when several lines fit
// it asks which.

const LATA_1890 = id("7792798001262");
const CRISTAL_1L = id("7792798007387");

const beers = [
  { say: "quiero 6 cerveza rubia cristal quilmes 1 lt", expect: { cart: { [CRISTAL_1L]: 6 } } },
  { say: "y 1 lata quilmes de 473", expect: { reply: ["1890"] } },
  { say: "la 1890", expect: { cart: { [CRISTAL_1L]: 6, [LATA_1890]: 1 } } },
];

/** The trial's order: the can came first, the 6 Cristal were the line touched last. */
const canFirst = [
  { say: "1 lata quilmes de 473", expect: { reply: ["1890"] } },
  { say: "la 1890", expect: { cart: { [LATA_1890]: 1 } } },
  { say: "y 6 cerveza rubia cristal quilmes 1 lt", expect: { cart: { [CRISTAL_1L]: 6, [LATA_1890]: 1 } } },
];

const removes: Scenario[] = [
  {
    name: "edits trial 11: 'LA LATA 1890 SACALA' after the Cristal was added last still removes the can",
    ...ALMACEN,
    turns: [...canFirst, { say: "LA LATA 1890 SACALA", expect: { reply: ["Saqué Cerveza Rubia 1890 en Lata Quilmes 473 Cc"], notReply: ["Saqué Cerveza Rubia Cristal"], cart: { [CRISTAL_1L]: 6 } } }],
  },
  {
    name: "edits trial 11: 'la de lata sacala' / 'sacame la botella de litro' remove the line those words fit",
    ...ALMACEN,
    turns: [...canFirst, { say: "la de lata sacala", expect: { reply: ["Saqué Cerveza Rubia 1890 en Lata Quilmes 473 Cc"], cart: { [CRISTAL_1L]: 6 } } }],
  },
  {
    name: "edits trial 11: 'sacame la fanta' with only beers in the cart removes nothing",
    ...ALMACEN,
    turns: [...canFirst, { say: "sacame la lata de fanta", expect: { notReply: ["Saqué"], cart: { [CRISTAL_1L]: 6, [LATA_1890]: 1 } } }],
  },
  {
    name: "edits trial 11: 'LA LATA 1890 SACALA' removes the can, never the 6 Cristal (verbatim)",
    ...ALMACEN,
    turns: [...beers, { say: "LA LATA 1890 SACALA", expect: { reply: ["Saqué Cerveza Rubia 1890 en Lata Quilmes 473 Cc"], notReply: ["Saqué Cerveza Rubia Cristal"], cart: { [CRISTAL_1L]: 6 } } }],
  },
  {
    name: "edits trial 11: 'sacame la cerveza 1890' removes the line with 1890 in its name (verbatim)",
    ...ALMACEN,
    turns: [...beers, { say: "sacame la cerveza 1890", expect: { reply: ["Saqué Cerveza Rubia 1890 en Lata Quilmes 473 Cc"], notReply: ["No encontré"], cart: { [CRISTAL_1L]: 6 } } }],
  },
  {
    name: "edits trial 11: 'sacame la lata esa q no la pedi' removes the can (verbatim)",
    ...ALMACEN,
    turns: [...beers, { say: "sacame la lata esa q no la pedi", expect: { reply: ["Saqué Cerveza Rubia 1890 en Lata Quilmes 473 Cc"], notReply: ["no te entendí"], cart: { [CRISTAL_1L]: 6 } } }],
  },
  {
    name: "edits trial 11: 'sacá la de litro' removes the Cristal 1 Lt, the can stays",
    ...ALMACEN,
    turns: [...beers, { say: "sacá la de litro", expect: { reply: ["Saqué Cerveza Rubia Cristal Quilmes 1 Lt"], cart: { [LATA_1890]: 1 } } }],
  },
  {
    name: "edits trial 11: 'sacame la quilmes' with two Quilmes lines asks which, removes nothing",
    ...ALMACEN,
    turns: [...beers, { say: "sacame la quilmes", expect: { reply: ["1890", "Cristal"], notReply: ["Saqué"], cart: { [CRISTAL_1L]: 6, [LATA_1890]: 1 } } }],
  },
];

const leftOut: Scenario[] = [
  {
    name: "edits trial 11: 'dame 2 sprite y las papas dejalas' adds the Sprite and removes the papas, never a search for 'papas dejalas' (verbatim)",
    turns: [
      { say: "tenes sprite?", expect: { reply: ["Sprite"] } },
      // "y papitas" after a product question is now the same question (answers11); the trial's bot had added them.
      { say: "dame unas papitas", expect: { cart: { "papas-lays": 1 } } },
      { say: "no pero yo te preguntaba si tenias. dame 2 sprite y las papas dejalas", expect: { reply: ["Papas fritas Lays"], notReply: ["papas dejalas", "¿Cuál"], cart: { "sprite-15": 2 } } },
    ],
  },
  {
    name: "edits trial 11: 'dejá las papas' removes them",
    turns: [
      { say: "quiero 1 papas lays y 2 sprite", expect: { cart: { "papas-lays": 1, "sprite-15": 2 } } },
      { say: "dejá las papas", expect: { notReply: ["No tengo"], cart: { "sprite-15": 2 } } },
    ],
  },
  {
    name: "edits trial 11: 'la sprite dejala, no la quiero' removes the Sprite, the papas stay",
    turns: [
      { say: "quiero 1 papas lays y 2 sprite", expect: { cart: { "papas-lays": 1, "sprite-15": 2 } } },
      { say: "la sprite dejala", expect: { notReply: ["No tengo"], cart: { "papas-lays": 1 } } },
    ],
  },
  {
    name: "edits trial 11: 'dejala en 2' still sets the count, never removes",
    turns: [
      { say: "quiero 3 sprite", expect: { cart: { "sprite-15": 3 } } },
      { say: "dejala en 2", expect: { cart: { "sprite-15": 2 } } },
    ],
  },
];

const declines: Scenario[] = [
  {
    name: "edits trial 11: 'ya tengo las quilmes, no quiero otra birra' with a beer list open keeps the 6 Cristal (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "quiero 6 cerveza rubia cristal quilmes 1 lt", expect: { cart: { [CRISTAL_1L]: 6 } } },
      { say: "y unas birras", expect: { reply: ["¿Cuál"] } },
      { say: "no!! ya tengo las quilmes, no quiero otra birra", expect: { notReply: ["Saqué", "vacío"], cart: { [CRISTAL_1L]: 6 } } },
    ],
  },
  {
    name: "edits trial 11: 'no quiero otra cerveza' with no list open removes nothing",
    ...ALMACEN,
    turns: [
      { say: "quiero 6 cerveza rubia cristal quilmes 1 lt", expect: { cart: { [CRISTAL_1L]: 6 } } },
      { say: "no quiero otra cerveza, gracias", expect: { notReply: ["Saqué", "vacío"], cart: { [CRISTAL_1L]: 6 } } },
    ],
  },
];

const counts: Scenario[] = [
  {
    name: "edits trial 11: 'como 1?? q mal. bueno dame 1 y 3 jorgito' takes the offered Havanna and adds 3 Jorgito (verbatim)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "quiero 4 havanna", expect: { reply: ["me queda 1"] } },
      { say: "como 1?? q mal. bueno dame 1 y 3 jorgito, rapido q me voy", expect: { reply: ["Jorgito"], cart: { "alfajor-havanna": 1, "alfajor-jorgito": 3 } } },
    ],
  },
  {
    name: "edits trial 11: 'uh bueno, dale 1 y 2 jorgito' to the stock offer adds both lines",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "quiero 4 havanna", expect: { reply: ["me queda 1"] } },
      { say: "uh bueno, dale 1 y 2 jorgito", expect: { cart: { "alfajor-havanna": 1, "alfajor-jorgito": 2 } } },
    ],
  },
];

export const editsTrial11Scenarios: Scenario[] = [...removes, ...leftOut, ...declines, ...counts];
