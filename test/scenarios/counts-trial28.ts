import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 28 (almacén): counts stored wrong. A count of units of a product sold in packs is
// never a count of packs ("media docena" of 12-egg cartons said so, and "pedí media docena" never
// makes 6 cartons); a bare number closing a product phrase is its count ("quilmes cristal de litro 6").

const HUEVOS_12 = id("7792335000314");
const CRISTAL_1L = id("7792798007387");
const CRACKERS_PACK = id("7790040377905");
const LECHE_CLASICA = id("7793940448003");
const YERBA_TARAGUI_1K = id("7790387113310");
const DULCE_CALCIO_400 = id("7790742140609");
const GALLETA_ARROZ_DULCE = id("7790503198801");
const MAYO_NATURA_500 = id("7791866001364");
const KETCHUP_HELLMANNS_500 = id("7794000960244");

/** t28b 020: "media docena de huevos" with only 12-egg cartons: said so; "pedí media docena, no 12" never 6 cartons. */
const halfDozenOfCartons: Scenario[] = [
  {
    name: "counts trial 28: 'media docena de huevos' says the eggs come by 12, and 'pedí media docena, no 12' never makes 6 cartons (verbatim t28b 020)",
    ...ALMACEN,
    turns: [
      { say: "hola buen día quería pedir un kilo de harina cero cero cero un paquete de manteca y media docena de huevos coma a nombre de Rosa Díaz", expect: { reply: ["viene por 12 unidades"], notReply: ["6 Huevos"] } },
      { say: "la cañuelas" },
      { say: "la serenisima" },
      { say: "retiro" },
      { say: "no tengo" },
      { say: "efectivo", expect: { reply: ["Resumen de tu pedido"] } },
      { say: "pero yo pedi media docena de huevos, no 12", expect: { reply: ["viene por 12 unidades"], notReply: ["6 Huevos", "6 ×"] } },
      { say: "si confirmo", expect: { orders: 1, lastOrder: { total: 288000 } } },
    ],
  },
  {
    name: "counts trial 28: 'eran media docena los huevos' with a carton in the cart keeps 1 carton and says they come by 12",
    ...ALMACEN,
    turns: [
      { say: "quiero una docena de huevos", expect: { cart: { [HUEVOS_12]: 1 } } },
      { say: "eran media docena los huevos", expect: { reply: ["viene por 12 unidades"], notReply: ["6 Huevos"], cart: { [HUEVOS_12]: 1 } } },
    ],
  },
  {
    name: "counts trial 28: 'que sean 6 huevos' with a carton in the cart never makes 6 cartons",
    ...ALMACEN,
    turns: [
      { say: "dame una docena de huevos", expect: { cart: { [HUEVOS_12]: 1 } } },
      { say: "que sean 6 huevos", expect: { notReply: ["6 Huevos"], cart: { [HUEVOS_12]: 1 } } },
    ],
  },
];

/** t28b 010: a bare number closing a product phrase is its count; "te dije 6" sets the line just added. */
const trailingCount: Scenario[] = [
  {
    name: "counts trial 28: 'quilmes cristal de litro 6' adds 6, and 'te dije 6' keeps 6 (verbatim t28b 010)",
    ...ALMACEN,
    turns: [
      { say: "holaa tenes birra", expect: { reply: ["opciones de birra"] } },
      { say: "quilmes cristal de litro 6", expect: { cart: { [CRISTAL_1L]: 6 } } },
      { say: "te dije 6", expect: { notReply: ["¿Cuál de estos"], cart: { [CRISTAL_1L]: 6 } } },
    ],
  },
  {
    name: "counts trial 28: 'te dije 6' right after 1 cristal was added sets that line to 6",
    ...ALMACEN,
    turns: [
      { say: "quiero una quilmes cristal de litro", expect: { cart: { [CRISTAL_1L]: 1 } } },
      { say: "te dije 6", expect: { notReply: ["¿Cuál de estos"], cart: { [CRISTAL_1L]: 6 } } },
    ],
  },
  {
    name: "counts trial 28: 'huevos 2' adds 2 cartons",
    ...ALMACEN,
    turns: [{ say: "hola quiero huevos 2", expect: { cart: { [HUEVOS_12]: 2 } } }],
  },
];

/** t28c 011: "#1" said again right after "#1" took that row, no list open: no line changes. */
const rowAgain: Scenario[] = [
  {
    name: "counts trial 28: '#1' again right after '#1' took the crackers keeps the 2 packs (verbatim t28c 011)",
    ...ALMACEN,
    turns: [
      { say: "ola kiero 1 kilo de yerba taragui y 2 paketes de galletitas criollitas y un litro de leche", expect: { reply: ["(para 2)"] } },
      { say: "#1" },
      { say: "#1", expect: { cart: { [YERBA_TARAGUI_1K]: 1, [LECHE_CLASICA]: 1, [CRACKERS_PACK]: 2 } } },
      { say: "#1", expect: { notReply: ["ahora es 1"], cart: { [YERBA_TARAGUI_1K]: 1, [LECHE_CLASICA]: 1, [CRACKERS_PACK]: 2 } } },
      { say: "listo", expect: { cart: { [YERBA_TARAGUI_1K]: 1, [LECHE_CLASICA]: 1, [CRACKERS_PACK]: 2 } } },
    ],
  },
  {
    name: "counts trial 28: 'la 1' again right after 'la 1' took 3 packs keeps the 3",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 galletitas criollitas", expect: { reply: ["(para 3)"] } },
      { say: "la 1", expect: { cart: { [CRACKERS_PACK]: 3 } } },
      { say: "#1", expect: { notReply: ["ahora es 1"], cart: { [CRACKERS_PACK]: 3 } } },
    ],
  },
];

