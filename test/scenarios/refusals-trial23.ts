import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 23 on refusals: a "no" that goes on to name what IS wanted ("no, X digo, no Y",
// "no, X, no Y. dame la de Z") is that order, never "Dale, sin …" with the product lost.

const LECHE = id("7790742308801");
const SAINT_PAULIN = id("10-1-2302689000004");
const DAMASCO = id("7790580509408");
const FRUTILLA = id("7793360004308");
const EXPRESS_PACK = id("7622300847234");

// Class: "no, queso cremoso de horma digo, no untable" to "¿Te agrego Queso Untable…?" (t23b 022).
const hormaDigo: Scenario = {
  name: "refusals trial 23: 'no, queso cremoso de horma digo, no untable' searches the horma cheese (verbatim t23b 022)",
  ...ALMACEN,
  turns: [
    { say: "hola quiero hacer un pedido" },
    { say: "2 leches la serenisima larga vida, 1 queso cremoso y 1 dulce de leche", expect: { reply: ["¿Te agrego Queso Untable Cremoso Mendicrim"], cart: { [LECHE]: 2 } } },
    { say: "no, queso cremoso de horma digo, no untable", expect: { reply: ['"queso cremoso de horma"'], notReply: ["Dale, sin", "Agregué 1 Queso Untable"], cart: { [LECHE]: 2 } } },
  ],
};

const refusalNamesWanted = (say: string): Scenario => ({
  name: `refusals trial 23: '${say}' to the untable offer searches what is wanted (verbatim t23b 022)`,
  ...ALMACEN,
  turns: [
    { say: "quiero un queso cremoso", expect: { reply: ["¿Te agrego Queso Untable Cremoso Mendicrim"] } },
    { say, expect: { reply: ['"queso cremoso de horma"'], notReply: ["Dale, sin", "No te entendí", "no lo agrego", "Agregué 1 Queso Untable"], cart: {} } },
    { say: "dale", expect: { cart: { [SAINT_PAULIN]: 1 } } },
  ],
});

// Class: "no, mermelada de durazno digo, no duraznos en lata. bueno dame la de damasco" (t23b 020).
const damascoInstead: Scenario = {
  name: "refusals trial 23: 'no, mermelada de durazno digo, no duraznos en lata. bueno dame la de damasco' adds the damasco jam (verbatim t23b 020)",
  ...ALMACEN,
  turns: [
    { say: "ey sos un bot?" },
    { say: "bueno, quiero galletitas" },
    { say: "2 de las express pack de 3" },
    { say: "y 1 mermelada, tenes de durazno?" },
    { say: "no, mermelada de durazno digo, no duraznos en lata. bueno dame la de damasco", expect: { reply: ["Mermelada de Damasco"], notReply: ["Dale, sin"], cart: { [EXPRESS_PACK]: 2, [DAMASCO]: 1 } } },
  ],
};

const jamInstead = (say: string, productId: string, quantity = 1): Scenario => ({
  name: `refusals trial 23: '${say}' after the canned peaches answer adds the jam named (verbatim t23b 020)`,
  ...ALMACEN,
  turns: [
    { say: "quiero 1 mermelada, tenes de durazno?" },
    { say, expect: { notReply: ["Dale, sin"], cart: { [productId]: quantity } } },
  ],
});

export const refusalsTrial23Scenarios: Scenario[] = [
  hormaDigo,
  refusalNamesWanted("no, queso cremoso de horma digo, no untable"),
  damascoInstead,
  jamInstead("no, mermelada de durazno digo, no duraznos en lata. bueno dame la de damasco", DAMASCO),
  jamInstead("no, mermelada digo, no duraznos en lata. dame la de frutilla la campagnola", FRUTILLA),
  jamInstead("no, mermelada digo, no durazno en lata. bueno dame 2 de damasco", DAMASCO, 2),
];
