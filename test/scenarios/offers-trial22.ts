import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 22 on offers and dictated punctuation: "coma"/"punto" dictated anywhere are breaks,
// "otra X" of a line in the cart is one more of it, "confirmamos" is never a yes to a stale offer.

const PLAYADITO = id("7793704000089");
const COLONIAL = id("7790742104205");
const HELLMANNS = id("7794000960077");
const MANTECA = id("7793940054006");

// Class: dictated punctuation between products and at the end (t22b 015, t22c 018).
const dictatedColonial: Scenario = {
  name: "offers trial 22: 'la serenísima coma el colonial punto' dictated is one product, no 'coma' searched (verbatim t22b 015)",
  ...ALMACEN,
  turns: [
    {
      say: "hola buen dia este quería pedir eh dos paquetes de yerba playadito de medio kilo y también un dulce de leche la serenísima coma el colonial punto",
      expect: { notReply: ['"dulce de leche la serenisima coma"', "coma"], cart: { [PLAYADITO]: 2 } },
    },
  ],
};

const dictatedList: Scenario = {
  name: "offers trial 22: 'quería pedir este punto dos paquetes de galletitas criollitas coma un queso cremoso y una mayonesa hellmans punto' (verbatim t22c 018)",
  ...ALMACEN,
  turns: [
    {
      say: "hola buen dia quería pedir este punto dos paquetes de galletitas criollitas coma un queso cremoso y una mayonesa hellmans punto",
      expect: { reply: ["Galletitas criollitas (para 2)", "Mayonesa"], notReply: ["punto", "coma"] },
    },
  ],
};

const dictatedVariant = (say: string, cart: Record<string, number>): Scenario => ({
  name: `offers trial 22: dictated marks between products '${say}' (t22b 015 variant)`,
  ...ALMACEN,
  turns: [{ say, expect: { cart, notReply: ["coma", "punto"] } }],
});

// Class: "otra X" of a line in the cart is one more of that line (t22c 013).
const otherOfLine = (say: string): Scenario => ({
  name: `offers trial 22: '${say}' with the manteca in the cart makes it 2 (verbatim t22c 013)`,
  ...ALMACEN,
  turns: [
    { say: "quiero 1 manteca la serenisima", expect: { cart: { [MANTECA]: 1 } } },
    { say, expect: { reply: ["Agregué 1 Manteca La Serenísima 200 Gr"], notReply: ["¿Cuál te llevás?"], cart: { [MANTECA]: 2 } } },
  ],
});

// Class: "confirmamos" is checkout, never a yes to a stock offer asked before a question (t22a 108).
const confirmNotYes: Scenario = {
  name: "offers trial 22: 'ok confirmamos' after a question never adds the stale Havanna offer (verbatim t22a 108)",
  turns: [
    { say: "ola kiero 4 alfajores havana y 1 agua", expect: { reply: ["¿Te pongo 3?"], cart: { "agua-500": 1 } } },
    { say: "abren el domingo?" },
    { say: "ok confirmamos", expect: { notReply: ["Agregué 1 Alfajor Havanna"], cart: { "agua-500": 1 } } },
  ],
};

// Class: a refusal of the offer that names what IS wanted searches that, never "Dale, sin …" (t22c 018).
const SAINT_PAULIN = id("10-1-2302689000004");
const refusalNamesWanted = (say: string, reply: string[]): Scenario => ({
  name: `offers trial 22: '${say}' to the untable offer searches what is wanted (verbatim t22c 018)`,
  ...ALMACEN,
  turns: [
    { say: "quiero un queso cremoso", expect: { reply: ["¿Te agrego Queso Untable Cremoso Mendicrim"] } },
    { say, expect: { reply, notReply: ["Dale, sin", "No te entendí", "no lo agrego", "Agregué 1 Queso Untable"], cart: {} } },
    { say: "dale", expect: { cart: { [SAINT_PAULIN]: 1 } } },
  ],
});

export const offersTrial22Scenarios: Scenario[] = [
  dictatedColonial,
  dictatedList,
  dictatedVariant("dos yerbas playadito de medio kilo coma un dulce de leche colonial de 250 punto", { [PLAYADITO]: 2, [COLONIAL]: 1 }),
  dictatedVariant("una mayonesa hellmanns clasica de 950 coma la yerba playadito de medio kilo punto", { [HELLMANNS]: 1, [PLAYADITO]: 1 }),
  dictatedVariant("te pido esto punto dos yerbas playadito de medio kilo coma una manteca la serenisima", { [PLAYADITO]: 2, [MANTECA]: 1 }),
  otherOfLine("y agregame otra manteca"),
  otherOfLine("dame otra manteca mas"),
  confirmNotYes,
  refusalNamesWanted("no, el queso cremoso de horma, no el untable", ['"queso cremoso de horma"']),
  refusalNamesWanted("no, el queso cremoso de horma no el untable", ['"queso cremoso de horma"']),
];
