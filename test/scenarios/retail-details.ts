import type { Scenario, Turn } from "./types";

// The kiosk's customers giving their details the way they write them: all in one message, in
// any order, without labels, with typos, floors and flats, phones in every format, DNIs with
// dots, corrections, and answers that are not what was asked. Prices as in retail.ts.

/** 2 Pepsi ($4.400) and "listo": the fulfilment question is next. */
const pepsis: Turn[] = [{ say: "hola quiero 2 pepsi" }, { say: "listo", expect: { state: "NEEDS_DETAILS", reply: ["enviamos o pasás a retirarlo"] } }];

export const retailDetailsScenarios: Scenario[] = [
  {
    name: "details: 'bueno dale confirmo' while the name is asked is never a name",
    turns: [
      ...pepsis,
      { say: "retiro", expect: { reply: ["a nombre de quién"] } },
      { say: "bueno dale confirmo", expect: { customer: {}, reply: ["Antes de seguir me falta tu nombre"], notReply: ["Confirmo"] } },
      { say: "gabriela torres", expect: { customer: { firstName: "Gabriela", lastName: "Torres" }, reply: ["Gabriela Torres", "DNI"] } },
      { say: "30.111.222", expect: { customer: { dni: "30111222" }, reply: ["cómo vas a pagar"] } },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["A nombre de: Gabriela Torres (DNI 30111222)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { total: 440000 } } },
    ],
  },
  {
    name: "details: floor and flat stay in the address and the summary shows it exactly",
    turns: [
      ...pepsis,
      { say: "envio", expect: { reply: ["a nombre de quién"] } },
      { say: "juan", expect: { reply: ["DNI"] } },
      { say: "30123456", expect: { reply: ["dirección"] } },
      { say: "Av Rivadavia 5000 piso 3 dto B", expect: { customer: { address: "Av Rivadavia 5000 piso 3 dto B" }, reply: ["cómo vas a pagar"] } },
      { say: "efectivo", expect: { reply: ["Entrega en: Av Rivadavia 5000 piso 3 dto B"] } },
      { say: "dale", expect: { orders: 1, lastOrder: { fulfilment: "delivery", total: 490000 } } },
    ],
  },
  {
    name: "details: name, address and phone in one message are all kept",
    turns: [
      ...pepsis,
      { say: "envio" },
      {
        say: "Juan Perez, Av Rivadavia 5000 piso 3, cel 11 5555-1234",
        expect: { customer: { firstName: "Juan", lastName: "Perez", address: "Av Rivadavia 5000 piso 3", phone: "1155551234" }, reply: ["DNI"], notReply: ["a nombre de quién", "falta la altura"] },
      },
      { say: "dni 28.555.444", expect: { reply: ["cómo vas a pagar"] } },
      { say: "mp", expect: { reply: ["Entrega en: Av Rivadavia 5000 piso 3", "Mercado Pago", "Juan Perez"] } },
    ],
  },
  {
    name: "details: everything in the first message, in any order, is all taken",
    turns: [
      {
        say: "Hola soy Martín, quiero 2 cocas grandes, mandamelas a Av. Córdoba 1500 3°C, pago en efectivo",
        expect: { cart: { "coca-15": 2 }, customer: { firstName: "Martín", address: "Av. Córdoba 1500 3°C" }, reply: ["Agregué 2 Coca-Cola 1,5 L", "DNI"], notReply: ["forma de entrega", "enviamos o pasás"] },
      },
      { say: "29.888.777", expect: { state: "AWAITING_CONFIRMATION", reply: ["Entrega en: Av. Córdoba 1500 3°C", "Pago: efectivo", "Martín (DNI 29888777)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "delivery", total: 500000 } } },
    ],
  },
  {
    name: "details: name and DNI without a comma ('Ines Perez 27888999')",
    turns: [
      { say: "una fanta" },
      { say: "eso es todo" },
      { say: "retiro" },
      { say: "Ines Perez 27888999", expect: { customer: { firstName: "Ines", lastName: "Perez", dni: "27888999" }, reply: ["cómo vas a pagar"], notReply: ["no llegué a entender"] } },
      { say: "transferencia", expect: { state: "AWAITING_CONFIRMATION" } },
    ],
  },
  {
    name: "details: a phone given when the DNI is asked is kept as the phone, and the DNI asked again",
    turns: [
      ...pepsis,
      { say: "retiro" },
      { say: "Sol" },
      { say: "1155551234", expect: { customer: { phone: "1155551234" }, reply: ["DNI"], notReply: ["7 u 8 números\n"] } },
      { say: "33.222.111", expect: { customer: { dni: "33222111" }, reply: ["cómo vas a pagar"] } },
    ],
  },
  {
    name: "details: phone in international format with spaces and a dash",
    turns: [
      { say: "quiero 3 cocas grandes" },
      { say: "listo, con envio" },
      { say: "me llamo Rocío, mi cel es +54 9 11 4444-3333 y mi dni 31.222.333", expect: { customer: { firstName: "Rocío", phone: "+5491144443333", dni: "31222333" }, reply: ["dirección"] } },
      { say: "Lavalle 900 dpto 4", expect: { customer: { address: "Lavalle 900 dpto 4" } } },
    ],
  },
  {
    name: "details: an address with tower, bell and cross streets",
    turns: [
      { say: "2 cocas grandes y 1 sprite" },
      { say: "cerrame el pedido" },
      { tap: { id: "fulfilment:delivery", title: "Envío" } },
      { say: "Marta Gómez" },
      { say: "20333444" },
      { say: "Pasaje Ñandú 123, torre 2 piso 5 depto A, timbre Gómez, entre Lavalle y Tucumán", expect: { customer: { address: "Pasaje Ñandú 123, torre 2 piso 5 depto A, timbre Gómez, entre Lavalle y Tucumán" } } },
      { say: "efectivo", expect: { reply: ["Entrega en: Pasaje Ñandú 123, torre 2 piso 5 depto A, timbre Gómez, entre Lavalle y Tucumán"] } },
    ],
  },
  {
    name: "details: a floor given after the address completes it",
    turns: [
      { say: "quiero 3 cocas grandes" },
      { say: "listo" },
      { say: "envío" },
      { say: "Pedro" },
      { say: "33444555" },
      { say: "Lavalle 900", expect: { customer: { address: "Lavalle 900" }, reply: ["cómo vas a pagar"] } },
      { say: "ah es piso 2 B", expect: { reply: ["piso 2 B"] } },
    ],
  },
  {
    name: "details: a doubtful name is read back once before it is stored",
    turns: [
      ...pepsis,
      { say: "retiro" },
      { say: "30.123.456 y soy gabi", expect: { customer: { dni: "30123456" }, reply: ["Anoté ✅ DNI 30123456", "¿Tu nombre es Gabi?"] } },
      { say: "si", expect: { customer: { dni: "30123456", firstName: "Gabi" }, reply: ["cómo vas a pagar"] } },
    ],
  },
  {
    name: "details: a name read back and denied is asked again, and the new answer taken",
    turns: [
      ...pepsis,
      { say: "retiro" },
      { say: "40.500.600, soy gabi", expect: { reply: ["¿Tu nombre es Gabi?"] } },
      { tap: { id: "details:no", title: "No" }, expect: { reply: ["Perdón", "a nombre de quién"] } },
      { say: "Gabriela Sosa", expect: { customer: { firstName: "Gabriela", lastName: "Sosa", dni: "40500600" }, reply: ["cómo vas a pagar"] } },
    ],
  },
  {
    name: "details: correction of the name after it was stored",
    turns: [
      ...pepsis,
      { say: "retiro" },
      { say: "jose" },
      { say: "perdon me llamo José Luis Pérez", expect: { customer: { firstName: "José", lastName: "Luis Pérez" }, reply: ["Corregido"] } },
    ],
  },
  {
    name: "details: correction of the address at the summary shows it again before the yes",
    turns: [
      { say: "3 cocas grandes" },
      { say: "eso es todo" },
      { say: "con envio" },
      { say: "Raúl Díaz" },
      { say: "29888777" },
      { say: "Callao 100" },
      { say: "efectivo", expect: { reply: ["Entrega en: Callao 100"] } },
      { say: "me equivoque, es Callao 1000 piso 7", expect: { customer: { address: "Callao 1000 piso 7" }, orders: 0, reply: ["Entrega en: Callao 1000 piso 7", "¿Confirmamos el pedido?"] } },
      { say: "si", expect: { orders: 1 } },
    ],
  },
  {
    name: "details: an invalid DNI twice hands off with the reason, never a third ask",
    turns: [
      ...pepsis,
      { say: "retiro" },
      { say: "Nico" },
      { say: "123", expect: { reply: ["7 u 8"], state: "NEEDS_DETAILS" } },
      { say: "12345", expect: { state: "HANDOFF", handoff: "not_understood", reply: ["no pude entender tu DNI", "persona"] } },
    ],
  },
  {
    name: "details: gibberish as the name is not stored; the second time the words are read back",
    turns: [
      ...pepsis,
      { say: "retiro" },
      { say: "asdasd", expect: { customer: {}, reply: ["nombre"] } },
      { say: "no tengo nombre jaja", expect: { customer: {}, notReply: ["¿A nombre de quién hacemos el pedido?"] } },
    ],
  },
  {
    name: "details: the name twice not understood, then read back as written, and confirmed",
    turns: [
      ...pepsis,
      { say: "retiro" },
      { say: "??", expect: { reply: ["no llegué a entender tu nombre"] } },
      { say: "el Tano", expect: { customer: { firstName: "Tano" } } },
    ],
  },
  {
    name: "details: fulfilment typed with a typo and payment in lowercase",
    turns: [
      ...pepsis,
      { say: "retiro en el locl", expect: { reply: ["a nombre de quién"] } },
      { say: "Camila" },
      { say: "35.666.777" },
      { say: "transferensia", expect: { state: "AWAITING_CONFIRMATION", reply: ["Pago: transferencia"] } },
    ],
  },
  {
    name: "details: a question while the DNI is asked is answered and the DNI asked again, no attempt lost",
    turns: [
      ...pepsis,
      { say: "retiro" },
      { say: "Lucía" },
      { say: "donde queda el local?", expect: { reply: ["Av. Corrientes 1234", "DNI"] } },
      { say: "40111222", expect: { reply: ["cómo vas a pagar"] } },
    ],
  },
  {
    name: "details: a product added while details are asked goes to the cart and the details go on",
    turns: [
      ...pepsis,
      { say: "retiro" },
      { say: "Vale" },
      { say: "ah agregame una fanta", expect: { cart: { "pepsi-15": 2, "fanta-15": 1 }, reply: ["Agregué 1 Fanta"] } },
      { say: "listo", expect: { reply: ["DNI"] } },
    ],
  },
  {
    name: "details: the DNI with spaces and the payment in the same message",
    turns: [
      ...pepsis,
      { say: "paso a buscar" },
      { say: "Hernán Crespo" },
      { say: "30 444 555, pago con mercado pago", expect: { customer: { dni: "30444555" }, state: "AWAITING_CONFIRMATION", reply: ["Mercado Pago"] } },
    ],
  },
  {
    name: "details: voice-to-text style, all in lowercase without punctuation",
    turns: [
      { say: "hola buenas quiero dos cocas grandes y un agua" , expect: { cart: { "coca-15": 2, "agua-500": 1 } } },
      { say: "eso nomas con envio" },
      { say: "me llamo carlos gomez mi documento es 27 123 456", expect: { customer: { firstName: "Carlos", lastName: "Gomez", dni: "27123456" }, reply: ["dirección"] } },
      { say: "vivo en san martin 345 departamento 2", expect: { customer: { address: "san martin 345 departamento 2" }, reply: ["cómo vas a pagar"] } },
      { say: "efectivo", expect: { reply: ["Entrega en: san martin 345 departamento 2", "Envío: gratis"] } },
    ],
  },
  {
    name: "details: names with particles and apostrophes are kept whole",
    turns: [
      ...pepsis,
      { say: "retiro" },
      { say: "María de la Fuente", expect: { customer: { firstName: "María", lastName: "de la Fuente" } } },
      { say: "mi apellido es O'Neil", expect: { customer: { lastName: "O'Neil" } } },
    ],
  },
  {
    name: "details: given before the order, remembered for it and not asked again",
    turns: [
      { say: "hola soy Laura Pérez, mi dni es 32.111.000", expect: { customer: { firstName: "Laura", dni: "32111000" }, reply: ["Laura", "qué te gustaría pedir"] } },
      { say: "quiero 2 pepsi" },
      { say: "listo" },
      { say: "retiro", expect: { reply: ["cómo vas a pagar"], notReply: ["a nombre de quién", "DNI"] } },
      { say: "efectivo", expect: { reply: ["Laura Pérez (DNI 32111000)"] } },
    ],
  },
  {
    name: "details: 'sí' to the delivery question is not understood once, then the buttons' label works",
    turns: [
      ...pepsis,
      { say: "si", expect: { reply: ["enviamos o pasás a retirarlo"] } },
      { say: "Retiro en el local", expect: { reply: ["a nombre de quién"] } },
    ],
  },
  {
    name: "details: 'mandámelo a' is a delivery with its address",
    turns: [
      { say: "quiero 2 cocas grandes y 2 jorgitos" },
      { say: "listo, mandamelo a Corrientes 4500 5°A", expect: { customer: { address: "Corrientes 4500 5°A" }, reply: ["a nombre de quién"], notReply: ["enviamos o pasás"] } },
    ],
  },
  {
    name: "details: email and phone given without being asked are kept",
    turns: [
      { say: "quiero una pepsi" },
      { say: "mi mail es Vale@Example.com y mi cel 11 5555-1234", expect: { customer: { email: "vale@example.com", phone: "1155551234" } } },
    ],
  },
];
