import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 9 on cart edits: a swap ("no, la otra fanta", "mejor el cocinero de litro y medio",
// "cambiame la coca por una sprite") replaces the line of the same kind and keeps its count; a
// size said to a pending question ("las de 1,5") picks that size and is never a count; every item
// of a long first message with a self-correction survives; one reply shows the cart once.

const COCA_15 = id("7790895000430");
const FANTA_15 = id("7790895000454");
const FANTA_RET_2 = id("7790895000331");
const COCINERO_15 = id("7790060023684");
const COCINERO_900 = id("7790070012050");

const sizes: Scenario[] = [
  {
    name: "edits trial 10: 'las grandes te dije!!! las de 1,5' to the cocas question picks the 1,5 L for 2, never 5 (verbatim)",
    turns: [
      { say: "hola quiero 2 cocas 1 fanta y 3 alfajores havana a nombre de luciana paz, la mando a buscar a las 8", expect: { reply: ["Coca-Cola 1,5 L o Coca-Cola 500 ml"] } },
      { say: "las grandes te dije!!! las de 1,5", expect: { reply: ["2 Coca-Cola 1,5 L"], notReply: ["5 Coca-Cola"], cart: { "fanta-15": 1, "alfajor-havanna": 3, "coca-15": 2 } } },
    ],
  },
  {
    name: "edits trial 10: 'la de 500' / 'las de 1,5 l' / 'de litro y medio' to the cocas question pick a size, never a count",
    turns: [
      { say: "quiero 3 cocas", expect: { reply: ["Coca-Cola 1,5 L o Coca-Cola 500 ml"] } },
      { say: "las de 500", expect: { reply: ["3 Coca-Cola 500 ml"], notReply: ["500 Coca"], cart: { "coca-500": 3 } } },
    ],
  },
  {
    name: "edits trial 10: 'de litro y medio' to the cocas question picks the 1,5 L for the count said",
    turns: [
      { say: "dame 2 cocas", expect: { reply: ["Coca-Cola 1,5 L o Coca-Cola 500 ml"] } },
      { say: "de litro y medio", expect: { reply: ["2 Coca-Cola 1,5 L"], cart: { "coca-15": 2 } } },
    ],
  },
];

const swaps: Scenario[] = [
  {
    name: "edits trial 10: 'mejor el cocinero de litro y medio' after 2 of the 900 swaps them, count kept (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "el aceite cocinero de 900, 2", expect: { cart: { [COCINERO_900]: 2 } } },
      { say: "mejor el cocinero de litro y medio", expect: { reply: ["Girasol Cocinero 1.5 Lt"], cart: { [COCINERO_15]: 2 } } },
    ],
  },
  {
    name: "edits trial 10: 'cambiame las 2 de 900 por 2 de litro y medio' swaps the aceite (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "el aceite cocinero de 900, 2", expect: { cart: { [COCINERO_900]: 2 } } },
      { say: "ah tenes razon, mejor cambiame las 2 de 900 por 2 de litro y medio", expect: { reply: ["Girasol Cocinero 1.5 Lt"], notReply: ["No te entendí"], cart: { [COCINERO_15]: 2 } } },
    ],
  },
  {
    name: "edits trial 10: 'ah no, la otra fanta, la retornable de 2' swaps the Fanta, never adds a coca (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "hola buen dia quiero 2 coca de 1.5 y 1 fanta de 1.5", expect: { cart: { [COCA_15]: 2, [FANTA_15]: 1 } } },
      { say: "ah no, la otra fanta, la retornable de 2", expect: { reply: ["Gaseosa Naranja Envase Retornable Fanta 2 Lt"], notReply: ["Coca Cola Retornable"], cart: { [COCA_15]: 2, [FANTA_RET_2]: 1 } } },
    ],
  },
  {
    name: "edits trial 10: 'quiero cambiar la fanta de 1.5 por la fanta retornable de 2' swaps without a count said (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 coca de 1.5 y 1 fanta de 1.5", expect: { cart: { [COCA_15]: 3, [FANTA_15]: 1 } } },
      { say: "quiero cambiar la fanta de 1.5 por la fanta retornable de 2", expect: { reply: ["Gaseosa Naranja Envase Retornable Fanta 2 Lt"], cart: { [COCA_15]: 3, [FANTA_RET_2]: 1 } } },
    ],
  },
  {
    name: "edits trial 10: 'cambiame la coca por una sprite' replaces the coca in the kiosk",
    turns: [
      { say: "quiero 2 coca de 1,5 y un alfajor jorgito", expect: { cart: { "coca-15": 2, "alfajor-jorgito": 1 } } },
      { say: "cambiame la coca por una sprite", expect: { reply: ["Sprite"], cart: { "sprite-15": 1, "alfajor-jorgito": 1 } } },
    ],
  },
  {
    name: "edits trial 10: 'en vez de la de 1,5 la de 500' swaps the coca size, count kept",
    turns: [
      { say: "dame 2 cocas de 1,5", expect: { cart: { "coca-15": 2 } } },
      { say: "en vez de la de 1,5 la de 500", expect: { reply: ["Coca-Cola 500 ml"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "edits trial 10: 'no, la otra' after a coca was added swaps to its sibling, count kept",
    turns: [
      { say: "dame 2 cocas de 1,5", expect: { cart: { "coca-15": 2 } } },
      { say: "no, la otra coca, la de 500", expect: { reply: ["Coca-Cola 500 ml"], cart: { "coca-500": 2 } } },
    ],
  },
];

const longFirst: Scenario[] = [
  {
    name: "edits trial 10: '1 kg de pan no, mejor 2 paquetes de fideos matarazzo' keeps the fideos (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "buenas queria pedir 3 cocas de 2 litros, 1 kg de pan no, mejor 2 paquetes de fideos matarazzo y un dulce de leche", expect: { reply: ["3 Coca Cola Retornable 2 Lt", "Dulce de leche", "(para 2)"], notReply: ["No encontré \"fideos matarazzo\"", "Tu carrito está vacío", "Saqué"], cart: { [id("7790895000218")]: 3 } } },
      { say: "los spaghetti matarazzo. y el dulce el ilolay", expect: { reply: ["2 Fideos Spaghetti Matarazzo 500 Gr", "1 Dulce de Leche Clásico Ilolay 400 Gr"] } },
    ],
  },
  {
    name: "edits trial 10: '3 cocas, no, 4' in a first message sets the cocas to 4 and keeps the rest",
    turns: [
      { say: "hola quiero 3 cocas de 1,5, no, 4, y 2 alfajores jorgito", expect: { cart: { "coca-15": 4, "alfajor-jorgito": 2 } } },
    ],
  },
  {
    name: "edits trial 10: 'y un agua... bah, que sean 2' sets the agua to 2, the rest untouched",
    turns: [
      { say: "dame 3 alfajores jorgito y un agua... bah, que sean 2", expect: { cart: { "alfajor-jorgito": 3, "agua-500": 2 } } },
    ],
  },
];

