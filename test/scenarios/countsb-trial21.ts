import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 21 (what counts22 left): a product named with a count that is already in the cart is that line
// (never a new search); a yes answers the yes/no offer while a list stays open; a count beyond the stock is said
// in the same reply; "the big one" / "la grande" is the largest size among the rows just offered.

const HARINA = id("7792180004888");
const ATUN_CAMPAGNOLA = id("7793360005084");

/** "la harina es 1 sola" / "quiero 2 de esos no 3": a count said of a product already in the cart sets that line. */
const countOfCartLine: Scenario[] = [
  {
    name: "countsb trial 21: a yes to the flour offer with the tuna list open, then counts of the cart lines (verbatim t21b 008)",
    ...ALMACEN,
    turns: [
      { say: "buenas queria 1 paquete de harina pureza y 3 latas de atun" },
      { say: "si", expect: { cart: { [HARINA]: 1 }, notReply: ["No te entendí"] } },
      { say: "los lomitos al natural de la campagnola", expect: { cart: { [HARINA]: 1, [ATUN_CAMPAGNOLA]: 3 } } },
      { say: "no mejor 2 latas", expect: { cart: { [HARINA]: 1, [ATUN_CAMPAGNOLA]: 2 } } },
      { say: "noo, la harina es 1 sola y atun 2 latas", expect: { cart: { [HARINA]: 1, [ATUN_CAMPAGNOLA]: 2 }, notReply: ["¿Cuál"] } },
      { say: "ya tengo el de la campagnola, quiero 2 de esos no 3", expect: { cart: { [HARINA]: 1, [ATUN_CAMPAGNOLA]: 2 }, notReply: ["¿Cuál"] } },
      { say: "y la harina 1 sola te dije", expect: { cart: { [HARINA]: 1, [ATUN_CAMPAGNOLA]: 2 }, notReply: ["¿Cuál"] } },
    ],
  },
  {
    name: "countsb trial 21: 'noo, la harina es 1 sola y atun 2 latas' sets both cart lines (t21b 008)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 harina leudante ultrarefinada pureza" },
      { say: "y 3 latas de atun" },
      { say: "los lomitos al natural de la campagnola", expect: { cart: { [HARINA]: 2, [ATUN_CAMPAGNOLA]: 3 } } },
      { say: "noo, la harina es 1 sola y atun 2 latas", expect: { cart: { [HARINA]: 1, [ATUN_CAMPAGNOLA]: 2 }, notReply: ["¿Cuál"] } },
    ],
  },
  {
    name: "countsb trial 21: 'y la harina 1 sola te dije' sets the flour line, never the flour list (t21b 008)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 harina leudante ultrarefinada pureza", expect: { cart: { [HARINA]: 2 } } },
      { say: "y la harina 1 sola te dije", expect: { cart: { [HARINA]: 1 }, notReply: ["¿Cuál"] } },
    ],
  },
  {
    name: "countsb trial 21: 'ya tengo el de la campagnola, quiero 2 de esos no 3' sets that line (t21b 008)",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 latas de atun" },
      { say: "los lomitos al natural de la campagnola", expect: { cart: { [ATUN_CAMPAGNOLA]: 3 } } },
      { say: "ya tengo el de la campagnola, quiero 2 de esos no 3", expect: { cart: { [ATUN_CAMPAGNOLA]: 2 } } },
    ],
  },
  {
    name: "countsb trial 21: 'la coca es 1 sola' sets the coke line (kiosk)",
    turns: [
      { say: "quiero 3 cocas de 500 y 2 alfajores jorgito", expect: { cart: { "coca-500": 3, "alfajor-jorgito": 2 } } },
      { say: "no, la coca es 1 sola", expect: { cart: { "coca-500": 1, "alfajor-jorgito": 2 } } },
    ],
  },
];

/** A count beyond the stock is said in the reply that adds what there is. */
const shortfallSaid: Scenario[] = [
  {
    name: "countsb trial 21: 'unos alfajores havanna coma tres' with 1 in stock says the shortfall (verbatim t21a 109)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      {
        say: "hola buenas tardes eh quisiera saber si tienen pepsi de litro y medio y tambien unos alfajores havanna coma tres",
        expect: { reply: ["me queda 1", "Pepsi"], notReply: ["Agregué 1 Alfajor"] },
      },
    ],
  },
  {
    name: "countsb trial 21: 'y unos alfajores havanna, tres' beside a question says the shortfall",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "tenes coca de litro y medio? y unos alfajores havanna, tres", expect: { reply: ["me queda 1"], notReply: ["Agregué 1 Alfajor"] } },
    ],
  },
  {
    name: "countsb trial 21: 'tenes fanta y sprite? 2' with both products asked about adds nothing by guess",
    turns: [
      { say: "tenes fanta y sprite? 2", expect: { cart: {} } },
    ],
  },
];

/** "the big one" / "la grande": the largest size among the rows just offered; after "no, I meant" it replaces the wrong line. */
const bigOne: Scenario[] = [
  {
    name: "countsb trial 21: 'no, I meant 2 of the big one' after the small coke replaces it with 2 of the 1,5 L (verbatim t21a 105)",
    turns: [
      { say: "hi, do you have coke zero?" },
      { say: "the small one", expect: { cart: { "coca-500": 1 } } },
      { say: "no, I meant 2 of the big one", expect: { cart: { "coca-15": 2 }, notReply: ["I don't have"] } },
    ],
  },
  {
    name: "countsb trial 21: '2 please' then 'no, I meant 2 of the big one' adds 2 of the 1,5 L (t21a 105)",
    turns: [
      { say: "hi, do you have coke zero?" },
      { say: "2 please" },
      { say: "no, I meant 2 of the big one", expect: { cart: { "coca-15": 2 }, notReply: ["I don't have"] } },
    ],
  },
  {
    name: "countsb trial 21: 'no, quise decir 2 de la grande' after la chica replaces it",
    turns: [
      { say: "tenes coca zero?" },
      { say: "la chica", expect: { cart: { "coca-500": 1 } } },
      { say: "no, quise decir 2 de la grande", expect: { cart: { "coca-15": 2 }, notReply: ["No tengo"] } },
    ],
  },
  {
    name: "countsb trial 21: '2 of the big one' to the offered cokes adds 2 of the 1,5 L",
    turns: [
      { say: "hi, do you have coke zero?" },
      { say: "2 of the big one", expect: { cart: { "coca-15": 2 }, notReply: ["I don't have"] } },
    ],
  },
];

export const countsbTrial21Scenarios: Scenario[] = [...countOfCartLine, ...shortfallSaid, ...bigOne];
