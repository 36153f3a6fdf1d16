import type { Scenario } from "./types";

// Blind trial 12, the customer's details (details14): a correction said with anger in front is
// stored and the new summary shown; "como te dije, <dirección>" answers the address question; the
// summary waits while a "¿cuál?" of the same message is open.

const almacen = { workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003" };

/** The kiosk order of t12a 107 up to its summary. */
const toSummary = [
  { say: "necesito 2 pepsis y 1 havanna rapido", expect: {} },
  { say: "confirmamos. envio a av cabildo 2040 7mo C", expect: { reply: ["A nombre de quién"] } },
  { say: "lucas", expect: { reply: ["DNI"] } },
  { say: "dni 35111222", expect: { reply: ["Cómo vas a pagar"] } },
  { say: "efectivo", expect: { reply: ["Resumen"] } },
];

export const detailsTrial14Scenarios: Scenario[] = [
  // ---- 1. a correction with anger in front ----------------------------------------------------------
  {
    name: "details trial 14: 'me estas cargando? el nombre es Lucas Fernandez, corregilo' stores the name and shows the summary (verbatim A12 107)",
    turns: [
      ...toSummary,
      { say: "me estas cargando? el nombre es Lucas Fernandez, corregilo", expect: { customer: { firstName: "Lucas", lastName: "Fernandez" }, reply: ["Resumen", "Lucas Fernandez"] } },
    ],
  },
  {
    name: "details trial 14: 'otra vez?? mi nombre es Lucas Fernandez' at the summary stores it",
    turns: [
      ...toSummary,
      { say: "otra vez?? mi nombre es Lucas Fernandez", expect: { customer: { firstName: "Lucas", lastName: "Fernandez" }, reply: ["Resumen", "Lucas Fernandez"] } },
    ],
  },
  {
    name: "details trial 14: 'no leíste? la dirección es av cabildo 2050 7mo C' at the summary stores it",
    turns: [
      ...toSummary,
      { say: "no leíste? la dirección es av cabildo 2050 7mo C", expect: { customer: { address: "av cabildo 2050 7mo C" }, reply: ["Resumen", "av cabildo 2050 7mo C"] } },
    ],
  },
  {
    name: "details trial 14: 'te dije que pago con transferencia' at the summary changes the payment",
    turns: [
      ...toSummary,
      { say: "te dije que pago con transferencia", expect: { reply: ["Resumen", "Pago: transferencia"] } },
    ],
  },
  {
    name: "details trial 14: 'en serio? el apellido es Fernandez' at the summary keeps the first name",
    turns: [
      ...toSummary,
      { say: "en serio? el apellido es Fernandez", expect: { customer: { firstName: "Lucas", lastName: "Fernandez" }, reply: ["Resumen", "Lucas Fernandez"] } },
    ],
  },
  // ---- 2. "como te dije, <address>" ----------------------------------------------------------------------
  {
    name: "details trial 14: 'como te dije, lavalle 500' answers the address question",
    turns: [
      { say: "2 pepsis", expect: {} },
      { say: "envio a domicilio, soy lucas fernandez dni 35111222", expect: { reply: ["dirección"] } },
      { say: "como te dije, lavalle 500", expect: { customer: { address: "lavalle 500" }, reply: ["Cómo vas a pagar"] } },
    ],
  },
  {
    name: "details trial 14: 'te lo dije: lavalle 500' answers the address question",
    turns: [
      { say: "2 pepsis", expect: {} },
      { say: "envio a domicilio, soy lucas fernandez dni 35111222", expect: { reply: ["dirección"] } },
      { say: "te lo dije: lavalle 500", expect: { customer: { address: "lavalle 500" }, reply: ["Cómo vas a pagar"] } },
    ],
  },
  {
    name: "details trial 14: 'ya te la pasé, lavalle 500' answers the address question",
    turns: [
      { say: "2 pepsis", expect: {} },
      { say: "envio a domicilio, soy lucas fernandez dni 35111222", expect: { reply: ["dirección"] } },
      { say: "ya te la pasé, lavalle 500", expect: { customer: { address: "lavalle 500" }, reply: ["Cómo vas a pagar"] } },
    ],
  },
  {
    name: "details trial 14: 'ya te dije! lavalle 500 piso 2' answers the address question",
    turns: [
      { say: "2 pepsis", expect: {} },
      { say: "envio a domicilio, soy lucas fernandez dni 35111222", expect: { reply: ["dirección"] } },
      { say: "ya te dije! lavalle 500 piso 2", expect: { customer: { address: "lavalle 500 piso 2" }, reply: ["Cómo vas a pagar"] } },
    ],
  },
  {
    name: "details trial 14: 'te la di recién, es lavalle 500' answers the address question",
    turns: [
      { say: "2 pepsis", expect: {} },
      { say: "envio a domicilio, soy lucas fernandez dni 35111222", expect: { reply: ["dirección"] } },
      { say: "te la di recién, es lavalle 500", expect: { customer: { address: "lavalle 500" }, reply: ["Cómo vas a pagar"] } },
    ],
  },
  {
    name: "details trial 14: 'como ya te dije, lavalle 500' answers the address question",
    turns: [
      { say: "2 pepsis", expect: {} },
      { say: "envio a domicilio, soy lucas fernandez dni 35111222", expect: { reply: ["dirección"] } },
      { say: "como ya te dije, lavalle 500", expect: { customer: { address: "lavalle 500" }, reply: ["Cómo vas a pagar"] } },
    ],
  },
  {
    name: "details trial 14: 'me estás jodiendo? mi apellido es Fernandez' at the summary stores it",
    turns: [
      ...toSummary,
      { say: "me estás jodiendo? mi apellido es Fernandez", expect: { customer: { firstName: "Lucas", lastName: "Fernandez" }, reply: ["Resumen", "Lucas Fernandez"] } },
    ],
  },
  {
    name: "details trial 14: 'la direccion es lavalle 500?' asks, nothing stored",
    turns: [
      ...toSummary,
      { say: "la direccion es lavalle 500?", expect: { customer: { address: "av cabildo 2040 7mo C" } } },
    ],
  },
];
