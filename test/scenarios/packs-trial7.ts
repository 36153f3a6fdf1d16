import type { Scenario, Turn } from "./types";

// Blind trial 7 on the mattress shop (packs): promos asked before the data that waited for a
// timer, English and Portuguese customers (the code's own words in their language, their
// details stored as written, "just one" / "vou levar 2" read as packs, corrections at the
// summary), the mattress size read as a pack ("el de 2 plazas uno solo"), a polite no answered
// with the opening greeting, a pack chosen before the data left out of the read-back, and
// impatience answered with "no tengo ese dato". Prices as in packs.ts.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

/** English customer up to the promos (asked for before the data). */
const englishToPromos: Turn[] = [
  { say: "hi, i want to buy a mattress. is it queen size?", expect: { reply: ["We don't have queen", "a single model"], notReply: ["no tenemos", "Tenemos un solo"] } },
  { say: "english please. ok, send me the offers", expect: { state: "collecting_data", reply: ["your name"] } },
  {
    say: "Mike Johnson, phone 1155443322, I live in La Plata, address calle 7 n 1234 between 56 and 57",
    expect: {
      state: "ofrecer_promos",
      customer: { firstName: "Mike", lastName: "Johnson", phone: "1155443322", city: "La Plata", address: "calle 7 n 1234 between 56 and 57" },
      reply: ["These are our offers", "calle 7 n 1234 between 56 and 57, La Plata"],
      notReply: ["Is your name", "56 y 57", "Which city"],
    },
  },
];

/** Portuguese customer up to the promos. */
const portugueseToPromos: Turn[] = [
  { say: "olá, quanto custa o colchão?", expect: { reply: ["$389.000"] } },
  { say: "vocês entregam em Córdoba?", expect: { reply: ["Córdoba"], notReply: ["No tengo ese dato", "Tenemos"] } },
  { say: "sim, manda as promoções", expect: { state: "collecting_data" } },
  {
    say: "Beatriz Costa, telefone 3514445566, moro em Córdoba capital, Av Colón 1200 apto 5B",
    expect: { state: "ofrecer_promos", customer: { firstName: "Beatriz", lastName: "Costa", city: "Córdoba capital", address: "Av Colón 1200 apto 5B" }, notReply: ["Moro em", "Seu cidade"] },
  },
];

