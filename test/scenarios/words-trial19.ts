import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 19 (almacén): words as voice-to-text writes them. Digits spelled out ("cero cero
// cero"), a size said with its article ("de un litro y medio") and punctuation said as a word
// ("coma") before the customer's details.

const HARINA_000_CANUELAS = id("7792180001528");
const NATURA_15 = id("7790272001029");
const AZUCAR_LEDESMA = id("7792540260138");

/** Class: dictated digits and sizes read as the customer meant them. */
const dictated: Scenario[] = [
  {
    name: "words trial 19: 'harina cero cero cero' is the 000 flour and 'de un litro y medio' the 1.5 Lt (verbatim t19c 017)",
    ...ALMACEN,
    turns: [
      {
        say: "hola buenas tardes eh quería pedir eh un kilo de harina cero cero cero y también una docena de huevos y eh un aceite de girasol natura de un litro y medio punto",
        expect: { reply: ["Aceite de Girasol Natura 1.5 Lt"], notReply: ["cero cero", "de un litro", "kilo de harina"] },
      },
      { say: "la cero cero cero cañuelas", expect: { notReply: ["Aquarius"], reply: ["Harina de Trigo 000 Cañuelas"] } },
    ],
  },
  {
    name: "words trial 19: 'aceite de girasol natura de un litro y medio' adds the 1.5 Lt (variant)",
    ...ALMACEN,
    turns: [{ say: "aceite de girasol natura de un litro y medio", expect: { cart: { [NATURA_15]: 1 }, notReply: ["No tengo"] } }],
  },
  {
    name: "words trial 19: 'un kilo de azucar ledesma' is the 1 kg sugar, never a product called 'kilo de azucar' (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero un kilo de azucar ledesma", expect: { cart: { [AZUCAR_LEDESMA]: 1 }, notReply: ["kilo de azucar"] } }],
  },
  {
    name: "words trial 19: '2 harinas cero cero cero cañuelas' keeps the count, never Aquarius Cero (variant)",
    ...ALMACEN,
    turns: [{ say: "2 harinas cero cero cero cañuelas", expect: { notReply: ["Aquarius", "cero cero"] } }],
  },
];

/** Class: a dictated "coma" before the customer's details is punctuation, never a product word. */
const dictatedComma: Scenario[] = [
  {
    name: "words trial 19: 'un queso cremoso coma a nombre de Graciela Torres' never searches 'coma' (verbatim t19b 014)",
    ...ALMACEN,
    turns: [
      {
        say: "hola si buenas tardes mire quería encargarle un paquete de yerba taragüi de medio kilo y dos latas de atún y un queso cremoso coma a nombre de Graciela Torres",
        expect: { notReply: ["coma"], customer: { firstName: "Graciela", lastName: "Torres" } },
      },
    ],
  },
  {
    name: "words trial 19: 'un queso cremoso coma soy Pedro Gomez' takes the name, never searches 'coma' (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero una yerba taragui de medio kilo y un queso cremoso coma soy Pedro Gomez", expect: { notReply: ["coma"], customer: { firstName: "Pedro", lastName: "Gomez" } } }],
  },
];

/** Class: "sin X" right after asking for X that is not sold lets X go. */
const letGo: Scenario[] = [
  {
    name: "words trial 19: 'no hay fernet? bueno dejalo, sin fernet' never says 'sin fernet' is not sold (verbatim t19b 003)",
    ...ALMACEN,
    turns: [{ say: "hola" }, { say: "no hay fernet? bueno dejalo, sin fernet", expect: { notReply: ["sin fernet"] } }],
  },
  {
    name: "words trial 19: 'tenes hielo? si no hay, sin hielo' never says 'sin hielo' is not sold (variant)",
    ...ALMACEN,
    turns: [{ say: "tenes hielo? bueno, sin hielo entonces", expect: { notReply: ["sin hielo"] } }],
  },
];

export const wordsTrial19Scenarios: Scenario[] = [...dictated, ...dictatedComma, ...letGo];
