import type { Scenario } from "./types";

// Blind trial 34 on the mattress shop (packs), round 35.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

// t34a 061: a sigh or a complaint said alone at the city question is no city (stored "Uf Cuantas
// Preguntas"); the city said next is the city.
const complaintAtCity = (complaint: string, city: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 34: '${complaint}' at the city question is no city, '${city}' next is (${note})`,
  turns: [
    { say: "buenas" },
    { say: "si" },
    { say: "Martin Acosta" },
    { say: "3515554433", expect: { reply: ["¿En qué ciudad estás?"] } },
    { say: complaint, expect: { reply: ["ciudad"], notReply: ["Anoté ✅ ciudad", "falta la altura"] } },
    { say: city, expect: { customer: { city }, reply: [`ciudad ${city}`] } },
    { say: "Hipolito Yrigoyen 4500 piso 2 dpto C", expect: { reply: ["promos", `, ${city}`] } },
  ],
});

export const packsTrial34Scenarios: Scenario[] = [
  complaintAtCity("uf cuantas preguntas", "Lanus", "verbatim t34a 061"),
  complaintAtCity("ufa, cuantas preguntas", "Avellaneda", "t34a 061"),
  complaintAtCity("ay que lio", "Quilmes", "t34a 061"),
  complaintAtCity("uh, otra pregunta mas", "Rosario", "t34a 061"),
];

// t34a 071: a known city said alone at the phone question, with the city still missing, is the
// city, never the surname ("Anoté ✅ apellido Lanus").
const cityAtPhone = (first: string, city: string, phone: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 34: '${city}' at the phone question is the city, never the surname (${note})`,
  turns: [
    { say: "hola" },
    { say: "si" },
    { say: first, expect: { reply: ["teléfono"] } },
    { say: city, expect: { customer: { firstName: first, city }, notReply: ["apellido"] } },
    { say: phone, expect: { customer: { phone }, reply: ["dirección"] } },
    { say: "9 de Julio 1100", expect: { reply: ["promos"], notReply: [`${first} ${city}`] } },
  ],
});
packsTrial34Scenarios.push(
  cityAtPhone("Paula", "Lanus", "1166554433", "verbatim t34a 071"),
  cityAtPhone("Carla", "Quilmes", "1144556677", "t34a 071"),
  cityAtPhone("Diego", "Rosario", "3415556677", "t34a 071"),
);

// t34a 071: "el mas barato" at the promos picks the cheapest pack (1 colchón), never the options again.
const cheapestPack = (said: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 34: '${said}' at the promos takes the cheapest pack (${note})`,
  turns: [
    { say: "hola" },
    { say: "si" },
    { say: "Paula Sosa, 1166554433, Lanus, 9 de Julio 1100", expect: { reply: ["promos"] } },
    { say: said, expect: { reply: ["1 colchón", "¿Cómo vas a pagar?"], notReply: ["Te dejo de nuevo"] } },
    { say: "transferencia", expect: { state: "resumen", reply: ["1 colchón (Colchón Sueño Pleno 2 plazas)"] } },
  ],
});
packsTrial34Scenarios.push(
  cheapestPack("el mas barato", "verbatim t34a 071"),
  cheapestPack("el de 1, el mas barato te dije", "verbatim t34a 071"),
  cheapestPack("dame el más económico", "t34a 071"),
  cheapestPack("la promo mas barata", "t34a 071"),
);

// t34a 073: a name corrected at the summary is taken with the new summary, never the "No tengo ese dato" apology.
const nameFixAtSummary = (said: string, full: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 34: '${said}' at the summary corrects the name without an apology (${note})`,
  turns: [
    { say: "hola" },
    { say: "sí" },
    { say: "me llamo Gustavo" },
    { say: "3516665544" },
    { say: "Villa Carlos Paz" },
    { say: "San Martin 50", expect: { reply: ["promos"] } },
    { say: "el del medio" },
    { say: "transferencia", expect: { state: "resumen" } },
    { say: said, expect: { state: "resumen", reply: [`A nombre de: ${full}`], notReply: ["No tengo ese dato"] } },
    { say: "si", expect: { state: "compra_confirmada", lastOrder: { customerName: full } } },
  ],
});
packsTrial34Scenarios.push(
  nameFixAtSummary("es Gustavo Pereyra, no Gustavo", "Gustavo Pereyra", "verbatim t34a 073"),
  nameFixAtSummary("perdon, es Gustavo Pereyra", "Gustavo Pereyra", "t34a 073"),
);

// t34a 075: "quiero un colchon" at the intro's promos question is a yes to it, never the question again.
const wantAtPromosQuestion = (opener: string, said: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 34: '${said}' at the promos question starts the purchase (${note})`,
  turns: [
    { say: opener, expect: { reply: ["¿Querés que te pase las promos?"] } },
    { say: said, expect: { reply: ["¿Cómo es tu nombre?"], notReply: ["Respondé sí"] } },
    { say: "Ramiro Quiroga", expect: { customer: { firstName: "Ramiro", lastName: "Quiroga" } } },
  ],
});
packsTrial34Scenarios.push(
  wantAtPromosQuestion("Buenas noches", "quiero un colchon", "verbatim t34a 075"),
  wantAtPromosQuestion("hola", "quiero comprar uno", "t34a 075"),
  wantAtPromosQuestion("buenas tardes", "me interesa un colchon", "t34a 075"),
  wantAtPromosQuestion("hola", "necesito un colchon", "t34a 075"),
);

// t34a 076: a known city said alone in a burst of details is the city, never read back again and again.
const cityInBurst = (burst: string[], city: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 34: a burst '${burst.join(" | ")}' stores the city ${city} without a read-back (${note})`,
  turns: [
    { say: "hola" },
    { say: "si" },
    { burst, expect: { customer: { city }, reply: ["promos"], notReply: ["¿Tu ciudad es"] } },
    { say: "1", expect: { reply: ["¿Cómo vas a pagar?"], notReply: ["¿Tu ciudad es"] } },
  ],
});
packsTrial34Scenarios.push(
  cityInBurst(["Lucas", "3415009988", "rosario", "entre rios 900", "apurate"], "Rosario", "verbatim t34a 076"),
  cityInBurst(["Ana", "1144332211", "quilmes", "mitre 300"], "Quilmes", "t34a 076"),
);

// t34a 077: refusing the details in the first message is answered (why they are needed), never "¡Genial!".
const refusedAtOpening = (said: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 34: '${said}' as the opener answers why the details are needed (${note})`,
  turns: [
    { say: said, expect: { reply: ["coordinar la entrega"], notReply: ["¡Genial!"] } },
  ],
});
packsTrial34Scenarios.push(
  refusedAtOpening("hola quiero comprar colchones, tengo que dar datos? no quiero dar mas datos", "verbatim t34a 077"),
  refusedAtOpening("buenas, quiero un colchon pero no quiero dar mis datos", "t34a 077"),
);
// The same words asked are a question, never a choice.
packsTrial34Scenarios.push({
  ...shop,
  name: "packs trial 34: 'cual es el mas barato?' at the promos chooses no pack (t34a 071 control)",
  turns: [
    { say: "hola" },
    { say: "si" },
    { say: "Paula Sosa, 1166554433, Lanus, 9 de Julio 1100", expect: { reply: ["promos"] } },
    { say: "cual es el mas barato?", expect: { notReply: ["¿Cómo vas a pagar?", "Anotado ✅"] } },
  ],
});
