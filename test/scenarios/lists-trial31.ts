import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 31 (almacén): a pick reads the open list's rows before an earlier list's (t31c 009
// added a 30-unit pañal of the first list for "el supersec comun" said to the M-52 list).

const PANAL_30 = id("7500435133357");
const PANAL_M52 = id("7500435010689");
const MAYO_LIGHT_475 = id("7794000960138");
const ATUN_ACEITE = id("7793360005060");
const ATUN_NATURAL = id("7793360005084");
const MOSTACHOLES = id("7790070318336");
const MAYONESA_950 = id("7794000960077");
const PANAL_TALLE_M52 = id("7500435133524");

/** Class: a pick said to the open list reads that list's rows first, never an earlier list's (WRONG DATA). */
const openListFirst: Scenario[] = [
  {
    name: "lists trial 31: 'el supersec comun' after 'los M de 52' picks the M 52 Supersec, never the 30-unit one (verbatim t31c 009)",
    ...ALMACEN,
    turns: [
      { say: "holaa necesito pañales pampers", expect: { reply: ["opciones"] } },
      { say: "los M de 52", expect: { reply: ["opciones"] } },
      { say: "y 2 toallitas humedas", expect: { reply: ["para 2"] } },
      { say: "el supersec comun", expect: { notReply: ["30 Un"], cart: { [PANAL_M52]: 1 } } },
    ],
  },
  {
    name: "lists trial 31: 'el supersec comun' said right to the M 52 list picks its plain Supersec row (t31c 009 variant)",
    ...ALMACEN,
    turns: [
      { say: "necesito pañales pampers", expect: { reply: ["opciones"] } },
      { say: "los M de 52", expect: { reply: ["opciones"] } },
      { say: "el supersec comun", expect: { notReply: ["30 Un"], cart: { [PANAL_M52]: 1 } } },
    ],
  },
];

/** Class: a product named by its full row name is that row (WRONG DATA: the 30-unit pack added back). */
const fullRowName: Scenario[] = [
  {
    name: "lists trial 31: 'sacame el pañal de 30 y poneme el Pañal M Supersec Pampers 52' swaps to the M 52 (verbatim t31c 009)",
    ...ALMACEN,
    turns: [
      { say: "necesito pañales pampers", expect: { reply: ["opciones"] } },
      { say: "el 1", expect: { cart: { [PANAL_30]: 1 } } },
      { say: "ufff. sacame el pañal de 30 y poneme el Pañal M Supersec Pampers 52", expect: { cart: { [PANAL_M52]: 1 } } },
    ],
  },
];

const fullRowNameVariants: Scenario[] = [
  {
    name: "lists trial 31: 'agregame el Pañal Talle M Supersec Pampers 52' adds that row, never the plain M 52 (t31c 009 variant)",
    ...ALMACEN,
    turns: [{ say: "agregame el Pañal Talle M Supersec Pampers 52", expect: { cart: { [PANAL_TALLE_M52]: 1 } } }],
  },
  {
    name: "lists trial 31: 'pañales supersec pampers' with no size still asks which pack (t31c 009 control)",
    ...ALMACEN,
    turns: [{ say: "quiero pañales supersec pampers", expect: { reply: ["opciones"], cart: {} } }],
  },
];

/** Class: words fitting one row in each of two open lists equally ask which list, never guess (WRONG DATA: the ketchup added for the mayonesa). */
const twoListsFit: Scenario[] = [
  {
    name: "lists trial 31: 'el hellmanns grande' with the Hellmann's mayonesa and ketchup lists open asks which, adds nothing (verbatim t31b 013)",
    ...ALMACEN,
    turns: [
      { say: "buenas quiero mayonesa hellmanns y ketchup", expect: { reply: ["Ketchup"] } },
      { say: "el hellmanns grande", expect: { notReply: ["Agregué"], reply: [/mayonesa/i, /ketchup/i], cart: {} } },
      { say: "la mayonesa", expect: { cart: { [MAYONESA_950]: 1 } } },
    ],
  },
  {
    name: "lists trial 31: 'el hellmanns chico' with both Hellmann's lists open asks which (t31b 013 variant)",
    ...ALMACEN,
    turns: [
      { say: "buenas quiero mayonesa hellmanns y ketchup", expect: { reply: ["Ketchup"] } },
      { say: "el hellmanns chico", expect: { notReply: ["Agregué"], cart: {} } },
    ],
  },
  {
    name: "lists trial 31: 'la mayonesa grande' with both lists open picks the 950 (t31b 013 control)",
    ...ALMACEN,
    turns: [
      { say: "buenas quiero mayonesa hellmanns y ketchup", expect: { reply: ["Ketchup"] } },
      { say: "la mayonesa grande", expect: { cart: { [MAYONESA_950]: 1 } } },
    ],
  },
];

/** Class: one more of a product whose one cart line fits is that line plus one, never a list (LOST: the summary kept 2). */
const oneMoreOfLine: Scenario[] = [
  {
    name: "lists trial 31: 'una lata mas de atun' with 2 La Campagnola in aceite in the cart makes it 3 (verbatim t31c 008)",
    ...ALMACEN,
    turns: [
      { say: "buen dia quisiera 1 mayonesa hellmanns, 2 latas de atun y un paquete de fideos lucchetti", expect: { reply: ["para 2"] } },
      { say: "la light" },
      { say: "la campagnola en aceite", expect: { cart: { [MAYO_LIGHT_475]: 1, [ATUN_ACEITE]: 2 } } },
      { say: "los mostacholes" },
      { say: "una lata mas de atun", expect: { reply: ["3"], cart: { [MAYO_LIGHT_475]: 1, [ATUN_ACEITE]: 3, [MOSTACHOLES]: 1 } } },
    ],
  },
  {
    name: "lists trial 31: 'otra lata de atun' with 1 atún in aceite in the cart makes it 2 (t31c 008 variant)",
    ...ALMACEN,
    turns: [
      { say: "1 atun la campagnola en aceite", expect: { cart: { [ATUN_ACEITE]: 1 } } },
      { say: "otra lata de atun", expect: { cart: { [ATUN_ACEITE]: 2 } } },
    ],
  },
  {
    name: "lists trial 31: '2 mas de atun' with two atún lines in the cart asks which (t31c 008 control)",
    ...ALMACEN,
    turns: [
      { say: "1 atun la campagnola en aceite y 1 atun la campagnola al natural", expect: { cart: { [ATUN_ACEITE]: 1, [ATUN_NATURAL]: 1 } } },
      { say: "2 mas de atun", expect: { cart: { [ATUN_ACEITE]: 1, [ATUN_NATURAL]: 1 } } },
    ],
  },
];

export const listsTrial31Scenarios: Scenario[] = [...openListFirst, ...fullRowName, ...fullRowNameVariants, ...twoListsFit, ...oneMoreOfLine];
