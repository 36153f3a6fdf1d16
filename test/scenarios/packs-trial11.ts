import type { Scenario } from "./types";

// Blind trial 10 on the mattress shop (packs), fixed in round 11: every question of a message is
// answered at every step (the price from the catalog; instalments from the shop's payment data);
// a delivery-time question beside the payment is answered with the summary; a name said with a
// yes or with "te dije" is the name; a clearly stated city is never read back; an address
// correction beside a question is taken; no cheerful opener to an annoyed customer.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };
const NO_INSTALMENTS = "En cuotas no";

export const packsTrial11Scenarios: Scenario[] = [
  // 1. Price and instalments asked first, then again and again (verbatim P4).
  {
    ...shop,
    name: "packs trial 11: 'cuanto sale?? y en cuotas?' first answers the price and the instalments (verbatim P4)",
    turns: [
      { say: "hola" },
      { say: "cuanto sale?? y en cuotas?", expect: { reply: ["$389.000", NO_INSTALMENTS, "efectivo, transferencia y Mercado Pago"], notReply: ["Eso no lo tengo acá"] } },
      { say: "como q no sabes cuanto sale el colchon?? te pregunto el precio y si se puede en cuotas", expect: { reply: ["$389.000", NO_INSTALMENTS], notReply: ["¡Genial!", "Eso no lo tengo acá"] } },
      { say: "no me contestaste lo de las cuotas. bueno, mariela torres 1133445566 caba, av corrientes 3400 8vo C", expect: { state: "ofrecer_promos", reply: [NO_INSTALMENTS, "Estas son nuestras promos"], customer: { firstName: "Mariela", lastName: "Torres", city: "CABA" } } },
      { say: "el 1. y en cuotas se puede o no?", expect: { reply: [NO_INSTALMENTS, "1 colchón"], notReply: ["Eso no lo tengo acá"] } },
      { say: "transferencia. pero LAS CUOTAS???", expect: { state: "resumen", reply: [NO_INSTALMENTS, "Resumen de tu compra"], notReply: ["Eso no lo tengo acá"] } },
      { say: "si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 38_900_000, paymentMethod: "transfer", customerName: "Mariela Torres" } } },
    ],
  },
  ...["se puede pagar en cuotas?", "precio? cuotas?", "cuanto cuesta y hay cuotas?", "tienen financiacion?"].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 11: '${said}' as the first message is answered from the shop's payment data`,
      turns: [{ say: said, expect: { reply: [NO_INSTALMENTS], notReply: ["Eso no lo tengo acá"] } }],
    }),
  ),
  // 2. Delivery time asked with the payment method (verbatim P5).
  {
    ...shop,
    name: "packs trial 11: 'mercadopago. cuando me llega?' gets the summary and the delivery time (verbatim P5)",
    turns: [
      { say: "buenas tardes. Quiero comprar dos colchones. Me llamo Roberto Gómez, mi teléfono es 3415889900, soy de Rosario, direccion Mitre 456 piso 2", expect: { reply: ["2 colchones", "¿Cómo vas a pagar?"] } },
      { say: "mercadopago. cuando me llega?", expect: { state: "resumen", reply: ["Resumen de tu compra", "3 y 7 días hábiles"] } },
      { say: "ok si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 69_900_000, paymentMethod: "mercadopago", customerName: "Roberto Gómez" } } },
    ],
  },
  ...["efectivo, cuanto tarda en llegar?", "transferencia. y en cuantos dias llega?"].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 11: '${said}' at the payment answers the delivery time with the summary`,
      turns: [
        { say: "quiero 2 colchones. Juan Perez, 3415556677, Rosario, San Martin 1234", expect: { reply: ["¿Cómo vas a pagar?"] } },
        { say: said, expect: { state: "resumen", reply: ["Resumen de tu compra", "3 y 7 días hábiles"] } },
      ],
    }),
  ),
  // 3–5. Name with a yes, "te dije"; a clear city; an address correction beside a question (verbatim P6).
  {
    ...shop,
    name: "packs trial 11: 'dale. ana' keeps the name; a clear city is not read back; the address correction beside a price question is taken (verbatim P6)",
    turns: [
      { say: "hola buenas", expect: { reply: ["¿Querés que te pase las promos?"] } },
      { say: "dale. ana", expect: { state: "collecting_data", customer: { firstName: "Ana" }, notReply: ["¿Cómo es tu nombre?", "¿Tu nombre es Ana?"] } },
      { say: "si. ana paez. 11 4455 6677. moron, calle belgrano 230", expect: { state: "ofrecer_promos", reply: ["Estas son nuestras promos"], notReply: ["¿Tu ciudad es"], customer: { firstName: "Ana", lastName: "Paez", city: "Moron", address: "calle belgrano 230" } } },
      { say: "ay no la direccion esta mal, es belgrano 320. y cuanto salen 3?", expect: { reply: ["$949.000", "belgrano 320"], customer: { address: "belgrano 320" } } },
      { say: "bueno dale los 3, en efectivo", expect: { state: "resumen", reply: ["Entrega en: belgrano 320, Moron"], notReply: ["belgrano 230"] } },
      { say: "confirmo", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 94_900_000, paymentMethod: "cash", customerName: "Ana Paez", address: "belgrano 320, Moron" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 11: 'ana te dije' after the name was asked is the name, never read back (verbatim P6)",
    turns: [
      { say: "hola buenas" },
      { say: "dale" , expect: { reply: ["¿Cómo es tu nombre?"] } },
      { say: "ana te dije", expect: { customer: { firstName: "Ana" }, notReply: ["¿Tu nombre es Ana?"] } },
    ],
  },
  ...["si, soy ana", "dale, me llamo ana", "ok. ana", "te dije ana"].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 11: '${said}' after the offer of the promos is the name Ana`,
      turns: [
        { say: "hola buenas", expect: { reply: ["¿Querés que te pase las promos?"] } },
        { say: said, expect: { customer: { firstName: "Ana" }, notReply: ["¿Tu nombre es Ana?", "¿Cómo es tu nombre?"] } },
      ],
    }),
  ),
  ...[
    ["ana paez, 1144556677, lanus, calle mitre 450", "Lanus"],
    ["ana paez. 1144556677. quilmes, av rivadavia 100", "Quilmes"],
  ].map(
    ([said, city]): Scenario => ({
      ...shop,
      name: `packs trial 11: '${said}' stores the city ${city} without reading it back`,
      turns: [
        { say: "hola buenas" },
        { say: said, expect: { state: "ofrecer_promos", notReply: ["¿Tu ciudad es"], customer: { city } } },
      ],
    }),
  ),
  ...[
    ["me equivoque, la direccion es san martin 4321. cuanto salen 2?", "san martin 4321", "$699.000"],
    ["perdon la dire es San Martin 4321, y el de 3 cuanto sale?", "San Martin 4321", "$949.000"],
  ].map(
    ([said, address, price]): Scenario => ({
      ...shop,
      name: `packs trial 11: '${said}' at the promos takes the address and answers the price`,
      turns: [
        { say: "quiero comprar un colchon" },
        { say: "Juan Perez, 3415556677, Rosario, San Martin 1234", expect: { state: "ofrecer_promos" } },
        { say: said, expect: { reply: [price, address], customer: { address } } },
        { say: "el 1, efectivo", expect: { state: "resumen", reply: [`Entrega en: ${address}, Rosario`] } },
      ],
    }),
  ),
  {
    ...shop,
    name: "packs trial 11: 'uy perdon, el telefono esta mal, es 3415550000. y cuanto tarda?' at the promos takes the phone and answers",
    turns: [
      { say: "quiero comprar un colchon" },
      { say: "Juan Perez, 3415556677, Rosario, San Martin 1234", expect: { state: "ofrecer_promos" } },
      { say: "uy perdon, el telefono esta mal, es 3415550000. y cuanto tarda?", expect: { reply: ["3 y 7 días hábiles"], customer: { phone: "3415550000" } } },
      { say: "el 2, transferencia", expect: { state: "resumen", reply: ["tel. 3415550000"] } },
      { say: "si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 69_900_000, customerName: "Juan Perez", address: "San Martin 1234, Rosario" } } },
    ],
  },
  // 1, in English and Portuguese: the instalments answered in the customer's language.
  {
    ...shop,
    name: "packs trial 11: 'how much is it? can I pay in installments?' is answered in English from the shop's data",
    turns: [{ say: "how much is it? can I pay in installments?", expect: { reply: ["$389.000", "No installments"], notReply: ["I don't have that here"] } }],
  },
  {
    ...shop,
    name: "packs trial 11: 'quanto custa? dá pra parcelar?' is answered in Portuguese from the shop's data",
    turns: [{ say: "quanto custa? da pra pagar em parcelas?", expect: { reply: ["$389.000", "Parcelado não"], notReply: ["Isso eu não tenho"] } }],
  },
  // 6. No cheerful opener to an annoyed customer.
  ...["como q no sabes?? quiero el precio", "no entendes nada, pasame el precio", "otra vez?? te pregunte el precio"].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 11: '${said}' gets no cheerful opener`,
      turns: [
        { say: "hola" },
        { say: said, expect: { reply: ["$389.000"], notReply: ["¡Genial!", "¡Perfecto!", "¡Buenísimo!"] } },
      ],
    }),
  ),
];
