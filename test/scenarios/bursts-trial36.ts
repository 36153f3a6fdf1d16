import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const AZUCAR_ARCOR = id("7790580127534"); // Azúcar Arcor 1 Kg
const MORIXE_000 = id("7790199000013"); // Harina de Trigo 000 Morixe 1 Kg

// Blind trial 36, bursts round 37: several products in one message, each its own line.

/** Class: a purpose lead-in ("cosas para el asado") is set aside; each product after it is taken or named back. */
const purposeLeadIn: Scenario[] = [
  {
    ...ALMACEN,
    name: "bursts trial 36: 'holaaa necesito cosas para el asado carbon y 3 coca de litro y medio' names the carbón back, adds 3 Coca (verbatim t36b 019)",
    turns: [
      {
        say: "holaaa necesito cosas para el asado carbon y 3 coca de litro y medio",
        expect: { reply: ["Coca Cola 1.5 Lt", /carb[oó]n/i], cart: { [COCA_15]: 3 } },
      },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: 'quiero unas cosas para la cena: 2 coca de litro y medio y carbon' keeps both, the cena never searched (variant)",
    turns: [{ say: "quiero unas cosas para la cena: 2 coca de litro y medio y carbon", expect: { reply: [/carb[oó]n/i], notReply: ["cena"], cart: { [COCA_15]: 2 } } }],
  },
  {
    name: "bursts trial 36: kiosk 'necesito cosas para el cumple hielo y 2 cocas' names the hielo back and asks the coca (variant)",
    turns: [{ say: "necesito cosas para el cumple hielo y 2 cocas", expect: { reply: ["hielo", "(para 2)"], notReply: ["cumple"] } }],
  },
];

/** Class: each "N [unit] de X" in a list is its own line; a bare "2 de X" after "1 kg de Y" is 2 of X. */
const eachCountItsLine: Scenario[] = [
  {
    ...ALMACEN,
    name: "bursts trial 36: 'hola buen dia quisiera 1 kg de harina 2 de azucar y 1 aceite' reads three lines, never 'harina 2 de azucar' (verbatim t36c 019)",
    turns: [
      {
        say: "hola buen dia quisiera 1 kg de harina 2 de azucar y 1 aceite",
        expect: { reply: [/az[uú]car/i, "Aceite"], notReply: ["harina 2 de azucar", "azucar 1 kg"] },
      },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: '1 kg de harina morixe 000 2 de azucar arcor' adds 1 harina and 2 azúcar (variant)",
    turns: [{ say: "quiero 1 kg de harina morixe 000 2 de azucar arcor", expect: { cart: { [MORIXE_000]: 1, [AZUCAR_ARCOR]: 2 } } }],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: '2 coca de 1.5 3 de azucar arcor' are two lines, never 'coca 3 de azucar' (variant)",
    turns: [{ say: "dame 2 coca de 1.5 3 de azucar arcor", expect: { cart: { [COCA_15]: 2, [AZUCAR_ARCOR]: 3 } } }],
  },
];

export const burstsTrial36Scenarios: Scenario[] = [...purposeLeadIn, ...eachCountItsLine];
