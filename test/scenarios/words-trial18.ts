import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 17 (almacén): which product a phrase means. A "no X" inside a pick refuses X; ice,
// which the shop does not sell, is said so rather than dropped. The flavour+size and "papel
// higienico" conversations did not fail as rebuilt here; they stay as guards.

const MAYONESA_HELLMANNS_237 = id("7794000960107");
const MAYONESA_LIGHT_475 = id("7794000960138");
const CASANCREM_200 = id("77958617");

/** Class: a flavour/scent word and a size said together both hold for the row picked. */
const flavourAndSize: Scenario[] = [
  {
    name: "words trial 18: 'el detergente de LIMON de 750' never adds the Aloe variant (verbatim t17c)",
    ...ALMACEN,
    turns: [
      { say: "hola, quiero un detergente magistral" },
      { say: "el detergente de LIMON de 750", expect: { notReply: ["Aloe"] } },
    ],
  },
  {
    name: "words trial 18: 'detergente magistral de limon de 750' asks among or adds a lemon 750 row only (variant)",
    ...ALMACEN,
    turns: [{ say: "un detergente magistral de limon de 750", expect: { notReply: ["Aloe", "Naranja", "Brisa"] } }],
  },
];

/** Class: the noun phrase "papel higienico" must hold: never kitchen rolls. */
const nounPhrase: Scenario[] = [
  {
    name: "words trial 18: 'papel higienico de 4 rollos' never offers kitchen paper (verbatim t17c)",
    ...ALMACEN,
    turns: [{ say: "hola" }, { say: "papel higienico de 4 rollos", expect: { notReply: ["Rollo Cocina", "Rollo de Cocina"], reply: ["Papel Higiénico"] } }],
  },
];

/** Class: "la comun no la light": the "no X" in a pick negates X. */
const negatedInPick: Scenario[] = [
  {
    name: "words trial 18: 'la comun no la light' never adds a Light row (verbatim t17c 003)",
    ...ALMACEN,
    turns: [{ say: "hola" }, { say: "quiero mayonesa hellmanns" }, { say: "la comun no la light", expect: { cart: { [MAYONESA_HELLMANNS_237]: 1 } } }],
  },
  {
    name: "words trial 18: 'el comun no el light' among the Casancrem cheeses adds the plain one (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero queso crema casancrem" }, { say: "el comun no el light", expect: { cart: { [CASANCREM_200]: 1 } } }],
  },
  {
    name: "words trial 18: 'la light no la comun' adds the Light, and 'esa no la quiero' picks nothing (variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero mayonesa hellmanns" },
      { say: "esa no la quiero", expect: { cart: {} } },
      { say: "la light no la comun", expect: { cart: { [MAYONESA_LIGHT_475]: 1 } } },
    ],
  },
];

/** Class: a product not sold is said so, never dropped silently. */
const notSoldSaid: Scenario[] = [
  {
    name: "words trial 18: 'hielo' alone is answered as not sold (verbatim t17c)",
    ...ALMACEN,
    turns: [{ say: "hola" }, { say: "hielo", expect: { reply: [/no (tengo|tenemos|vendemos|trabajamos) "?hielo/i] } }],
  },
  {
    name: "words trial 18: 'quiero hielo' is answered as not sold, never 'no te entendí' (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero hielo", expect: { reply: [/no (tengo|tenemos) "?hielo/i], notReply: ["No te entendí"] } }],
  },
  {
    name: "words trial 18: '2 cocas y hielo' asks which coca and says the ice is not sold (variant)",
    ...ALMACEN,
    turns: [{ say: "2 cocas y hielo", expect: { reply: [/no (tengo|tenemos) "?hielo/i, "Coca"] } }],
  },
];

export const wordsTrial18Scenarios: Scenario[] = [...flavourAndSize, ...nounPhrase, ...negatedInPick, ...notSoldSaid];
