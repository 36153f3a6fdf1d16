import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 31 (almacén): a pick reads the open list's rows before an earlier list's (t31c 009
// added a 30-unit pañal of the first list for "el supersec comun" said to the M-52 list).

const PANAL_30 = id("7500435133357");
const PANAL_M52 = id("7500435010689");
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

export const listsTrial31Scenarios: Scenario[] = [...openListFirst, ...fullRowName, ...fullRowNameVariants];
