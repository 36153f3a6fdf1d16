import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trials 19–20 (swaps, round 21): "no mejor X" right after an add replaces what was just
// added; a remove and an "only Y" in one message both apply; a replacement keeps the count of
// what it replaces; a size word belongs to the product it follows; a size that one row alone
// has picks that row.

const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const PEPSI_15 = id("7791813421115"); // Gaseosa Pepsi 1.5 Lt
const BRAHMA_1L = id("7792798007493"); // Cerveza Rubia Chopp Brahma 1 Lt
const BREAD = id("7791708611454"); // Pan Lactal Veneziana 400 Gr
const MAYO_950 = id("7794000960077"); // Mayonesa Clasica Doypack Hellmann's 950 Gr
const KETCHUP_250 = id("7794000960275"); // Ketchup con Tomate Hellmanns 250 Gr
const DDL_400 = id("7790742140609"); // Dulce de Leche Colonial con Calcio La Serenísima 400 Gr
const DDL_250 = id("7790742104205"); // Dulce de Leche Colonial La Serenísima 250 Gr

// Class 1, t20c 017: "no mejor X" after an add replaces the product just added.
const betterInstead: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 21: 'no mejor pepsi' said after the cokes were added swaps them, the count kept (t20c 017 variant)",
    turns: [
      { say: "hola, 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "no mejor pepsi de 1.5", expect: { cart: { [PEPSI_15]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 21: 'sacá la coca!! solo quiero 3 pepsi' removes the coke and sets the pepsi (verbatim t20c 017, second message)",
    turns: [
      { say: "hola, 2 cocas de 1.5 y 2 pepsi de 1.5", expect: { cart: { [COCA_15]: 2, [PEPSI_15]: 2 } } },
      { say: "sacá la coca!! solo quiero 3 pepsi de 1.5 comun, la 1", expect: { cart: { [PEPSI_15]: 3 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 21: 'y 2 pepsi' after the cokes adds beside them, never swaps (t20c 017 guard)",
    turns: [
      { say: "hola, 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "y 2 pepsi de 1.5", expect: { cart: { [COCA_15]: 2, [PEPSI_15]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 21: 'mejor pepsi' after the cokes asks which Pepsi in their place, then 2 of the one picked (t20c 017 variant)",
    turns: [
      { say: "hola, 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "mejor pepsi", expect: { reply: ["en vez de Coca Cola 1.5 Lt"], cart: { [COCA_15]: 2 } } },
      { say: "la de 1.5", expect: { cart: { [PEPSI_15]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 21: 'mejor agregame un pan lactal' after the cokes adds beside them, another shelf (t20c 017 guard)",
    turns: [
      { say: "hola, 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "no mejor pan lactal veneziana", expect: { notReply: ["en vez de"] } },
    ],
  },
];

// Class 2, t19c 006: a replacement keeps the count of what it replaces.
const replacementCount: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 21: 'y sacá la quilmes, poneme brahma' keeps the 4 asked for the quilmes (verbatim t19c 006)",
    turns: [
      { say: "hola quiero 6 cervezas quilmes de litro", expect: { reply: ["Cerveza Rubia Cristal Quilmes 1 Lt"] } },
      { say: "mejor 4", expect: { reply: ["para 4"] } },
      { say: "y sacá la quilmes, poneme brahma", expect: { reply: ["para 4"] } },
      { say: "la chopp", expect: { cart: { [BRAHMA_1L]: 4 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 21: 'sacá la quilmes, poneme brahma de litro' with 4 quilmes in the cart puts 4 brahma (t19c 006 variant)",
    turns: [
      { say: "hola quiero 4 cervezas quilmes cristal de litro", expect: { cart: { [id("7792798007387")]: 4 } } },
      { say: "sacá la quilmes, poneme brahma de litro", expect: { cart: { [BRAHMA_1L]: 4 } } },
    ],
  },
];

// Class 3, t20a 107 (kiosk, English): "2 pepsi and one small coke" keeps both counts and the size.
const englishCounts: Scenario[] = [
  {
    name: "swaps trial 21: 'ok then 2 pepsi and one small coke' adds 2 Pepsi and the 500 ml coke (verbatim t20a 107)",
    turns: [
      { say: "hi! do you have red bull? i want 3", expect: { reply: ["red bull"] } },
      { say: "ok then 2 pepsi and one small coke", expect: { cart: { "pepsi-15": 2, "coca-500": 1 } } },
    ],
  },
  {
    name: "swaps trial 21: 'dale entonces 2 pepsi y una coca chica' adds 2 Pepsi and the 500 ml coke (t20a 107 variant)",
    turns: [
      { say: "hola tenes red bull?", expect: { reply: ["red bull"] } },
      { say: "dale entonces 2 pepsi y una coca chica", expect: { cart: { "pepsi-15": 2, "coca-500": 1 } } },
    ],
  },
  {
    name: "swaps trial 21: '2 pepsi y 1 coca' to the drinks offered adds 2 Pepsi and 1 coke (t20a 107 variant)",
    turns: [
      { say: "hola tenes gaseosas?", expect: { reply: ["Pepsi 1,5 L"] } },
      { say: "2 pepsi y 1 coca", expect: { cart: { "pepsi-15": 2, "coca-15": 1 } } },
    ],
  },
  {
    name: "swaps trial 21: 'la chica' to the two cokes offered takes the 500 ml (t20a 107 guard)",
    turns: [
      { say: "hola tenes coca?", expect: { reply: ["Coca-Cola 500 ml"] } },
      { say: "la chica", expect: { cart: { "coca-500": 1 } } },
    ],
  },
];

// Class 4, t20c 015: a size word belongs to the product it follows.
const sizeWordOwner: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 21: 'el ketchup hellmanns chico' with the 950 mayo in the cart leaves the mayo alone (t20c 015 variant)",
    turns: [
      { say: "hola, dame una mayonesa hellmanns de 950", expect: { cart: { [MAYO_950]: 1 } } },
      { say: "y el ketchup hellmanns chico", expect: { cart: { [MAYO_950]: 1, [KETCHUP_250]: 1 } } },
    ],
  },
];

// Class 5, t20b 012: a size only one row has picks that row.
const oneRowSize: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 21: '2 dulce de leche la serenisima colonial de 400' takes the one 400 g row (verbatim t20b 012)",
    turns: [
      { say: "buenas!! tienen pan lactal bimbo", expect: { reply: ["bimbo"] } },
      { say: "uh bueno dame el veneziana. y q hora abren mañana?", expect: { reply: ["Veneziana"] } },
      { say: "y 2 dulce de leche la serenisima colonial de 400", expect: { cart: { [BREAD]: 1, [DDL_400]: 2 }, notReply: ["250 Gr"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 21: 'dulce de leche colonial de 250' takes the one 250 g row (t20b 012 variant)",
    turns: [{ say: "hola, 2 dulce de leche la serenisima colonial de 250", expect: { cart: { [DDL_250]: 2 } } }],
  },
  {
    ...ALMACEN,
    name: "swaps trial 21: 'una mayonesa hellmanns de 475' takes the one 475 g row (t20b 012 variant)",
    turns: [{ say: "hola, una mayonesa hellmanns de 475", expect: { reply: ["Mayonesa Light Doypack Hellmanns 475 Gr"], notReply: ["237 Gr"] } }],
  },
];

// Not fixed (named in the round's notes): the verbatim t20c 017 burst ('2 cocas de 1.5 | no mejor pepsi | 2 pepsi de 1.5'
// keeps the cokes) and the verbatim t20c 015 reading ('el ketchup hellmanns chico' with both lists open picks the small mayo).
export const swapsTrial21Scenarios: Scenario[] = [...replacementCount, ...englishCounts, ...sizeWordOwner, ...oneRowSize];

// Round 22 (blind trial 21): the other row when there is none, a brand naming several open rows,
// "no, la otra, la salsati" replacing the line, a size the product does not come in.
const OREO = id("7622210659446"); // Galletita Oreo Rellena 300 Gr
const DDL_FUENTE = id("7790742144607"); // Dulce de Leche Fuente de Calcio La Serenísima 400 Gr
const FIDEOS = id("7790070318329"); // Fideos Tirabuzones Lucchetti 500 Gr
const POMAROLA_ARCOR = id("7790580955809"); // Salsa Pomarola Doypack Arcor 340 Gr
const POMAROLA_SALSATI = id("7793360927508"); // Salsa Pomarola Doypack Salsati 340 Gr

const noOtherRow: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 21: 'no, la otra' with one Oreo row says there is no other and keeps the line (verbatim t21c 006)",
    turns: [
      { say: "ola tenes dulse de leche?", expect: { reply: ["8 opciones"] } },
      { say: "el de la serenisima", expect: { notReply: ["Agregué"], cart: {} } },
      { say: "el colonial de 250", expect: { cart: { [DDL_250]: 1 } } },
      { say: "dame 2", expect: { cart: { [DDL_250]: 2 } } },
      { say: "y galletitas oreo", expect: { cart: { [DDL_250]: 2, [OREO]: 1 } } },
      { say: "no, la otra", expect: { reply: ["solo Galletita Oreo Rellena 300 Gr"], notReply: ["No te entendí", "ahora son 2"], cart: { [DDL_250]: 2, [OREO]: 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 21: 'la de la serenisima' with three La Serenísima rows listed asks among them (t21c 006 variant)",
    turns: [
      { say: "hola, dulce de leche", expect: { reply: ["opciones"] } },
      { say: "la de la serenisima", expect: { notReply: ["Agregué"], cart: {} } },
      { say: "la fuente de calcio", expect: { cart: { [DDL_FUENTE]: 1 } } },
    ],
  },
];

noOtherRow.push(
  {
    ...ALMACEN,
    name: "swaps trial 21: 'no, la otra' right after the one Oreo row was added keeps 1 and says it is the only one (t21c 006 variant)",
    turns: [
      { say: "hola, 2 dulce de leche colonial la serenisima de 250", expect: { cart: { [DDL_250]: 2 } } },
      { say: "y galletitas oreo", expect: { cart: { [DDL_250]: 2, [OREO]: 1 } } },
      { say: "no, la otra", expect: { reply: ["De Oreo tengo solo Galletita Oreo Rellena 300 Gr"], notReply: ["No te entendí", "ahora son 2"], cart: { [DDL_250]: 2, [OREO]: 1 } } },
    ],
  },
);

const otherNamed: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 21: 'no, la otra, la salsati' replaces the Arcor pomarola with the Salsati one, 2 kept (verbatim t21b 015)",
    turns: [
      { say: "hola quiero 3 fideos lucchetti tirabuzon y 2 salsas", expect: { reply: ["Salsas (para 2)"] } },
      { say: "los tirabuzones comunes, y de salsa la pomarola arcor", expect: { cart: { [FIDEOS]: 3, [POMAROLA_ARCOR]: 2 } } },
      { say: "no, la otra, la salsati", expect: { cart: { [FIDEOS]: 3, [POMAROLA_SALSATI]: 2 } } },
    ],
  },
];

const sizeNotMade: Scenario[] = [
  {
    name: "swaps trial 21: 'mejor las fantas de 500' right after 2 Fanta 1,5 L says Fanta comes only in 1,5 L (t21a 104 variant)",
    turns: [
      { say: "hola quiero 2 fantas", expect: { cart: { "fanta-15": 2 } } },
      { say: "mejor las fantas de 500", expect: { reply: ["De Fanta tengo solo 1,5 L"], notReply: ["una persona", "No te entendí"], cart: { "fanta-15": 2 } } },
    ],
  },
  {
    name: "swaps trial 21: 'mejor la coca de 500' after 2 Coca-Cola 1,5 L swaps to the 500 ml, 2 kept (t21a 104 guard)",
    turns: [
      { say: "hola quiero 2 coca de 1,5", expect: { cart: { "coca-15": 2 } } },
      { say: "mejor la coca de 500", expect: { cart: { "coca-500": 2 }, notReply: ["tengo solo"] } },
    ],
  },
];

// Not fixed (named in the round's notes): a bare "la de 500" with a Fanta 1,5 L and a 500 ml water in the cart is "No te entendí".
const changeItTo: Scenario[] = [
  {
    name: "swaps trial 21: 'change it to 2 Coca-Cola 1,5 L please' replaces the 500 ml with 2 of the 1,5 L (t21a 105)",
    turns: [
      { say: "hi, one coca-cola 500 ml please", expect: { cart: { "coca-500": 1 } } },
      { say: "change it to 2 Coca-Cola 1,5 L please", expect: { cart: { "coca-15": 2 } } },
    ],
  },
  {
    name: "swaps trial 21: 'change it to a pepsi' replaces the coke, its count kept (t21a 105 variant)",
    turns: [
      { say: "hi, 2 coca-cola 1,5 L please", expect: { cart: { "coca-15": 2 } } },
      { say: "change it to pepsi 1,5 L", expect: { cart: { "pepsi-15": 2 } } },
    ],
  },
];

export const swapsRound22Scenarios: Scenario[] = [...betterInstead, ...noOtherRow, ...otherNamed, ...sizeNotMade, ...changeItTo];
