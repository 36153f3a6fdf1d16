import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 32, the lead's fixes: a count corrected with "no perdón, 2" right after a list or an
// offer asked "(para 3)" is its new count, never an edit of an empty cart and never the row sized 2;
// "porque tarda tanto??? dale" is impatience with the chat. Blind trial 33: "no, la otra, la ledesma"
// with a list asked after a line went in answers the list, never swaps that older line out; "sin gas de 2
// litros" describes a row ("… sin Gas …"), never the way out; "ningún queso" is; "saca la coca" letting
// one list go asks the list still open again; "el pure marolio" naming a cart line back adds nothing.

const FANTA_15 = id("7790895000454"); // Gaseosa Naranja Fanta 1.5 Lt
const AMANDA_1K = id("7792710000175"); // Yerba Mate Amanda 1 Kg
const LEDESMA_1K = id("7792540260138"); // Azúcar Molida Clasica Ledesma 1 Kg
const BONAQUA_2L = id("7790895003882"); // Agua Mineral sin Gas Bonaqua 2 Lt
const PURE_MAROLIO = id("7797470000588"); // Puré de Tomate Marolio 520 Gr
const COCA_ZERO_15 = id("7790895067556"); // Coca Cola sin Azúcar 1.5 Lt
const RESERO_1L = id("7790314056987"); // Vino Tinto Resero 1 Lt
const ZORRO_ALTA = id("7790990992685"); // Jabón en Polvo Alta Espuma Clásico Zorro 800 Gr

