import type { Scenario } from "./types";

// Lead fixes after round 18's integration (blind trial 18).

export const leadTrial18Scenarios: Scenario[] = [
  {
    name: "lead trial 18: a bare phone to '¿Querés que te pase las promos?', then 'soy de rosario' and the street: details taken one by one, no handoff (verbatim t18a 203)",
    workspace: "packs",
    turns: [
      { say: "hola", expect: { reply: ["¿Querés que te pase las promos?"] } },
      { say: "3415667788", expect: { customer: { phone: "3415667788" }, notReply: ["no te estoy entendiendo"] } },
      { say: "soy de rosario", expect: { customer: { phone: "3415667788", city: "Rosario" }, notReply: ["no te estoy entendiendo", "persona"] } },
      { say: "calle san juan 1450", expect: { customer: { address: "calle san juan 1450" }, reply: ["nombre"] } },
    ],
  },
  {
    name: "lead trial 18: a phone grouped with spaces alone at the promos question is the phone",
    workspace: "packs",
    turns: [
      { say: "buenas" },
      { say: "11 3344 5566", expect: { customer: { phone: "1133445566" }, notReply: ["no te estoy entendiendo"] } },
    ],
  },
  {
    name: "lead trial 18: 'soy de boca' alone at the promos question is no city (no detail given before)",
    workspace: "packs",
    turns: [
      { say: "hola" },
      { say: "soy de boca", expect: { notReply: ["Anoté", "ciudad"], reply: ["promos"] } },
    ],
  },
];
