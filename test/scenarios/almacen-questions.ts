import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// The almacén's real catalog and the questions of trial 4b (issue 15): a price question never
// adds to the cart and is about what was just shown; ordinary words ("quiero", "confirmamos",
// "listo") are never "No te entendí"; an angry opening is never a product search.

const MAROLIO = id("7797470000588");
const MAYONESA_950 = id("7794000960077");
const ARROZ_GALLO_ORO = id("7790070411716");
const CATALOG_LIST = "productos en 56 categorías";
const NOT_UNDERSTOOD = "No te entendí";

export const almacenQuestionScenarios: Scenario[] = [
  {
    name: "almacén questions (4212): 'cuanto sale' after a list prices the list; 'el marolio cuanto sale?' prices it, adds nothing",
    ...ALMACEN,
    turns: [
      { say: "tenes pure de tomate?", expect: { reply: ["opciones de pure de tomate"] } },
      { say: "cuanto sale", expect: { reply: ["Los precios", "Marolio 520 Gr: $320", "Arcor 520 Gr: $420"], notReply: [CATALOG_LIST], cart: {} } },
      { say: "el marolio cuanto sale?", expect: { reply: ["Marolio 520 Gr sale $320"], notReply: ["Agregué", CATALOG_LIST], cart: {} } },
      { say: "bueno si, esa", expect: { reply: ["Agregué 1 Puré de Tomate Marolio"], cart: { [MAROLIO]: 1 } } },
    ],
  },
  {
    name: "almacén questions (4216): 'cuanto la de 950?' after a list is its price, not a line",
    ...ALMACEN,
    turns: [
      { say: "quiero mayonesa hellmanns" },
      { say: "cuanto la de 950?", expect: { reply: ["Hellmann's 950 Gr sale $1.950"], notReply: ["Agregué", CATALOG_LIST], cart: {} } },
      { say: "bueno si, esa", expect: { cart: { [MAYONESA_950]: 1 } } },
    ],
  },
  {
    name: "almacén questions: 'cuanto sale' after one product answered is that product's price",
    ...ALMACEN,
    turns: [
      { say: "tenes arroz gallo oro?", expect: { reply: ["Arroz Gallo Oro 1 Kg a $980"] } },
      { say: "cuanto sale", expect: { reply: ["Arroz Gallo Oro 1 Kg sale $980"], notReply: [CATALOG_LIST], cart: {} } },
    ],
  },
  {
    name: "almacén questions (4212): 'no quiero agregar nada, solo te pregunte el precio. sacalo' takes out the line just added",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro", expect: { cart: { [ARROZ_GALLO_ORO]: 1 } } },
      { say: "no quiero agregar nada, solo te pregunte el precio. sacalo", expect: { reply: ["Saqué Arroz Gallo Oro"], notReply: [CATALOG_LIST], cart: {} } },
    ],
  },
  {
    name: "almacén questions (4215, 4208): 'necesito' or 'quiero' alone asks what they would like",
    ...ALMACEN,
    turns: [
      { say: "buen dia" },
      { say: "necesito", expect: { reply: ["¿Qué necesitás?"], notReply: [NOT_UNDERSTOOD] } },
      { say: "quiero", expect: { reply: ["Decime el producto"], notReply: [NOT_UNDERSTOOD], cart: {} } },
    ],
  },
  {
    name: "almacén questions (4206): 'y cuanto es el total con envio?' is the total with delivery; 'bueno si confirmamos' goes on",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro" },
      { say: "y cuanto es el total con envio?", expect: { reply: ["suma $980", "envío ($800) son $1.780"], cart: { [ARROZ_GALLO_ORO]: 1 } } },
      { say: "bueno si confirmamos", expect: { reply: ["enviamos o pasás a retirarlo"], notReply: [NOT_UNDERSTOOD], state: "NEEDS_DETAILS" } },
    ],
  },
  {
    name: "almacén questions (4209, 4213): 'confirmamos', 'listo' while the name is asked ask for it again, never a handoff",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro" },
      { say: "listo" },
      { say: "paso a buscar", expect: { reply: ["A nombre de quién"] } },
      { say: "confirmamos", expect: { reply: ["me falta tu nombre"], notReply: [NOT_UNDERSTOOD] } },
      { say: "listo", expect: { reply: ["me falta tu nombre"], notReply: [NOT_UNDERSTOOD, "Te paso con una persona"], state: "NEEDS_DETAILS" } },
      { say: "si confirmo el pedido", expect: { reply: ["A nombre de quién"], state: "NEEDS_DETAILS" } },
      { say: "Romina Diaz", expect: { customer: { firstName: "Romina" } } },
    ],
  },
  {
    name: "almacén questions (4211): an angry opening is answered with an apology, never a product list",
    ...ALMACEN,
    turns: [
      { say: "HACE UNA HORA QUE ESPERO Y NADIE ME CONTESTA, son unos desastres", expect: { reply: ["Perdón por la espera"], notReply: ["opciones", "Papel", "¿Cuál de estos"], cart: {} } },
      { say: "quiero un arroz gallo oro", expect: { cart: { [ARROZ_GALLO_ORO]: 1 } } },
    ],
  },
  {
    name: "almacén questions: 'son unos desastres, no me contestan' after a greeting is frustration, not a greeting or a search",
    ...ALMACEN,
    turns: [{ say: "hola, son unos desastres, no me contestan nunca", expect: { reply: ["Perdón"], notReply: ["Soy el asistente", "opciones"] } }],
  },
];
