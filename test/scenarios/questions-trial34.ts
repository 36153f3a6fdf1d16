import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 34, questions round 35: a removal beside an add in one message is kept; a question
// about how many of a product the cart holds is answered from the cart, never searched.

const MAYO_950 = id("7794000960077");
const KETCHUP_NATURA = id("7791866000664");

/** Class: "sacame una, y agregame 1 X" removes one of the line in play and adds X. */
const removeBesideAdd: Scenario[] = [
  {
    name: "questions trial 34: 'sacame una, y agregame 1 ketchup' removes one mayonnaise and asks which ketchup (verbatim t34c 012)",
    ...ALMACEN,
    turns: [
      { say: "hola, tenes mayonesa hellmanns? cuanto sale" },
      { say: "dame 2 de la mas grande", expect: { cart: { [MAYO_950]: 2 } } },
      { say: "sacame una, y agregame 1 ketchup", expect: { reply: ["opciones"], cart: { [MAYO_950]: 1 } } },
      { say: "el natura", expect: { cart: { [MAYO_950]: 1, [KETCHUP_NATURA]: 1 } } },
    ],
  },
  {
    name: "questions trial 34: 'sacame una, y agregame 1 ketchup natura' removes one mayonnaise and adds the ketchup (variant)",
    ...ALMACEN,
    turns: [
      { say: "hola, tenes mayonesa hellmanns? cuanto sale" },
      { say: "dame 2 de la mas grande" },
      { say: "sacame una, y agregame 1 ketchup natura", expect: { notReply: ["Salame"], cart: { [MAYO_950]: 1, [KETCHUP_NATURA]: 1 } } },
    ],
  },
  {
    name: "questions trial 34: 'sacame 2 y dame una pepsi' in the kiosk removes two cokes and adds the Pepsi (variant)",
    turns: [
      { say: "quiero 3 coca de 500" },
      { say: "sacame 2 y dame una pepsi", expect: { cart: { "coca-500": 1, "pepsi-15": 1 } } },
    ],
  },
  {
    name: "questions trial 34: 'sacame una coca y agregame una fanta' still names the line removed (guard)",
    turns: [
      { say: "quiero 2 coca de 500 y 1 pepsi" },
      { say: "sacame una coca y agregame una fanta", expect: { cart: { "coca-500": 1, "pepsi-15": 1, "fanta-15": 1 } } },
    ],
  },
];

/** Class: "¿cuántas X tengo?" answers the count of X in the cart. */
const cartCountQuestion: Scenario[] = [
  {
    name: "questions trial 34: 'cuantas mayonesas tengo?' answers from the cart and searches nothing (verbatim t34c 012)",
    ...ALMACEN,
    turns: [
      { say: "hola, tenes mayonesa hellmanns? cuanto sale" },
      { say: "dame 2 de la mas grande" },
      { say: "agregame 1 ketchup natura", expect: { cart: { [MAYO_950]: 2, [KETCHUP_NATURA]: 1 } } },
      { say: "cuantas mayonesas tengo?", expect: { reply: ["2 × Mayonesa Clasica Doypack Hellmann's 950 Gr"], notReply: ["No tenemos", "Agregué", "Lo más parecido"], cart: { [MAYO_950]: 2, [KETCHUP_NATURA]: 1 } } },
    ],
  },
  {
    name: "questions trial 34: 'cuántas cocas llevo?' answers from the cart in the kiosk (variant)",
    turns: [
      { say: "quiero 3 coca de 500" , expect: { cart: { "coca-500": 3 } } },
      { say: "cuántas cocas llevo?", expect: { reply: ["3 × Coca-Cola 500 ml"], notReply: ["No tenemos", "Agregué"], cart: { "coca-500": 3 } } },
    ],
  },
  {
    name: "questions trial 34: 'cuantas pepsis tengo en el carrito?' with no Pepsi in the cart says none (variant)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "cuantas pepsis tengo en el carrito?", expect: { notReply: ["Agregué", "No tenemos"], cart: { "coca-500": 2 } } },
    ],
  },
];

/** Class: "de leche nada", "de leche no" lets the list of that product go. */
const productLetGo: Scenario[] = [
  {
    name: "questions trial 34: 'no, de leche nada entonces' lets the milk list go (verbatim t34c 014)",
    ...ALMACEN,
    turns: [
      { say: "necesito urgente 4 litros de leche sancor, 1 queso cremoso y pan rallado, es para mi mama que vive en Chacabuco 1200 piso 4 dpto D, se llama Rosa Diaz" },
      { say: "no, de leche nada entonces", expect: { reply: ["sin leche"], notReply: ["No te entendí"], cart: {} } },
      { say: "el favorita", expect: { cart: { [id("7790070413666")]: 1 } } },
    ],
  },
  {
    name: "questions trial 34: 'bueno, de yerba nada' lets the yerba list go and keeps the cart (variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 ketchup natura y una yerba" },
      { say: "bueno, de yerba nada", expect: { reply: ["sin yerba"], notReply: ["No te entendí"], cart: { [KETCHUP_NATURA]: 1 } } },
    ],
  },
  {
    name: "questions trial 34: 'quiero 2 coca de 500, nada mas' still orders and closes (guard)",
    turns: [{ say: "quiero 2 coca de 500, nada mas", expect: { cart: { "coca-500": 2 } } }],
  },
];

