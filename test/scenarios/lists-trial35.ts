import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 35 (almacén): an answer to an open list is never address text (t35c 036 stored "el de
// 55 gr" as the address), and a pick answers the one list it was shown with (t35b 043, t35c 033).

const JORGITO_55 = id("77905741");
const JORGITO_MINI = id("7790957000033");
const CEPILLO_COLGATE = id("7891024116128");
const CREMA_INTERDENTAL = id("7793100111570");
const SHAMPOO_BALANCE = id("7791293031064");
const ACOND_BALANCE = id("7791293031149");

/** Class: a message that answers an open list's rows is never address text (WRONG DATA). */
const listAnswerNotAddress: Scenario[] = [
  {
    name: "lists trial 35: 'el de 55 gr' at the address question with the alfajores list open picks the 55 gr, never the address (verbatim t35c 036)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 alfajores jorgito", expect: { reply: ["para 2"] } },
      { say: "listo" },
      { say: "envio" },
      { say: "Camila Sosa" },
      { say: "34555666", expect: { reply: ["dirección"] } },
      { say: "efectivo" },
      { say: "si" },
      { say: "el de 55 gr", expect: { cart: { [JORGITO_55]: 2 }, notReply: ["Entrega en: el de 55"] } },
      { say: "Jujuy 250", expect: { reply: ["Jujuy 250"], notReply: ["el de 55 gr"] } },
    ],
  },
  {
    name: "lists trial 35: 'el de 55' right at the address question with the alfajores list open picks it, never the address (t35c 036 variant)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 alfajores jorgito", expect: { reply: ["para 2"] } },
      { say: "envio" },
      { say: "Camila Sosa 34555666" },
      { say: "el de 55", expect: { cart: { [JORGITO_55]: 2 }, notReply: ["Entrega en: el de 55", "dirección el de 55"] } },
    ],
  },
  {
    name: "lists trial 35: 'el de 160 gr' to the alfajores list left out at the address question adds it, never the address (t35c 036 variant)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 alfajores jorgito", expect: { reply: ["para 2"] } },
      { say: "listo" },
      { say: "listo" },
      { say: "envio" },
      { say: "Camila Sosa 34555666", expect: { reply: ["dirección"] } },
      { say: "el de 160 gr", expect: { cart: { [JORGITO_MINI]: 2 }, notReply: ["Entrega en: el de 160", "dirección el de 160"] } },
      { say: "Jujuy 250", expect: { reply: ["Jujuy 250"] } },
    ],
  },
  {
    name: "lists trial 35: a street and number at the address question with a list open is still the address (t35c 036 control)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 alfajores jorgito", expect: { reply: ["para 2"] } },
      { say: "envio" },
      { say: "Camila Sosa 34555666" },
      { say: "Jujuy 250", expect: { reply: ["Jujuy 250"], cart: {} } },
    ],
  },
];

/** Class: a pick answers ONE list; another list still open is named back (LOST). */
const pickAnswersOneList: Scenario[] = [
  {
    name: "lists trial 35: '#1' on the cepillo list keeps the dentífrico list open (verbatim t35b 043)",
    ...ALMACEN,
    turns: [
      { say: "necesito 2 dentifricos colgate y 1 cepillo", expect: { reply: ["para 2"] } },
      { tap: { id: `product:${CEPILLO_COLGATE}`, title: "Dental Colgate 1 Un" }, expect: { cart: { [CEPILLO_COLGATE]: 1 }, reply: ["Me quedó pendiente"] } },
      { say: "listo", expect: { reply: ["Antes"] } },
    ],
  },
  {
    name: "lists trial 35: a tap on the dentífrico list while the cepillo list is open adds 2 cremas and keeps the cepillo list (t35b 043 variant)",
    ...ALMACEN,
    turns: [
      { say: "necesito 2 dentifricos colgate y 1 cepillo", expect: { reply: ["para 2"] } },
      { tap: { id: `product:${CREMA_INTERDENTAL}`, title: "Crema Interdental 90 Gr" }, expect: { cart: { [CREMA_INTERDENTAL]: 2 }, reply: ["Cepillo"] } },
      { tap: { id: `product:${CEPILLO_COLGATE}`, title: "Dental Colgate 1 Un" }, expect: { cart: { [CREMA_INTERDENTAL]: 2, [CEPILLO_COLGATE]: 1 } } },
    ],
  },
  {
    name: "lists trial 35: a tap on the shampoo list takes the shampoo and leaves the acondicionador list open (verbatim t35c 033)",
    ...ALMACEN,
    turns: [
      { say: "kiero 1 shampoo y 1 acondicionador", expect: { reply: ["Shampoo"] } },
      { tap: { id: `product:${SHAMPOO_BALANCE}`, title: "Balance Sedal 650 Ml" }, expect: { cart: { [SHAMPOO_BALANCE]: 1 }, reply: ["Acondicionador"], notReply: ["¿Acondicionador Balance Sedal 650 Ml o Shampoo", "¿Shampoo Balance Sedal 650 Ml o Acondicionador"] } },
      { tap: { id: `product:${ACOND_BALANCE}`, title: "Balance Sedal 650 Ml" }, expect: { cart: { [SHAMPOO_BALANCE]: 1, [ACOND_BALANCE]: 1 } } },
    ],
  },
  {
    name: "lists trial 35: a tap on the acondicionador list while the shampoo list is open adds that acondicionador, never the shampoo whose label shares its words (buttons test of t35c 033)",
    ...ALMACEN,
    turns: [
      { say: "kiero 1 shampoo y 1 acondicionador", expect: { reply: ["Shampoo"] } },
      { tap: { id: `product:${id("7790740608149")}`, title: "Plusbelle Kids…" }, expect: { cart: { [id("7790740608149")]: 1 }, reply: ["Agregué 1 Acondicionador Plusbelle Kids", "pendiente: shampoo"] } },
    ],
  },
];

/** Class: "nada" said alone to an open list lets the list go. */
const nadaLetsGo: Scenario[] = [
  {
    name: "lists trial 35: 'ok nada' to the open jamón list lets it go, never asked again (verbatim t35c 040)",
    ...ALMACEN,
    turns: [
      { say: "buenas, quiero 2 kg de asado" },
      { say: "bueno entonces 500 de jamon cocido", expect: { reply: ["opciones"] } },
      { say: "ok nada", expect: { notReply: ["Antes:", "Pendiente"], cart: {} } },
    ],
  },
];

export const listsTrial35Scenarios: Scenario[] = [...listAnswerNotAddress, ...pickAnswersOneList, ...nadaLetsGo];
