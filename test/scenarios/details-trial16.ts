import { ALMACEN } from "./almacen-shop";
import type { Scenario, Turn } from "./types";

// Blind trial 15, the customer's details (details16): a name said beside other words ("retiro. soy
// fede", "soy pedro 31222333, pago cash") is kept, and a fuller name said later wins over the short
// one; "no tengo, efectivo" at the DNI question is no DNI and the payment; after a no-DNI the next
// missing detail is asked; one reply asks one thing once; a reopened order keeps its notes; a barrio
// inside a question is not an address; a farewell ("despues paso") is not a pickup.

const almacen = ALMACEN;

/** An almacén cart of one line. */
const oneLine: Turn = { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } };

const nameBeside = (said: string, firstName: string): Scenario => ({
  name: `details trial 16: '${said}' keeps the name said beside the fulfilment`,
  ...almacen,
  turns: [oneLine, { say: said, expect: { customer: { firstName }, reply: ["DNI"], notReply: ["A nombre de quién"] } }],
});

const fullerNameWins = (first: string, fuller: string, firstName: string, lastName: string): Scenario => ({
  name: `details trial 16: '${fuller}' after '${first}' takes the fuller name with no question`,
  ...almacen,
  turns: [
    oneLine,
    { say: "nada mas. retiro" },
    { say: first },
    { say: fuller, expect: { customer: { firstName, lastName }, notReply: ["¿Tu nombre es"] } },
  ],
});

const noDniWithPayment = (said: string): Scenario => ({
  name: `details trial 16: '${said}' at the DNI question is no DNI and the payment`,
  ...almacen,
  turns: [
    oneLine,
    { say: "nada mas. retiro. soy Federico Alvarez", expect: { reply: ["DNI"] } },
    { say: said, expect: { reply: ["Resumen", "Pago: efectivo", "Cliente sin DNI"], notReply: ["no llegué a entender"] } },
  ],
});

const noDniThenNext = (said: string): Scenario => ({
  name: `details trial 16: '${said}' asks the next missing detail`,
  ...almacen,
  turns: [
    oneLine,
    { say: "listo eso es todo" },
    { say: "envio. a belgrano 1450 2do B, me llamo marta gimenez", expect: { reply: ["DNI"] } },
    { say: said, expect: { reply: ["sin él", "pagar"], notReply: ["No te entendí"] } },
    { say: "y? que mas necesitas", expect: { reply: ["pagar"], notReply: ["productos en"] } },
  ],
});

