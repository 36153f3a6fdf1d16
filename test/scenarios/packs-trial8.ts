import type { Scenario, Turn } from "./types";

// Blind trial 7 on the mattress shop (packs), fixed in round 8: a yes with a question at the
// summary ("si. cuando me llega?") confirms and answers; a name said in parts in a burst
// ("jorge" / "luis sanchez") is one name, never a city; the noted pack said once in every
// language; a price asked is answered at once (with a delivery question beside it, in a burst);
// the promos come with the data (round 9: no longer a short while after it). Prices as in packs.ts.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

/** Ramiro up to the summary (trial 7, verbatim). */
const ramiroToSummary: Turn[] = [
  { say: "quiero el pack de 3 colchones, cuanto es?", expect: { reply: ["$949.000", "tu nombre"] } },
  { say: "ramiro diaz. tel 3415998877. vivo en rosario, pellegrini 1500 piso 8 dto b", expect: { state: "ofrecer_promos" } },
  { say: "ya te dije el de 3!! efectivo", expect: { state: "resumen", reply: ["Resumen de tu compra", "$949.000"] } },
];

/** English customer up to the summary. */
const englishToSummary: Turn[] = [
  { say: "hi, I want to buy a mattress" },
  { say: "yes, send me the offers", expect: { state: "collecting_data" } },
  { say: "Mike Johnson, phone 1155443322, La Plata, address calle 7 n 1234", expect: { state: "ofrecer_promos" } },
  { say: "2 mattresses, cash", expect: { state: "resumen", reply: ["$699.000"] } },
];

/** Portuguese customer up to the summary. */
const portugueseToSummary: Turn[] = [
  { say: "olá, quero comprar um colchão" },
  { say: "sim, manda as promoções", expect: { state: "collecting_data" } },
  { say: "Paulo Alves, telefone 3517776655, cidade Córdoba, endereço Bv. San Juan 800", expect: { state: "ofrecer_promos" } },
  { say: "quero 2 colchões, pago em dinheiro", expect: { state: "resumen", reply: ["$699.000"] } },
];

