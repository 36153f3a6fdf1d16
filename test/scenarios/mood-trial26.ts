import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 26, mood round 27: "hola??? me contestan" asks whether anyone is there (the open
// question asked again, never the opening greeting); a question said before "nadie contesta" and
// an insult is answered beside one apology; a complaint with no wait is never "perdón por la
// espera", nor said again on the next turn; "¿cuándo llega?" gets no offer of an exact hour.

const COCA_15 = id("7790895000430");
const TORO_1L = id("7790314000041");
const PACKS = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

/** Class: "hola??? me contestan" with a question open: here I am and the question again, never the greeting. */
const presenceKeepsQuestion: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 26: 'hola??? me contestan' with '¿Cuál de estos querés?' open says 'acá estoy' and asks the list again (verbatim t26b 011)",
    turns: [
      { say: "hola queria 3 coca de 500", expect: { reply: ['No tengo "coca de 500"'] } },
      { say: "hola??? me contestan", expect: { reply: ["acá estoy", "Cuál"], notReply: ["Soy el asistente"] } },
      { say: "la 1", expect: { cart: { [COCA_15]: 3 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 26: 'buenas?? me responden?' with the vino toro list open asks the list again (variant)",
    turns: [
      { say: "hola tenes vino toro", expect: { reply: ["opciones de vino toro"] } },
      { say: "buenas?? me responden?", expect: { reply: ["acá estoy", "Cuál"], notReply: ["Soy el asistente", "No tenemos"] } },
      { say: "el tinto de litro", expect: { cart: { [TORO_1L]: 1 } } },
    ],
  },
  {
    name: "mood trial 26: 'alguien me contesta?' in the kiosk after an add keeps the cart and never greets (variant)",
    turns: [
      { say: "2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "alguien me contesta?", expect: { reply: ["acá estoy"], notReply: ["Soy el asistente", "No tenemos"], cart: { "pepsi-15": 2 } } },
    ],
  },
];

/** Class: a question said before "nadie contesta" and an insult after it is answered, with one apology and a person offered. */
const questionBesideInsult: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 26: 'hace 2 horas que pregunto si tienen leche en polvo y nadie contesta, son un desastre' answers the leche en polvo (verbatim t26b 017)",
    turns: [
      {
        say: "buenas noches, hace 2 horas que pregunto si tienen leche en polvo y nadie contesta, son un desastre",
        expect: { reply: ["Perdón", "leche en polvo", "persona"], notReply: ["¿qué necesitás?", "No tenemos"] },
      },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 26: 'hace una hora que pregunto por yerba y nadie me responde, que verguenza' answers the yerba (variant)",
    turns: [
      {
        say: "hola, hace una hora que pregunto por yerba y nadie me responde, que verguenza",
        expect: { reply: ["Perdón", "yerba"], notReply: ["¿qué necesitás?", "No tenemos"] },
      },
    ],
  },
  {
    name: "mood trial 26: 'pregunté si tenés pepsi y no contestan!! son un desastre' in the kiosk answers the pepsi (variant)",
    turns: [{ say: "hace media hora pregunte si tenes pepsi y no contestan!! son un desastre", expect: { reply: ["Perdón", "Pepsi"], notReply: ["¿qué necesitás?"] } }],
  },
];

/** Class: an apology for the wait only for a wait, once per wait. */
const apologyForWhatHappened: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 26: 'hice un pedido ayer y me llego mal, quiero hablar con alguien' apologises for the problem, never for a wait (verbatim t26b 023)",
    turns: [
      { say: "hola, hice un pedido ayer y me llego mal, quiero hablar con alguien", expect: { reply: ["Perdón", "persona"], notReply: ["espera"] } },
    ],
  },
  {
    name: "mood trial 26: 'me llegó roto el pedido' with no order on this number in the kiosk apologises for the problem (variant)",
    turns: [{ say: "buenas, me llego roto el pedido de ayer", expect: { reply: ["Perdón", "persona"], notReply: ["espera"] } }],
  },
  {
    ...ALMACEN,
    name: "mood trial 26: 'me estas cargando?' on the turn after 'perdón por la espera' is no second apology for a wait (verbatim t26c 012)",
    turns: [
      { say: "hola estoy esperando hace una hora y nadie me contesta, quiero 2 vino toro", expect: { reply: ["Perdón por la espera"] } },
      { say: "me estas cargando? el tinto de litro quiero", expect: { notReply: ["Perdón por la espera"], cart: { [TORO_1L]: 2 } } },
    ],
  },
  {
    name: "mood trial 26: 'hace media hora q nadie me contesta, quiero 2 pepsi' then 'me estas jodiendo? sacame una' apologises once (variant)",
    turns: [
      { say: "hace media hora q nadie me contesta, quiero 2 pepsi", expect: { reply: ["Perdón por la espera"], cart: { "pepsi-15": 2 } } },
      { say: "me estas jodiendo? sacame una", expect: { notReply: ["Perdón por la espera"], cart: { "pepsi-15": 1 } } },
    ],
  },
];

/** Class: "¿cuándo llega?" after the order gets the status and how long it takes, no offer of an exact hour nobody asked. */
const noHourOffered: Scenario[] = [
  {
    ...PACKS,
    name: "mood trial 26: 'y cuando me llega?' after the order gets no 'Una hora puntual' offer (verbatim t26a 201)",
    turns: [
      { say: "hola, quiero comprar" },
      { say: "soy Rocio Benitez, cel 3515551234, ciudad Cordoba, direccion Av Colon 1200 piso 3 dpto B" },
      { say: "pasame las promos" },
      { say: "el de 2" },
      { say: "transferencia", expect: { state: "resumen" } },
      { say: "si confirmo", expect: { state: "compra_confirmada", orders: 1 } },
      { say: "y cuando me llega?", expect: { reply: ["ORD-", "entre 3 y 7 días"], notReply: ["Una hora puntual"] } },
      { say: "¿a qué hora llega mi pedido?", expect: { reply: ["Una hora puntual"] } },
    ],
  },
  {
    name: "mood trial 26: 'cuanto falta?' after a kiosk order gets no 'Una hora puntual' offer (variant)",
    turns: [
      { say: "2 pepsi" },
      { say: "listo" },
      { say: "envio a Lavalle 900" },
      { say: "Juan Perez, 30111222" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "si", expect: { orders: 1 } },
      { say: "cuanto falta?", expect: { reply: ["ORD-"], notReply: ["Una hora puntual"] } },
    ],
  },
];

export const moodTrial26Scenarios: Scenario[] = [...presenceKeepsQuestion, ...questionBesideInsult, ...apologyForWhatHappened, ...noHourOffered];
