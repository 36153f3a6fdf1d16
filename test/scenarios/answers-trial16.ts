import { ALMACEN } from "./almacen-shop";
import { placed } from "./support-trials";
import type { Scenario } from "./types";

// Blind trial 15, answers round 16: a delivery question naming a place is about delivery (never a
// product search); every question of a message is answered; impatience said with an order keeps
// the order; the cart is read back once per reply; an English reply never quotes the Spanish reading.

/** Class 1: delivery asked with a place. */
const delivery: Scenario[] = [
  {
    name: "answers16: 'y hacen envios a nueva cordoba? cuanto sale?' answers delivery, no product search (verbatim t15b 010)",
    ...ALMACEN,
    turns: [
      { say: "hola cuanto sale la coca de litro y medio?", expect: { reply: ["$1.000"] } },
      { say: "y hacen envios a nueva cordoba? cuanto sale?", expect: { reply: ["$800"], notReply: ['No tenemos "nueva cordoba"', "Lo más parecido"] } },
    ],
  },
  {
    name: "answers16: 'llegan hasta barrio jardin? cuanto cobran el envio?' answers delivery (variant)",
    ...ALMACEN,
    turns: [{ say: "llegan hasta barrio jardin? cuanto cobran el envio?", expect: { reply: ["$800"], notReply: ["No tenemos", "Lo más parecido"] } }],
  },
  {
    name: "answers16: 'mandan a villa belgrano?' answers delivery (variant)",
    ...ALMACEN,
    turns: [{ say: "mandan a villa belgrano?", expect: { reply: ["envío"], notReply: ["No tenemos", "Lo más parecido"] } }],
  },
  {
    name: "answers16: 'envio a santa rosa 1020, cuanto tardan??' is an address, not a town (verbatim t15c 014)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 1 coca cola 1.5" },
      { say: "envio a santa rosa 1020, Elena Quiroga, dni 22333444, transferencia. cuanto tardan??", expect: { reply: [/tarda/], notReply: ["¿A Santa Rosa?"] } },
    ],
  },
  {
    name: "answers16: 'cuanto tarda si me lo mandan?' / 'si me lo traen cuanto demora?' answer the time (variants)",
    ...ALMACEN,
    turns: [
      { say: "cuanto tarda si me lo mandan?", expect: { reply: [/tarda/i] } },
      { say: "y si me lo traen cuanto demora?", expect: { reply: [/tarda/i] } },
    ],
  },
];

/** Class 2: every question of a message answered, once. */
const questions: Scenario[] = [
  {
    name: "answers16: 'tienen fernet branca y de cuanto es, tambien si aceptan mercado pago' answers the fernet and the payment (verbatim t15c 008)",
    ...ALMACEN,
    turns: [
      {
        say: "buenas tardes queria saber si tienen fernet branca y de cuanto es, tambien si aceptan mercado pago",
        expect: { reply: [/fernet/i, "Mercado Pago"], notReply: ["Todavía no tenés nada en el carrito"] },
      },
    ],
  },
  {
    name: "answers16: 'tienen coca y a cuanto esta? aceptan transferencia?' answers both (variant)",
    ...ALMACEN,
    turns: [{ say: "tienen coca cola y a cuanto esta? aceptan transferencia?", expect: { reply: ["Coca Cola", /transferencia/i], notReply: ["Todavía no tenés nada en el carrito"] } }],
  },
  {
    name: "answers16: 'hay monster? y speed?' names the alternative once (variant)",
    ...ALMACEN,
    turns: [{ say: "hay monster? y speed?", expect: { reply: [/Tampoco tenemos "speed"/], notReply: [/Powerade[\s\S]*Powerade/] } }],
  },
  {
    name: "answers16: 'uh no tienen monster? y speed?' names the alternative once (verbatim t15b 015)",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 latas de monster" },
      { say: "uh no tienen monster? y speed?", expect: { reply: [/monster/i, /speed/i], notReply: [/Powerade[\s\S]*Powerade/] } },
    ],
  },
];

