import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 36 (almacén): with a shampoo list and an acondicionador list both open, a tapped row
// answers the list it was shown with (t36b 046, t36c 042 were asked "¿Acondicionador … o Shampoo
// …?" and lost the other list); the other list is named back with its count.

const SHAMPOO_BALANCE = id("7791293031064");
const ACOND_BALANCE = id("7791293031149");
const CRISTAL_1L = id("7792798007387");
const LEDESMA = id("7792540260138");
const DULCE_ILOLAY = id("7790787153664");
const LECHE_ILOLAY = id("7790787002528");
const TARAGUI_500 = id("7790387113327");
const COCINERO_900 = id("7790070012050");

/** Class: a tap answers the list it came from, never re-read against the other open list (LOST). */
const tapAnswersItsList: Scenario[] = [
  {
    name: "lists trial 36: '#1' on the shampoo sedal list adds the shampoo and names the acondicionador list back (verbatim t36b 046)",
    ...ALMACEN,
    turns: [
      { say: "buen dia quiero 1 shampoo sedal y 1 acondicionador", expect: { reply: ["Shampoo"] } },
      { tap: { id: `product:${SHAMPOO_BALANCE}`, title: "Balance 650 Ml" }, expect: { cart: { [SHAMPOO_BALANCE]: 1 }, reply: ["Acondicionador"], notReply: ["¿Acondicionador Balance Sedal 650 Ml o Shampoo", "¿Shampoo Balance Sedal 650 Ml o Acondicionador"] } },
      { tap: { id: `product:${ACOND_BALANCE}`, title: "Balance Sedal 650 Ml" }, expect: { cart: { [SHAMPOO_BALANCE]: 1, [ACOND_BALANCE]: 1 } } },
      { say: "listo", expect: { notReply: ["Antes:", "Dejé afuera"], reply: [/retir|env[ií]o/i] } },
    ],
  },
  {
    name: "lists trial 36: '#1' on the acondicionador list adds it and names the shampoo list back for 2 (verbatim t36c 042)",
    ...ALMACEN,
    turns: [
      { say: "hola necesito 2 shampoo sedal y un acondicionador", expect: { reply: ["para 2", "Acondicionador"] } },
      { tap: { id: `product:${ACOND_BALANCE}`, title: "Balance Sedal 650 Ml" }, expect: { cart: { [ACOND_BALANCE]: 1 }, reply: ["shampoo sedal (para 2)"], notReply: ["¿Acondicionador Balance Sedal 650 Ml o Shampoo", "¿Shampoo Balance Sedal 650 Ml o Acondicionador"] } },
      { tap: { id: `product:${SHAMPOO_BALANCE}`, title: "Balance 650 Ml" }, expect: { cart: { [ACOND_BALANCE]: 1, [SHAMPOO_BALANCE]: 2 } } },
    ],
  },
  {
    name: "lists trial 36: a tap on the earlier shampoo list while the acondicionador list is open takes the shampoo for 2 (t36c 042 variant)",
    ...ALMACEN,
    turns: [
      { say: "hola necesito 2 shampoo sedal y un acondicionador", expect: { reply: ["para 2"] } },
      { tap: { id: `product:${SHAMPOO_BALANCE}`, title: "Balance 650 Ml" }, expect: { cart: { [SHAMPOO_BALANCE]: 2 }, reply: ["Acondicionador"], notReply: ["¿Acondicionador Balance Sedal 650 Ml o Shampoo", "¿Shampoo Balance Sedal 650 Ml o Acondicionador"] } },
    ],
  },
  {
    name: "lists trial 36: 'el balance' typed with both lists open still asks which of the two (t36b 046 control)",
    ...ALMACEN,
    turns: [
      { say: "hola necesito 1 shampoo sedal y un acondicionador" },
      { say: "el balance sedal 650", expect: { reply: ["Shampoo", "Acondicionador"], cart: {} } },
    ],
  },
];

/** Class: "sumale 2 más" with a list open and nothing in the cart is the list's count (LOST). */
const moreToOpenList: Scenario[] = [
  {
    name: "lists trial 36: 'sumale 2 mas' to the quilmes list asked for 2 with an empty cart asks it for 4 (verbatim t36b 047)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 cervezas quilmes de litro", expect: { reply: ["para 2"] } },
      { say: "sumale 2 mas", expect: { reply: ["para 4"], notReply: ["vacío"], cart: {} } },
      { say: "la cristal", expect: { cart: { [CRISTAL_1L]: 4 } } },
    ],
  },
  {
    name: "lists trial 36: 'agregale 1 mas' to a list asked for 1 asks it for 2 (t36b 047 variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero una cerveza quilmes de litro", expect: { reply: ["Cristal"] } },
      { say: "agregale 1 mas", expect: { reply: ["para 2"], notReply: ["vacío"], cart: {} } },
      { tap: { id: `product:${CRISTAL_1L}`, title: "Cristal" }, expect: { cart: { [CRISTAL_1L]: 2 } } },
    ],
  },
  {
    name: "lists trial 36: 'sumale 2 mas' with a line in the cart and a list open adds to the line (t36b 047 control)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 azucar ledesma y 2 cervezas quilmes de litro", expect: { cart: { [LEDESMA]: 1 }, reply: ["para 2"] } },
      { say: "sumale 2 mas", expect: { notReply: ["para 4", "vacío"] } },
    ],
  },
];

