import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 16 (almacén): picks read as declines, rows described by a feature, a count beside a row word.

const SUPERSEC_46 = id("7500435010696");
const ALA_ALTA = id("7791290011762");
const LECHE_SACHET = id("7793940448003-2");
const MANTECA_SERENISIMA = id("7793940054006");
const QUILMES_6 = id("7792798011612");
const MAYO_237 = id("7794000960107");
const MAYO_950 = id("7794000960077");
const ATUN_NATURAL_CAMPAGNOLA = id("7793360005084");
const HUEVOS = id("7792335000314");

/** Class 1: a "no" in chatter or aimed at a row never declines a whole list; the picks said are taken. */
const picksNotDeclines: Scenario[] = [
  ...[
    "el supersec ultra y el alta espuma. dale q no tengo todo el dia",
    "el supersec ultra y el alta espuma, no tengo tiempo",
    "el supersec ultra y el alta espuma. apurate q no tengo tiempo",
  ].map((say): Scenario => ({
    name: `lists trial 17: '${say}' with a pañales and a jabón list open takes both picks (verbatim t16c 008)`,
    ...ALMACEN,
    turns: [
      { say: "HOLA NECESITO 2 PAQUETES DE PAÑALES PAMPERS G Y UN JABON EN POLVO ALA, RAPIDO QUE ES URGENTE", expect: { notReply: ["Agregué"] } },
      { say, expect: { notReply: ["Dale, sin", "No te entendí"], cart: { [SUPERSEC_46]: 2, [ALA_ALTA]: 1 } } },
    ],
  })),
  ...["el atun al natural de la campagnola. leudante no", "el atun al natural de la campagnola"].map((say): Scenario => ({
    name: `lists trial 17: '${say}' picks the tuna, never 'sin atun' (after t16c 013)`,
    ...ALMACEN,
    turns: [
      { say: "buenas, necesito 2 kg de harina pureza, 1 docena de huevos y 3 latas de atun", expect: { notReply: ["sin atun"] } },
      { say, expect: { notReply: ["sin atun", "sin atún"], cart: { [HUEVOS]: 1, [ATUN_NATURAL_CAMPAGNOLA]: 3 } } },
    ],
  })),
];

/** Class 2: a row described by a feature (sachet, pack, lata, doypack) is the pick. */
const featureRows: Scenario[] = [
  {
    name: "lists trial 17: 'la q viene en sachet. y la manteca serenisima' picks the only sachet milk and the Serenísima butter (verbatim t16c 011)",
    ...ALMACEN,
    turns: [
      { say: "ola keria 1 sachet de leche la serenisima y 1 manteca", expect: { reply: ["Manteca"] } },
      { say: "la q viene en sachet. y la manteca serenisima", expect: { notReply: ["No te entendí"], cart: { [LECHE_SACHET]: 1, [MANTECA_SERENISIMA]: 1 } } },
    ],
  },
  ...["o pack, um só", "o pack", "el pack"].map((say): Scenario => ({
    name: `lists trial 17: '${say}' to 'queria 6 latas' between a single Quilmes can and its 6-pack picks one pack, never 6 packs (t16c 007)`,
    ...ALMACEN,
    turns: [
      { say: "oi, boa noite! vocês têm cerveja quilmes? queria 6 latas" },
      { say, expect: { notReply: ["Qual", "Cc ou "], cart: { [QUILMES_6]: 1 } } },
    ],
  })),
  ...["el pack", "el six pack", "la de 6"].map((say): Scenario => ({
    name: `lists trial 17: '${say}' between a single Quilmes can and its 6-pack picks the pack`,
    ...ALMACEN,
    turns: [
      { say: "tenes cerveza quilmes en lata de 354?", expect: { reply: ["6 Un"] } },
      { say, expect: { notReply: ["¿Cuál", " o Cerveza"], cart: { [QUILMES_6]: 1 } } },
    ],
  })),
];

/** Class 3: a count said beside "la otra, la chica" is the count of the row swapped in. */
const countBesideRow: Scenario[] = [
  ...[
    ["mejor 3 de la chica", 3],
  ].map(([say, n]): Scenario => ({
    name: `lists trial 17: '${say}' after the big mayonnaise swaps to ${n} small ones (after t16c 010)`,
    ...ALMACEN,
    turns: [
      { say: "hola cuanto sale la mayonesa hellmanns?", expect: { reply: ["Mayonesa Doypack Hellmann's 237 Gr"] } },
      { say: "dame la grande", expect: { cart: { [MAYO_950]: 1 } } },
      { say: say as string, expect: { cart: { [MAYO_237]: n as number } } },
    ],
  })),
];

const COCA_225 = id("7790895000997");
const TERMA_SERRANO = id("7790950133318");

/** Class 4: "2 cocas nomás, no 3" with one coke line in the cart sets that line. */
const setsTheLine: Scenario[] = [
  ...["2 cocas nomas", "que sean 2 cocas en total"].map((say): Scenario => ({
    name: `lists trial 17: '${say}' with 3 Coca 2.25 in the cart sets it to 2, no coke list (after t16c 012)`,
    ...ALMACEN,
    turns: [
      { say: "quiero 3 cocas de 2.25", expect: { cart: { [COCA_225]: 3 } } },
      { say, expect: { notReply: ["¿Cuál"], cart: say.includes("terma") ? { [COCA_225]: 2, [TERMA_SERRANO]: 1 } : { [COCA_225]: 2 } } },
    ],
  })),
];

export const listsTrial17Scenarios: Scenario[] = [...picksNotDeclines, ...featureRows, ...countBesideRow, ...setsTheLine];
