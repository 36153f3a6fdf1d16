import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 9 (almacén): picks from a shown list in the customer's own words inside long or
// mixed messages, a row's place beside its description (never a count), "la más barata" in all
// its phrasings, and a count after "Sí, tenemos X" adding that X.

const TOMATE_PELADO_ARCOR = id("7790580567903");
const STELLA_LATA_473 = id("7792798001293");
const MAROLIO_PELADO = id("7797470124574");
const LECHE_CLASICA = id("7793940448003");
const PAN_MESA_560 = id("7793890001129");
const AZUCAR_TIPO_A_CHANGO = id("7791100000481");
const QUILMES_1890_LATA_473 = id("7792798001262");
const PLAYADITO_1KG = id("7793704000225");
const CRUZ_DE_MALTA_500 = id("7790070507099");

/** Class 1: a row named in the customer's words inside a longer message; the rest is acted on too. */
const picksInOwnWords: Scenario[] = [
  {
    name: "picks trial 10: 'los pelados arcor' alone adds the count the list was asked for",
    ...ALMACEN,
    turns: [
      { say: "necesito 3 latas de tomate" },
      { say: "los pelados arcor", expect: { reply: ["3 Tomate Pelado Perita en Lata Arcor 400 Gr"], cart: { [TOMATE_PELADO_ARCOR]: 3 } } },
    ],
  },
  {
    name: "picks trial 10: 'la serenisima clasica y el pan de mesa grande' adds the clásica and the largest pan de mesa (verbatim t9b 04)",
    ...ALMACEN,
    turns: [
      { burst: ["hola", "necesito 1 leche", "y pan lactal"] },
      { say: "la serenisima clasica y el pan de mesa grande", expect: { reply: ["Leche Clasica 3% La Serenísima 1 Lt", "Pan de Mesa Lactal 560 Gr"], notReply: ["Salvado 630"], cart: { [LECHE_CLASICA]: 1, [PAN_MESA_560]: 1 } } },
    ],
  },
  {
    name: "picks trial 10: 'el pan de mesa el mas grande' picks the largest of the pan de mesa rows, not of the list",
    ...ALMACEN,
    turns: [
      { say: "necesito 2 pan lactal" },
      { say: "el pan de mesa el mas grande", expect: { reply: ["2 Panes de Mesa Lactal 560 Gr"], notReply: ["Salvado"], cart: { [PAN_MESA_560]: 2 } } },
    ],
  },
  {
    name: "picks trial 10: 'el de mesa chico' picks the smallest of the pan de mesa rows",
    ...ALMACEN,
    turns: [
      { say: "necesito pan lactal" },
      { say: "el de mesa chico", expect: { reply: ["1 Pan de Mesa Lactal 335 Gr"], notReply: ["Salvado"], cart: { [id("7793890250992")]: 1 } } },
    ],
  },
  {
    name: "picks trial 10: 'i said the 473 cans, 6 of them' then '#1' adds 6 of the 1890",
    ...ALMACEN,
    turns: [
      { say: "I need 6 beers quilmes" },
      { say: "i said the 473 cans, 6 of them", expect: { notReply: ["Lata 354"], cart: {} } },
      { say: "1", expect: { reply: ["6 × Cerveza Rubia 1890 en Lata Quilmes 473 Cc"], cart: { [QUILMES_1890_LATA_473]: 6 } } },
    ],
  },
  {
    name: "picks trial 10: 'la tipo a' picks the tipo A row of the open azúcar list",
    ...ALMACEN,
    turns: [
      { say: "necesito 2 kg de azucar" },
      { say: "la tipo a", expect: { reply: ["2 Azúcar Tipo A Chango 1 Kg"], cart: { [AZUCAR_TIPO_A_CHANGO]: 2 } } },
    ],
  },
];

/** Class 2: a row's place beside its description is the pick; the other number is the count. */
const placeBesideDescription: Scenario[] = [
  {
    name: "picks trial 10: 'el 2, pelado arcor. 3 latas' adds 3 of row 2, the 2 is no count (verbatim t9b 08)",
    ...ALMACEN,
    turns: [
      { say: "necesito 3 latas de tomate" },
      { say: "el 2, pelado arcor. 3 latas", expect: { reply: ["3 Tomate Pelado Perita en Lata Arcor 400 Gr"], notReply: ["Agregué 2 Tomate"], cart: { [TOMATE_PELADO_ARCOR]: 3 } } },
    ],
  },
  {
    name: "picks trial 10: 'el 2 el pelado arcor' adds the list's count of row 2",
    ...ALMACEN,
    turns: [
      { say: "necesito 3 latas de tomate" },
      { say: "el 2 el pelado arcor", expect: { reply: ["3 Tomate Pelado Perita en Lata Arcor 400 Gr"], cart: { [TOMATE_PELADO_ARCOR]: 3 } } },
    ],
  },
  {
    name: "picks trial 10: 'la 2 (pelado arcor), 4 latas' adds 4 of row 2",
    ...ALMACEN,
    turns: [
      { say: "necesito latas de tomate" },
      { say: "la 2 (pelado arcor), 4 latas", expect: { reply: ["4 Tomate Pelado Perita en Lata Arcor 400 Gr"], cart: { [TOMATE_PELADO_ARCOR]: 4 } } },
    ],
  },
];