/** Class: "nada" / "ok nada" said alone to an open list lets it go and says so (t35c 040). */
const nadaLetsGo: Scenario[] = [
  {
    name: "lists trial 36: 'ok nada' to the jamón list says it is left out, never asked again (t35c 040)",
    ...ALMACEN,
    turns: [
      { say: "bueno entonces 500 de jamon cocido", expect: { reply: ["opciones"] } },
      { say: "ok nada", expect: { reply: ["sin "], notReply: ["Antes:", "Pendiente"], cart: {} } },
      { say: "listo", expect: { notReply: ["Antes:", "Dejé afuera jamon"] } },
    ],
  },
  {
    name: "lists trial 36: 'nada' to the quilmes list with sugar in the cart lets the beers go and keeps the sugar (t35c 040 variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 azucar ledesma y 2 cervezas quilmes de litro", expect: { cart: { [LEDESMA]: 1 }, reply: ["para 2"] } },
      { say: "nada", expect: { reply: ["sin cervezas"], notReply: ["Antes:"], cart: { [LEDESMA]: 1 } } },
    ],
  },
  {
    name: "lists trial 36: 'ninguna' to the jamón list says it is left out, never asked again (t35c 040 variant)",
    ...ALMACEN,
    turns: [
      { say: "bueno entonces 500 de jamon cocido", expect: { reply: ["opciones"] } },
      { say: "ninguna", expect: { reply: ["sin "], notReply: ["Antes:", "Pendiente", "No te entendí"], cart: {} } },
      { say: "listo", expect: { notReply: ["Antes:", "Dejé afuera jamon"] } },
    ],
  },
  {
    name: "lists trial 36: 'ok ninguno' to the quilmes list with sugar in the cart lets the beers go and keeps the sugar (t35c 040 variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 azucar ledesma y 2 cervezas quilmes de litro", expect: { cart: { [LEDESMA]: 1 }, reply: ["para 2"] } },
      { say: "ok ninguno", expect: { reply: ["sin "], notReply: ["Antes:", "No te entendí"], cart: { [LEDESMA]: 1 } } },
      { say: "listo", expect: { notReply: ["Antes:", "Dejé afuera"] } },
    ],
  },
  {
    name: "lists trial 36: 'nada mas' to the quilmes list still closes the order with the beers asked before (t35c 040 control)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 azucar ledesma y 2 cervezas quilmes de litro", expect: { reply: ["para 2"] } },
      { say: "nada mas", expect: { reply: ["Antes"], cart: { [LEDESMA]: 1 } } },
    ],
  },
];

/** Class: a brand said to an open list whose rows lack it searches the list's kind of that brand, with the list's count (t35b 002). */
const brandBesideList: Scenario[] = [
  {
    name: "lists trial 36: 'el de ilolay' to the leches la serenisima list (para 3) asks the Ilolay milks, never every Ilolay product (verbatim t35b 002)",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 leches la serenisima y un dulce de leche", expect: { reply: ["para 3", "Dulce de leche"] } },
      { tap: { id: `product:${DULCE_ILOLAY}`, title: "Clásico Ilolay 400 Gr" }, expect: { cart: { [DULCE_ILOLAY]: 1 }, reply: ["para 3"] } },
      { say: "el de ilolay", expect: { reply: ["3 Leche Entera Ilolay 1 Lt"], notReply: ["Tengo varias opciones", "Queso", "Manteca"], cart: { [DULCE_ILOLAY]: 1, [LECHE_ILOLAY]: 3 } } },
      { say: "listo", expect: { notReply: ["Antes:", "Dejé afuera", "leches la serenisima"] } },
    ],
  },
  {
    name: "lists trial 36: 'la de taragui' to the yerba playadito list (para 2) asks the Taragüi yerbas for 2 (t35b 002 variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 yerbas playadito", expect: { reply: ["para 2"] } },
      { say: "la de taragui", expect: { reply: ["Taragui 500", "para 2"], notReply: ["Playadito"], cart: {} } },
      { say: "la de 500", expect: { cart: { [TARAGUI_500]: 2 } } },
    ],
  },
  {
    name: "lists trial 36: 'el de cocinero' to the aceites natura list (para 2) asks the Cocinero oils for 2, never the whole brand (t35b 002 variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 aceites natura", expect: { reply: ["para 2"] } },
      { say: "el de cocinero", expect: { reply: ["para 2"], cart: {} } },
      { say: "el de 900", expect: { cart: { [COCINERO_900]: 2 } } },
    ],
  },
  {
    name: "lists trial 36: 'el de ilolay' to the dulce de leche list (an Ilolay row) picks that row (t35b 002 control)",
    ...ALMACEN,
    turns: [
      { say: "quiero un dulce de leche" },
      { say: "el de ilolay", expect: { cart: { [DULCE_ILOLAY]: 1 } } },
    ],
  },
];

export const listsTrial36Scenarios: Scenario[] = [...tapAnswersItsList, ...moreToOpenList, ...nadaLetsGo, ...brandBesideList];
