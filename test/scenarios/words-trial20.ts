import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 20 (almacén): a product sentence said at the delivery question is never an address,
// and sizes said in number words.

const MAYO_950 = id("7794000960077");
const MAYO_237 = id("7794000960107");
const KETCHUP_250 = id("7794000960275");

const mayoAndKetchupAsked = { say: "hola buen dia quisiera saber si tienen mayonesa hellmanns coma y tambien ketchup punto" };

/** Class: at the delivery/address question a sentence about products or the cart is never the address. */
const notAnAddress: Scenario[] = [
  {
    name: "words trial 20: 'noo, la mayonesa era la de 950 y falta el ketchup hellmanns de 250' at the delivery question is never the address (verbatim t20c 015)",
    ...ALMACEN,
    turns: [
      mayoAndKetchupAsked,
      { say: "dame la mayonesa de novecientos cincuenta y el ketchup hellmanns chico" },
      { say: "eso es todo gracias" },
      {
        say: "noo, la mayonesa era la de 950 y falta el ketchup hellmanns de 250",
        expect: { notReply: ["dirección falta", "dirección la mayonesa", "Anoté ✅ envío"] },
      },
    ],
  },
  {
    name: "words trial 20: 'falta el ketchup hellmanns de 250' at the delivery question adds it, never an address (variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero una mayonesa hellmanns de 237" },
      { say: "nada mas" },
      { say: "falta el ketchup hellmanns de 250", expect: { notReply: ["dirección falta", "Anoté ✅ envío"], cart: { [MAYO_237]: 1, [KETCHUP_250]: 1 } } },
    ],
  },
];

/** Class: a size said in number words is the size ("de novecientos cincuenta" is the 950 g). */
const sizeWords: Scenario[] = [
  {
    name: "words trial 20: 'dame la mayonesa de novecientos cincuenta' is the 950 g (verbatim t20c 015)",
    ...ALMACEN,
    turns: [
      mayoAndKetchupAsked,
      { say: "dame la mayonesa de novecientos cincuenta y el ketchup hellmanns chico", expect: { reply: ["Agregué 1 Mayonesa Clasica Doypack Hellmann's 950 Gr"] } },
    ],
  },
  {
    name: "words trial 20: 'la de doscientos treinta y siete' to the mayonnaise offer is the 237 g, never a count (variant)",
    ...ALMACEN,
    turns: [mayoAndKetchupAsked, { say: "dame la mayonesa de doscientos treinta y siete", expect: { cart: { [MAYO_237]: 1 }, notReply: ["para 37", "para 7"] } }],
  },
  {
    name: "words trial 20: 'cien' outside a size stays a word ('cien por ciento seguro', never a size) (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero una mayonesa hellmanns de 237, cien por ciento seguro", expect: { cart: { [MAYO_237]: 1 } } }],
  },
  {
    name: "words trial 20: 'una mayonesa hellmanns de novecientos cincuenta gramos' adds the 950 g (variant)",
    ...ALMACEN,
    turns: [{ say: "una mayonesa hellmanns de novecientos cincuenta gramos", expect: { cart: { [MAYO_950]: 1 } } }],
  },
];

const DDL_COLONIAL_400 = id("7790742140609");

/** Class: an order verb misspelt ("nesecito", "nesesito") is still the verb, never a product word. */
const misspeltVerbs: Scenario[] = [
  {
    name: "words trial 20: 'ola nesecito dulse de leche la serenisima' never searches the verb (verbatim t20c 008)",
    ...ALMACEN,
    turns: [{ say: "ola nesecito dulse de leche la serenisima y galletitas de agua criollitas", expect: { notReply: ["nesecito"] } }],
  },
  {
    name: "words trial 20: 'nesesito un dulce de leche colonial con calcio de 400' adds it (variant)",
    ...ALMACEN,
    turns: [{ say: "nesesito un dulce de leche colonial con calcio de 400", expect: { notReply: ["nesesito"], cart: { [DDL_COLONIAL_400]: 1 } } }],
  },
];

export const wordsTrial20Scenarios: Scenario[] = [...notAnAddress, ...sizeWords, ...misspeltVerbs];
