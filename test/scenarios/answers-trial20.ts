import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Blind trial 20, answers round 20: a way to pay the shop lacks ("pix?") is said so and chooses
// nothing; "ya te dije, X" with content is an answer, never frustration.

const packsShop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

/** Class: "pix?" at the payment question is no method of the shop: nothing is set. */
const pix: Scenario[] = [
  {
    ...packsShop,
    name: "answers trial 20: 'pix?' at the packs payment question says Pix is not taken and sets nothing; the transfer said then is set and shown (verbatim t20a 204)",
    turns: [
      { say: "oi, quero comprar um colchão. quanto custa?" },
      { say: "Joao Silva, 11987654321, São Paulo... não, moro em Buenos Aires capital, rua Corrientes 3000" },
      { say: "quero 2, mmm melhor 3" },
      { say: "pix?", expect: { reply: ["Pix"], notReply: ["Sim, aceitamos transferência", "Pagamento: transferência"] } },
      // The summary was never shown: it is, with the transfer, before the order is placed.
      { say: "ok, transferência então. confirmo", expect: { reply: ["Pagamento: transferência", "Confirmamos?"] } },
      { say: "sim", expect: { orders: 1, lastOrder: { paymentMethod: "transfer" } } },
    ],
  },
  {
    ...packsShop,
    name: "answers trial 20: 'aceitam pix?' at the packs payment question sets nothing; 'dinheiro' then is the payment (variant)",
    turns: [
      { say: "oi, quero comprar um colchão" },
      { say: "Joao Silva, 11987654321, Buenos Aires capital, rua Corrientes 3000" },
      { say: "quero 2" },
      { say: "aceitam pix?", expect: { reply: ["Pix"], notReply: ["Sim, aceitamos", "Pagamento: transferência"] } },
      { say: "dinheiro então", expect: { reply: [/dinheiro/i] } },
    ],
  },
  {
    ...packsShop,
    name: "answers trial 20: 'paypal?' at the packs payment question in Spanish sets nothing (variant)",
    turns: [
      { say: "hola, quiero comprar un colchon" },
      { say: "soy Raul Diaz 3516778899 cordoba capital, av colon 1200 piso 2" },
      { say: "el de 2" },
      { say: "paypal?", expect: { reply: ["PayPal"], notReply: ["Pago: transferencia", "Sí, aceptamos"] } },
    ],
  },
];

/** Class: the payment said again beside "confirmo" at the summary confirms. */
const confirmWithPayment: Scenario[] = [
  {
    ...packsShop,
    name: "answers trial 20: 'ok, transferência então. confirmo' at the summary with the transfer set places the order (verbatim t20a 204)",
    turns: [
      { say: "oi, quero comprar um colchão. quanto custa?" },
      { say: "Joao Silva, 11987654321, Buenos Aires capital, rua Corrientes 3000" },
      { say: "quero 3" },
      { say: "transferência", expect: { reply: ["Confirmamos?"] } },
      { say: "ok, transferência então. confirmo", expect: { orders: 1, lastOrder: { paymentMethod: "transfer" } } },
    ],
  },
  {
    ...packsShop,
    name: "answers trial 20: 'efectivo entonces, confirmo' at the summary with cash set places the order (variant)",
    turns: [
      { say: "hola, quiero comprar un colchon" },
      { say: "soy Raul Diaz 3516778899 cordoba capital, av colon 1200 piso 2" },
      { say: "el de 1" },
      { say: "efectivo", expect: { reply: ["Confirmamos?"] } },
      { say: "efectivo entonces, confirmo", expect: { orders: 1, lastOrder: { paymentMethod: "cash" } } },
    ],
  },
];

/** Class: "ya te dije, X" with content is an answer, never the second frustrated message. */
const toldYou: Scenario[] = [
  {
    ...packsShop,
    name: "answers trial 20: after an apology, 'ya te dije, uno' at the promos is pack 1, no handoff (verbatim t20a 207)",
    turns: [
      { say: "HACE 2 DIAS Q ESCRIBO Y NADIE CONTESTA. quiero comprar un colchon", expect: { reply: ["Perdón"] } },
      { say: "soy Raul Diaz 3516778899 cordoba capital, av colon 1200 piso 2" },
      { say: "ya te dije, uno", expect: { notReply: ["persona del equipo"], reply: [/389\.000/] } },
      { say: "el de 1, pago en efectivo", expect: { notReply: ["avisé al equipo", "persona del equipo"] } },
    ],
  },
  {
    ...packsShop,
    name: "answers trial 20: after a complaint, 'te dije, el de 3' at the promos is pack 3, no handoff (variant)",
    turns: [
      { say: "nadie me contesta!!! quiero un colchon" },
      { say: "Ana Paz 1122334455 rosario, san martin 1450" },
      { say: "te dije, el de 3", expect: { notReply: ["persona del equipo"], reply: [/949\.000/] } },
    ],
  },
  {
    ...packsShop,
    name: "answers trial 20: after a complaint, 'ya te dije!!' alone is still the second frustrated message (guard)",
    turns: [
      { say: "nadie me contesta!!! quiero un colchon" },
      { say: "ya te dije!!", expect: { reply: ["persona del equipo"] } },
    ],
  },
  {
    name: "answers trial 20: in the kiosk, after a complaint, 'ya te dije, 2 coca grande' adds them, no handoff (variant)",
    turns: [
      { say: "que lento que son, quiero coca" },
      { say: "ya te dije, 2 coca grande", expect: { notReply: ["persona del equipo"], cart: { "coca-15": 2 } } },
    ],
  },
];

/** Class: every question in a message is answered. */
const everyQuestion: Scenario[] = [
  {
    ...ALMACEN,
    name: "answers trial 20: 'do you deliver? what are your hours?' answers both, delivery and hours (verbatim t20b 004)",
    turns: [
      { say: "hi, do you have coca cola?" },
      { say: "2 of the 1.5 liters please" },
      { say: "do you deliver? what are your hours?", expect: { reply: [/deliver/i, /open|close|hours|\d{1,2}(?::\d\d)? ?(?:to|-|a)/i] } },
    ],
  },
  {
    ...ALMACEN,
    name: "answers trial 20: 'hacen envios? a que hora abren?' answers both (variant)",
    turns: [
      { say: "quiero 2 coca cola 1.5" },
      { say: "hacen envios? a que hora abren?", expect: { reply: [/env[ií]o/i, /abr|cerr|horario/i] } },
    ],
  },
  {
    name: "answers trial 20: 'what are your hours? do you deliver?' in the kiosk answers both (variant)",
    turns: [
      { say: "2 coca grande" },
      { say: "what are your hours? do you deliver?", expect: { reply: [/deliver/i, /open|close|hours/i] } },
    ],
  },
  {
    name: "answers trial 20: 'cuanto tarda en llegar? y a que hora cierran?' answers the hours too (variant)",
    turns: [
      { say: "2 coca grande" },
      { say: "cuanto tarda en llegar? y a que hora cierran?", expect: { reply: [/cierr|abiert|horario/i] } },
    ],
  },
];

export const answersTrial20Scenarios: Scenario[] = [...pix, ...confirmWithPayment, ...toldYou, ...everyQuestion];
