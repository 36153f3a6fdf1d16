import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 25, waiting round 26: while a person is awaited, what the rules understand with
// certainty — a pick of an open list, products found and added — is taken and said; the rest gets
// the wait's acknowledgement, never "No te entendí", "No tengo X" or "Tu carrito está vacío".

const PAN_RALLADO_500 = id("7790070411488");
const PAN_RALLADO_1KG = id("7790070411495");
const JAMON_FETEADO_200 = id("7798013103377");
const PAN_MESA_560 = id("7793890001129");
const PAN_MESA_335 = id("7793890250992");

/** Class: a pick of an open list, or products found, are taken while a person is awaited. */
export const waitingTrial25Scenarios: Scenario[] = [
  {
    name: "waiting trial 25: a pick of the open list while a person is awaited adds it (verbatim t25b 021)",
    ...ALMACEN,
    turns: [
      { say: "quiero hablar con una persona", expect: { reply: ["persona"] } },
      { say: "mientras tanto, tenes pan rallado?", expect: { reply: ["pan rallado"] } },
      { say: "bueno agregame 1 pan rallado preferido", expect: { reply: ["¿Cuál"], cart: {} } },
      { say: "el de medio kilo", expect: { reply: ["Pan Rallado Preferido 500 Gr"], notReply: ["Ya le avisé"], cart: { [PAN_RALLADO_500]: 1 } } },
      { say: "agregaste el pan rallado?", expect: { notReply: ["Todavía no", "no me dijiste cuál"], cart: { [PAN_RALLADO_500]: 1 } } },
    ],
  },
  {
    name: "waiting trial 25: a row number of the open list while a person is awaited adds that row (t25b 021 variant)",
    ...ALMACEN,
    turns: [
      { say: "hola, pasame con una persona", expect: { reply: ["persona"] } },
      { say: "quiero pan rallado preferido", expect: { reply: ["¿Cuál"], cart: {} } },
      { say: "el 1", expect: { notReply: ["Ya le avisé"], cart: { [PAN_RALLADO_1KG]: 1 } } },
    ],
  },
  {
    name: "waiting trial 25: after a handoff on misreads, an order of products found is taken (t25b 016: its last message)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 queso cremoso" },
      { say: "asdf qwer" },
      { say: "zxcv poiu", expect: { reply: ["Te paso con una persona"] } },
      {
        say: "hola?? solo queria el jamon feteado cagnoli de 200 y el pan de mesa lactal grande",
        expect: { reply: ["Jamón Cocido Feteado Cagnoli 200 Gr", "Pan de Mesa Lactal 560 Gr"], notReply: ["Ya le avisé"], cart: { [JAMON_FETEADO_200]: 1, [PAN_MESA_560]: 1 } },
      },
    ],
  },
  {
    name: "waiting trial 25: after a handoff on misreads, the whole order said again is taken (verbatim t25b 016)",
    ...ALMACEN,
    turns: [
      { say: "buenas" },
      { burst: ["quiero 1 queso cremoso", "1 jamon cocido", "y 2 pan lactal bimbo"] },
      { say: "no, queso cremoso de cortar, no untable" },
      { say: "ese dale, medio kilo si se puede" },
      { say: "dale ese" },
      {
        say: "hola?? solo queria el queso ese de 1 kilo, el jamon feteado cagnoli de 200 y el pan de mesa grande",
        expect: { reply: ["Jamón Cocido Feteado Cagnoli 200 Gr", "Mesa Lactal 560 Gr"], notReply: ["Ya le avisé", "No te entendí"] },
      },
    ],
  },
  {
    name: "waiting trial 25: after a handoff on misreads, a pick of the list left open is taken; a product not found is only acknowledged (t25b 016 variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero pan de mesa lactal", expect: { reply: ["Pan de Mesa Lactal 335 Gr"] } },
      { say: "asdf qwer" },
      { say: "zxcv poiu", expect: { reply: ["Te paso con una persona"] } },
      { say: "y un paquete de galletitas marca zzzz", expect: { notReply: ["No tengo", "No te entendí"], cart: {} } },
      { say: "el de 335", expect: { notReply: ["Ya le avisé"], cart: { [PAN_MESA_335]: 1 } } },
    ],
  },
  {
    name: "waiting trial 25: after a handoff on misreads, '2 pepsi' is taken in the kiosk (t23a 105 follow-up)",
    turns: [
      { say: "hola tenes yerba?" },
      { say: "la playadito" },
      { say: "2", expect: { reply: ["Te paso con una persona"] } },
      { say: "sacame una yerba", expect: { notReply: ["carrito está vacío", "No te entendí"], cart: {} } },
      { say: "quiero 2 pepsi", expect: { reply: ["Pepsi"], cart: { "pepsi-15": 2 } } },
    ],
  },
];

/** Class: "mejor no, dejalo" right after a removal puts the line back; otherwise it asks whether to cancel. */
export const waitingTrial25DropScenarios: Scenario[] = [
  {
    name: "waiting trial 25: 'ah no esperá, mejor no, dejalo' right after 'sacá la pepsi' puts the Pepsi back (verbatim t25a 111)",
    turns: [
      { say: "buenas quiero 3 pepsi y 2 fantas", expect: { cart: { "pepsi-15": 3, "fanta-15": 2 } } },
      { say: "q horario tienen el domingo?" },
      { say: "sacá la pepsi", expect: { cart: { "fanta-15": 2 } } },
      { say: "ah no esperá, mejor no, dejalo", expect: { reply: ["3 Pepsi"], notReply: ["¿Cancelo"], cart: { "fanta-15": 2, "pepsi-15": 3 } } },
    ],
  },
  {
    name: "waiting trial 25: 'mejor no, dejalo' with no removal just before asks whether to cancel the cart (t25a 111 control)",
    turns: [
      { say: "buenas quiero 3 pepsi y 2 fantas", expect: { cart: { "pepsi-15": 3, "fanta-15": 2 } } },
      { say: "mejor no, dejalo", expect: { reply: ["¿Cancelo el pedido"], cart: { "pepsi-15": 3, "fanta-15": 2 } } },
    ],
  },
];
