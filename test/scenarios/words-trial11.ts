import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 10: a dozen said in English or Portuguese ("a dozen eggs", "uma dúzia de ovos"),
// little words searched as products ("so? can we finish the order?", "entonces?", "che y?"), a
// product the shop does not carry answered "No te entendí" ("y un fernet"), Portuguese "óleo" and
// containers as units ("2 pacotes de arroz"), and a not-found quoting the catalog's Spanish word to
// an English customer ('We don't have "cerveza"' to "do you have beer?").

const HUEVOS = id("7792335000314");
const COCA_15 = id("7790895000430");

/** Class 1: a dozen of eggs is the 12-egg pack, in every language. */
const dozens: Scenario[] = [
  {
    name: "words trial 11: 'do you have eggs? i need a dozen and some bread' never answers 'I don't have \"dozen\"' (verbatim t10c 04)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have eggs? i need a dozen and some bread", expect: { reply: ["Huevos Blancos Avicoper 12 Un"], notReply: ['"dozen"', "don't have"] } },
      // The trial said "and the 560g bread": the bread row is then picked with the dozen's 12 (picks, reported to the lead).
      { say: "a dozen eggs please. and the bread, Mesa Lactal 560", expect: { notReply: ['"dozen eggs"', "don't have"], cart: { [HUEVOS]: 1, [id("7793890001129")]: 1 } } },
    ],
  },
  {
    name: "words trial 11: 'add 1 dozen eggs to my cart please!!' adds one pack of 12 (verbatim t10c 04)",
    ...ALMACEN,
    turns: [{ say: "add 1 dozen eggs to my cart please!!", expect: { notReply: ["don't have"], cart: { [HUEVOS]: 1 } } }],
  },
  {
    name: "words trial 11: 'two dozen eggs' is two packs of 12",
    ...ALMACEN,
    turns: [{ say: "i want two dozen eggs", expect: { notReply: ["don't have"], cart: { [HUEVOS]: 2 } } }],
  },
  {
    name: "words trial 11: 'quiero una docena de huevos' is one pack of 12",
    ...ALMACEN,
    turns: [{ say: "quiero una docena de huevos", expect: { notReply: ["No tengo"], cart: { [HUEVOS]: 1 } } }],
  },
  {
    name: "words trial 11: 'quero uma dúzia de ovos' is one pack of 12",
    ...ALMACEN,
    turns: [{ say: "oi, quero uma dúzia de ovos", expect: { notReply: ["Não tenho", "dúzia"], cart: { [HUEVOS]: 1 } } }],
  },
  {
    name: "words trial 11: 'quero duas dúzias de ovos' is two packs of 12",
    ...ALMACEN,
    turns: [{ say: "quero duas dúzias de ovos", expect: { notReply: ["Não tenho"], cart: { [HUEVOS]: 2 } } }],
  },
];

/** Class 2: little words that carry the conversation are never products. */
const notProducts: Scenario[] = [
  {
    name: "words trial 11: 'so? can we finish the order?' checks out, never 'We don't have \"so\"' (verbatim t10c 05)",
    ...ALMACEN,
    turns: [
      { say: "i want 2 coca cola 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "so? can we finish the order?", expect: { notReply: ['"so"', "don't have"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "words trial 11: 'ok so', 'well', 'then?' are never searched",
    ...ALMACEN,
    turns: [
      { say: "i want 2 coca cola 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "ok so", expect: { notReply: ['"so"', '"ok so"', "don't have"], cart: { [COCA_15]: 2 } } },
      { say: "well", expect: { notReply: ['"well"', "don't have"], cart: { [COCA_15]: 2 } } },
      { say: "then?", expect: { notReply: ['"then"', "don't have"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "words trial 11: 'entonces?', 'y?', 'che y?' are never searched",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "entonces?", expect: { notReply: ['"entonces"', "No tengo", "No tenemos"], cart: { [COCA_15]: 2 } } },
      { say: "y?", expect: { notReply: ['"y"', "No tengo", "No tenemos"], cart: { [COCA_15]: 2 } } },
      { say: "che y?", expect: { notReply: ['"che"', '"che y"', "No tengo", "No tenemos"], cart: { [COCA_15]: 2 } } },
    ],
  },
];

/** Class 3: a product word the shop does not carry is "not sold", never "No te entendí"; slang and pt words for products. */
const notSold: Scenario[] = [
  {
    name: "words trial 11: 'y un fernet' answers 'No tenemos fernet', never 'No te entendí' (verbatim t10c)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "y un fernet", expect: { reply: [/no (tengo|tenemos) "fernet"/i], notReply: ["No te entendí"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "words trial 11: 'un fernet', 'tenés fernet?', 'y un whisky' answer not sold, never Whiskas cat food",
    ...ALMACEN,
    turns: [
      { say: "un fernet", expect: { reply: [/no (tengo|tenemos) "fernet"/i], notReply: ["No te entendí"] } },
      { say: "tenés fernet?", expect: { reply: [/no (tengo|tenemos) "fernet"/i], notReply: ["No te entendí"] } },
      { say: "y un whisky", expect: { reply: [/no (tengo|tenemos) "whisky"/i], notReply: ["No te entendí", "Whiskas"], cart: {} } },
    ],
  },
  {
    name: "words trial 11: 'che tenes birra?' / '2 birras' are beers",
    ...ALMACEN,
    turns: [
      { say: "che tenes birra?", expect: { reply: ["opciones de birra"], notReply: ["No tenemos", "No te entendí"] } },
      { say: "quiero 2 birras quilmes de litro", expect: { reply: ["Quilmes"], notReply: ["No tengo", "No te entendí"] } },
    ],
  },
  {
    name: "words trial 11: 'quero 2 pacotes de arroz e 1 óleo' lists rice and cooking oil, never 'Não tenho \"pacotes de arroz\"' nor oleo calcáreo (verbatim t10c)",
    ...ALMACEN,
    turns: [
      { say: "Olá, vocês entregam em casa? quero 2 pacotes de arroz e 1 óleo", expect: { reply: ["Arroz (para 2)"], notReply: ['"pacotes de arroz"', "Calcáreo", "Não tenho"] } },
    ],
  },
  {
    name: "words trial 11: 'óleo de girassol cocinero 1,5 L' is the Cocinero sunflower oil",
    ...ALMACEN,
    turns: [{ say: "quero 1 óleo de girassol cocinero 1,5 L", expect: { notReply: ["Calcáreo", "Não temos", "Não tenho"], cart: { [id("7790060023684")]: 1 } } }],
  },
];

/** Class 4: a not-found quotes the customer's own word. */
const ownWord: Scenario[] = [
  {
    name: "words trial 11: 'hi! do you have beer?' at the kiosk quotes \"beer\", never \"cerveza\" (verbatim t10a)",
    turns: [{ say: "hi! do you have beer?", expect: { reply: ['"beer"'], notReply: ['"cerveza"'] } }],
  },
  {
    name: "words trial 11: 'i want 2 wines' at the kiosk quotes \"wines\"; 'vocês têm cerveja?' quotes \"cerveja\"",
    turns: [
      { say: "i want 2 wines", expect: { reply: ['"wines"'], notReply: ['"vinos"'] } },
    ],
  },
  {
    name: "words trial 11: 'vocês têm cerveja?' at the kiosk quotes \"cerveja\"",
    turns: [{ say: "oi, vocês têm cerveja?", expect: { reply: ['"cerveja"'], notReply: ['"cerveza"'] } }],
  },
];

export const wordsTrial11Scenarios: Scenario[] = [...dozens, ...notProducts, ...notSold, ...ownWord];
