import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 14 (almacén): a size-only reference that added a size never said, plain nouns read
// as a product made from them, filler words searched as products, and counts after "Sí, tenemos
// X" that opened lists again.

const COCA_15 = id("7790895000430");
const COCA_225 = id("7790895000997");
const OREO = id("7622210659446");
const UNTABLE = id("7790080040074");
const LEUDANTE_PUREZA = id("7792180004888");

/** Class 1: "la de 1.5" picks among the rows shown of that size; the count before it is never a row or a size. */
const sizeOnly: Scenario[] = [
  {
    name: "words trial 15: '2 de la de 1.5 y un paquete de oreos' after the cocas adds the 1.5 L, never the Retornable 2 Lt (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "tenes coca cola?" },
      { say: "2 de la de 1.5 y un paquete de oreos", expect: { reply: ["Coca Cola 1.5 Lt", "Oreo"], notReply: ["Retornable"], cart: { [COCA_15]: 2, [OREO]: 1 } } },
    ],
  },
  {
    name: "words trial 15: '3 de la de 2.25 y unas oreos', '1 del de 1.5' never read the count as a 2 Lt (variants)",
    ...ALMACEN,
    turns: [
      { say: "hola, tenes coca?" },
      { say: "dame 3 de la de 2.25 y un paquete de oreos", expect: { notReply: ["Retornable"], cart: { [COCA_225]: 3, [OREO]: 1 } } },
    ],
  },
  {
    name: "words trial 15: '2 de la de 1.5' with no list shown stores no coca (variants)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "2 de la de 1.5 y un paquete de oreos", expect: { notReply: ["Retornable", "Coca"], cart: { [OREO]: 1 } } },
    ],
  },
];

/** Class 2: a plain noun is never silently a product made from it (untable, leudante, rallado). */
const plainNouns: Scenario[] = [
  {
    name: "words trial 15: '1 queso cremoso' offers the untable to confirm, never adds it (verbatim t13c 015)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "y 1 queso cremoso", expect: { reply: [/¿/], cart: {} } },
    ],
  },
  {
    name: "words trial 15: 'harina pureza', '2 harinas pureza' ask before the leudante (verbatim t14c 002, variants)",
    ...ALMACEN,
    turns: [
      { say: "quiero harina pureza", expect: { reply: ["Leudante", /¿/], cart: {} } },
      { say: "no, dejala" },
    ],
  },
  {
    name: "words trial 15: '2 harinas pureza' asks with its count before the leudante (variants)",
    ...ALMACEN,
    turns: [
      { say: "hola necesito 2 harinas pureza", expect: { reply: ["Leudante", /¿/], cart: {} } },
      { say: "si", expect: { cart: { [LEUDANTE_PUREZA]: 2 } } },
    ],
  },
  {
    name: "words trial 15: '1 kg de pan' is never Pan Rallado added unsaid (verbatim t14b 002)",
    ...ALMACEN,
    turns: [
      { say: "buenas quiero 2 cocas de litro y medio, 1 kg de pan y un paquete de fideos matarazzo", expect: { notReply: [/Agregué[^.]*Rallado/], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "words trial 15: 'queso cremoso untable' said is added (the variant named)",
    ...ALMACEN,
    turns: [{ say: "quiero 1 queso untable cremoso", expect: { cart: { [UNTABLE]: 1 } } }],
  },
];

/** Class 3: the sentence around a product is never searched as one. */
const fillers: Scenario[] = [
  {
    name: "words trial 15: 'no, sigo aca. tenes pan lactal bimbo?' offers no Tapas Signo de Oro (verbatim t14c 014)",
    ...ALMACEN,
    turns: [
      { say: "buenas noches, sos un bot?" },
      { say: "no, sigo aca. tenes pan lactal bimbo?", expect: { reply: [/pan lactal bimbo/i], notReply: ["Tapas", "Signo"], cart: {} } },
    ],
  },
  {
    name: "words trial 15: 'tiene q ser comun 0000' to the harinas asks between the 0000 ones, never searches 'ser 0000' (verbatim t14b 007)",
    ...ALMACEN,
    turns: [
      { say: "quiero harina" },
      { say: "tiene q ser comun 0000", expect: { reply: ["0000 Caserita", "0000 Morixe"], notReply: ["ser 0000", "Cereal", "Dulce de Leche"], cart: {} } },
    ],
  },
  {
    name: "words trial 15: 'que me pongas la cañuelas 000', 'harina agregala' are never searched as said (verbatim t14c 002, variants)",
    ...ALMACEN,
    turns: [
      { say: "quiero harina" },
      { say: "que me pongas la cañuelas 000", expect: { notReply: ["pongas"], cart: { [id("7792180001528")]: 1 } } },
      { say: "y harina agregala", expect: { notReply: ["agregala"] } },
    ],
  },
];

/** Class 4: a count after "Sí, tenemos X" (and Y) adds what was offered. */
const afterOffer: Scenario[] = [
  {
    name: "words trial 15: 'dale poneme 2' after 'sale $950' adds two of it (verbatim t14b 008)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "tenes coca zero? cuanto sale" },
      { say: "dale poneme 2", expect: { cart: { [id("7790895067556")]: 2 } } },
    ],
  },
];

export const wordsTrial15Scenarios: Scenario[] = [...sizeOnly, ...plainNouns, ...fillers, ...afterOffer];
