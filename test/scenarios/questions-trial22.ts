import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 22, questions round 23: a question about the products in play is answered, never
// taken as an order ("cuál es la más barata?" adds nothing); "esa, 3" takes the product just named.

/** Class: "cuál es la más barata/cara?" answers among the products in play and adds nothing. */
const cheapestQuestion: Scenario[] = [
  {
    name: "questions trial 22: 'cual es la mas barata?' after two cokes were named answers and adds nothing (verbatim t22a 114)",
    turns: [
      { say: "tenes cocas?", expect: { reply: ["Coca-Cola 1,5 L", "Coca-Cola 500 ml"] } },
      { say: "cual es la mas barata?", expect: { reply: ["más barata", "Coca-Cola 500 ml", "$1.200"], notReply: ["Agregué"], cart: {} } },
    ],
  },
  {
    name: "questions trial 22: 'cuál es la más cara?' after two cokes were named answers the 1,5 L and adds nothing (variant)",
    turns: [
      { say: "tenés coca?" },
      { say: "cuál es la más cara?", expect: { reply: ["más cara", "Coca-Cola 1,5 L", "$2.500"], notReply: ["Agregué"], cart: {} } },
    ],
  },
  {
    name: "questions trial 22: 'la más barata, 2' after two cokes were named is still an order (guard)",
    turns: [
      { say: "tenes cocas?" },
      { say: "la más barata, 2", expect: { cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "questions trial 22: 'cuál es la más barata' after a Pepsi was added answers among the drinks and adds nothing (verbatim t22a 106)",
    turns: [
      { say: "Hola buenas tardes quería saber si tienen agua mineral y cuánto sale" },
      { say: "bueno dame 6", expect: { cart: { "agua-500": 6 } } },
      { say: "ah y una pepsi" },
      { say: "cuál es la más barata", expect: { reply: ["más barata"], notReply: ["No te entendí", "Agregué"] } },
    ],
  },
  {
    name: "questions trial 22: 'which one is cheaper?' after two cokes were named answers in English and adds nothing (variant)",
    turns: [
      { say: "do you have coke?" },
      { say: "which one is the cheapest?", expect: { reply: ["cheapest", "Coca-Cola 500 ml"], notReply: ["Added"], cart: {} } },
    ],
  },
];

/** Class: "esa, 3" right after a product was named takes that product. */
const thatOneCount: Scenario[] = [
  {
    name: "questions trial 22: 'esa, 3' after the cheapest coke was answered adds 3 of it (verbatim t22a 114)",
    turns: [
      { say: "tenes cocas?" },
      { say: "cual es la mas barata?" },
      { say: "esa, 3", expect: { cart: { "coca-500": 3 } } },
    ],
  },
];

/** Class: "¿agregaste el queso?" is answered from the cart and the open list, never searched. */
const addedQuestion: Scenario[] = [
  {
    ...ALMACEN,
    name: "questions trial 22: 'agregaste el queso?' with the queso rallado list open says not yet and asks it again (verbatim t22c 025)",
    turns: [
      { say: "holaa tenes queso rallado?" },
      { say: "dale poneme 2" },
      { say: "y un paquete de arroz gallo oro", expect: { reply: ["Arroz Gallo Oro"], notReply: ["la lista de antes"] } },
      { say: "agregaste el queso?", expect: { reply: ["Todavía no", "queso"], notReply: ["Casancrem", "Untable"], cart: { [id("7790070411716")]: 1 } } },
      { say: "el de la paulina, 2", expect: { cart: { [id("7790070411716")]: 1, [id("7790398100132")]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "questions trial 22: 'agregaste el arroz?' with the rice in the cart shows the cart and adds nothing (variant)",
    turns: [
      { say: "un paquete de arroz gallo oro" },
      { say: "agregaste el arroz?", expect: { reply: ["Tu carrito", "Arroz Gallo Oro"], notReply: ["Agregué"], cart: { [id("7790070411716")]: 1 } } },
    ],
  },
  {
    name: "questions trial 22: 'me pusiste las cocas?' with two cokes in the cart shows them with the count (variant)",
    turns: [
      { say: "quiero 2 cocas de 1.5" },
      { say: "me pusiste las cocas?", expect: { reply: ["Tu carrito", "2 × Coca-Cola 1,5 L"], notReply: ["Agregué"], cart: { "coca-15": 2 } } },
    ],
  },
];

export const questionsTrial22Scenarios: Scenario[] = [...cheapestQuestion, ...thatOneCount, ...addedQuestion];
