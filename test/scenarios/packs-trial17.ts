import type { Scenario } from "./types";

// Blind trial 16 on the mattress shop (packs), fixed in round 17: details written in one list go
// to their own fields; a doorbell or floor said after the address is added to it; a question said
// beside a yes is answered; an angry opening that orders is apologised for AND taken; the methods
// accepted are listed once.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

export const packsTrial17Scenarios: Scenario[] = [
  // 1. A list of details (verbatim 207).
  {
    ...shop,
    name: "packs trial 17: 'bueno sigo aca. Marta Gimenez, tel …, La Plata, diagonal 74 nro 1500' stores each detail in its field (verbatim 207)",
    turns: [
      { say: "buenas quiero 1 colchon" },
      { say: "sos un bot?" },
      {
        say: "bueno sigo aca. Marta Gimenez, tel 2214567788, La Plata, diagonal 74 nro 1500. pago transferencia",
        expect: { notReply: ["ciudad Marta", "Sigo"], customer: { firstName: "Marta", lastName: "Gimenez", city: "La Plata", phone: "2214567788", address: "diagonal 74 nro 1500" } },
      },
    ],
  },
  ...["ok sigo. Marta Gimenez, 2214567788, La Plata, diagonal 74 nro 1500", "dale sigo por aca: Marta Gimenez, tel 2214567788, La Plata, diagonal 74 1500", "bueno listo. Marta Gimenez, cel 2214567788, La Plata, diagonal 74 nro 1500"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 17: '${say}' stores each detail in its field`,
    turns: [
      { say: "buenas quiero 1 colchon" },
      { say, expect: { notReply: ["ciudad Marta", "¿Tu nombre es"], customer: { firstName: "Marta", lastName: "Gimenez", city: "La Plata", phone: "2214567788" } } },
    ],
  })),
  // "de Rosario" at the phone question is the city (verbatim 209).
  ...["de Rosario", "soy de rosario", "vivo en Rosario"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 17: '${say}' at the phone question stores the city Rosario`,
    turns: [
      { say: "q onda, precio colchon?" },
      { say: "dale" },
      { say: "soy Gabi", expect: { customer: { firstName: "Gabi" } } },
      { say, expect: { reply: ["Rosario"], notReply: ["no llegué a entender"], customer: { city: "Rosario" } } },
    ],
  })),
  // A plain city in a list after name and phone (verbatim 204).
  ...["Roberto Diaz 1134567890 lanus, hipolito yrigoyen 4500. apurate", "Roberto Diaz 1134567890 lanus, hipolito yrigoyen 4500", "Roberto Diaz, 1134567890, quilmes, mitre 300"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 17: '${say}' takes the plain city without asking it back`,
    turns: [
      { say: "quiero comprar dos colchones" },
      { say, expect: { notReply: ["¿Tu ciudad es"], reply: ["¿Cómo vas a pagar?"], customer: { firstName: "Roberto", lastName: "Diaz", phone: "1134567890" } } },
    ],
  })),
];

const lucas = "bueno dale, quiero el de 3. soy Lucas Medina 3516778899 de Cordoba capital, Bv San Juan 800 piso 3";

export const packsTrial17AddressScenarios: Scenario[] = [
  // 2. A doorbell said after the address (verbatim 208).
  {
    ...shop,
    name: "packs trial 17: 'transferencia. ah y el timbre es el 3B' adds the doorbell to the address (verbatim 208)",
    turns: [
      { say: "hola buenas" },
      { say: lucas, expect: { customer: { address: "Bv San Juan 800 piso 3" } } },
      { say: "transferencia. ah y el timbre es el 3B", expect: { reply: ["Bv San Juan 800 piso 3 timbre 3B", "¿Confirmamos?"], customer: { address: "Bv San Juan 800 piso 3 timbre 3B" } } },
      { say: "si confirmo", expect: { orders: 1, lastOrder: { address: "Bv San Juan 800 piso 3 timbre 3B, Cordoba Capital" } } },
    ],
  },
  ...["y el timbre 3B? no lo pusiste", "ah me olvide, timbre 3B", "falto el timbre: 3B", "el depto es B"].map((say): Scenario => {
    const addOn = say.includes("depto") ? "depto B" : "timbre 3B";
    return {
      ...shop,
      name: `packs trial 17: '${say}' at the summary adds '${addOn}' and shows the summary again`,
      turns: [
        { say: lucas },
        { say: "transferencia", expect: { reply: ["¿Confirmamos?"] } },
        { say, expect: { reply: [`Bv San Juan 800 piso 3 ${addOn}`, "¿Confirmamos?"], notReply: ["no lo tengo"], customer: { address: `Bv San Juan 800 piso 3 ${addOn}` } } },
        { say: "si", expect: { orders: 1, lastOrder: { address: `Bv San Juan 800 piso 3 ${addOn}, Cordoba Capital` } } },
      ],
    };
  }),
  {
    ...shop,
    name: "packs trial 17: 'entre calles Mitre y Belgrano' said at the pack question is added to the address",
    turns: [
      { say: "hola quiero un colchon. soy Ana Paz, 1144556677, Lanus, Sarmiento 200" },
      { say: "entre calles Mitre y Belgrano", expect: { customer: { address: "Sarmiento 200 entre calles Mitre y Belgrano" } } },
    ],
  },
];

const mike = "Mike Johnson, phone 1144556677, Buenos Aires city, Av Santa Fe 2100 5A";

export const packsTrial17QuestionScenarios: Scenario[] = [
  // 3. A question beside a yes (verbatim 202).
  {
    ...shop,
    name: "packs trial 17: 'yes please. how much for 2?' answers the price of 2 and asks the data (verbatim 202)",
    turns: [
      { say: "hi, do you deliver mattresses to La Plata?" },
      { say: "yes please. how much for 2?", expect: { reply: ["$699.000", "What's your name?"] } },
      { say: mike, expect: { customer: { firstName: "Mike", phone: "1144556677" } } },
      { say: "2" },
      { say: "cash on delivery", expect: { reply: ["Shall we confirm?"] } },
      { say: "wait, is it 140x190? ok yes confirm", expect: { reply: ["140", "ORD-"], orders: 1 } },
    ],
  },
  ...["si dale. cuanto salen 2?", "dale, y el de 3 cuanto sale?", "sim, quanto custa o de 2?"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 17: '${say}' at the offer answers the price and asks the data`,
    turns: [
      { say: "hola, hacen envios a La Plata?" },
      { say, expect: { reply: [say.includes("3") ? "$949.000" : "$699.000"], notReply: ["$389.000 cada"] } },
    ],
  })),
  ...["es de 140x190? si confirmo", "pero mide 140 x 190 no? dale confirmo", "is it 140x190? yes confirm"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 17: '${say}' at the summary answers the size and confirms`,
    turns: [
      { say: "hola quiero 2 colchones. soy Ana Paz, 1144556677, Lanus, Sarmiento 200" },
      { say: "efectivo", expect: { reply: ["¿Confirmamos?"] } },
      { say, expect: { reply: ["140", "ORD-"], orders: 1 } },
    ],
  })),
];

export const packsTrial17AngerScenarios: Scenario[] = [
  // 4. An angry opening that orders (verbatim 204).
  ...[
    ["HOLA HACE 2 DIAS Q ESCRIBO Y NADIE CONTESTA. quiero comprar dos colchones", "2 colchones"],
    ["nadie me responde hace dias!! quiero 3 colchones", "3 colchones"],
    ["es la tercera vez que escribo y nada. quiero 1 colchon", "1 colchón"],
    ["q mal servicio, nadie contesta. quiero el pack de 2", "2 colchones"],
  ].map(([say, pack]): Scenario => ({
    ...shop,
    name: `packs trial 17: '${say}' apologises and takes the ${pack}`,
    turns: [
      { say, expect: { reply: [/perd[oó]n/i, pack, "¿Cómo es tu nombre?"] } },
      { say: "Roberto Diaz 1134567890 lanus, hipolito yrigoyen 4500. apurate", expect: { reply: ["¿Cómo vas a pagar?"], customer: { firstName: "Roberto", city: "Lanus", address: "hipolito yrigoyen 4500" } } },
    ],
  })),
  // 5. The methods accepted said once (verbatim 206).
  {
    ...shop,
    name: "packs trial 17: 'o de dois. pago com pix' lists the accepted methods once (verbatim 206)",
    turns: [
      { say: "boa tarde, voces entregam em CABA? quanto custa o colchao?" },
      { say: "Paulo" },
      { say: "Souza" },
      { say: "11 4567-8899" },
      { say: "Av Callao 1200 apto 7", expect: { reply: ["Qual você vai levar?"] } },
      { say: "o de dois. pago com pix", expect: { reply: ["Pix", "2 colchões"], notReply: [/Aceitamos dinheiro[\s\S]*Aceitamos dinheiro/] } },
    ],
  },
  ...["el de 2. pago con pix", "the 2 one. can I pay with pix?", "o de 3, pago no cartão de crédito"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 17: '${say}' lists the accepted methods once`,
    turns: [
      { say: "hola quiero un colchon. soy Ana Paz, 1144556677, Lanus, Sarmiento 200" },
      { say: "pasame las promos" },
      { say, expect: { notReply: [/(?:Aceptamos|We accept|Aceitamos)[\s\S]*(?:Aceptamos|We accept|Aceitamos)/] } },
    ],
  })),
];

