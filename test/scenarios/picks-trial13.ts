import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 12 (almacén): a row and its count said together ("dame 3 de la 2"), a shown row
// named by its words when unshown rows share them, "de medio" for the 500 row, "agregala" beside a
// pick (never a product), and a product read again from a pick's own words (no unasked list).

const ULTRA_0 = id("7790742034502");
const ULTRA_1 = id("7790742034915");
const UAT_FE_1 = id("7790742362308");
const TARAGUI_500 = id("7790387113327");
const HELLMANS_950 = id("7794000960077");
const HELLMANS_237 = id("7794000960107");
const AZUCAR = id("7792540260138");
const ARROZ = id("7790070411716");
const SPAGHETTI = id("7790070318640");
const TIRABUZON = id("7790070318602");
const TALLARINES = id("7790070318657");
const DETERGENTE_LIMON_750 = id("7506339390384");

/** Class 2: a row and its count in one phrase, after "¿tenés …?" too. */
const rowCounts: Scenario[] = [
  {
    name: "picks trial 13: 'ah ahi me llego. dame 3 de la 2' after '¿tenés leche descremada?' takes 3 of row 2 (verbatim t12b 017)",
    ...ALMACEN,
    turns: [
      { say: "tenes leche descremada?" },
      { say: "ah ahi me llego. dame 3 de la 2", expect: { reply: ["3 Leche Ultra Descremada 0% La Serenísima 1 Lt"], notReply: ["No te entendí"], cart: { [ULTRA_0]: 3 } } },
    ],
  },
  {
    name: "picks trial 13: 'poneme 4 del 3' / 'ahh ok, 2 de la 4' take the row with its count",
    ...ALMACEN,
    turns: [
      { say: "tenes leche descremada?" },
      { say: "poneme 4 del 3", expect: { reply: ["4 Leche Ultra Descremada 1% La Serenísima 1 Lt"], cart: { [ULTRA_1]: 4 } } },
      { say: "tenes leche descremada?" },
      { say: "ahh ok, 2 de la 4", expect: { notReply: ["No te entendí"], cart: { [ULTRA_1]: 4, [UAT_FE_1]: 2 } } },
    ],
  },
  {
    name: "picks trial 13: 'el de limon de 750' takes the one shown row (#9) though unshown rows are limón 750 too (verbatim t12b 012)",
    ...ALMACEN,
    turns: [
      { say: "y un detergente magistral" },
      { say: "el de limon de 750", expect: { reply: ["Detergente de Limón Magistral 750 Cc"], notReply: ["¿Cuál te llevás?", "Power"], cart: { [DETERGENTE_LIMON_750]: 1 } } },
    ],
  },
  {
    name: "picks trial 13: '2 del de limon de 750' / 'el limon 750' take the shown limón 750 row",
    ...ALMACEN,
    turns: [
      { say: "quiero un detergente magistral" },
      { say: "2 del de limon de 750", expect: { reply: ["2 Detergentes de Limón Magistral 750 Cc"], cart: { [DETERGENTE_LIMON_750]: 2 } } },
    ],
  },
];

/** Class 1: picks said with a size or amount. */
const sizes: Scenario[] = [
  {
    name: "picks trial 13: 'de medio' takes the 500 g row (t12b 010)",
    ...ALMACEN,
    turns: [
      { say: "quiero yerba taragui" },
      { say: "de medio", expect: { reply: ["1 Yerba Mate con Palo Origen Controlado Taragui 500 Gr"], notReply: ["No te entendí"], cart: { [TARAGUI_500]: 1 } } },
    ],
  },
  {
    name: "picks trial 13: 'dame 2 de medio' takes 2 of the 500 g row",
    ...ALMACEN,
    turns: [
      { say: "un paquete de yerba taragui" },
      { say: "dame 2 de medio", expect: { reply: ["2 Yerba Mate con Palo Origen Controlado Taragui 500 Gr"], cart: { [TARAGUI_500]: 2 } } },
    ],
  },
  {
    name: "picks trial 13: 'si esa!! agregala, la hellmans de 950' adds the mayonesa only, never a queso 'Agregada' (verbatim t12b 003)",
    ...ALMACEN,
    turns: [
      { say: "tenes mayonesa hellmans?" },
      { say: "si esa!! agregala, la hellmans de 950", expect: { reply: ["Mayonesa Clasica Doypack Hellmann's 950 Gr"], notReply: ["Queso"], cart: { [HELLMANS_950]: 1 } } },
    ],
  },
  {
    name: "picks trial 13: 'agregamela, la hellmans de 237' adds that mayonesa only",
    ...ALMACEN,
    turns: [
      { say: "tenes mayonesa hellmans?" },
      { say: "agregamela, la hellmans de 237", expect: { notReply: ["Queso"], cart: { [HELLMANS_237]: 1 } } },
    ],
  },
];

/** Class 3: a pick's own words are never read again as a product to ask about. */
const noUnaskedList: Scenario[] = [
  {
    name: "picks trial 13: 'un spaghetti y un tirabuzon' adds both and asks nothing about sin TACC spaghetti (verbatim t12c 003)",
    ...ALMACEN,
    turns: [
      { say: "bueno dale. quiero 1 kg de azucar ledesma y 2 paquetes de fideos matarazzo" },
      { say: "un spaghetti y un tirabuzon", expect: { reply: ["Fideos Spaghetti Matarazzo 500 Gr", "Fideos Tirabuzones Matarazzo 500 Gr"], notReply: ["sin TACC"], cart: { [AZUCAR]: 1, [SPAGHETTI]: 1, [TIRABUZON]: 1 } } },
      { say: "eh no, sin tacc no, ya esta con esos", expect: { notReply: ["sin spaghetti"], cart: { [AZUCAR]: 1, [SPAGHETTI]: 1, [TIRABUZON]: 1 } } },
    ],
  },
  {
    name: "picks trial 13: 'un spaghetti y un tirabuzon y un arroz gallo oro' adds the picks and the arroz, no sin TACC question",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 paquetes de fideos matarazzo" },
      { say: "un spaghetti y un tirabuzon y un arroz gallo oro", expect: { notReply: ["sin TACC"], cart: { [SPAGHETTI]: 1, [TIRABUZON]: 1, [ARROZ]: 1 } } },
    ],
  },
  {
    name: "picks trial 13: '1 spaghetti, 1 tallarines' adds both Matarazzo rows, no sin TACC question",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 paquetes de fideos matarazzo" },
      { say: "1 spaghetti, 1 tallarines", expect: { notReply: ["sin TACC"], cart: { [SPAGHETTI]: 1, [TALLARINES]: 1 } } },
    ],
  },
];

export const picksTrial13Scenarios: Scenario[] = [...rowCounts, ...sizes, ...noUnaskedList];