export const leadTrial32Scenarios: Scenario[] = [
  {
    name: "lead trial 32: 'no perdon 2' to the one Fanta offered '(para 3)' asks it again for 2; a yes adds 2 (verbatim t32a 021)",
    turns: [
      { say: "hola quiero 3 fanta de 2 litros", expect: { reply: ["para 3"] } },
      { say: "no perdon 2", expect: { reply: ["2 de Fanta 1,5 L"], notReply: ["carrito está vacío", "no lo agrego"], cart: {} } },
      { say: "si", expect: { cart: { "fanta-15": 2 } } },
    ],
  },
  {
    name: "lead trial 32: a plain 'no' to that offer still leaves it out (guard)",
    turns: [
      { say: "hola quiero 3 fanta de 2 litros", expect: { reply: ["para 3"] } },
      { say: "no", expect: { reply: ["no lo agrego"], cart: {} } },
    ],
  },
  {
    name: "lead trial 32: 'no perdon, 2' to a Fanta list asked '(para 3)' is the list for 2, never the 2 Lt row by its size",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 3 fanta de 3 litros", expect: { reply: ["para 3"] } },
      { say: "no perdon, 2", expect: { reply: ["para 2"], notReply: ["Agregué"], cart: {} } },
      { say: "la de 1.5", expect: { cart: { [FANTA_15]: 2 } } },
    ],
  },
  {
    name: "lead trial 32: 'porque tarda tanto??? dale' with a list open is impatience: sorry, and the list asked again (verbatim t32c 017)",
    ...ALMACEN,
    turns: [
      { say: "quiero lavandina", expect: { reply: ["¿Cuál"] } },
      { say: "porque tarda tanto??? dale", expect: { reply: ["Perdón por la espera", "lavandina"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "lead trial 32: '¿por qué tarda tanto el envío?' is still a question about delivery, never an apology (guard)",
    ...ALMACEN,
    turns: [{ say: "por que tarda tanto el envio?", expect: { notReply: ["Perdón por la espera", "No te entendí"] } }],
  },
  {
    name: "lead trial 33: 'no, la otra, la ledesma' to the azúcar list asked after the yerba went in picks the Ledesma, the yerba stays (verbatim t33c 018)",
    ...ALMACEN,
    turns: [
      { say: "dame 2 amanda de 1 kg", expect: { cart: { [AMANDA_1K]: 2 } } },
      { say: "y 1 azucar", expect: { reply: ["¿Cuál"] } },
      { say: "no, la otra, la ledesma", expect: { notReply: ["saco"], cart: { [AMANDA_1K]: 2, [LEDESMA_1K]: 1 } } },
    ],
  },
  {
    name: "lead trial 33: 'no, la otra, el de alta espuma' to the Zorro list keeps the water line (verbatim t33c 008)",
    ...ALMACEN,
    turns: [
      { say: "2 agua sin gas bonaqua de 2 litros", expect: { cart: { [BONAQUA_2L]: 2 } } },
      { say: "y el zorro de 800", expect: { reply: ["¿Cuál"] } },
      { say: "no, la otra, el de alta espuma", expect: { notReply: ["saco"], cart: { [BONAQUA_2L]: 2, [ZORRO_ALTA]: 1 } } },
    ],
  },
  {
    name: "lead trial 33: 'sin gas de 2 litros' to the water list asked for 2 picks the row without gas, never lets the water go (verbatim t33b 013)",
    ...ALMACEN,
    turns: [
      { say: "hola si tienen agua mineral coma y quiero dos de esas punto", expect: { reply: ["para 2"] } },
      { say: "sin gas de 2 litros", expect: { notReply: ["sin agua mineral", "carrito está vacío"], cart: { [BONAQUA_2L]: 2 } } },
    ],
  },
  {
    name: "lead trial 33: 'sin agua mineral' to that list is still the way out (guard)",
    ...ALMACEN,
    turns: [
      { say: "hola si tienen agua mineral coma y quiero dos de esas punto", expect: { reply: ["para 2"] } },
      { say: "sin agua mineral", expect: { reply: ["sin agua mineral"], cart: {} } },
    ],
  },
  {
    name: "lead trial 33: 'ningun queso' lets the cheese list go, never 'No te entendí'",
    ...ALMACEN,
    turns: [
      { say: "quiero queso", expect: { reply: ["¿Cuál"] } },
      { say: "ningun queso", expect: { reply: ["sin queso"], notReply: ["No te entendí"], cart: {} } },
    ],
  },
  {
    name: "lead trial 33: 'saca la coca' lets the coca list go and asks the Sprite list still open again (verbatim t33b 019)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero media docena de huevos, 2 coca de 500 y un sprite", expect: { reply: ["coca de 500", "Sprite"] } },
      { say: "saca la coca", expect: { reply: ["sin coca de 500", "pendiente: sprite"], notReply: ["¿Algo más o confirmamos?"] } },
    ],
  },
  {
    name: "lead trial 33: 'el pure marolio' with 2 in the cart and the arvejas list open adds nothing and asks the list again (verbatim t33b 023)",
    ...ALMACEN,
    turns: [
      { say: "quiero 4 latas de arvejas las mas baratas y 2 pure de tomate", expect: { reply: ["para 4", "para 2"] } },
      { say: "las mas baratas te dije" },
      { say: "el pure marolio", expect: { reply: ["Ya tenés 2", "arvejas"], notReply: ["Agregué"], cart: { [PURE_MAROLIO]: 2 } } },
    ],
  },
  {
    name: "lead trial 33: 'otro pure marolio' still adds one more (guard)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 pure de tomate marolio", expect: { cart: { [PURE_MAROLIO]: 2 } } },
      { say: "otro pure marolio", expect: { cart: { [PURE_MAROLIO]: 3 } } },
    ],
  },
  {
    name: "lead trial 33: 'sin azuar 1.5 lt' (a typo of the row's 'sin Azúcar') to the coca list picks that row, never lets the coca go (buttons)",
    ...ALMACEN,
    turns: [
      { say: "quiero coca", expect: { reply: ["¿Cuál"] } },
      { say: "sin azuar 1.5 lt", expect: { notReply: ["sin coca"], cart: { [COCA_ZERO_15]: 1 } } },
    ],
  },
  {
    name: "lead trial 34: 2 Vino Tinto Resero 1 Lt never gets '1.125 Lt te sale $1 por litro' (1.125 is litres, not a thousand; t34b 022)",
    ...ALMACEN,
    turns: [{ say: "quiero 2 vino tinto resero 1 lt", expect: { cart: { [RESERO_1L]: 2 }, notReply: ["$1 por litro", "1.125 Lt te sale"] } }],
  },
];
