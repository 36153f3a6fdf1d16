import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Round 10's integration, from blind trial 10: a yes at the summary with a question after it
// confirms and then answers (trial 10b 003 and 011 were asked the summary again, then "si ya te
// dije q si" was read as a complaint); a yes that waits for the answer still waits. A choice said
// beside a question about something else is kept ("efectivo, cuanto es el envio?": 10b 001 was
// asked the payment again).

const SUMMARY = [
  { say: "quiero 2 cocas grandes", expect: { cart: { "coca-15": 2 } } },
  { say: "retiro, soy Ana Diaz 30111222, transferencia", expect: { state: "AWAITING_CONFIRMATION" as const, reply: ["¿Confirmamos el pedido?"] } },
];

export const leadTrial10Scenarios: Scenario[] = [
  {
    name: "lead trial 10: 'si. me pasas el alias para transferir?' at the summary confirms, then gives the alias (verbatim t10b 003)",
    turns: [...SUMMARY, { say: "si. me pasas el alias para transferir?", expect: { reply: ["quedó confirmado", "El alias para transferir es"], notReply: ["¿Lo confirmamos?"], orders: 1, state: "DONE" } }],
  },
  {
    name: "lead trial 10: 'Sí, confirmo. ¿A qué hora puedo pasar mañana?' confirms and answers the hours (verbatim t10b 011)",
    turns: [...SUMMARY, { say: "Sí, confirmo. ¿A qué hora puedo pasar mañana?", expect: { reply: ["quedó confirmado", "Mañana abrimos"], notReply: ["¿Lo confirmamos?"], orders: 1 } }],
  },
  {
    name: "lead trial 10: 'dale! y hasta que hora estan?' at the summary confirms and answers",
    turns: [...SUMMARY, { say: "dale! y hasta que hora estan?", expect: { reply: ["quedó confirmado"], orders: 1 } }],
  },
  {
    name: "lead trial 10: 'si pero cuanto sale el envio?' at the summary answers and waits for the yes",
    turns: [
      ...SUMMARY,
      { say: "si pero cuanto sale el envio?", expect: { reply: ["envío"], notReply: ["quedó confirmado"], orders: 0, state: "AWAITING_CONFIRMATION" } },
      { say: "dale", expect: { reply: ["quedó confirmado"], orders: 1 } },
    ],
  },
  {
    name: "lead trial 10: 'efectivo, cuanto es el envio?' at the payment question keeps cash and answers the delivery cost (verbatim t10b 001)",
    turns: [
      { say: "quiero 2 cocas grandes", expect: { cart: { "coca-15": 2 } } },
      { say: "envio a Mitre 300, soy Ana Diaz 30111222", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "efectivo, cuanto es el envio?", expect: { reply: ["el envío es gratis", "Pago: efectivo", "¿Confirmamos el pedido?"], notReply: ["¿Cómo vas a pagar?"], state: "AWAITING_CONFIRMATION" } },
    ],
  },
  {
    name: "lead trial 10: 'retiro. hasta que hora estan?' at the way question keeps the pickup and answers the hours",
    turns: [
      { say: "quiero 2 cocas grandes", expect: { cart: { "coca-15": 2 } } },
      { say: "soy Ana Diaz 30111222", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
      { say: "retiro. hasta que hora estan?", expect: { reply: ["cerramos a las 20", "retiro en el local", "¿Cómo vas a pagar?"], notReply: ["¿Te lo enviamos"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "lead trial 10: a Portuguese conversation stays Portuguese at 'o mesmo que já coloquei, la virginia. 2 no total' (brand words and 'que' are not Spanish; trial 10b 005)",
    turns: [
      { say: "oi boa noite! vocês têm café? quero 2 pacotes de café e um pão de forma", expect: { reply: ["Qual"] } },
      { say: "o café molido la virginia 250 e o pão de mesa lactal grande", expect: { reply: ["Adicionei"] } },
      { say: "o mesmo que já coloquei, la virginia. 2 no total", expect: { notReply: ["No te entendí", "Podés", "Agregué", "querés"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "lead trial 10: 'hasta q hora estan abiertos hoy? y los domingos abren?' answers both days, and 'y el domingo?' alone is Sunday's hours (verbatim t10b 007)",
    turns: [
      { say: "hola q tal, hasta q hora estan abiertos hoy? y los domingos abren?", expect: { reply: ["El domingo abrimos de 9 a 13"] } },
      { say: "y el domingo?", expect: { reply: ["El domingo abrimos de 9 a 13"], notReply: ["No te entendí"] } },
      { say: "y los sabados?", expect: { reply: ["El sábado abrimos"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "lead trial 10: 'y el sabado?' with a list open answers the hours and keeps the cart's question",
    turns: [
      { say: "abren el domingo?", expect: { reply: ["El domingo no abrimos"] } },
      { say: "y el sabado?", expect: { reply: ["El sábado abrimos de 10 a 14"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "lead trial 11: 'y listo' closes the cart, and details given after a 'no' are noted, never 'Corregido' (trial 11a 04 and 08)",
    turns: [
      { say: "quiero 2 pepsi, 3 jorgito y una fanta", expect: { cart: { "pepsi-15": 2, "alfajor-jorgito": 3, "fanta-15": 1 } } },
      { say: "y listo", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"], notReply: ["No te entendí"] } },
      { say: "no, la coca no. mandalo a Sarmiento 980 depto 5, pago con mp. me llamo Gustavo Paz", expect: { reply: ["Anoté ✅ envío a domicilio"], notReply: ["Corregido"], customer: { firstName: "Gustavo", lastName: "Paz", address: "Sarmiento 980 depto 5" } } },
    ],
  },
  {
    workspace: "packs",
    channel: "packs-wa",
    phoneNumberId: "100000000000002",
    name: "lead trial 11: 'es calle 7 n 1234 nomas' at the summary corrects the address and 'nomas' is never a name (trial 11a 204)",
    turns: [
      { say: "hola", expect: { reply: ["promos"] } },
      { say: "soy Roberto Diaz 2215556677, vivo en La Plata, calle 8 n 1234", expect: { reply: ["Roberto"] } },
      { say: "el de 2, pago con transferencia", expect: { reply: ["¿Confirmamos?"] } },
      { say: "la direccion esta mal, es calle 7 n 1234 nomas", expect: { reply: ["calle 7 n 1234"], notReply: ["Nomas", "¿Tu nombre"], customer: { firstName: "Roberto", address: "calle 7 n 1234" } } },
    ],
  },
  {
    name: "lead trial 11: 'efectivo, pago con 5000' keeps the note the customer pays with in the order's note (trial 11b 017 lost it)",
    turns: [
      { say: "quiero 2 cocas grandes", expect: { cart: { "coca-15": 2 } } },
      { say: "retiro, soy Ana Diaz 30111222", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "efectivo, pago con 5000", expect: { reply: ["Pago: efectivo", "Nota: Paga con $5.000."], state: "AWAITING_CONFIRMATION" } },
      { say: "si", expect: { orders: 1 } },
    ],
  },
  {
    name: "lead trial 11: 'pago efectivo, llevo cambio de 10 mil' with the details keeps the note (trial 11b 009)",
    turns: [
      { say: "quiero 2 cocas grandes", expect: { cart: { "coca-15": 2 } } },
      { say: "confirmo. a nombre de Sofia Rios, 38777666, av colon 2300 dpto 5. pago efectivo, llevo cambio de 10 mil", expect: { reply: ["Nota: Paga con $10.000."] } },
    ],
  },
  {
    ...ALMACEN,
    name: "lead trial 11: 'la comun' between Sabor Original and Light is the original, never the light (verbatim t11b 002)",
    turns: [
      { say: "quiero 2 coca", expect: { reply: ["¿Cuál"] } },
      { say: "de las grandes", expect: { reply: ["Coca Cola Light 2.25 Lt"] } },
      { say: "la comun", expect: { reply: ["Agregué 2 Coca Cola Sabor Original 2.25 Lt"], notReply: ["Light"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "lead trial 11: 'the 2.25 regular one, 2 of those' is the Sabor Original, never the Light (verbatim t11c 004)",
    turns: [
      { say: "hi! do you have coca cola? I need 2 big bottles", expect: { reply: ["coca"] } },
      { say: "the 2.25 regular one, 2 of those", expect: { reply: ["Added 2 × Coca Cola Sabor Original 2.25 Lt"], notReply: ["Light"] } },
    ],
  },
];
