import type { Scenario } from "./types";

// Blind trial 11, the customer's details (details12): every detail said anywhere in a message is
// stored whatever else the message holds (picks, an order, a question); a clear full name beside
// a DNI, a phone or a payment is stored without a read-back; pickup said beside an hours question
// or a thanks is noted with its time; a barrio after the street is never the name.

const almacen = { workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003" };

export const detailsTrial12Scenarios: Scenario[] = [
  // ---- 1. a detail beside other details or picks is kept -----------------------------------------
  {
    name: "details trial 12: 'soy marta gimenez pago en efectivo' at the end of a long first order keeps the name (verbatim C11 002)",
    ...almacen,
    turns: [
      { say: "buenass quiero 3 leches la serenisima entera, 1 paquete de fideos matarazzo tirabuzon, 2 latas de tomate y un kilo de azucar ledesma, me lo mandan a av san martin 1450 depto 3? soy marta gimenez pago en efectivo", expect: { customer: { firstName: "Marta", lastName: "Gimenez", address: "av san martin 1450 depto 3" }, notReply: ["A nombre de quién"] } },
    ],
  },
  {
    name: "details trial 12: 'ya te dije soy marta gimenez. la leche la de sachet y los tomates los marolio' stores the name beside two picks (verbatim C11 002)",
    ...almacen,
    turns: [
      { say: "buenass quiero 3 leches la serenisima entera, 1 paquete de fideos matarazzo tirabuzon, 2 latas de tomate y un kilo de azucar ledesma, me lo mandan a av san martin 1450 depto 3? soy marta gimenez pago en efectivo", expect: {} },
      { say: "ya te dije soy marta gimenez. la leche la de sachet y los tomates los marolio", expect: { customer: { firstName: "Marta", lastName: "Gimenez" }, reply: ["Marolio", "Sachet"], notReply: ["Tu nombre es", "A nombre de quién"] } },
      { say: "eso es todo", expect: { reply: ["DNI"], notReply: ["A nombre de quién"] } },
      { say: "28444555", expect: { reply: ["A nombre de: Marta Gimenez (DNI 28444555)"] } },
    ],
  },
  {
    name: "details trial 12: 'soy marta gimenez. la de sachet' and 'la de sachet, soy Marta Gimenez' store the name beside a pick",
    ...almacen,
    turns: [
      { say: "quiero 3 leches la serenisima entera, me la mandan a av san martin 1450 depto 3? pago en efectivo", expect: {} },
      { say: "la de sachet. soy marta gimenez", expect: { customer: { firstName: "Marta", lastName: "Gimenez" }, reply: ["Sachet"], notReply: ["Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 12: 'pago transferencia. me pasas el alias?' with the pickup keeps the payment and answers the alias (verbatim B11 010)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "listo paso a retirar a la tarde, pago transferencia. me pasas el alias?", expect: { reply: ["alias"], notReply: ["¿Cómo vas a pagar?"] } },
    ],
  },
  {
    name: "details trial 12: 'a nombre de Irma Lucero dni 22.333.444 y pago transferencia, me pasas el alias?' keeps every detail (verbatim C11 011)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "ok. paso a retirar mañana a la tarde. a nombre de Irma Lucero dni 22.333.444 y pago transferencia, me pasas el alias?", expect: { customer: { firstName: "Irma", lastName: "Lucero", dni: "22333444" }, reply: ["alias", "Resumen"], notReply: ["¿Cómo vas a pagar?"] } },
    ],
  },
  {
    name: "details trial 12: 'pago con transferencia, a que alias?', 'te transfiero, pasame el cbu' keep the payment",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "lo retiro yo. pago con transferencia, a que alias te mando?", expect: { reply: ["alias"], notReply: ["¿Cómo vas a pagar?"] } },
    ],
  },
  // ---- 2. a clear name beside a DNI or phone is stored without asking ----------------------------
  {
    name: "details trial 12: 'Lucas Ferreyra 35111222, pago efectivo cuando retiro' stores the name without '¿Tu nombre es…?' (verbatim C11 003)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "Lucas Ferreyra 35111222, pago efectivo cuando retiro", expect: { customer: { firstName: "Lucas", lastName: "Ferreyra", dni: "35111222" }, notReply: ["Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 12: 'nicolas paez, cel 351 6543210, pago con mp' stores the name without asking (verbatim C11 010)",
    turns: [
      { say: "2 cocas", expect: {} },
      { say: "bueno dejalo, solo las cocas. nicolas paez, cel 351 6543210, pago con mp", expect: { customer: { firstName: "Nicolas", lastName: "Paez", phone: "3516543210" }, notReply: ["Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 12: 'retiro. soy lucia fernandez dni 35111222, pago transferencia' stores the name without asking (verbatim A11 104)",
    turns: [
      { say: "2 alfajores havanna", expect: {} },
      { say: "retiro. soy lucia fernandez dni 35111222, pago transferencia", expect: { customer: { firstName: "Lucia", lastName: "Fernandez", dni: "35111222" }, notReply: ["Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 12: a lower-case name beside a DNI or phone in five ways is stored without asking",
    turns: [
      { say: "2 cocas", expect: {} },
      { say: "retiro, efectivo. pedro gomez 30111222", expect: { customer: { firstName: "Pedro", lastName: "Gomez", dni: "30111222" }, notReply: ["Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 12: 'ana torres, dni 28999111, transferencia' after the way stores the name",
    turns: [
      { say: "2 cocas", expect: {} },
      { say: "retiro", expect: {} },
      { say: "ana torres, dni 28999111, transferencia", expect: { customer: { firstName: "Ana", lastName: "Torres", dni: "28999111" }, notReply: ["Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 12: 'mi cel 1155667788, julieta ramos, efectivo' stores the name said after the phone",
    turns: [
      { say: "2 cocas", expect: {} },
      { say: "retiro. mi cel 1155667788, julieta ramos, efectivo", expect: { customer: { firstName: "Julieta", lastName: "Ramos" }, notReply: ["Tu nombre es"] } },
    ],
  },
  // ---- 3. pickup notes -------------------------------------------------------------------------
  {
    name: "details trial 12: 'a q hora cierran hoy? lo paso a buscar a las 7 tipo' notes the time (verbatim C11 013)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "a q hora cierran hoy? lo paso a buscar a las 7 tipo", expect: { reply: ["cerramos", "retiro en el local", "a las 7"] } },
    ],
  },
  {
    name: "details trial 12: 'ok gracias, despues paso por el local' notes the pickup (verbatim B11 012)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "ok gracias, despues paso por el local", expect: { reply: ["retiro en el local"], notReply: ["¡Hola!"] } },
    ],
  },
  {
    name: "details trial 12: 'paso por el local a eso de las 6', 'mas tarde me doy una vuelta por el local' note the pickup",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "dale, paso por el local a eso de las 6", expect: { reply: ["retiro en el local"] } },
    ],
  },
  // ---- 4. a barrio after the street is never the name ------------------------------------------
  {
    name: "details trial 12: 'mandalo a corrientes 1200, villa crespo' never stores Villa Crespo as the name",
    turns: [
      { say: "2 cocas", expect: {} },
      { say: "mandalo a corrientes 1200, villa crespo", expect: { notReply: ["nombre de Villa", "Tu nombre es Villa"] } },
    ],
  },
  {
    name: "details trial 12: 'envio a obispo trejo 300, nueva córdoba, efectivo' never stores Nueva Córdoba as the name",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "envio a obispo trejo 300, nueva córdoba, efectivo", expect: { reply: ["A nombre de quién"], notReply: ["nombre de Nueva", "Tu nombre es Nueva"] } },
    ],
  },
  {
    name: "details trial 12: 'mandalo a lavalle 500, palermo chico' and 'a mitre 200, san telmo' never store a barrio as the name",
    turns: [
      { say: "2 cocas", expect: {} },
      { say: "mandalo a lavalle 500, palermo chico", expect: { notReply: ["nombre de Palermo", "Tu nombre es Palermo"] } },
    ],
  },
];
