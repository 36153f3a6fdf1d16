import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 22, the customer's details (names23): a fuller name that starts with the short one
// already stored replaces it also when a DNI or a phone is said beside it ("federico alvarez
// 31222333" after "fede" kept only the DNI and the order went out as "Fede").

const almacen = ALMACEN;

const toName = [
  { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
  { say: "eso es todo" },
  { say: "retiro mañana a la mañana", expect: { reply: ["nombre"] } },
];

const fullerWithDni = (short: string, full: string, firstName: string, lastName: string, dni: string, verbatim: string): Scenario => ({
  name: `names trial 22: '${short}' then '${full}' stores the fuller name with the DNI (${verbatim})`,
  ...almacen,
  turns: [
    ...toName,
    { say: short, expect: { reply: ["DNI"] } },
    { say: full, expect: { customer: { firstName, lastName, dni } } },
    { say: "efectivo", expect: { reply: ["Resumen", `${firstName} ${lastName} (DNI ${dni})`] } },
  ],
});

export const namesTrial22Scenarios: Scenario[] = [
  fullerWithDni("fede", "federico alvarez 31222333", "Federico", "Alvarez", "31222333", "verbatim t22b 011"),
  fullerWithDni("soy Irma", "Irma Beatriz Lucero 25111222", "Irma", "Beatriz Lucero", "25111222", "verbatim t22c 021"),
  fullerWithDni("soy fede", "federico alvarez, 34555666", "Federico", "Alvarez", "34555666", "t22c 015"),
  fullerWithDni("ana", "ana maria gomez dni 30111222", "Ana", "Maria Gomez", "30111222", "t22c 021"),
  {
    name: "names trial 22: 'nada mas. paso en un rato. soy fede' then 'federico alvarez 34555666' stores Federico Alvarez (verbatim t22c 015)",
    ...almacen,
    turns: [
      { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
      { say: "nada mas. paso en un rato. soy fede" },
      { say: "federico alvarez 34555666", expect: { customer: { firstName: "Federico", lastName: "Alvarez", dni: "34555666" } } },
    ],
  },
];
