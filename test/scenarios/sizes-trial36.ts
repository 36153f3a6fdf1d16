import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 36 (almacén): a size label said to an open list of sized rows ("los de talle G" to the
// Pampers list, t36c 058) was "No te entendí"; a category question beside a product ask ("q hay de
// limpieza? necesito un limpiador de piso", t36b 059) sent a second reply offering a bathroom spray
// that the next "#1" then added instead of the floor cleaner.

const PAMPERS_G_60 = id("7500435011549");
const PLAYADITO_1K = id("7793704000225");
const PAMPERS_XG_36 = id("7500435011594");
const PAMPERS_SUPERSEC_30 = id("7500435133357");
const HUGGIES_M_ACTIVE_26 = id("7794626008825");
const CIF_PISOS = id("7791290004757");
const COCA_15 = id("7790895000430");
const MR_MUSCULO_BANO = id("7790520005410");

/** Class: a size label (talle P/M/G/XG/XXG) said to an open list of sized rows narrows it to that size (t36c 058). */
const sizeToOpenList: Scenario[] = [
  {
    name: "sizes trial 36: 'los de talle G' to the pampers list shows the G rows, never 'No te entendí' (verbatim t36c 058)",
    ...ALMACEN,
    turns: [
      { say: "buenas, tienen pañales pampers?", expect: { reply: ["pañales pampers"] } },
      {
        say: "los de talle G",
        expect: { notReply: ["No te entendí", "Huggies"], cart: {} },
      },
      { say: "el confort sec de 60", expect: { cart: { [PAMPERS_G_60]: 1 } } },
    ],
  },
  {
    name: "sizes trial 36: 'talle M' to the huggies list shows the M rows only (t36c 058 variant)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes pañales huggies?" },
      { say: "talle M", expect: { notReply: ["No te entendí", "Pampers", "Babysec"], cart: {} } },
      { say: "el active sec de 26", expect: { cart: { [HUGGIES_M_ACTIVE_26]: 1 } } },
    ],
  },
  {
    name: "sizes trial 36: 'quiero 2 de talla XG' to the pampers list asks the XG rows for 2 (t36c 058 variant)",
    ...ALMACEN,
    turns: [
      { say: "pañales pampers" },
      { say: "quiero 2 de talla XG", expect: { reply: ["para 2"], notReply: ["No te entendí"], cart: {} } },
      { say: "el confort sec de 36", expect: { cart: { [PAMPERS_XG_36]: 2 } } },
    ],
  },
  {
    name: "sizes trial 36: 'y talle XG?' after a pampers pick searches the pampers at that size (t36c 058 variant)",
    ...ALMACEN,
    turns: [
      { say: "pañales pampers" },
      { say: "#1", expect: { cart: { [PAMPERS_SUPERSEC_30]: 1 } } },
      { say: "y talle XG?", expect: { notReply: ["No te entendí", "Huggies", "Babysec"], cart: { [PAMPERS_SUPERSEC_30]: 1 } } },
      { say: "el confort sec de 36", expect: { cart: { [PAMPERS_SUPERSEC_30]: 1, [PAMPERS_XG_36]: 1 } } },
    ],
  },
  {
    name: "sizes trial 36: 'los de talle G' to a yerba list picks nothing (t36c 058 guard)",
    ...ALMACEN,
    turns: [
      { say: "quiero yerba playadito" },
      { say: "los de talle G", expect: { cart: {} } },
    ],
  },
  {
    name: "sizes trial 36: 'y talle G?' with a yerba in the cart and no list open adds nothing (t36c 058 guard)",
    ...ALMACEN,
    turns: [
      { say: "quiero una yerba mate con palo playadito 1 kg", expect: { cart: { [PLAYADITO_1K]: 1 } } },
      { say: "y talle G?", expect: { cart: { [PLAYADITO_1K]: 1 } } },
    ],
  },
];

/** Class: a turn answers in one reply; a category question beside a product ask never offers another kind (t36b 059). */
const oneReplyNoCrossOffer: Scenario[] = [
  {
    name: "sizes trial 36: 'q hay de limpieza? necesito un limpiador de piso' lists floor cleaners in one reply, '#1' adds the floor cleaner (verbatim t36b 059)",
    ...ALMACEN,
    turns: [
      {
        say: "q hay de limpieza? necesito un limpiador de piso",
        expect: { replies: 1, notReply: ["Limpieza para Baño", "Mr Músculo"] },
      },
      { say: "#1", expect: { cart: { [CIF_PISOS]: 1 }, notReply: ["Limpieza para Baño", "Me quedó pendiente"] } },
    ],
  },
  {
    name: "sizes trial 36: 'que tienen de gaseosas? quiero 2 coca cola 1.5' adds the cocas in one reply (t36b 059 variant)",
    ...ALMACEN,
    turns: [{ say: "que tienen de gaseosas? quiero 2 coca cola 1.5", expect: { replies: 1, cart: { [COCA_15]: 2 } } }],
  },
  {
    name: "sizes trial 36: 'que hay de lacteos? busco leche la serenisima' lists the milks in one reply (t36b 059 variant)",
    ...ALMACEN,
    turns: [{ say: "que hay de lacteos? busco leche la serenisima", expect: { replies: 1, reply: ["leche"], cart: {} } }],
  },
  {
    name: "sizes trial 36: 'que tienen de gaseosas? y 2 alfajores' still answers the drinks asked (t36b 059 control)",
    ...ALMACEN,
    turns: [{ say: "que tienen de gaseosas? y quiero 2 yerbas playadito", expect: { reply: [/gaseosa/i, "para 2"] } }],
  },
  {
    name: "sizes trial 36: 'limpiador de baño mr musculo' still finds the bathroom cleaner (t36b 059 control)",
    ...ALMACEN,
    turns: [{ say: "quiero un limpiador de baño mr musculo 900", expect: { cart: { [MR_MUSCULO_BANO]: 1 } } }],
  },
];

/** Class: "mejor la de <brand>" to an open list without that brand's rows is the brand rule's "la de <brand>" (lists37 left). */
const betterTheOneOf: Scenario[] = [
  {
    name: "sizes trial 36: 'mejor la de taragui' to the yerba playadito list asks the Taragüi yerbas for 2 (lists37 left)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 yerbas playadito", expect: { reply: ["para 2"] } },
      { say: "mejor la de taragui", expect: { reply: ["Taragui", "para 2"], notReply: ["No te entendí", "Playadito"], cart: {} } },
    ],
  },
  {
    name: "sizes trial 36: 'no, mejor el de ilolay' to the leches la serenisima list asks the Ilolay milks (lists37 left variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 leches la serenisima", expect: { reply: ["para 3"] } },
      { say: "no, mejor el de ilolay", expect: { reply: ["Ilolay"], notReply: ["No te entendí", "Queso", "Manteca"] } },
    ],
  },
];

export const sizesTrial36Scenarios: Scenario[] = [...sizeToOpenList, ...oneReplyNoCrossOffer, ...betterTheOneOf];
