import type { Scenario } from "./types";

// Blind trial 17, answers round 18: "apurate" alone is hurry (reassure and carry on, a person
// only at the second frustrated message); a single payment word ("pix?") never switches language.

/** Class 1: hurry alone is no handoff. */
const hurry: Scenario[] = [
  {
    name: "answers trial 18: 'apurate' alone mid-sale reassures and carries on, no handoff (verbatim t17)",
    turns: [
      { say: "hola" },
      { say: "quiero 2 coca grande" },
      { say: "apurate", expect: { notReply: ["persona del equipo"], cart: { "coca-15": 2 } } },
      { say: "retiro, Juan Perez, efectivo", expect: { notReply: ["persona del equipo"] } },
    ],
  },
  {
    name: "answers trial 18: 'dale apurate' / 'rapido porfa' once are hurry, no handoff (variants)",
    turns: [
      { say: "quiero 1 coca grande" },
      { say: "dale apurate", expect: { notReply: ["persona del equipo"] } },
    ],
  },
  {
    name: "answers trial 18: 'apurate' after a list question keeps the list, no handoff (variant)",
    turns: [
      { say: "quiero coca" },
      { say: "apurate", expect: { notReply: ["persona del equipo"] } },
    ],
  },
];

/** Class 2: a single payment word never switches language. */
const payWord: Scenario[] = [
  {
    name: "answers trial 18: 'pix?' alone in the kiosk says Pix is not taken and which methods are, in Spanish (verbatim t17)",
    turns: [
      { say: "2 coca grande" },
      { say: "pix?", expect: { notReply: ["Sim", "aceitamos", "Não"], reply: [/efectivo|Mercado Pago|transferencia/i] } },
    ],
  },
  {
    name: "answers trial 18: 'pix' / 'paypal?' alone at the payment question say it is not taken, in Spanish (variants)",
    turns: [
      { say: "2 coca grande" },
      { say: "retiro, Juan Perez, dni 30123456" },
      { say: "pix", expect: { notReply: ["Sim", "Não", "aceitamos"], reply: ["Pix", /efectivo/i] } },
      { say: "paypal?", expect: { notReply: ["Sim", "Não"], reply: [/efectivo/i] } },
      { say: "efectivo", expect: { reply: [/Efectivo|efectivo/] } },
    ],
  },
  {
    name: "answers trial 18: 'pix?' / 'cash?' as the first message keep Spanish (variants)",
    turns: [
      { say: "pix?", expect: { reply: ["Pix", /efectivo/i], notReply: ["Sim", "aceitamos", "Não"] } },
      { say: "2 coca grande", expect: { cart: { "coca-15": 2 }, notReply: ["Sim", "aceitamos", "Não"] } },
    ],
  },
  {
    name: "answers trial 18: 'cash?' alone first is answered in Spanish (variant)",
    turns: [{ say: "cash?", expect: { reply: [/efectivo/i], notReply: ["We accept", "Yes"] } }],
  },
  {
    name: "answers trial 18: 'aceptan pix?' in Spanish answers in Spanish (variant)",
    turns: [
      { say: "hola" },
      { say: "aceptan pix?", expect: { notReply: ["Sim", "Não"] } },
    ],
  },
];

/** Class 3: "is anyone there?" in Portuguese or English is presence, never a product. */
const presence: Scenario[] = [
  {
    name: "answers trial 18: 'tem alguem ai?' while the bot waits is presence, never a product search (verbatim t17)",
    turns: [
      { say: "oi, quero 2 coca grande" },
      { say: "tem alguem ai?", expect: { notReply: ["Não temos", "No tenemos", "não encontrei", "persona", "pessoa"], cart: { "coca-15": 2 } } },
    ],
  },
  {
    name: "answers trial 18: 'alguém aí?' / 'vocês estão aí?' are presence (variants)",
    turns: [
      { say: "oi, quero 1 coca grande" },
      { say: "alguém aí?", expect: { notReply: ["Não temos", "No tenemos", "pessoa"] } },
    ],
  },
  {
    name: "answers trial 18: 'is anyone there?' / 'anybody there?' are presence (variants)",
    turns: [
      { say: "hi, i want 2 big cokes please" },
      { say: "is anyone there?", expect: { notReply: ["We don't have", "No tenemos", "person"], cart: { "coca-15": 2 } } },
    ],
  },
  {
    name: "answers trial 18: 'tem alguem ai?' in the almacén is presence (variant)",
    turns: [
      { say: "oi" },
      { say: "tem alguem ai??", expect: { notReply: ["Não temos", "No tenemos", "pessoa"] } },
    ],
  },
];

/** Class 4: a payment already stored is not answered "Sí, aceptamos" again. */
const storedPay: Scenario[] = [
  {
    name: "answers trial 18: 'mp' said again beside a stored Mercado Pago is no question (verbatim t17)",
    turns: [
      { say: "quiero 2 coca grande" },
      { say: "envio a av corrientes 3400 3ro B, Martina Gomez 35123456, mercado pago" },
      { say: "mp, y agregame 1 jorgito", expect: { notReply: ["aceptamos"], cart: { "coca-15": 2, "alfajor-jorgito": 1 } } },
    ],
  },
  {
    name: "answers trial 18: 'te pago con mp' after Mercado Pago was stored is no question (variant)",
    turns: [
      { say: "quiero 2 coca grande" },
      { say: "envio a av corrientes 3400 3ro B, Martina Gomez 35123456, mercado pago" },
      { say: "te pago con mp eh", expect: { notReply: ["aceptamos"] } },
      { say: "aceptan mp no? bueno agregame 1 jorgito", expect: { notReply: ["aceptamos"] } },
    ],
  },
  {
    name: "answers trial 18: 'por mp?' with the payment stored answers once (variant)",
    turns: [
      { say: "quiero 2 coca grande, pago con mercado pago" },
      { say: "retiro, Martina Gomez 35123456, mp", expect: { notReply: ["aceptamos"] } },
      { say: "con mp se puede no? agregame 1 jorgito", expect: { notReply: ["aceptamos"] } },
    ],
  },
];

export const answersTrial18Scenarios: Scenario[] = [...hurry, ...payWord, ...presence, ...storedPay];
