import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 9, answers round 10: one question gets one data-backed answer, "¿sos un bot?" is
// answered honestly at any step (a handoff too) in the customer's language, and the almacén's
// questions mid-order (tea bags, hours beside delivery, payment at the DNI step, ice beside an
// order) are answered, never "No te entendí".

/** Class 1: a question is answered once, with the shop's data. */
const answeredOnce: Scenario[] = [
  {
    name: "answers10: 'y unos alfajores q tenes' beside a cart lists the alfajores once, never a catalog overview (verbatim t9a 11)",
    turns: [
      { say: "hola buenas, tenes coca?", expect: { reply: ["Coca-Cola 1,5 L"] } },
      { say: "dame 2 de las grandes" },
      { say: "y unos alfajores q tenes", expect: { reply: ["Alfajor Havanna", "$1.500", "Alfajor Jorgito", "$700"], notReply: ["Vendemos", /Havanna[\s\S]*Havanna/] } },
      { say: "el jorgito, 3", expect: { reply: ["3 Alfajores Jorgito"] } },
    ],
  },
  {
    name: "answers10: 'y alfajores qué tenés?' and 'qué tenés de alfajores' beside a cart answer once",
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "y alfajores que tenes?", expect: { reply: ["Alfajor Havanna", "Alfajor Jorgito"], notReply: ["Vendemos", /Havanna[\s\S]*Havanna/] } },
      { say: "que tenes de alfajores", expect: { reply: ["Alfajor Havanna", "Alfajor Jorgito"], notReply: ["Vendemos", /Havanna[\s\S]*Havanna/] } },
      { say: "2 havanna", expect: { reply: ["2 Alfajores Havanna"] } },
    ],
  },
  {
    name: "answers10: 'qué alfajores tenés?' alone lists them once",
    turns: [{ say: "que alfajores tenes?", expect: { replies: 1, reply: ["Alfajor Havanna", "Alfajor Jorgito"], notReply: ["Vendemos"] } }],
  },
];

/** Class 2: "¿sos un bot?" answered honestly at any step, keeping the sale. */
const bot: Scenario[] = [
  {
    name: "answers10: 'hola sos un bot? quiero hablar con una persona de verdad' answers the bot question and passes to a person (verbatim t9a 25)",
    turns: [
      { say: "hola sos un bot? quiero hablar con una persona de verdad", expect: { state: "HANDOFF", reply: ["asistente automático", "persona"] } },
      { say: "pero sos un bot o no?", expect: { reply: ["asistente automático", "avisé al equipo"], state: "HANDOFF" } },
    ],
  },
  {
    name: "answers10: 'are you a real person?' in English while a person is awaited is answered in English",
    turns: [
      { say: "hi, I want to talk to a person please", expect: { state: "HANDOFF" } },
      { say: "wait, are you a real person or a bot?", expect: { reply: ["automatic assistant"], notReply: ["asistente"], state: "HANDOFF" } },
    ],
  },
  {
    name: "answers10: 'você é um robô?' in Portuguese mid-order is answered in Portuguese and the cart stays",
    turns: [
      { say: "oi, quero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "você é um robô?", expect: { reply: ["assistente automático"], notReply: ["asistente automático"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "answers10: 'are you a bot?' in English at the summary is answered in English and the summary question stays",
    turns: [
      { say: "hi, 2 pepsi please" },
      { say: "that's all, pickup" },
      { say: "John Miller" },
      { say: "no DNI, I'm a tourist" },
      { say: "cash", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "are you a bot?", expect: { reply: ["automatic assistant"], notReply: ["asistente"], state: "AWAITING_CONFIRMATION" } },
    ],
  },
  {
    name: "answers10: 'sos humano?' while the name is asked keeps the name step",
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "listo, eso es todo" },
      { say: "paso a retirar" },
      { say: "sos humano?", expect: { reply: ["asistente automático", "nombre"] } },
      { say: "Juan Pérez", expect: { customer: { firstName: "Juan", lastName: "Pérez" } } },
    ],
  },
];

const NOT_UNDERSTOOD = "No te entendí";
const CATALOG_LIST = "productos en 56 categorías";
const COCA_15 = id("7790895000430");