/** Class: "para q el dni??" asks why, never a failed DNI. */
const whyTheDni: Scenario[] = [
  {
    name: "questions trial 34: 'para q el dni??' at the DNI question answers why, never a failed DNI (verbatim t34a 018)",
    turns: [
      { say: "hola quiero 2 fantas y 1 sprite" },
      { say: "sacá una fanta" },
      { say: "nada mas" },
      { say: "envio" },
      { say: "Maipu 300 piso 5 dpto D" },
      { say: "valentina cruz", expect: { reply: ["DNI"] } },
      { say: "para q el dni??", expect: { reply: ["identificar el pedido"], notReply: ["no llegué a entender"] } },
      { say: "ufff otra pregunta mas?? 29888777", expect: { reply: ["DNI 29888777"] } },
    ],
  },
  {
    name: "questions trial 34: 'y pa que el documento?' at the DNI question answers why (variant)",
    turns: [
      { say: "quiero 1 coca de 500, retiro" },
      { say: "juan perez", expect: { reply: ["DNI"] } },
      { say: "y pa que el documento?", expect: { reply: ["identificar el pedido"], notReply: ["no llegué a entender"] } },
    ],
  },
];

/** Class: a greeting beside a product question answers the question. */
const greetingWithQuestion: Scenario[] = [
  {
    name: "questions trial 34: 'ola tenes red bul' answers about the Red Bull, never only a greeting (verbatim t34a 026)",
    turns: [
      { say: "ola tenes red bul", expect: { reply: ["No tenemos"], notReply: ["¿Qué te gustaría pedir hoy?"] } },
      { say: "y monster?" },
      { say: "bueno nada, dame 2 jorgitos y una coca chica", expect: { cart: { "alfajor-jorgito": 2, "coca-500": 1 } } },
    ],
  },
  {
    name: "questions trial 34: 'ola tenes pepsi?' answers the Pepsi (variant)",
    turns: [{ say: "ola tenes pepsi?", expect: { reply: ["Pepsi"], notReply: ["¿Qué te gustaría pedir hoy?"] } }],
  },
];

/** Class: an angry opener carrying an order: the wait acknowledged and the order taken. */
const angryOpener: Scenario[] = [
  {
    name: "questions trial 34: 'HACE MEDIA HORA ESPERO. quiero 3 paquetes de galletitas oreo' apologises and adds (verbatim t34b 012)",
    ...ALMACEN,
    turns: [
      { say: "HACE MEDIA HORA ESPERO. quiero 3 paquetes de galletitas oreo", expect: { reply: ["Perdón", "Oreo"], cart: { [id("7622210659446")]: 3 } } },
    ],
  },
  {
    name: "questions trial 34: 'hace 20 minutos estoy esperando, quiero 2 coca de 500' apologises and adds in the kiosk (variant)",
    turns: [{ say: "hace 20 minutos estoy esperando, quiero 2 coca de 500", expect: { reply: ["Perdón"], cart: { "coca-500": 2 } } }],
  },
];

/** Class (lead35, from questions35's reverted rule): "¿a qué hora llega?" answers when the order arrives, never the delivery-area blurb. */
const arrivalTime: Scenario[] = [
  {
    name: "questions trial 34: 'a que hora llega?' at the payment question answers when it arrives (verbatim t34b 027)",
    ...ALMACEN,
    turns: [
      { say: "buen dia quiero 200 de jamon cocido y 200 de queso" },
      { say: "el feteado cagnoli" },
      { say: "el port salut ilolay" },
      { say: "listo" },
      { say: "envio" },
      { say: "es para mi mama que vive en Caseros 780, se llama Rosa Medina" },
      { say: "el dni de ella es 14222333" },
      { say: "a que hora llega?", expect: { reply: ["en el día", "¿Cómo vas a pagar?"], notReply: ["hacemos envíos en", "el envío sale"] } },
      { say: "transferencia", expect: { reply: ["Resumen de tu pedido"] } },
    ],
  },
  {
    name: "questions trial 34: 'a que hora llega?' at the summary answers when it arrives and asks to confirm again (verbatim t34c 009)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 pañal pampers confort sec G de 60" },
      { say: "envio a obispo trejo 220, Romina Diaz 40123123, mercado pago" },
      { say: "a que hora llega?", expect: { reply: ["en el día"], notReply: ["hacemos envíos en", "el envío sale"] } },
    ],
  },
  {
    name: "questions trial 34: 'para qué hora me lo traen?' in the kiosk answers when it arrives (variant)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "para qué hora me lo traen?", expect: { notReply: ["hacemos envíos en", "No te entendí"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "questions trial 34: 'a qué hora abren?' still answers the opening hours (guard)",
    ...ALMACEN,
    turns: [{ say: "a qué hora abren?", expect: { notReply: ["hacemos envíos en", "No te entendí"] } }],
  },
];

export const questionsTrial34Scenarios: Scenario[] = [...angryOpener, ...removeBesideAdd, ...cartCountQuestion, ...productLetGo, ...whyTheDni, ...greetingWithQuestion, ...arrivalTime];
