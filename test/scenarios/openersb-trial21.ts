import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Blind trial 21, openersb round 22: what the openers round left of trial 21 — a product lost
// beside a greeting, a second question in one message, a question under a "no", a detail phrase
// searched as a product — and anger said in English.

/** Class: an order said beside a greeting is handled, never just greeted. */
const greetingOrder: Scenario[] = [
  {
    name: "openersb trial 21: 'buenas, 2 paquetes de fideos don vicente spaghetti' says what there is, never the bare greeting (verbatim t21b 022)",
    ...ALMACEN,
    turns: [
      { say: "buenas, 2 paquetes de fideos don vicente spaghetti", expect: { reply: [/spaghetti|don vicente/i], notReply: ["¿Qué te gustaría pedir hoy?"] } },
    ],
  },
  {
    name: "openersb trial 21: 'y los 2 fideos don vicente spaghetti que te pedi al principio??' is read, never 'No te entendí' (verbatim t21b 022)",
    ...ALMACEN,
    turns: [
      { say: "buenas, 2 paquetes de fideos don vicente spaghetti" },
      { say: "y los 2 fideos don vicente spaghetti que te pedi al principio??", expect: { reply: [/spaghetti|don vicente/i], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "openersb trial 21: 'hola, 3 yerbas playadito' beside a greeting is read as the order (variant)",
    ...ALMACEN,
    turns: [{ say: "hola, 3 yerbas playadito", expect: { reply: [/playadito/i], notReply: ["¿Qué te gustaría pedir hoy?"] } }],
  },
  {
    name: "openersb trial 21: 'hola, 2 fideos tallarin lucchetti integrales' says the integral is not sold with the Lucchetti rows (variant)",
    ...ALMACEN,
    turns: [{ say: "hola, 2 paquetes de fideos tallarin lucchetti integrales", expect: { reply: [/No tengo "fideos tallarin/], notReply: ["¿Qué te gustaría pedir hoy?", "No te entendí"], cart: {} } }],
  },
  {
    name: "openersb trial 21: 'buenas cuanto sale la coca chica' answers the price and adds nothing (guard, t13a 110)",
    turns: [{ say: "buenas cuanto sale la coca chica", expect: { reply: [/\$/], cart: {} } }],
  },
];

/** Class: every question of a message is answered. */
const twoQuestions: Scenario[] = [
  {
    name: "openersb trial 21: 'cuanto tardan en traer el pedido y hasta donde llegan?' answers the time and the area (verbatim t21c 009)",
    ...ALMACEN,
    turns: [{ say: "hola cuanto tardan en traer el pedido y hasta donde llegan? vivo en general paz", expect: { reply: ["en el día", "Alberdi"] } }],
  },
  {
    name: "openersb trial 21: '¿llegan hoy?' asks only when, never the area (guard)",
    ...ALMACEN,
    turns: [{ say: "si pido ahora llegan hoy?", expect: { notReply: ["Alberdi"] } }],
  },
  {
    name: "openersb trial 21: 'hasta donde llegan y cuanto tardan?' answers the area and the time in the kiosk (variant)",
    turns: [{ say: "hasta donde llegan y cuanto tardan?", expect: { reply: ["20 cuadras", "30 y 45 minutos"] } }],
  },
];

/** Class: a question said under a "no" to an offer is answered. */
const questionUnderNo: Scenario[] = [
  {
    name: "openersb trial 21: 'no, cremoso de horma, el que se corta. no tenes?' answers what there is, not only 'no lo agrego' (verbatim t21b 013)",
    ...ALMACEN,
    turns: [
      { say: "holaa tenes queso cremoso?" },
      { say: "no, cremoso de horma, el que se corta. no tenes?", expect: { reply: ["Dale, no lo agrego", /no tenemos "cremoso de horma"/i], notReply: ["corta", "Atún"], cart: {} } },
    ],
  },
  {
    name: "openersb trial 21: 'no, pepsi black. no hay?' to the coca offered answers the pepsi (variant)",
    turns: [
      { say: "tenes coca?" },
      { say: "no, pepsi black. no hay?", expect: { reply: [/no tenemos "pepsi black"/i, "Pepsi"], cart: {} } },
    ],
  },
];

/** Class: a phrase about the customer's details is never searched as a product. */
const detailPhrase: Scenario[] = [
  {
    name: "openersb trial 21: 'eso es todo, envio a la dirección de siempre' lists no 'Siempre Limpia' (verbatim t21b 017)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 jugos tang de naranja" },
      { say: "eso es todo, envio a la dirección de siempre", expect: { notReply: ["Siempre Limpia", "Siempre Libre"] } },
    ],
  },
];

/** Class: anger in English is anger, handed to a person on the same rules as the Spanish. */
const englishAnger: Scenario[] = [
  {
    name: "openersb trial 21: 'HEINEKEN. only heineken. fuck' says Heineken is not sold and offers a person (trial 21 English anger)",
    turns: [
      { say: "do you have heineken?" },
      { say: "HEINEKEN. only heineken. fuck", expect: { reply: [/heineken/i, /person/i], notReply: ["didn't get that"] } },
    ],
  },
  {
    name: "openersb trial 21: 'you are useless, I want 2 cokes' is anger with a person offered (variant)",
    turns: [{ say: "you are useless, I want 2 cokes", expect: { reply: [/person/i], notReply: ["didn't get that"] } }],
  },
  {
    name: "openersb trial 21: 'so slow, you don't understand' once is frustration with no person yet (variant)",
    turns: [
      { say: "do you have pepsi?" },
      { say: "so slow, you don't understand", expect: { notReply: [/passing you to a person/i, "didn't get that"] } },
    ],
  },
];

export const openersbTrial21Scenarios: Scenario[] = [...greetingOrder, ...twoQuestions, ...questionUnderNo, ...detailPhrase, ...englishAnger];
