import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 15: shop-talk verbs about the order searched as products ("terminar el pedido" found
// Termidor wine, "dejar el pedido" a Deja Vu cleaner), typos of "tenés", English plural counts,
// products the shop does not sell asked in a burst, and sized or named rows left out of a list.

const HUEVOS = id("7792335000314");
const PAMPERS_M = id("7500435010689");
const OREO = id("7622210659446");

/** Class 1: ending, leaving, confirming or making the order, and chatter after "tengo", are never products. */
const orderVerbs: Scenario[] = [
  {
    name: "words trial 16: 'quiero terminar el pedido' never offers Termidor wine (verbatim t15c 001)",
    ...ALMACEN,
    turns: [
      { say: "y un paquete de galletitas oreo", expect: { cart: { [OREO]: 1 } } },
      { say: "quiero terminar el pedido", expect: { notReply: ["Termidor", "No tenemos", "No tengo"], cart: { [OREO]: 1 } } },
    ],
  },
  {
    name: "words trial 16: 'igual puedo dejar el pedido? ... una docena de huevos' never offers Deja Vu (verbatim t15b 005)",
    ...ALMACEN,
    turns: [
      { say: "ah ok, igual puedo dejar el pedido? una docena de huevos", expect: { notReply: ["Deja Vu", "Limpiador"], cart: { [HUEVOS]: 1 } } },
    ],
  },
  {
    name: "words trial 16: 'quiero cerrar el pedido', 'hago el pedido', 'te dejo el pedido' are no product (variants)",
    ...ALMACEN,
    turns: [
      { say: "y un paquete de galletitas oreo", expect: { cart: { [OREO]: 1 } } },
      { say: "quiero cerrar el pedido", expect: { notReply: ["No tenemos", "No tengo", "Cerr"], cart: { [OREO]: 1 } } },
      { say: "te dejo el pedido entonces", expect: { notReply: ["Deja Vu", "No tenemos", "No tengo"], cart: { [OREO]: 1 } } },
    ],
  },
  {
    name: "words trial 16: 'hola? se confirmo?' never answers No tenemos \"confirmo\" (verbatim t15b 014)",
    ...ALMACEN,
    turns: [
      { say: "y un paquete de galletitas oreo", expect: { cart: { [OREO]: 1 } } },
      { say: "hola? se confirmo?", expect: { notReply: ["confirmo\"", "No tenemos", "No tengo"], cart: { [OREO]: 1 } } },
      { say: "ya confirmaron?", expect: { notReply: ["No tenemos", "No tengo"], cart: { [OREO]: 1 } } },
    ],
  },
  {
    name: "words trial 16: 'dale, y traigan rapido q tengo asado' at the summary confirms, never offers Carne Asada (verbatim t15c 011)",
    ...ALMACEN,
    turns: [
      { say: "quiero un paquete de galletitas oreo, retiro en el local, pago en efectivo, soy Marta Gimenez 30111222", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "dale, y traigan rapido q tengo asado", expect: { notReply: ["Asada", "Perro"], orders: 1 } },
    ],
  },
  {
    name: "words trial 16: 'traigan rapido q tengo asado' is never dog food (verbatim t15c 011, variants)",
    ...ALMACEN,
    turns: [
      { say: "y un paquete de galletitas oreo", expect: { cart: { [OREO]: 1 } } },
      { say: "dale, y traigan rapido q tengo asado", expect: { notReply: ["Asada", "Perro"], cart: { [OREO]: 1 } } },
      { say: "apurate que tengo visitas", expect: { notReply: ["No tenemos", "No tengo"], cart: { [OREO]: 1 } } },
    ],
  },
];

/** Class 2: a misspelt "tenés" before the product is the question, never part of the product. */
const typoQuestions: Scenario[] = [
  {
    name: "words trial 16: 'tenen pañales pampers?' searches pañales pampers (verbatim t15c 005)",
    ...ALMACEN,
    turns: [{ say: "hola tenen pañales pampers? q talles", expect: { reply: ["Pampers"], notReply: ["tenen", "No tenemos"], cart: {} } }],
  },
  {
    name: "words trial 16: 'tienne', 'tiens', 'tenes' before pañales pampers are the question (variants)",
    ...ALMACEN,
    turns: [
      { say: "tienne pañales pampers?", expect: { reply: ["Pampers"], notReply: ["tienne", "No tenemos"], cart: {} } },
      { say: "tiens pañales pampers M?", expect: { reply: ["Pampers"], notReply: ["tiens", "No tenemos"] } },
    ],
  },
];

/** Class 3: English plurals keep their count. */
const englishPlurals: Scenario[] = [
  {
    name: "words trial 16: '3 fantas and 2 pepsis' keeps both counts (variants)",
    turns: [{ say: "hi, 3 fantas and 2 pepsis please", expect: { cart: { "pepsi-15": 2, "fanta-15": 3 } } }],
  },
];

/** Class 4: what the shop does not sell is said plainly, in a burst too; a category word is never a far-off product. */
const notSold: Scenario[] = [
  {
    name: "words trial 16: 'tenes birra?' / 'o sea cerveza' / 'quilmes si hay' answers each as not sold (verbatim t15a 108)",
    turns: [
      { burst: ["buenass", "tenes birra?", "o sea cerveza", "quilmes si hay"], expect: { reply: ["No tenemos"], notReply: ["no lo entendí", "no te entendí"] } },
      { say: "uh q garron. bueno dame 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "words trial 16: 'no tienen papa? lechuga? verdura no venden?' never lists broth cubes (verbatim t15b 011)",
    ...ALMACEN,
    turns: [
      { say: "no tienen papa? lechuga? verdura no venden?", expect: { reply: ["No tenemos"], notReply: ["Caldo", "Capellettis", "opciones de verdura", "Ñoquis"], cart: {} } },
    ],
  },
  {
    name: "words trial 16: 'quiero 2 kilos de papas y 1 lechuga' says they are not sold (verbatim t15b 011)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 kilos de papas y 1 lechuga", expect: { reply: ["lechuga", "papas"], notReply: ["¿Cuál", "Ñoquis"], cart: {} } },
    ],
  },
];

const notSoldMore: Scenario[] = [
  {
    name: "words trial 16: 'tenes cerveza?' and then 'y quilmes?' each say plainly it is not sold (variants)",
    turns: [
      { say: "tenes cerveza?", expect: { reply: ["No tenemos"], cart: {} } },
      { say: "y quilmes?", expect: { reply: ["No tenemos"], notReply: ["no lo entendí", "no te entendí"], cart: {} } },
      { say: "o sea birra", expect: { reply: [/No (?:tengo|tenemos)/], notReply: ["no lo entendí", "no te entendí"], cart: {} } },
    ],
  },
  {
    name: "words trial 16: 'venden verduras? papa, cebolla, tomate' never lists conserves or broth (variants)",
    ...ALMACEN,
    turns: [{ say: "venden verduras? papa, cebolla, tomate", expect: { notReply: ["Caldo", "Capellettis", "opciones de verdura", "Ñoquis"], cart: {} } }],
  },
  {
    name: "words trial 16: '2 kg de papa y una lechuga' stores nothing and says lechuga is not sold (variant of t15b 011)",
    ...ALMACEN,
    turns: [{ say: "2 kg de papa y una lechuga", expect: { reply: ["lechuga"], cart: {} } }],
  },
];

/** Class 5: a size or a named size keeps the row that has it. */
const sizedRows: Scenario[] = [
  {
    name: "words trial 16: '6 cervezas ... quilmes de litro' offers Quilmes 1 Lt (verbatim t15c 011)",
    ...ALMACEN,
    turns: [
      { say: "hola!! me mandan 6 cervezas a 9 de julio 55 4to B? quilmes de litro", expect: { reply: ["Cristal Quilmes 1 Lt"] } },
    ],
  },
  {
    name: "words trial 16: 'el pan de mesa grande' is never Manteca (verbatim t15b 013)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 pan de mesa grande", expect: { notReply: ["Manteca"] } },
    ],
  },
];

export const wordsTrial16Scenarios: Scenario[] = [...orderVerbs, ...typoQuestions, ...englishPlurals, ...notSold, ...notSoldMore, ...sizedRows];
