import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Blind trials 18–20, answers round 21: the order said inside an impatient complaint is taken;
// one not-sold line per product and one closing question; an angry brand not sold is said so;
// a complaint about a placed order is about that order.


/** Class: the order part of an impatient complaint is always read. */
const orderInComplaint: Scenario[] = [
  {
    ...ALMACEN,
    name: "answers trial 21: 'hace media hora q pregunto y nadie contesta!! quiero 4 cocas' apologises and asks which coca for 4 (verbatim t20b 013)",
    turns: [
      {
        say: "hace media hora q pregunto y nadie contesta!! quiero 4 cocas",
        expect: { reply: ["Perdón", "para 4"], notReply: ["¿qué necesitás?"] },
      },
    ],
  },
  {
    name: "answers trial 21: 'hace una hora que escribo y nadie responde. dame 2 coca de 1.5' in the kiosk adds them with the apology (variant)",
    turns: [
      {
        say: "hace una hora que escribo y nadie responde. dame 2 coca de 1.5",
        expect: { reply: ["Perdón", "Agregué 2 Coca-Cola 1,5 L"], cart: { "coca-15": 2 } },
      },
    ],
  },
  {
    name: "answers trial 21: an impatient complaint with an order after a greeting keeps the order (variant)",
    turns: [
      { say: "hola" },
      { say: "estoy esperando hace rato y nadie me atiende!! quiero 3 alfajores jorgito", expect: { cart: { "alfajor-jorgito": 3 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "answers trial 21: an impatient complaint alone still gets the apology and no product search (guard)",
    turns: [{ say: "hace media hora q pregunto y nadie contesta!!", expect: { reply: ["Perdón"], notReply: ["No tengo", "No tenemos"] } }],
  },
];

/** Class: one not-sold line per product and one closing question in a reply. */
const oneNotSold: Scenario[] = [
  {
    name: "answers trial 21: yerba and leche asked together with delivery are each said not sold once, one closing question (verbatim t20a 109)",
    turns: [
      {
        say: "hola buenas tardes este quería saber si tienen yerba y si me pueden mandar dos paquetes de yerba playadito de medio kilo y también una leche",
        expect: {
          reply: [/yerba/i, /leche/i, /envío|envios|envíos/i],
          notReply: [/¿Te sirve otra cosa\?[\s\S]*¿Te sirve otra cosa\?/, /yerba[\s\S]*No tenemos "yerba"/],
        },
      },
      { say: "ah bueno entonces mandame unas papas lays y dos chicles", expect: { cart: { "papas-lays": 1 } } },
    ],
  },
  {
    name: "answers trial 21: 'tenes fernet? y si me mandas 2 fernet branca y un vino' says each not sold once (variant)",
    turns: [
      {
        say: "tenes fernet? y si me mandas 2 fernet branca y un vino",
        expect: { notReply: [/¿Te sirve otra cosa\?[\s\S]*¿Te sirve otra cosa\?/, /fernet[\s\S]*No tenemos "fernet"/i] },
      },
    ],
  },
];

/** Class: an angry insistence on a brand not sold says plainly it is not sold. */
const angryBrand: Scenario[] = [
  {
    name: "answers trial 21: 'QUILMES. solo quilmes. la puta madre' says Quilmes is not sold before the person (verbatim t18/t19)",
    turns: [
      { say: "tenes cerveza quilmes?" },
      { say: "QUILMES. solo quilmes. la puta madre", expect: { reply: [/no (?:tenemos|vendemos)[^.]*quilmes/i, /persona/i], notReply: [/QUILMES/] } },
    ],
  },
  {
    name: "answers trial 21: 'FERNET. solo fernet la concha de la lora' says fernet is not sold before the person (variant)",
    turns: [
      { say: "tenes fernet?" },
      { say: "FERNET. solo fernet. la puta madre", expect: { reply: [/no (?:tenemos|vendemos)[^.]*fernet/i, /persona/i] } },
    ],
  },
  {
    name: "answers trial 21: 'son unos inutiles, quiero quilmes' says Quilmes is not sold before the person (variant)",
    turns: [{ say: "son unos inutiles, quiero quilmes", expect: { reply: [/no (?:tenemos|vendemos)[^.]*quilmes/i, /persona/i] } }],
  },
  {
    name: "answers trial 21: 'che no tenes quilmes?? que desastre' keeps the full not-sold answer with what there is, once (variant)",
    turns: [{ say: "che no tenes quilmes?? que desastre", expect: { reply: [/no tenemos "quilmes"/i, "Coca-Cola"], notReply: [/quilmes[\s\S]*quilmes/i] } }],
  },
  {
    name: "answers trial 21: an insult naming a product sold is no not-sold line (guard)",
    turns: [
      { say: "tenes coca?" },
      { say: "COCA. solo coca. la puta madre", expect: { reply: [/persona/i], notReply: [/no (?:tenemos|vendemos)/i] } },
    ],
  },
];

/** Class: a complaint about a placed order is about that order. */
const afterOrder: Scenario[] = [
  {
    name: "answers trial 21: 'pero las cocas chicas??? no las agregaste' after the order is about that order, never 'no tenés nada' (verbatim t19a 106)",
    turns: [
      { say: "Hola, quiero 2 pepsi" },
      { say: "me lo mandan a rivadavia 800 timbre 2" },
      { say: "nico paz 40111222" },
      { say: "efectivo" },
      { say: "si", expect: { orders: 1 } },
      {
        say: "pero las cocas chicas??? no las agregaste",
        expect: { reply: [/ORD-\d+/], notReply: ["Todavía no tenés nada", "No te entendí"] },
      },
      // The products named then go into that order, on the customer's yes (never a silent second order).
      { say: "2 coca de 500", expect: { reply: [/ORD-\d+/, "Coca-Cola 500 ml"], orders: 1 } },
    ],
  },
  {
    name: "answers trial 21: a plain cart question right after the order names that order without an apology (variant)",
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "rivadavia 800, nico paz 40111222, efectivo" },
      { say: "si", expect: { orders: 1 } },
      { say: "que tengo en el carrito?", expect: { reply: [/ORD-\d+/, "2 Pepsi 1,5 L"], notReply: ["Perdón", "Todavía no tenés nada"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "answers trial 21: 'no pusiste el pan!!' after the order is about that order (variant)",
    turns: [
      { say: "hola, quiero 2 coca de 1.5" },
      { say: "retiro, soy hector ruiz 31222333, efectivo" },
      { say: "si", expect: { orders: 1, cart: {} } },
      { say: "no pusiste el pan!!", expect: { reply: [/ORD-\d+/], notReply: ["Todavía no tenés nada", "No te entendí"] } },
    ],
  },
];

const packsShop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

/** Class: details said one by one at the intro's promos question are details, never "no te entiendo". */
const detailsAtIntro: Scenario[] = [
  {
    ...packsShop,
    name: "answers trial 21: a phone then 'soy de rosario' at the packs intro are kept, never 'no te estoy entendiendo' (verbatim t18a 203)",
    turns: [
      { say: "hola" },
      { say: "3415667788", expect: { notReply: ["no te estoy entendiendo", "No te entendí"] } },
      { say: "soy de rosario", expect: { reply: ["Rosario"], notReply: ["no te estoy entendiendo", "No te entendí", "persona"] } },
      { say: "calle san juan 1450", expect: { notReply: ["no te estoy entendiendo", "Ya le avisé al equipo"] } },
    ],
  },
  {
    ...packsShop,
    name: "answers trial 21: 'vivo en cordoba' at the packs intro is the city (variant)",
    turns: [
      { say: "hola" },
      { say: "vivo en cordoba", expect: { reply: [/C[oó]rdoba/], notReply: ["no te estoy entendiendo", "No te entendí", "persona"] } },
    ],
  },
];

export const answersTrial21Scenarios: Scenario[] = [...orderInComplaint, ...oneNotSold, ...angryBrand, ...afterOrder, ...detailsAtIntro];