/** Class 3: every way of saying "the cheapest" picks the cheapest row, price from the data. */
const cheapest = (say: string, tag: string): Scenario => ({
  name: `picks trial 10: '${say}' adds the cheapest row of the open list (${tag})`,
  ...ALMACEN,
  turns: [
    { say: "necesito 3 latas de tomate" },
    { say, expect: { reply: ["3 Tomate Pelado Peritas Enteros Lata Marolio 400 Gr"], notReply: ["No te entendí"], cart: { [MAROLIO_PELADO]: 3 } } },
  ],
});

const cheapestRow: Scenario[] = [
  cheapest("la mas barata", "plain"),
  cheapest("cualquiera la mas barata dale", "verbatim t9b 05"),
  cheapest("la mas economica", "económica"),
  cheapest("la de menor precio", "menor precio"),
  cheapest("dame la más barata de esas", "de esas"),
  cheapest("the cheapest", "English"),
  cheapest("la de precio más bajo", "precio más bajo"),
];

/** Class 4: a count or a yes after "Sí, tenemos X" adds that X. */
const countAfterShownProduct: Scenario[] = [
  {
    name: "picks trial 10: 'si agregala, 1' after 'Sí, tenemos' the cruz de malta adds 1 cruz de malta, never another product (verbatim t9c 15)",
    ...ALMACEN,
    turns: [
      { say: "tenes yerba cruz de malta de 500?", expect: { reply: ["Yerba Mate con Palo Ecopack Cruz de Malta 500 Gr"] } },
      { say: "si agregala, 1", expect: { reply: ["1 Yerba Mate con Palo Ecopack Cruz de Malta 500 Gr"], notReply: ["Queso"], cart: { [CRUZ_DE_MALTA_500]: 1 } } },
    ],
  },
  {
    name: "picks trial 10: 'dale agregame 2' after 'Sí, tenemos' adds 2 of it",
    ...ALMACEN,
    turns: [
      { say: "tenes yerba cruz de malta de 500?" },
      { say: "dale agregame 2", expect: { reply: ["2 Yerba Mate con Palo Ecopack Cruz de Malta 500 Gr"], cart: { [CRUZ_DE_MALTA_500]: 2 } } },
    ],
  },
  {
    name: "picks trial 10: 'dame 2 de esa' after 'Sí, tenemos' the playadito adds 2 playadito",
    ...ALMACEN,
    turns: [
      { say: "hola buenas, tienen yerba playadito de 1 kg?", expect: { reply: ["Yerba Mate con Palo Playadito 1 Kg"] } },
      { say: "dame 2 de esa", expect: { reply: ["2 Yerba Mate con Palo Playadito 1 Kg"], cart: { [PLAYADITO_1KG]: 2 } } },
    ],
  },
  {
    name: "picks trial 10: '2 de esas yerbas, un kilo de azucar' after 'Sí, tenemos' the playadito adds 2 playadito and asks the azúcar (verbatim t9c 01)",
    ...ALMACEN,
    turns: [
      { say: "hola buenas, tienen yerba playadito de 1 kg?" },
      { say: "ay que bueno, mire yo soy jubilada y no puedo ir mucho al negocio por la rodilla asi que le queria pedir si me puede mandar 2 de esas yerbas, un kilo de azucar y una leche larga vida que la que tomo es la serenisima entera. ah y si tiene galletitas de agua tambien un paquete", expect: { reply: ["2 Yerba Mate con Palo Playadito 1 Kg", "Azucar un kilo. ¿Cuál"], notReply: ["De esas yerbas"], cart: { [PLAYADITO_1KG]: 2 } } },
    ],
  },
  {
    name: "picks trial 10: 'si, 2 de esas' after 'Sí, tenemos' the stella adds 2 stella",
    ...ALMACEN,
    turns: [
      { say: "tenes stella artois en lata de 473?" },
      { say: "si, 2 de esas", expect: { reply: ["2 Cerveza Rubia en Lata Stella Artois 473 Cc"], cart: { [STELLA_LATA_473]: 2 } } },
    ],
  },
];

export const picksTrial10Scenarios: Scenario[] = [...picksInOwnWords, ...placeBesideDescription, ...cheapestRow, ...countAfterShownProduct];