export const packsTrial8Scenarios: Scenario[] = [
  // 1. A yes with a question at the summary: the order is placed and the question answered.
  {
    ...shop,
    name: "packs trial 8: 'si. cuando me llega?' at the summary confirms and says when it arrives (verbatim)",
    turns: [
      ...ramiroToSummary,
      {
        say: "si. cuando me llega?",
        expect: { state: "compra_confirmada", orders: 1, reply: [/quedó confirmado[^]*El envío de tu pedido ORD-\d+ tarda entre 3 y 7 días hábiles/], notReply: ["¿Confirmamos"], lastOrder: { total: 94_900_000, paymentMethod: "cash", customerName: "Ramiro Diaz" } },
      },
    ],
  },
  ...["dale, y cuanto tarda?", "si confirmo, cuando llega?", "ok, en cuanto llega?", "listo. cuanto demora el envio?", "perfecto, y cuando lo traen?", "si dale, cuantos dias tarda en llegar?"].map(
    (say): Scenario => ({
      ...shop,
      name: `packs trial 8: '${say}' at the summary confirms and answers the delivery time`,
      turns: [...ramiroToSummary, { say, expect: { state: "compra_confirmada", orders: 1, reply: ["quedó confirmado", "3 y 7 días hábiles"], notReply: ["¿Confirmamos"] } }],
    }),
  ),
  {
    ...shop,
    name: "packs trial 8: 'ok. how long?' at an English summary confirms and answers in English",
    turns: [...englishToSummary, { say: "ok. how long?", expect: { state: "compra_confirmada", orders: 1, reply: ["is confirmed", "between 3 and 7 business days"], notReply: ["Shall we confirm", "quedó confirmado", "días hábiles"] } }],
  },
  {
    ...shop,
    name: "packs trial 8: 'sim. quando chega?' at a Portuguese summary confirms and answers in Portuguese",
    turns: [...portugueseToSummary, { say: "sim. quando chega?", expect: { state: "compra_confirmada", orders: 1, reply: ["está confirmado", "entre 3 e 7 dias úteis"], notReply: ["Confirmamos?", "quedó confirmado", "días hábiles"] } }],
  },
  // A question alone is no yes: answered, and the yes asked again.
  {
    ...shop,
    name: "packs trial 8: 'cuando me llega?' alone at the summary answers and waits for the yes",
    turns: [...ramiroToSummary, { say: "cuando me llega?", expect: { state: "resumen", orders: 0, reply: ["3 y 7 días hábiles", "¿Confirmamos"] } }],
  },
  // A yes with a doubt is no yes: "si, pero cuanto tarda?" answers and asks again.
  {
    ...shop,
    name: "packs trial 8: 'si, pero cuanto tarda?' at the summary answers and waits for a plain yes",
    turns: [...ramiroToSummary, { say: "si, pero cuanto tarda?", expect: { state: "resumen", orders: 0, reply: ["3 y 7 días hábiles", "¿Confirmamos"] } }],
  },
  // A yes with a payment question changes nothing by itself: answered, the yes asked again.
  {
    ...shop,
    name: "packs trial 8: 'si, aceptan mercado pago?' at the summary answers before any order",
    turns: [...ramiroToSummary, { say: "si, aceptan mercado pago?", expect: { orders: 0, reply: ["Mercado Pago"] } }],
  },
  // A no with a question is no yes.
  {
    ...shop,
    name: "packs trial 8: 'no, pero cuanto tarda?' at the summary places nothing",
    turns: [...ramiroToSummary, { say: "no, pero cuanto tarda?", expect: { orders: 0, notReply: ["quedó confirmado"] } }],
  },

  // 2. A name said in parts in a burst is one name, never a city.
  {
    ...shop,
    name: "packs trial 8: burst 'jorge' / 'luis sanchez' with the purchase is one name, never a city (verbatim)",
    turns: [
      {
        burst: ["hola", "quiero comprar colchon", "jorge", "luis sanchez"],
        expect: { state: "collecting_data", customer: { firstName: "Jorge", lastName: "Luis Sanchez" }, reply: ["teléfono"], notReply: ["¿Tu nombre es", "¿Tu ciudad es"] },
      },
      { say: "2215556677", expect: { customer: { phone: "2215556677" } } },
      { say: "soy de la plata", expect: { customer: { city: "La Plata" } } },
      { say: "calle 7 n 1234 entre 56 y 57", expect: { customer: { address: "calle 7 n 1234 entre 56 y 57" } } },
      { say: "y? las promos?", expect: { state: "ofrecer_promos", reply: ["$949.000"] } },
      { say: "el de 3", expect: { reply: ["3 colchones", "¿Cómo vas a pagar?"] } },
      { say: "pago cuando llega", expect: { state: "resumen", reply: ["Jorge Luis Sanchez"] } },
      { say: "dale", expect: { state: "compra_confirmada", lastOrder: { total: 94_900_000, customerName: "Jorge Luis Sanchez", address: "calle 7 n 1234 entre 56 y 57, La Plata" } } },
    ],
  },
  ...[
    ["buenas", "quiero el colchon", "maria", "fernandez"],
    ["hola", "quiero comprar", "ana", "lopez"],
    ["quiero comprar un colchon", "pedro", "gomez"],
  ].map(
    (burst): Scenario => ({
      ...shop,
      name: `packs trial 8: burst ${burst.join(" / ")} joins the name, no city offered`,
      turns: [
        {
          burst,
          expect: { state: "collecting_data", customer: { lastName: burst[burst.length - 1].replace(/^./, (c) => c.toUpperCase()) }, reply: ["teléfono"], notReply: ["¿Tu ciudad es", "¿Tu nombre es"] },
        },
      ],
    }),
  ),
  // A name said in two messages, answered one at a time.
  {
    ...shop,
    name: "packs trial 8: 'jorge' then 'luis sanchez' as separate answers: the surname, never a city",
    turns: [
      { say: "quiero comprar colchon", expect: { reply: ["tu nombre"] } },
      { say: "jorge", expect: { customer: { firstName: "Jorge" } } },
      // Round 13 (trial 12a 204): "Luis" is a middle name, never the first word of the surname.
      { say: "luis sanchez", expect: { customer: { firstName: "Jorge Luis", lastName: "Sanchez" }, notReply: ["¿Tu ciudad es", "apellido Luis"] } },
    ],
  },

  // 3. The pack noted before the data, said once in every language.
  {
    ...shop,
    name: "packs trial 8: Portuguese pack with a city before the data says 'Anotei' once",
    turns: [
      { say: "quero 2 colchões, moro em Córdoba", expect: { reply: ["Anotei ✅", "2 colchões", "Córdoba"], notReply: ["Anotado", /Anotei[^]*Anotei/] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 8: English pack with a city before the data says 'Noted' once",
    turns: [
      { say: "I want 2 mattresses, I live in Rosario", expect: { reply: ["Noted ✅", "2 mattresses", "Rosario"], notReply: [/Noted[^]*Noted/] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 8: Spanish pack with a city before the data says 'Anoté' once",
    turns: [{ say: "quiero 2 colchones, ciudad Rosario", expect: { reply: ["Anoté ✅", "2 colchones", "Rosario"], notReply: ["Anotado", /Anot[^]*Anot/] } }],
  },
  // The payment asked after a pack at the promos: "Noted" in the customer's language.
  {
    ...shop,
    name: "packs trial 8: English detail given at the promos asks the payment in English, no 'Anotado'",
    turns: [
      ...englishToSummary.slice(0, 3),
      { say: "2 mattresses", expect: { reply: ["How will you pay"] } },
      { say: "my email is mike@example.com", expect: { reply: ["Noted ✅", "How will you pay"], notReply: ["Anotado"] } },
    ],
  },

  // 5. A price asked is answered at once; the promos come by themselves after the data.
  {
    ...shop,
    name: "packs trial 8: 'How much is it and do you deliver to Tigre?' answers the price and Tigre (verbatim)",
    turns: [
      { say: "Hello, I'd like to buy a mattress. How much is it and do you deliver to Tigre?", expect: { reply: ["$389.000", "Tigre"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 8: burst 'buenas' / 'vivo en Quilmes, llegan hasta aca?' / 'cuanto salen 2?' answers both (verbatim)",
    turns: [
      { burst: ["buenas", "vivo en Quilmes, llegan hasta aca?", "cuanto salen 2?"], expect: { reply: ["Quilmes", "$699.000"], customer: { city: "Quilmes" } } },
      // Asked again: answered again, and nothing is said noted when nothing was.
      { say: "pero cuanto salen 2??", expect: { reply: ["$699.000", "tu nombre"], notReply: ["Anotado", "Anoté"] } },
      { burst: ["martin", "gomez", "1167891234", "mitre 300 entre 9 de julio y belgrano"], expect: { customer: { firstName: "Martin", lastName: "Gomez", phone: "1167891234", address: "mitre 300 entre 9 de julio y belgrano" } } },
      { say: "los 2 que te dije, pago por transferencia", expect: { state: "resumen", reply: ["$699.000"] } },
      { say: "dale confirmo", expect: { state: "compra_confirmada", lastOrder: { total: 69_900_000, paymentMethod: "transfer", customerName: "Martin Gomez", address: "mitre 300 entre 9 de julio y belgrano, Quilmes" } } },
    ],
  },
  ...["cuanto sale y hacen envios a Tigre?", "precio? y llegan a Tigre?"].map(
    (say): Scenario => ({ ...shop, name: `packs trial 8: '${say}' answers the price and the delivery`, turns: [{ say, expect: { reply: ["$389.000", "Tigre"] } }] }),
  ),
  {
    ...shop,
    name: "packs trial 8 (round 9): the promos come with the data, nothing is sent by itself a couple of minutes later",
    turns: [
      { say: "hola quiero comprar", expect: { state: "collecting_data" } },
      { say: "Marcela Gomez, 3415556677, Rosario, San Juan 1450", expect: { state: "ofrecer_promos", reply: ["$699.000", "$949.000"], notReply: [/par de minutos/i] } },
      { wait: 3 * 60_000, expect: { state: "ofrecer_promos", replies: 0 } },
    ],
  },
];
