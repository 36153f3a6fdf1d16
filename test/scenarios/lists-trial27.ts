import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 27 (almacén): one pick said of an open list is one row (for the list's count),
// never a second product from a word of the description ("the big white one, 560").

const HUEVOS = id("7792335000314");
const PAN_MESA_560 = id("7793890001129");
const YERBA_MANANITA_500 = id("7790387015225");
const PAN_SALVADO_630 = id("7793890001143");
const MANTECA_SERENISIMA_200 = id("7793940054006");

/** Class: a description plus a size picks the one row with that size, for the list's count (WRONG DATA: a 5 Kg Pan Rallado was added too). */
const onePick: Scenario[] = [
  {
    name: "lists trial 27: 'the big white one, 560' picks only Pan de Mesa 560 for 2 (verbatim t27c 004)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have eggs?" },
      { say: "a dozen eggs please" },
      { say: "and 2 bread" },
      {
        say: "the big white one, 560",
        expect: { reply: ["Pan de Mesa Lactal 560 Gr"], notReply: ["Rallado"], cart: { [HUEVOS]: 1, [PAN_MESA_560]: 2 } },
      },
    ],
  },
  {
    name: "lists trial 27: 'la blanca grande, 560' picks only Pan de Mesa 560 for 2 (t27c 004 in Spanish)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 panes" },
      { say: "la blanca grande, 560", expect: { reply: ["de Mesa Lactal 560 Gr"], notReply: ["Rallado"], cart: { [PAN_MESA_560]: 2 } } },
    ],
  },
  {
    name: "lists trial 27: 'la grande, la de 630 gr' takes the 630 row said for 2, never the largest too (t27c 004 variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 panes" },
      { say: "la grande, la de 630 gr", expect: { reply: ["Salvado Lactal 630 Gr"], notReply: ["Rallado", "335"], cart: { [PAN_SALVADO_630]: 2 } } },
    ],
  },
  {
    name: "lists trial 27: 'el pan de mesa grande, 3' is the 560 row with its own count 3 (t27c 004 control: a small number is a count)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 panes" },
      { say: "el pan de mesa grande, 3", expect: { reply: ["de Mesa Lactal 560 Gr"], notReply: ["Rallado"], cart: { [PAN_MESA_560]: 3 } } },
    ],
  },
];

/** Class: every word said fits the row added; a product just quoted is what its word means (WRONG DATA: a Saint Paulin 1 Kg for "queso untable mendicrim"). */
const quotedWords: Scenario[] = [
  {
    name: "lists trial 27: '1 queso untable mendicrim y 2 manteca la serenisima 200' never adds a Saint Paulin the words do not fit (verbatim t27c 015)",
    ...ALMACEN,
    turns: [
      { say: "hola! cuanto sale el queso cremoso?", expect: { reply: ["Queso Untable Cremoso Mendicrim 300 Gr"] } },
      { say: "y la manteca la serenisima?", expect: { reply: ["Manteca La Serenísima 200 Gr"] } },
      { say: "bueno dame medio kilo de cremoso y 2 mantecas" },
      { say: "el queso que me dijiste, el mendicrim. y las mantecas la serenisima" },
      {
        say: "1 queso untable mendicrim y 2 manteca la serenisima 200",
        // The butter named with brand and size goes in; the two Mendicrim rows are asked (lead30: the quoted Manteca is what
        // "2 mantecas" meant two messages before, so that order is no longer lost).
        expect: { reply: ["Mantecas La Serenísima 200 Gr", "Mendicrim"], notReply: ["Saint Paulin"], cart: { [MANTECA_SERENISIMA_200]: 2 } },
      },
    ],
  },
];

/** Class: a size said fits only one open list's row: that list's pick, never the other list's (WRONG DATA, lost: the yerba vanished). */
const sizeOfItsList: Scenario[] = [
  {
    name: "lists trial 27: 'dame 2 de esas de 500 entonces' takes 2 yerba Mañanita 500, never the lavandina list (verbatim t27b 017)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 kg de yerba mañanita y 2 lavandinas ayudin", expect: { reply: ["yerba mananita 1 kg"] } },
      { say: "dame 2 de esas de 500 entonces", expect: { reply: ["Mañanita 500 Gr"], notReply: ['No tengo "500"'], cart: { [YERBA_MANANITA_500]: 2 } } },
    ],
  },
];

export const listsTrial27Scenarios: Scenario[] = [...onePick, ...quotedWords, ...sizeOfItsList];