export const detailsTrial16Scenarios: Scenario[] = [
  // ---- 1. a name beside other words; the fuller name wins -------------------------------------
  {
    name: "details trial 16: 'nada mas. retiro. soy fede' then 'fede te dije. federico alvarez' (verbatim B15 015)",
    ...almacen,
    turns: [
      oneLine,
      { say: "nada mas. retiro. soy fede", expect: { customer: { firstName: "Fede" }, notReply: ["A nombre de quién"] } },
      { say: "fede te dije. federico alvarez", expect: { customer: { firstName: "Federico", lastName: "Alvarez" }, notReply: ["¿Tu nombre es"] } },
    ],
  },
  nameBeside("nada mas, retiro yo, soy fede", "Fede"),
  nameBeside("listo, paso a buscarlo. me llamo juli", "Juli"),
  fullerNameWins("soy fede", "ya te dije, federico alvarez", "Federico", "Alvarez"),
  fullerNameWins("caro", "caro, carolina perez", "Carolina", "Perez"),
  {
    name: "details trial 16: kiosk 'lo paso a buscar yo, soy pedro 31222333, pago cash' keeps name, DNI and payment (verbatim A15 108)",
    turns: [
      { say: "quiero 2 pepsi", expect: { reply: ["Agregué 2"] } },
      { say: "lo paso a buscar yo, soy pedro 31222333, pago cash", expect: { customer: { firstName: "Pedro", dni: "31222333" }, reply: ["Resumen", "Pago: efectivo"], notReply: ["A nombre de quién", "¿Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 16: kiosk 'si ponela. soy pedro, dni 31222333' at the name question takes both with no question",
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "listo" },
      { say: "retiro, pago cash", expect: { reply: ["A nombre de quién"] } },
      { say: "si ponela. soy pedro, dni 31222333", expect: { customer: { firstName: "Pedro", dni: "31222333" }, reply: ["Resumen"], notReply: ["¿Tu nombre es"] } },
    ],
  },
  // ---- 2. no DNI with the payment; the next detail after a no-DNI ------------------------------
  noDniWithPayment("no tengo, efectivo"),
  noDniWithPayment("no tengo dni, pago en efectivo"),
  noDniWithPayment("no lo tengo. efectivo"),
  {
    name: "details trial 16: 'no tengo dni a mano, seguí sin' asks the payment and 'que mas necesitas' names it (verbatim C15 001)",
    ...almacen,
    turns: [
      { say: "dame 2 yerba mate con palo playadito 1 kg" },
      { say: "listo eso es todo", expect: { reply: ["enviamos"] } },
      { say: "envio. a belgrano 1450 2do B, me llamo marta gimenez", expect: { reply: ["DNI"] } },
      { say: "no tengo dni a mano, seguí sin", expect: { reply: ["sin él", "pagar"], notReply: ["No te entendí"] } },
      { say: "y? que mas necesitas", expect: { reply: ["pagar"], notReply: ["productos en"] } },
    ],
  },
  noDniThenNext("no tengo dni, segui sin el"),
  noDniThenNext("no lo tengo encima, sigamos"),
  {
    name: "details trial 16: '¿qué falta?' at the name question names the name and asks it",
    ...almacen,
    turns: [
      oneLine,
      { say: "listo eso es todo" },
      { say: "retiro", expect: { reply: ["A nombre de quién"] } },
      { say: "que falta?", expect: { reply: ["me falta tu nombre", "A nombre de quién"], notReply: ["productos en", "No te entendí"] } },
    ],
  },
  // ---- 3. one reply asks one thing once (trial 15b 009, its messages one by one) -----------------
  {
    name: "details trial 16: the pick, the name and a card question one by one ask one thing each",
    ...almacen,
    turns: [
      { say: "buenas me mandas 2 sprite de 2 1/4 y un paquete de arroz gallo a 9 de julio 55 4to B" },
      { say: "el largo fino de kilo", expect: { reply: ["Agregué 1 Arroz Largo Fino"], notReply: ["¿Tu nombre es"] } },
      { say: "roberto diaz", expect: { reply: ["DNI"], notReply: ["¿Algo más o confirmamos?"] } },
      { say: "pago con tarjeta se puede?", expect: { reply: ["tarjeta", "DNI"], notReply: [/DNI[\s\S]*DNI[\s\S]*DNI/] } },
    ],
  },
  // ---- 4. a reopened order keeps its notes -------------------------------------------------------
  {
    name: "details trial 16: adding to a placed order without DNI keeps 'Cliente sin DNI.' (verbatim C15 005)",
    ...almacen,
    turns: [
      oneLine,
      { say: "ok confirmamos. retiro yo, Pablo Sosa, pago con mp", expect: { reply: ["DNI"] } },
      { say: "no tengo", expect: { reply: ["Cliente sin DNI"] } },
      { say: "confirmar", expect: { orders: 1 } },
      { say: "agregale al pedido 1 toallitas humedas pampers 48 un", expect: { reply: ["¿Sumo 1 Toallitas"] } },
      // reopen18 (trial 18): the yes to add them shows the new summary at once, with the notes.
      { say: "si", expect: { reply: ["Toallitas", "Resumen", "Cliente sin DNI"] } },
      { say: "confirmamos", expect: { orders: 2, reply: ["reemplaza al pedido ORD-"] } },
    ],
  },
  // ---- 5. a barrio inside a question -------------------------------------------------------------
  {
    name: "details trial 16: 'cuanto tarda si me lo mandan? vivo en general paz' answers, no location asked (verbatim C15 012)",
    ...almacen,
    turns: [
      oneLine,
      { say: "cuanto tarda si me lo mandan? vivo en general paz", expect: { reply: ["tarda"], notReply: ["[location_request]"] } },
    ],
  },
  {
    name: "details trial 16: 'cuanto sale el envio? estoy en barrio alberdi' stores no address",
    ...almacen,
    turns: [
      oneLine,
      { say: "cuanto sale el envio? estoy en barrio alberdi", expect: { notReply: ["[location_request]", "Anoté ✅ envío"] } },
    ],
  },
  // ---- 6. a farewell is not a pickup -------------------------------------------------------------
  {
    name: "details trial 16: kiosk 'ok gracias, despues paso' after a question stores no pickup (verbatim A15 109)",
    turns: [
      { say: "hola cuanto sale el alfajor jorgito? y hasta q hora estan hoy", expect: { reply: ["Jorgito"] } },
      { say: "ok gracias, despues paso", expect: { notReply: ["retiro en el local"] } },
      { say: "quiero 2 pepsi" },
      { say: "listo", expect: { reply: ["enviamos o pasás a retirarlo"] } },
    ],
  },
  {
    name: "details trial 16: kiosk 'dale, mas tarde paso' after a price stores no pickup",
    turns: [
      { say: "cuanto sale la coca?" },
      { say: "dale gracias, mas tarde paso", expect: { notReply: ["retiro en el local"] } },
    ],
  },
];
