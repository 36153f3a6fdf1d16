import type { Scenario, Turn } from "./types";

// Issues 14 item 1 and 15 item 6: complaints, anger and questions a blind customer trial found
// the kiosk answering wrongly — a late order complained about with no order on this number, "hola???"
// answered with the opening greeting, a delivery zone half answered, a question inside an answer,
// and a complaint about the cart stored as a name and an address. Kiosk prices as in retail.ts.

/** A placed pickup order of 2 Pepsi ($4.400), ORD-00001. */
export const placed: Turn[] = [
  { say: "quiero 2 pepsi" },
  { say: "listo" },
  { say: "retiro" },
  { say: "Juan Perez" },
  { say: "30111222" },
  { say: "efectivo" },
  { say: "si", expect: { orders: 1 } },
];

/** 2 Pepsi, pickup, a name: the DNI is asked next. */
const pepsisToDni: Turn[] = [
  { say: "quiero 2 pepsi" },
  { say: "listo" },
  { say: "retiro" },
  { say: "Juan Perez", expect: { reply: ["DNI"] } },
];

export const supportTrialScenarios: Scenario[] = [
  // K5: a late order with no order of this number — said kindly, a person takes it with why.
  {
    name: "support trials: 'hace 40 minutos que pedí y no llegó nada' with no order goes to a person at once",
    turns: [
      { say: "che!!! hace 40 minutos que pedi y no llego nada, son un desastre la verdad", expect: { state: "HANDOFF", handoff: "complaint", agents: ["support"], reply: ["No encuentro ningún pedido", "persona"], notReply: ["carrito", "¡Hola!"] } },
      { say: "hola??? me van a contestar???", expect: { state: "HANDOFF", reply: ["avisé al equipo"], notReply: ["Soy el asistente"] } },
    ],
  },
  {
    name: "support trials: 'no llegó nada' about a placed order tells its status and hands it to a person with the order",
    turns: [
      ...placed,
      { say: "che hace 40 minutos que pedi y no llego nada", expect: { state: "HANDOFF", handoff: "complaint", handoffOrder: /^ORD-00001$/, reply: ["ORD-00001", "todavía no empezamos a prepararlo", "persona"] } },
    ],
  },
  {
    name: "support trials: 'hola??? me van a contestar???' mid-sale is impatience: one apology, the second hands off",
    turns: [
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "hola??? me van a contestar???", expect: { reply: ["Perdón", "2 Pepsi"], notReply: ["Soy el asistente"], state: "COLLECTING_ORDER", cart: { "pepsi-15": 2 } } },
      { say: "me estas cargando?", expect: { state: "HANDOFF", handoff: "frustration", reply: ["persona"] } },
    ],
  },
  {
    name: "support trials: a bare 'hola???' after messages is not answered with the opening greeting",
    turns: [
      { say: "tenes coca?" },
      { say: "hola???", expect: { notReply: ["Soy el asistente"], reply: ["Perdón"] } },
    ],
  },
  {
    name: "support trials: a first 'hola' is still a greeting",
    turns: [{ say: "hola", expect: { reply: ["Soy el asistente de Kiosco Don Tito"] } }],
  },
  // K7: a delivery zone question answered from the profile's area, never dropped.
  {
    name: "support trials: 'hacen envíos a villa crespo? cuánto sale?' answers the zone and the cost",
    turns: [
      { say: "buenas hacen envios a villa crespo? cuanto sale?", expect: { agents: ["info"], reply: ["A Villa Crespo", "radio de 20 cuadras", "el equipo te lo confirma", "$500"] } },
      { say: "llegan a Palermo?", expect: { reply: ["A Palermo", "radio de 20 cuadras"] } },
      { say: "hacen envíos a domicilio?", expect: { reply: ["Sí, hacemos envíos"], notReply: ["A Domicilio"] } },
    ],
  },
  {
    name: "support trials (almacén): a place the delivery area names is a plain yes",
    workspace: "almacen",
    channel: "almacen-wa",
    phoneNumberId: "100000000000003",
    turns: [{ say: "llegan a alberdi?", expect: { reply: ["Sí, llegamos a Alberdi", "barrio Alberdi y alrededores"] } }],
  },
  // K1: a question inside the answer to a details question is answered and the value taken.
  {
    name: "support trials: 'para que queres el dni? bueno 32456789' answers why and takes the DNI",
    turns: [
      ...pepsisToDni,
      { say: "para que queres el dni? bueno 32456789", expect: { reply: ["para identificar el pedido", "Anoté ✅ DNI 32456789", "cómo vas a pagar"], notReply: ["no llegué a entender"], customer: { dni: "32456789" } } },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Juan Perez (DNI 32456789)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Juan Perez" } } },
    ],
  },
  {
    name: "support trials: a bare '¿para qué querés el DNI?' is answered and the DNI asked once more",
    turns: [
      ...pepsisToDni,
      { say: "para que queres el dni?", expect: { reply: ["para identificar el pedido", "DNI"], notReply: ["no llegué a entender"], state: "NEEDS_DETAILS" } },
      { say: "32456789", expect: { customer: { dni: "32456789" }, reply: ["cómo vas a pagar"] } },
    ],
  },
  // K4: a complaint about the cart at a details question adds what was forgotten; never a name or an address.
  {
    name: "support trials: 'te olvidaste las 2 sprite' at the name question adds them and the name is still asked",
    turns: [
      { say: "quiero 2 jorgito" },
      { say: "listo" },
      { say: "envio", expect: { reply: ["a nombre de quién"] } },
      { say: "te olvidaste las 2 sprite", expect: { cart: { "alfajor-jorgito": 2, "sprite-15": 2 }, customer: {}, notReply: ["Anoté ✅"] } },
      { say: "faltan las 2 sprite", expect: { cart: { "alfajor-jorgito": 2, "sprite-15": 2 }, reply: ["Ya tenés 2 Sprite"], customer: {} } },
      { say: "Juan Perez", expect: { customer: { firstName: "Juan", lastName: "Perez" }, reply: ["DNI"] } },
    ],
  },
  {
    name: "support trials: 'wait, you forgot the 2 sprites' (English) adds them, stored as no name or address",
    turns: [
      { say: "hi, I want 2 jorgito alfajores please" },
      { say: "ok done" },
      { say: "delivery", expect: { reply: ["name"] } },
      { say: "wait, you forgot the 2 sprites", expect: { cart: { "alfajor-jorgito": 2, "sprite-15": 2 }, customer: {}, notReply: ["Noted ✅"] } },
    ],
  },
];