export const packsTrial7Scenarios: Scenario[] = [
  // 1. Promos asked for before the data: shown as soon as the data is in; "pasamelas ahora" asks for them.
  {
    ...shop,
    name: "packs trial 7: 'si dale pasame' asked for the promos, so they come with the last detail (verbatim)",
    turns: [
      { say: "hola buenas, vi la publicidad del colchon. q medidas tiene?", expect: { reply: ["Tenemos un solo modelo"] } },
      { say: "y cuanto sale?", expect: { reply: ["$389.000"] } },
      { say: "si dale pasame", expect: { state: "collecting_data", reply: ["tu nombre"] } },
      { say: "marcela", expect: { customer: { firstName: "Marcela" } } },
      { say: "gomez", expect: { customer: { lastName: "Gomez" } } },
      { say: "cel 3415556677", expect: { customer: { phone: "3415556677" } } },
      {
        say: "soy de rosario, vivo en calle san juan 1450 entre ovidio lagos y castellanos",
        expect: { state: "ofrecer_promos", customer: { city: "Rosario" }, reply: ["Estas son nuestras promos", "$699.000"], notReply: ["En un par de minutos"] },
      },
    ],
  },
  {
    ...shop,
    name: "packs trial 7: 'y pasamelas ahora no? para q esperar' after the data (the promos already shown) shows them again, never 'no tengo ese dato'",
    turns: [
      { say: "hola quiero comprar", expect: { state: "collecting_data" } },
      { say: "Marcela Gomez, 3415556677, Rosario, San Juan 1450", expect: { state: "ofrecer_promos", reply: ["Estas son nuestras promos"] } },
      { say: "y pasamelas ahora no? para q esperar", expect: { state: "ofrecer_promos", reply: ["$699.000"], notReply: ["No tengo ese dato"] } },
    ],
  },
  // Other ways of asking for them now, once the data is in.
  ...["mandalas ya", "ahora?", "las podes pasar ya?"].map(
    (ask): Scenario => ({
      ...shop,
      name: `packs trial 7: '${ask}' after the data asks for the promos`,
      turns: [
        { say: "hola quiero comprar", expect: { state: "collecting_data" } },
        { say: "Marcela Gomez, 3415556677, Rosario, San Juan 1450", expect: { state: "ofrecer_promos", reply: ["Estas son nuestras promos"] } },
        { say: ask, expect: { state: "ofrecer_promos", reply: ["$949.000"], notReply: ["No tengo ese dato"] } },
      ],
    }),
  ),
  // 2. English: the code's words in English, the details stored as written, "just one" is pack 1.
  {
    ...shop,
    name: "packs trial 7: English customer, details stored as written and 'just one' is the single pack (verbatim)",
    turns: [
      ...englishToPromos,
      // A question about paying cash: answered, and the payment still asked (never assumed).
      // Round 15: the payment asked about with the pack is the payment chosen (packs-trial15).
      { say: "just one. cash on delivery possible?", expect: { state: "resumen", reply: ["1 mattress", "$389.000", "cash on delivery", "calle 7 n 1234 between 56 and 57, La Plata"], notReply: ["Which pack will you take", "How will you pay"] } },
      { say: "confirm", expect: { state: "compra_confirmada", lastOrder: { total: 38_900_000, address: "calle 7 n 1234 between 56 and 57, La Plata", customerName: "Mike Johnson" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 7: English 'ONE. 1 mattress. cash' and 'i'll take two' are packs, never the same question again",
    turns: [
      ...englishToPromos,
      { say: "ONE. 1 mattress. cash", expect: { state: "resumen", reply: ["1 mattress"], notReply: ["Which pack will you take"] } },
      { say: "actually i'll take two", expect: { state: "resumen", reply: ["2 mattresses", "$699.000"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 7: English customer asking about warranty and a size gets English words",
    turns: [
      { say: "hello, does the mattress have a warranty?", expect: { reply: ["I don't have that here"], notReply: ["no lo tengo"] } },
      { say: "what size is it?", expect: { reply: ["a single model"], notReply: ["Tenemos un solo"] } },
    ],
  },
  // 3. Portuguese: delivery question answered, "moro em" is the city, corrections at the summary, packs read.
  {
    ...shop,
    name: "packs trial 7: Portuguese customer, 'moro em Córdoba capital' is the city and 'vou levar 2' the pack (verbatim)",
    turns: [
      ...portugueseToPromos,
      { say: "vou levar 2. pago no pix? ou transferencia", expect: { state: "resumen", reply: ["2 colchões", "$699.000"], notReply: ["Qual pack você vai levar"] } },
      { say: "a cidade esta errada, é Córdoba", expect: { state: "resumen", customer: { city: "Córdoba" }, reply: ["Av Colón 1200 apto 5B, Córdoba"], notReply: ["Capital"] } },
      { say: "cidade: Villa Carlos Paz", expect: { state: "resumen", customer: { city: "Villa Carlos Paz" }, reply: ["Villa Carlos Paz"] } },
      { say: "sim", expect: { state: "compra_confirmada", lastOrder: { total: 69_900_000, address: "Av Colón 1200 apto 5B, Villa Carlos Paz" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 7: Portuguese '2 colchões, transferencia' is the pack of 2 with its payment",
    turns: [...portugueseToPromos, { say: "2 colchões, transferencia", expect: { state: "resumen", reply: ["2 colchões", "transferência"] } }],
  },
  {
    ...shop,
    name: "packs trial 7: Portuguese 'sou de Campinas' among details is the city and 'a cidade é Córdoba' fixes it",
    turns: [
      { say: "oi, quero comprar", expect: { state: "collecting_data" } },
      { say: "Ana Souza, 3514445566, sou de Campinas, Rua das Flores 120", expect: { customer: { firstName: "Ana", city: "Campinas", address: "Rua das Flores 120" }, notReply: ["Sou De", "Seu nome é"] } },
      { say: "não, a cidade é Córdoba", expect: { customer: { city: "Córdoba" }, reply: ["cidade Córdoba"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 7: Portuguese field names agree ('sua cidade'), a guessed city is read back and 'não, a cidade é Córdoba' stores Córdoba",
    turns: [
      { say: "oi, quero comprar", expect: { state: "collecting_data", reply: ["sua cidade"], notReply: ["seu cidade"] } },
      { say: "Ana Souza, 3514445566, Rua das Flores 120", expect: { customer: { firstName: "Ana", address: "Rua das Flores 120" }, reply: ["sua cidade"], notReply: ["seu cidade"] } },
      { say: "a cidade é Córdoba", expect: { customer: { city: "Córdoba" }, notReply: ["É Córdoba"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 7: English correction at the summary 'the city is wrong, it's Rosario'",
    turns: [
      ...englishToPromos,
      { say: "1, cash", expect: { state: "resumen" } },
      { say: "the city is wrong, it's Rosario", expect: { state: "resumen", customer: { city: "Rosario" }, reply: ["between 56 and 57, Rosario"] } },
      { say: "address: San Martin 300", expect: { state: "resumen", customer: { address: "San Martin 300" }, reply: ["San Martin 300, Rosario"] } },
    ],
  },
  // 4. "2 plazas" is the mattress's size, never a pack; a no before the data is accepted politely.
  {
    ...shop,
    name: "packs trial 7: 'y cuanto sale el de 2 plazas uno solo' is the single price, 'mejor no, dejalo' is accepted (verbatim)",
    turns: [
      { say: "hola tienen de 1 plaza?", expect: { reply: ["De 1 plaza no tenemos"] } },
      { say: "ah. y cuanto sale el de 2 plazas uno solo", expect: { reply: ["$389.000"], notReply: ["$699.000", "2 colchones"] } },
      { say: "mmm mejor no, dejalo, muy caro", expect: { state: "conversacion", reply: ["escribime"], notReply: ["Soy el asistente", "¡Hola!"] } },
      { say: "no gracias, chau", expect: { notReply: ["Soy el asistente"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 7: 'cuanto sale uno de 2 plazas?' and 'quiero el de 2 plazas' are not the pack of 2",
    turns: [
      { say: "cuanto sale uno de 2 plazas?", expect: { reply: ["$389.000"], notReply: ["$699.000"] } },
      { say: "no, gracias, lo pienso", expect: { notReply: ["Soy el asistente"] } },
      { say: "bueno dale, quiero el de 2 plazas", expect: { state: "collecting_data" } },
      { say: "Marcela Gomez, 3415556677, Rosario, San Juan 1450", expect: { state: "ofrecer_promos", reply: ["Ya tengo todo", "Estas son nuestras promos"], notReply: ["Te armo 2 colchones", "¿Cómo vas a pagar?"] } },
    ],
  },
  // 5. A pack and the payment chosen before the data: both read back, the promos not offered again.
  {
    ...shop,
    name: "packs trial 7: 'bueno si, lo quiero. el de 2, en efectivo' before the data notes the pack and the payment (verbatim)",
    turns: [
      { say: "hola", expect: { reply: ["Soy el asistente"] } },
      { say: "cuanto salen 2?", expect: { reply: ["$699.000"] } },
      { say: "bueno si, lo quiero. el de 2, en efectivo", expect: { state: "collecting_data", reply: ["2 colchones", "efectivo", "tu nombre"], notReply: ["pasarte las promos"] } },
      { burst: ["romina", "diaz", "2214567890", "soy de el palomar"], expect: { customer: { firstName: "Romina", city: "El Palomar" }, reply: ["dirección"] } },
      { say: "Av. Presidente Peron 3456, casa con rejas verdes", expect: { state: "resumen", reply: ["2 colchones", "efectivo al recibir"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 7: 'quiero el pack de 3, pago con transferencia' before the data notes both",
    turns: [
      { say: "quiero el pack de 3, pago con transferencia", expect: { state: "collecting_data", reply: ["3 colchones", "transferencia"], notReply: ["pasarte las promos"] } },
    ],
  },
  // 6. Impatience: an apology and a person offered, never "no tengo ese dato" again.
  {
    ...shop,
    name: "packs trial 7: 'hola??? me van a contestar???' after an unanswerable question gets an apology (verbatim)",
    turns: [
      { say: "buenas tiene garantia el colchon?", expect: { reply: ["no lo tengo acá"] } },
      { say: "hola??? me van a contestar???", expect: { reply: ["Perdón", "persona"], notReply: ["No tengo ese dato", "no lo tengo acá"] } },
      { say: "que mal servicio la verdad, es una pregunta simple", expect: { handoff: "frustration" } },
    ],
  },
  {
    ...shop,
    name: "packs trial 7: 'me van a responder?' while the data is asked gets an apology and the data asked again",
    turns: [
      { say: "hola quiero comprar", expect: { state: "collecting_data" } },
      { say: "me van a responder?", expect: { state: "collecting_data", reply: ["Perdón", "tu nombre"], notReply: ["No tengo ese dato"] } },
    ],
  },
];