/** Class 3: the almacén's questions mid-order, answered from data. */
const almacen: Scenario[] = [
  {
    name: "answers10: tea bags asked three ways are the teas, never the category list or 'No te entendí' (verbatim t9c 18)",
    ...ALMACEN,
    turns: [
      { say: "que salsas de tomate tenes?", expect: { reply: ["salsas de tomate"], notReply: ["No te entendí"] } }, // wordsb18: every tomato sauce, in a list
      { say: "y te en saquitos que marcas tenes?", expect: { reply: ["opciones de té"], notReply: [CATALOG_LIST, NOT_UNDERSTOOD] } },
      { say: "te. de saquitos. tenes o no?", expect: { reply: ["opciones de té"], notReply: [CATALOG_LIST, NOT_UNDERSTOOD] } },
      { say: "tenes saquitos de te?", expect: { reply: ["opciones de té"], notReply: [CATALOG_LIST, NOT_UNDERSTOOD, "persona"] } },
    ],
  },
  {
    name: "answers10: 'tenés té?' / 'hay te en saquitos?' / 'qué té tenés' find the teas",
    ...ALMACEN,
    turns: [
      { say: "tenes te?", expect: { reply: ["opciones de té"], notReply: [NOT_UNDERSTOOD] } },
      { say: "hay te en saquitos?", expect: { reply: ["opciones de té"], notReply: [NOT_UNDERSTOOD, "Café"] } },
      { say: "que te tenes", expect: { reply: ["opciones de té"], notReply: [NOT_UNDERSTOOD, CATALOG_LIST] } },
    ],
  },
  {
    name: "answers10: 'hasta q hora estan abiertos? hacen envios a barrio general paz?' answers both (verbatim t9b 10)",
    ...ALMACEN,
    turns: [
      { say: "hola cuanto esta el fernet branca?" },
      { say: "uh bueno. y hasta q hora estan abiertos? hacen envios a barrio general paz?", expect: { reply: ["21", "General Paz"] } },
      { say: "si pero normalmente hasta q hora? y el envio cuanto sale", expect: { reply: ["21", "$800"] } },
    ],
  },
  {
    name: "answers10: 'cuanto sale el envio y hasta que hora reparten?' and 'aceptan mp? cierran a las 9?' answer each question once",
    ...ALMACEN,
    turns: [
      { say: "cuanto sale el envio y hasta que hora abren hoy?", expect: { reply: ["$800", "21"] } },
      { say: "aceptan mercado pago? y a que hora cierran?", expect: { reply: ["Mercado Pago", "21"] } },
    ],
  },
  {
    name: "answers10: 'aceptan mercadopago?' while the DNI is asked is answered and the DNI asked again (t9b 9)",
    ...ALMACEN,
    turns: [
      { say: "me mandas 2 coca de 1,5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "ok ya esta" },
      { say: "mandalo a velez sarsfield 455" },
      { say: "lucas fernandez", expect: { reply: ["DNI"] } },
      { say: "aceptan mercadopago?", expect: { reply: ["Mercado Pago", "DNI"], notReply: [NOT_UNDERSTOOD], cart: { [COCA_15]: 2 } } },
      { say: "35444555", expect: { reply: ["pagar"] } },
    ],
  },
  {
    name: "answers10: 'me lo traen hoy?' and 'hasta qué hora?' mid-order are answered and the cart stays",
    ...ALMACEN,
    turns: [
      { say: "me mandas 2 coca de 1,5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "me lo traen hoy?", expect: { reply: ["en el día"], notReply: [NOT_UNDERSTOOD], cart: { [COCA_15]: 2 } } },
      { say: "hasta que hora?", expect: { reply: ["21"], notReply: [NOT_UNDERSTOOD], cart: { [COCA_15]: 2 } } },
      { say: "cuanto sale el envio?", expect: { reply: ["$800"], notReply: [NOT_UNDERSTOOD], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "answers10: 'ya esta listo mi pedido? lo pueden mandar antes de las 10?' gets the status and the delivery time, with a person for an exact hour (t9c 02)",
    ...ALMACEN,
    turns: [
      { say: "me mandas 2 coca de 1,5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "eso es todo. envio a Obispo Trejo 345 piso 2 dpto B, soy Marcela Quiroga dni 30111222, pago transferencia", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "si confirmo", expect: { orders: 1 } },
      { say: "hola de nuevo, ya esta listo mi pedido? lo pueden mandar antes de las 10?", expect: { reply: ["ORD-", "en el día", "persona del equipo"], orders: 1 } },
      { say: "a que hora llega mi pedido?", expect: { reply: ["ORD-", "en el día"], orders: 1 } },
    ],
  },
  {
    name: "answers10: 'ah y hielo tenes?' beside an order is answered, never dropped (t9c 6)",
    ...ALMACEN,
    turns: [
      { say: "tenes coca de 2 1/4?" },
      { say: "dale 2 cocas de esas y un terma serrano. ah y hielo tenes?", expect: { reply: ["hielo"] } },
    ],
  },
];

/** The summary of 2 Pepsi for pickup, paid by transfer, where a hurried yes confirms. */
const toSummary: Scenario["turns"] = [
  { say: "me das 2 pepsi?" },
  { say: "eso es todo" },
  { say: "lo paso a buscar" },
  { say: "Ana Gomez" },
  { say: "28123456" },
  { say: "transferencia", expect: { state: "AWAITING_CONFIRMATION" } },
];

/** Class 4: hurry words from one list; a yes in a hurry at the summary is the yes (yesno.ts reads it). */
const hurry: Scenario[] = [
  { name: "answers10: 'sí, apurate' at the summary confirms", turns: [...toSummary, { say: "sí, apurate", expect: { orders: 1, reply: ["quedó confirmado"] } }] },
  { name: "answers10: 'ok pero rapido' at the summary confirms", turns: [...toSummary, { say: "ok pero rapido", expect: { orders: 1, reply: ["quedó confirmado"] } }] },
  { name: "answers10: 'apurate!!' at the summary is no yes: nothing written", turns: [...toSummary, { say: "apurate!!", expect: { orders: 0 } }] },
  { name: "answers10: 'no, rapido' at the summary writes nothing", turns: [...toSummary, { say: "no, rapido", expect: { orders: 0 } }] },
  {
    name: "answers10: '2 pepsi apurate porfa' search no hurry word",
    turns: [{ say: "2 pepsi apurate porfa", expect: { cart: { "pepsi-15": 2 }, notReply: ['"apurate"', "No tengo"] } }],
  },
];

export const answersTrial10Scenarios: Scenario[] = [...answeredOnce, ...bot, ...almacen, ...hurry];
