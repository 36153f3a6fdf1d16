import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

const HUEVOS_12 = "almacen.7792335000314";
const LECHE_UAT_3 = "almacen.7790742308504";

// Lead fixes while integrating rounds 21 and 22.

export const leadTrial21Scenarios: Scenario[] = [
  {
    name: "lead trial 21: a milk row tapped from a list asked 'para 2' adds 2, never the 3 of its '3%' (integration of swaps21's own-count rule)",
    ...ALMACEN,
    turns: [
      { say: "olá, quero uma dúzia de ovos e 2 leites integrais", expect: { reply: ["(para 2)"] } },
      { tap: { id: `product:${LECHE_UAT_3}`, title: "Uat con Fe 3% Brick…" }, expect: { cart: { [HUEVOS_12]: 1, [LECHE_UAT_3]: 2 } } },
    ],
  },
  {
    name: "lead trial 21: the row's name typed back with its '3%' keeps the count asked",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 leches enteras", expect: { reply: ["(para 2)"] } },
      { say: "uat con fe 3% brick", expect: { cart: { [LECHE_UAT_3]: 2 } } },
    ],
  },
  {
    name: "lead trial 21: a count said before the row's name with its '3%' is that count",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 leches enteras", expect: { reply: ["(para 2)"] } },
      { say: "3 de la uat con fe 3% brick", expect: { cart: { [LECHE_UAT_3]: 3 } } },
    ],
  },
];