/** t28b 009: "ponele 2 dulces" with Dulce de Leche in the cart sets that line, never adds "Galletas de Arroz Dulces". */
const countOfCartWord: Scenario[] = [
  {
    name: "counts trial 28: at the summary 'ah no espera, ponele 2 dulces' sets the dulce de leche to 2 (verbatim t28b 009)",
    ...ALMACEN,
    turns: [
      { say: "hola quisiera un dulce de leche la serenisima y galletitas oreo" },
      { say: "el de 400 con calcio" },
      { say: "sacá la oreo" },
      { say: "listo" },
      { say: "retiro" },
      { say: "soy carolina vega, 32111000" },
      { say: "efectivo", expect: { reply: ["Resumen de tu pedido"] } },
      { say: "ah no espera, ponele 2 dulces", expect: { notReply: ["Galleta"], cart: { [DULCE_CALCIO_400]: 2 } } },
    ],
  },
  {
    name: "counts trial 28: 'ponele 3 dulces' with a dulce de leche in the cart sets it to 3",
    ...ALMACEN,
    turns: [
      { say: "quiero un dulce de leche colonial con calcio la serenisima 400", expect: { cart: { [DULCE_CALCIO_400]: 1 } } },
      { say: "ponele 3 dulces", expect: { notReply: ["Galleta"], cart: { [DULCE_CALCIO_400]: 3 } } },
    ],
  },
  {
    name: "counts trial 28: 'y 2 galletas de arroz dulces' with a dulce de leche in the cart adds the galletas",
    ...ALMACEN,
    turns: [
      { say: "quiero un dulce de leche colonial con calcio la serenisima 400", expect: { cart: { [DULCE_CALCIO_400]: 1 } } },
      { say: "y 2 galletas de arroz dulces dos hermanos", expect: { cart: { [DULCE_CALCIO_400]: 1, [GALLETA_ARROZ_DULCE]: 2 } } },
    ],
  },
];

/** t28b 017: a description while a list is open picks from that list ("el hellmanns grande": its biggest Hellmann's row), never a search. */
const describedInList: Scenario[] = [
  {
    name: "counts trial 28: 'el hellmanns grande' with the ketchup list open picks the Hellmanns 500 ketchup, never a mayonesa (verbatim t28b 017)",
    ...ALMACEN,
    turns: [
      { say: "ola ke ase jaja quiero una mayonesa natura y un ketchup" },
      { say: "la de 500", expect: { cart: { [MAYO_NATURA_500]: 1 }, reply: ["ketchup"] } },
      { say: "el hellmanns grande", expect: { notReply: ["Mayonesa Clasica"], cart: { [MAYO_NATURA_500]: 1, [KETCHUP_HELLMANNS_500]: 1 } } },
    ],
  },
  {
    name: "counts trial 28: 'el de hellmanns, el grande' with only the ketchup list open picks the Hellmanns 500",
    ...ALMACEN,
    turns: [
      { say: "quiero un ketchup" },
      { say: "el de hellmanns, el grande", expect: { notReply: ["Mayonesa"], cart: { [KETCHUP_HELLMANNS_500]: 1 } } },
    ],
  },
];

const MENDICRIM_300 = id("7790080040074");
const MANTECA_SERENISIMA_200 = id("7793940054006");

/** Class (lead, t28c 013 / t27c 015): the product the last answer quoted is what its own words mean next, offered with a yes/no. */
const quotedProduct: Scenario[] = [
  {
    name: "counts trial 28: 'ok dame medio kilo de cremoso y una docena de huevos' right after the Mendicrim was quoted offers it, no soaps (verbatim t28c 013)",
    ...ALMACEN,
    turns: [
      { say: "me pasas precio del queso cremoso?", expect: { reply: ["Mendicrim"] } },
      { say: "ok dame medio kilo de cremoso y una docena de huevos", expect: { reply: ["¿Te agrego Queso Untable Cremoso Mendicrim"], notReply: ["Choclo", "Jabón"], cart: { [HUEVOS_12]: 1 } } },
      { say: "si", expect: { cart: { [HUEVOS_12]: 1, [MENDICRIM_300]: 1 } } },
    ],
  },
  {
    name: "counts trial 28: 'bueno dame 2 mantecas y un arroz gallo' right after the Serenísima butter was quoted offers 2 of it (t27c 015 variant)",
    ...ALMACEN,
    turns: [
      { say: "cuanto sale la manteca la serenisima?", expect: { reply: ["Manteca La Serenísima 200 Gr"] } },
      { say: "bueno dame 2 mantecas y un arroz gallo", expect: { reply: ["Manteca La Serenísima 200 Gr", "Arroz"], notReply: ["No tengo"] } },
      { say: "si", expect: { cart: { [MANTECA_SERENISIMA_200]: 2 } } },
    ],
  },
];

export const countsTrial28Scenarios: Scenario[] = [...halfDozenOfCartons, ...trailingCount, ...rowAgain, ...countOfCartWord, ...describedInList, ...quotedProduct];
