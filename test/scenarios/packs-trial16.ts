import type { Scenario } from "./types";

// Blind trial 15 on the mattress shop (packs), fixed in round 16: a city is a place, never the
// words around it ("llegan hasta aca?", "te dije", "nomas"); "la ciudad es X" sets the city, never
// the name; a pack changed in the same breath ("2, mmm mejor 3") is the last one said; Pix is no
// method of the shop and the fallback said is taken; details given one per message are asked for
// in turn, never the same question four times.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

export const packsTrial16Scenarios: Scenario[] = [
  // 1. Words around a city (verbatim 202).
  {
    ...shop,
    name: "packs trial 16: 'vivo en quilmes llegan hasta aca?' stores Quilmes; 'no es quilmes nomas la ciudad' is the city, never the name (verbatim 202)",
    turns: [
      { say: "hola" },
      { say: "quiero info de los colchones" },
      { say: "vivo en quilmes llegan hasta aca?", expect: { reply: ["Quilmes"], notReply: ["Llegan", "Hasta Aca"], customer: { city: "Quilmes" } } },
      { say: "no es quilmes nomas la ciudad", expect: { notReply: ["¿Tu nombre es Quilmes?", "Nomas"], customer: { city: "Quilmes" } } },
      { say: "me llamo roberto", expect: { customer: { firstName: "Roberto", city: "Quilmes" } } },
    ],
  },
  ...[
    ["soy de quilmes, llegan?", "Quilmes"],
    ["vivo en moron, hacen envios hasta alla?", "Moron"],
    ["estoy en tigre llegan hasta aca??", "Tigre"],
    ["vivo en la plata, mandan hasta aca?", "La Plata"],
  ].map(([say, city]): Scenario => ({
    ...shop,
    name: `packs trial 16: '${say}' stores the city ${city} alone`,
    turns: [
      { say: "hola" },
      { say, expect: { reply: [city], notReply: [/ciudad [^.]*(?:llegan|hasta|envios|mandan)/i], customer: { city } } },
    ],
  })),
  ...["la ciudad es quilmes nada mas!! no 'quilmes llegan hasta aca'", "quilmes es la ciudad", "la ciudad es quilmes nomas", "mi ciudad es quilmes solamente"].map((fix): Scenario => ({
    ...shop,
    name: `packs trial 16: '${fix}' sets the city Quilmes, never the name`,
    turns: [
      { say: "hola, quiero un colchon. soy Roberto Diaz, tel 1144556677, vivo en berazategui, san martin 234" },
      { say: fix, expect: { reply: ["Quilmes"], notReply: ["Nada Mas", "Nomas", "Solamente", "¿Tu nombre es"], customer: { city: "Quilmes", firstName: "Roberto" } } },
    ],
  })),
  // "capital" is CABA, whatever is said around it (verbatim 206).
  {
    ...shop,
    name: "packs trial 16: 'uf cuantas preguntas. 1133221100, capital, corrientes 3400 4to' keeps CABA; 'capital te dije, caba' is CABA (verbatim 206)",
    turns: [
      { say: "hola buenas tardes, me interesa el colchon. lo puedo pagar en cuotas?" },
      { say: "Gabriela", expect: { customer: { firstName: "Gabriela" } } },
      { say: "uf cuantas preguntas. 1133221100, capital, corrientes 3400 4to", expect: { notReply: ["Uf Cuantas Preguntas"], customer: { city: "CABA", phone: "1133221100" } } },
      { say: "NO!! capital te dije, caba. que bot lento", expect: { notReply: ["Capital Te Dije"], customer: { city: "CABA" } } },
    ],
  },
  ...["capital te dije", "capital federal nomas", "es capital, ya te dije", "caba te dije!!"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 16: '${say}' as the city is CABA`,
    turns: [
      { say: "hola, quiero un colchon. soy Gabriela Sosa, tel 1133221100, corrientes 3400" },
      { say, expect: { reply: ["CABA"], notReply: ["Te Dije", "Nomas", "Federal"], customer: { city: "CABA" } } },
    ],
  })),
];

export const packsTrial16PackScenarios: Scenario[] = [
  // 2. A pack changed in the same breath; "X es la ciudad" is the city, never the name (verbatim 207).
  {
    ...shop,
    name: "packs trial 16: 'quiero 2 colchones, mmm mejor 3' notes the pack of 3; 'bahia blanca' in a list is the city, never the name (verbatim 207)",
    turns: [
      { say: "hola! quiero 2 colchones, mmm mejor 3. me llamo Ines Perez", expect: { reply: ["3 colchones"], notReply: ["2 colchones"], customer: { firstName: "Ines", lastName: "Perez" } } },
      { say: "no, 3 te dije!! 2915556677, bahia blanca, zelarrayan 850", expect: { reply: ["3 colchones"], notReply: ["a nombre de Bahia Blanca", "2 colchones"], customer: { firstName: "Ines", city: "Bahia Blanca", phone: "2915556677" } } },
      { say: "efectivo", expect: { state: "resumen", reply: ["3 colchones", "Ines Perez", "Bahia Blanca"] } },
      { say: "si", expect: { lastOrder: { total: 94900000, customerName: "Ines Perez" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 16: 'mi nombre es Ines Perez!! bahia blanca es la ciudad. y son 3 colchones' keeps the name and sets the city",
    turns: [
      { say: "hola! quiero 2 colchones. me llamo Ines Perez" },
      { say: "mi nombre es Ines Perez!! bahia blanca es la ciudad. y son 3 colchones", expect: { notReply: ["a nombre de Bahia"], customer: { firstName: "Ines", lastName: "Perez", city: "Bahia Blanca" } } },
    ],
  },
  ...[
    ["quiero 2 colchones, no mejor 3", 3],
    ["dame el de 3, bah mejor el de 2", 2],
    ["quiero 1... no, mejor 2", 2],
    ["2 colchones, o mejor 3 dale", 3],
  ].map(([say, units]): Scenario => ({
    ...shop,
    name: `packs trial 16: '${say}' notes the pack of ${units}, the last one said`,
    turns: [
      { say: `hola, ${say}. soy Ines Perez, 2915556677, bahia blanca, zelarrayan 850`, expect: { reply: [`${units} colchones`], customer: { city: "Bahia Blanca" } } },
      { say: "efectivo", expect: { state: "resumen", reply: [`${units} colchones`] } },
    ],
  })),
];

const joao = "quero 1. Joao Silva, 2614443322, Mendoza, rua San Martin 900";

export const packsTrial16PaymentScenarios: Scenario[] = [
  // 3. Pix is no method of the shop; the fallback said is the payment (verbatim 210).
  {
    ...shop,
    name: "packs trial 16: 'aceita pix? se nao, dinheiro' says Pix is not taken and takes cash (verbatim 210)",
    turns: [
      { say: "oi, quanto custa o colchão? vocês entregam em Mendoza?" },
      { say: joao, expect: { reply: ["Como você vai pagar?"] } },
      { say: "aceita pix? se nao, dinheiro", expect: { state: "resumen", reply: ["Pix não aceitamos", "dinheiro na entrega"], notReply: ["Sim, aceitamos transferência", "Pagamento: transferência"] } },
      { say: "sim", expect: { lastOrder: { paymentMethod: "cash", total: 38900000 } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 16: 'pix é transferencia? acho que nao... prefiro dinheiro mesmo' says Pix is not taken and takes cash (verbatim 210)",
    turns: [
      { say: joao },
      { say: "pix é transferencia? acho que nao... prefiro dinheiro mesmo", expect: { state: "resumen", reply: ["Pix não aceitamos", "dinheiro na entrega"], notReply: ["Sim, aceitamos transferência"] } },
      { say: "sim", expect: { lastOrder: { paymentMethod: "cash" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 16: 'aceita pix?' alone says Pix is not taken and asks how to pay, nothing chosen",
    turns: [
      { say: joao },
      { say: "aceita pix?", expect: { reply: ["Pix não aceitamos", "Mercado Pago"], notReply: ["Sim, aceitamos", "Resumo"] } },
      { say: "mercado pago", expect: { state: "resumen", reply: ["Pagamento: Mercado Pago"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 16: 'aceptan paypal? sino mercado pago' says PayPal is not taken and takes Mercado Pago",
    turns: [
      { say: "hola, quiero 1 colchon. soy Ana Paez, 1144556677, Lanus, Mitre 450" },
      { say: "aceptan paypal? sino mercado pago", expect: { state: "resumen", reply: ["Con PayPal no trabajamos", "Pago: Mercado Pago"], notReply: ["Sí, aceptamos"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 16: 'do you take pix? otherwise cash' says Pix is not taken and takes cash",
    turns: [
      { say: "hi, I want info on the mattress. John Smith, 3415556677, Rosario, Mitre 456" },
      { say: "do you take pix? otherwise cash", expect: { reply: ["We don't take Pix", "payment method: cash"], notReply: ["Yes, we accept"] } },
      { say: "the 2 one", expect: { state: "resumen", reply: ["cash on delivery"] } },
    ],
  },
];

export const packsTrial16AskingScenarios: Scenario[] = [
  // 4. Details given one per message: what is still missing asked in turn, the passed-over one last (verbatim 204).
  {
    ...shop,
    name: "packs trial 16: details given one per message are asked in turn, never the phone four times (verbatim 204)",
    turns: [
      { say: "hola" },
      { say: "quiero el pack de 3", expect: { reply: ["¿Cómo es tu nombre?"] } },
      { say: "jorge", expect: { reply: ["¿Me pasás un teléfono de contacto?"] } },
      { say: "gomez", expect: { reply: ["apellido Gomez"], notReply: ["teléfono de contacto?"], customer: { lastName: "Gomez" } } },
      { say: "soy de la plata", expect: { reply: ["ciudad La Plata"], notReply: ["teléfono de contacto?"], customer: { city: "La Plata" } } },
      { say: "calle 7 n 1234 entre 56 y 57", expect: { reply: ["¿Me pasás un teléfono de contacto?"], customer: { address: "calle 7 n 1234 entre 56 y 57" } } },
      { say: "2214445566", expect: { reply: ["3 colchones", "¿Cómo vas a pagar?"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 16: the city given instead of the phone asks the address next, then the phone",
    turns: [
      { say: "hola, quiero un colchon. me llamo Laura Diaz", expect: { reply: ["¿Me pasás un teléfono de contacto?"] } },
      { say: "vivo en moron", expect: { reply: ["ciudad Moron"], notReply: ["teléfono de contacto?"] } },
      { say: "belgrano 1450", expect: { reply: ["¿Me pasás un teléfono de contacto?"] } },
      { say: "1155443322", expect: { reply: ["promos"], customer: { phone: "1155443322", city: "Moron", address: "belgrano 1450" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 16: a question instead of the phone asks the phone again (nothing was passed over)",
    turns: [
      { say: "hola, quiero un colchon. me llamo Laura Diaz", expect: { reply: ["¿Me pasás un teléfono de contacto?"] } },
      { say: "cuanto tarda el envio?", expect: { reply: ["¿Me pasás un teléfono de contacto?"] } },
    ],
  },
];
