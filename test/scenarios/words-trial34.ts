import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 34 (almacén), fix round 35: product words in the customer's own form — a diminutive
// ("latitas") is the row's word ("Lata").

/** Class: a diminutive said to an open list fits the rows whose name carries its base word. */
const diminutives: Scenario[] = [
  {
    name: "words trial 34: 'las latitas de 354' answers the beer list (verbatim t34b 003)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "quiero 6 cervezas quilmes" },
      { say: "las latitas de 354", expect: { notReply: ["No te entendí"], reply: ["354"] } },
    ],
  },
  {
    name: "words trial 34: 'las latitas de 354' then '#1' puts the 6 single 354 cans in the cart (variant of t34b 003)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "quiero 6 cervezas quilmes" },
      { say: "las latitas de 354", expect: { notReply: ["No te entendí"] } },
      { say: "#1", expect: { cart: { [id("7792798011018")]: 6 } } },
    ],
  },
];

/** Class: with several lists open, words that fit the rows of one of them answer that list, never the whole catalog. */
const openListWords: Scenario[] = [
  {
    name: "words trial 34: '2 del higienico' with the pañuelos and papel lists open asks among the papel rows only (verbatim t34b 026)",
    ...ALMACEN,
    turns: [
      { say: "hola tienen pañuelos o papel higienico?", expect: { reply: ["opciones de papel"] } },
      { say: "quiero 2 del higienico", expect: { notReply: ["No te entendí"] } },
      { say: "#1", expect: { cart: { [id("7790250019589")]: 2 } } },
    ],
  },
  {
    name: "words trial 34: '3 de los pañuelos' with the pañuelos and papel lists open asks among the pañuelos rows (variant of t34b 026)",
    ...ALMACEN,
    turns: [
      { say: "hola tienen papel higienico o pañuelos?" },
      { say: "dame 3 de los pañuelos", expect: { notReply: ["No te entendí"] } },
      { say: "#2", expect: { cart: { [id("7790250041207")]: 3 } } },
    ],
  },
];

/** Class: describing words said in the same message as a product question describe that product. */
const describedQuestion: Scenario[] = [
  {
    name: "words trial 34: 'tenes vino? algo tinto barato' lists the red wines, never the whites (verbatim t34c 019)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes vino? algo tinto barato", expect: { reply: ["tinto"], notReply: ["No te entendí"] } },
      { say: "#1", expect: { reply: ["Agregué 1 Vino Tinto"], notReply: ["Blanco"] } },
    ],
  },
  {
    name: "words trial 34: 'tenes vino tinto barato?' lists the red wines (control of t34c 019)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes vino tinto barato?", expect: { reply: ["tinto"], notReply: ["No te entendí"] } },
      { say: "#1", expect: { reply: ["Agregué 1 Vino Tinto"], notReply: ["Blanco"] } },
    ],
  },
  {
    name: "words trial 34: 'hay yerba? alguna suave' lists the soft yerbas, never a product called 'suave' (variant of t34c 019)",
    ...ALMACEN,
    turns: [
      { say: "hola hay yerba? alguna suave", expect: { notReply: ["No te entendí"] } },
      { say: "#1", expect: { reply: ["Agregué 1 Yerba"] } },
    ],
  },
  {
    name: "words trial 34: 'tenes vino? y una coca' orders the coca and lists the wines apart (guard of t34c 019)",
    ...ALMACEN,
    turns: [{ say: "hola tenes vino? y una coca", expect: { reply: ["opciones de vino", "Tengo varias opciones"] } }],
  },
];

/** Class: a word of one of the products the last answers quoted one each is that product, never the catalog's. */
const quotedTogether: Scenario[] = [
  {
    name: "words trial 34: '2 del natura' after the Natura oil, the rice and the polenta were priced offers the oil (verbatim t34b 013)",
    ...ALMACEN,
    turns: [
      { say: "hola quisiera saber los precios de estas cosas: - aceite natura 1.5 - arroz molinos 1 kg - polenta presto pronta", expect: { reply: ["Aceite de Girasol Natura 1.5 Lt"] } },
      { say: "bueno dame 2 del natura y 1 arroz molinos", expect: { reply: ["Aceite de Girasol Natura 1.5 Lt"], notReply: ["No te entendí"], cart: { [id("7791120031557")]: 1 } } },
      { say: "si", expect: { cart: { [id("7791120031557")]: 1, [id("7790272001029")]: 2 } } },
    ],
  },
  {
    name: "words trial 34: '3 del molinos' after the rice and the oil were priced offers the rice, never the catalog's Molinos rows (variant of t34b 013)",
    ...ALMACEN,
    turns: [
      { say: "cuanto salen el arroz molinos 1 kg y el aceite natura 1.5?" },
      { say: "dame 3 del molinos", expect: { reply: ["Arroz Largo Fino 00000 Molinos Ala 1 Kg"], notReply: ["No te entendí"] } },
      { say: "dale", expect: { cart: { [id("7791120031557")]: 3 } } },
    ],
  },
];

/** Class: a choice after "o" that names no product is the same product as the choice before it. */
const orSharesProduct: Scenario[] = [
  {
    name: "words trial 34: 'queso de maquina o cremoso en horma' reads the second as queso cremoso, never soaps (verbatim t34b 015)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes queso cremoso?" },
      { say: "no, yo quiero queso de maquina o cremoso en horma, no tenes?", expect: { reply: [/queso cremoso/i], notReply: [/No tengo "cremoso/i, "Jabón"] } },
    ],
  },
];

export const wordsTrial34Scenarios: Scenario[] = [...diminutives, ...openListWords, ...describedQuestion, ...quotedTogether, ...orSharesProduct];