/** Class 2: an order asked about right after it was placed. */
const confirmed: Scenario[] = [
  {
    name: "answers16: 'hola? se confirmo?' after the order was placed says it is confirmed, with its number (verbatim t15b 014)",
    turns: [...placed, { say: "hola? se confirmo?", expect: { reply: ["confirmado", /ORD-\d+|#\d+|\d{3,}/], notReply: ["No tenemos", "confirmo\""] } }],
  },
  {
    name: "answers16: 'quedo confirmado el pedido?' / 'ya entro mi pedido?' say the status (variants)",
    turns: [...placed, { say: "quedo confirmado el pedido?", expect: { reply: ["confirmado"] } }, { say: "ya entro mi pedido?", expect: { reply: ["confirmado"], notReply: ["No tenemos"] } }],
  },
];

/** Class 3: impatience with an order, and a give-up. */
const impatience: Scenario[] = [
  {
    name: "answers16: 'hace 20 minutos que nadie responde. 2 cocas de 500' apologises and adds (variant)",
    turns: [
      { say: "hola" },
      { say: "hace 20 minutos que nadie responde. 2 cocas de 500", expect: { reply: ["Perdón"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "answers16: 'ah bueno, no importa' and 'nada entonces, gracias igual' are goodbyes (variants)",
    turns: [
      { say: "tenes red bull?" },
      { say: "ah bueno no importa", expect: { notReply: ["No te entendí"] } },
      { say: "nada entonces, gracias igual", expect: { notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "answers16: 'hace media hora q nadie me contesta, quiero 2 kilos de papas y 1 lechuga' apologises and reads the order (verbatim t15b 011)",
    ...ALMACEN,
    turns: [
      { say: "hace media hora q nadie me contesta, quiero 2 kilos de papas y 1 lechuga", expect: { reply: ["Perdón", /lechuga/i], notReply: ["¿qué necesitás?"] } },
      { say: "uf bueno nada entonces", expect: { notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "answers16: 'nadie contesta?? quiero 2 cocas' apologises and adds (variant)",
    turns: [{ say: "nadie contesta?? quiero 2 cocas de 500", expect: { reply: ["Perdón"], cart: { "coca-500": 2 } } }],
  },
];

/** Class 4: when the summary comes, nothing before it reads the cart again. */
const oneCart: Scenario[] = [
  {
    name: "answers16: an order with every detail and 'apurate' reads the cart once, in the summary (verbatim t15a 110)",
    turns: [
      {
        say: "buenas! me mandas 2 cocas grandes a mi casa que es en rivadavia 800 piso 2? soy laura benitez 36111222. pago con mp. y apurate q tengo sed jaja",
        expect: { reply: ["Resumen de tu pedido"], notReply: ["Tu carrito:", "En el carrito:"], cart: { "coca-15": 2 } },
      },
    ],
  },
  {
    name: "answers16: 'rapido porfa' beside a whole order reads the cart once (variant)",
    turns: [
      {
        say: "2 fantas para retirar, juan perez 30111222, efectivo. rapido porfa",
        expect: { reply: ["Resumen de tu pedido"], notReply: ["Tu carrito:"], cart: { "fanta-15": 2 } },
      },
    ],
  },
];

/** Class 5: an English reply never quotes the Spanish reading. */
const language: Scenario[] = [
  {
    name: "answers16: a Portuguese customer's list named back says 'leite' (variant)",
    ...ALMACEN,
    turns: [
      { say: "oi, quero 3 litros de leite e uma coca" },
      { say: "a coca de 1.5", expect: { notReply: ["leche 1 litros", "Leche (para"] } },
    ],
  },
  {
    name: "answers16: a list named back after a pick says 'milk', never 'leche 1 litros' (verbatim t15c 004)",
    ...ALMACEN,
    turns: [
      { say: "great. I need a dozen eggs, 2 liters of milk and a coke" },
      { say: "the 1.5 coke", expect: { reply: [/pending: [^\n]*milk/i], notReply: ["leche 1 litros", "litros (for"] } },
    ],
  },
];

export const answersTrial16Scenarios: Scenario[] = [...delivery, ...questions, ...confirmed, ...impatience, ...oneCart, ...language];