const moreCorrections: Scenario[] = [
  {
    name: "edits trial 10: 'dame un agua, no, que sean 2, y 3 jorgitos' sets the agua to 2, never takes it out",
    turns: [
      { say: "dame un agua, no, que sean 2, y 3 jorgitos", expect: { notReply: ["Saqué"], cart: { "agua-500": 2, "alfajor-jorgito": 3 } } },
    ],
  },
  {
    name: "edits trial 10: '2 fantas no mejor 3 y un agua' corrects the fantas only",
    turns: [
      { say: "quiero 2 fantas no mejor 3 y un agua", expect: { cart: { "fanta-15": 3, "agua-500": 1 } } },
    ],
  },
  {
    name: "edits trial 10: a correction of a line already in the cart ('2 cocas de 500 no, 3') sets it, never adds on top",
    turns: [
      { say: "dame 2 cocas de 500", expect: { cart: { "coca-500": 2 } } },
      { say: "y 1 fanta, no, 2", expect: { cart: { "coca-500": 2, "fanta-15": 2 } } },
    ],
  },
];

const moreSwaps: Scenario[] = [
  {
    name: "edits trial 10: 'quiero la de 500 en vez de la de 1,5' swaps the coca, count kept",
    turns: [
      { say: "dame 3 cocas de 1,5", expect: { cart: { "coca-15": 3 } } },
      { say: "quiero la de 500 en vez de la de 1,5", expect: { reply: ["Coca-Cola 500 ml"], cart: { "coca-500": 3 } } },
    ],
  },
  {
    name: "edits trial 10: 'uy perdon, cambiame la coca de 1,5 por 2 de 500' swaps with the new count",
    turns: [
      { say: "dame 3 cocas de 1,5 y un jorgito", expect: { cart: { "coca-15": 3, "alfajor-jorgito": 1 } } },
      { say: "uy perdon, cambiame la coca de 1,5 por 2 de 500", expect: { reply: ["2 Coca-Cola 500 ml"], cart: { "coca-500": 2, "alfajor-jorgito": 1 } } },
    ],
  },
  {
    name: "edits trial 10: 'las de 2,25' to the sprite list picks the 2.25 Lt for 2, never 25 units",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 sprite", expect: { reply: ["(para 2)"] } },
      { say: "las de 2,25", expect: { reply: ["2 Gaseosas Sprite 2.25 Lt"], notReply: ["25 Gaseosa"], cart: { [id("7790895001000")]: 2 } } },
    ],
  },
];

const oneRecap: Scenario[] = [
  {
    name: "edits trial 10: 'no espera, mejor 4 y un paquete de lays' shows the cart once (verbatim)",
    turns: [
      { say: "buenas tenes agua sin gas?" },
      { say: "dame 6", expect: { cart: { "agua-500": 6 } } },
      { say: "no espera, mejor 4 y un paquete de lays. cuanto sale el envio?", expect: { reply: [/^(?![\s\S]*En el carrito[\s\S]*En el carrito)[\s\S]*4 Aguas[\s\S]*Lays/], cart: { "agua-500": 4, "papas-lays": 1 } } },
    ],
  },
  {
    name: "edits trial 10: 'sacame la fanta y agregame 2 jorgitos' shows the cart once",
    turns: [
      { say: "quiero 1 fanta y 2 cocas de 1,5", expect: { cart: { "fanta-15": 1, "coca-15": 2 } } },
      { say: "sacame la fanta y agregame 2 jorgitos", expect: { reply: [/^(?![\s\S]*En el carrito[\s\S]*En el carrito)[\s\S]*Fanta[\s\S]*Jorgito/], cart: { "coca-15": 2, "alfajor-jorgito": 2 } } },
    ],
  },
];

export const editsTrial10Scenarios: Scenario[] = [...sizes, ...swaps, ...moreSwaps, ...longFirst, ...moreCorrections, ...oneRecap];
