import type { Scenario } from "./types";

// Blind trial 16, answers round 17: a question about when a placed order arrives is about the
// order (never "No te entendí"); "hola????" as a first message is a greeting, not a complaint
// about waiting; "me van a contestar???" right after an answer is no long wait.

/** A placed delivery order (2 Coca-Cola 1,5 L to av corrientes 3400), ORD-00001. */
const placedDelivery = [
  { say: "quiero 2 coca grande" },
  { say: "envio a av corrientes 3400 3ro B, Martina Gomez 35123456, mercado pago" },
  { say: "si", expect: { orders: 1 } },
];

/** Class 1: when a placed order arrives. */
const arrival: Scenario[] = [
  {
    name: "answers17: 'a q hora llega mas o menos?' right after the order is about the order (verbatim t16a 103)",
    turns: [...placedDelivery, { say: "a q hora llega mas o menos?", expect: { reply: ["ORD-00001", /minutos/], notReply: ["No te entendí"] } }],
  },
  {
    name: "answers17: 'cuando llega?' / 'cuanto falta?' / 'ya salio?' after the order are about the order (variants)",
    turns: [
      ...placedDelivery,
      { say: "cuando llega?", expect: { reply: ["ORD-00001", /minutos/], notReply: ["No te entendí", "No tenemos"] } },
      { say: "cuanto falta?", expect: { reply: ["ORD-00001"], notReply: ["No te entendí", "No tenemos"] } },
      { say: "ya salio?", expect: { reply: ["ORD-00001"], notReply: ["No te entendí", "No tenemos"] } },
    ],
  },
  {
    name: "answers17: 'when will it arrive?' / 'quando chega?' after the order are about the order (variants)",
    turns: [
      ...placedDelivery,
      { say: "when will it arrive?", expect: { reply: ["ORD-00001"], notReply: ["No te entendí", "I didn't"] } },
      { say: "quando chega?", expect: { reply: ["ORD-00001"], notReply: ["No te entendí", "Não entendi"] } },
    ],
  },
];

/** Class 2: question marks alone are no wait. */
const noWait: Scenario[] = [
  {
    name: "answers17: 'hola????' first is a greeting, 'me van a contestar???' right after is no long wait (verbatim t16a 113)",
    turns: [
      { say: "hola????", expect: { reply: ["Hola"], notReply: ["Perdón por la espera"] } },
      { say: "me van a contestar???", expect: { notReply: ["Perdón por la espera", "persona del equipo"] } },
      { say: "bueno quiero 1 coca grande y 2 jorgito", expect: { cart: { "coca-15": 1, "alfajor-jorgito": 2 } } },
    ],
  },
  {
    name: "answers17: 'buenas???' / 'hello??' first are greetings (variants)",
    turns: [{ say: "buenas???", expect: { reply: ["Hola"], notReply: ["Perdón por la espera"] } }],
  },
  {
    name: "answers17: 'holaaa??' first then 'hay alguien???' answers here I am, no handoff (variant)",
    turns: [
      { say: "holaaa??", expect: { notReply: ["Perdón por la espera"] } },
      { say: "hay alguien???", expect: { reply: ["acá estoy"], notReply: ["persona del equipo"] } },
    ],
  },
];

export const answersTrial17Scenarios: Scenario[] = [...arrival, ...noWait];
