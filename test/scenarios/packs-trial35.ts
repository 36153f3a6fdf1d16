import type { Scenario } from "./types";

// Blind trial 35 on the mattress shop (packs), round 36.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

// t35a 064, 085, 087: a known city glued in front of the street, in a list of details with the name
// and the phone, is the city: never "¿Tu ciudad es La Plata?" (asked twice there).
const cityBeforeStreet = (opener: string, details: string, city: string, address: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 35: '${details}' stores the city ${city} before the street without a read-back (${note})`,
  turns: [
    { say: opener },
    { say: details, expect: { customer: { city, address }, notReply: ["¿Tu ciudad es"] } },
    { say: "mercado pago", expect: { notReply: ["¿Tu ciudad es"] } },
  ],
});
export const packsTrial35Scenarios: Scenario[] = [
  cityBeforeStreet("quiero comprar 3 colchones pero estoy enojado porque nadie me contesta", "Gustavo Herrera 2214445566 La Plata diagonal 74 nro 1500", "La Plata", "diagonal 74 nro 1500", "verbatim t35a 064"),
  cityBeforeStreet("holaa quiero 2 colchones pasame el precio", "Marta Ledesma 1144332211 San Isidro Centenario 800", "San Isidro", "Centenario 800", "verbatim t35a 085"),
  cityBeforeStreet("quiero el de 1", "Claudio Fernandez 1165432100 Quilmes Rivadavia 100", "Quilmes", "Rivadavia 100", "t35a 087"),
  cityBeforeStreet("quiero el de 2", "Sofia Gomez 3415557788 Rosario calle Mitre 900", "Rosario", "calle Mitre 900", "t35a 064"),
];

// t35a 072: a value read back is asked once; an answer that is neither a yes, a no nor another value
// (a pack chosen) lets it stand, never "¿Tu nombre es Valeria?" a second time.
packsTrial35Scenarios.push({
  ...shop,
  name: "packs trial 35: the name read back is asked at most once (verbatim t35a 072)",
  turns: [
    { say: "uf cuantas preguntas. Valeria, 3415558899, Funes, Cordoba 1500" },
    { say: "el de 2", expect: { reply: ["2 colchones"], notReply: ["¿Tu nombre es"] } },
    { say: "mercado pago", expect: { state: "resumen", reply: ["A nombre de: Valeria"] } },
  ],
});

// t35a 075: "si quiero" to "¿Querés que te pase las promos?" is a yes.
const yesToPromos = (opener: string, said: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 35: '${said}' to the promos question is a yes (${note})`,
  turns: [
    { say: opener, expect: { reply: ["¿Querés que te pase las promos?"] } },
    { say: said, expect: { reply: ["¿Cómo es tu nombre?"], notReply: ["Respondé sí"] } },
  ],
});
packsTrial35Scenarios.push(
  yesToPromos("buenas", "si quiero", "verbatim t35a 075"),
  yesToPromos("hola", "sí, quiero", "t35a 075"),
  yesToPromos("buenas tardes", "si porfa", "t35a 075"),
);

// t35a 079: a pack asked about ("el de 2 cuanto sale?") and then "dale lo quiero": that pack, never lost.
const wantAfterPrice = (ask: string, want: string, packs: number, note: string): Scenario => ({
  ...shop,
  name: `packs trial 35: '${want}' after '${ask}' takes the ${packs}-pack (${note})`,
  turns: [
    { say: ask, expect: { reply: [`${packs} colchones te salen`] } },
    { say: want, expect: { reply: [`el pack de ${packs} colchones`, "¿Cómo es tu nombre?"] } },
    { say: "Pedro Alvarez, 3434556677, Parana, Urquiza 600 piso 1", expect: { reply: ["¿Cómo vas a pagar?"], notReply: ["Estas son nuestras promos"] } },
    { say: "mercado pago", expect: { state: "resumen", reply: [`${packs} colchones (Pack x${packs}`] } },
  ],
});
packsTrial35Scenarios.push(
  wantAfterPrice("buenas, el de 2 cuanto sale? aceptan mercado pago?", "dale lo quiero", 2, "verbatim t35a 079"),
  wantAfterPrice("hola, cuanto sale el de 3?", "dale, lo quiero", 3, "t35a 079"),
  wantAfterPrice("cuanto cuesta el pack de 2?", "bueno lo llevo", 2, "t35a 079"),
);

// t35a 089: two packs asked in one message: both prices, never only the first.
const twoPrices = (said: string, a: string, b: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 35: '${said}' answers both prices (${note})`,
  turns: [{ say: said, expect: { reply: [a, b] } }],
});
packsTrial35Scenarios.push(
  twoPrices("buenas! cuanto sale el de 3? y el de 1?", "$949.000", "$389.000", "verbatim t35a 089"),
  twoPrices("cuanto sale el de 2 y el de 3?", "$699.000", "$949.000", "t35a 089"),
  twoPrices("precio del de 1 y del de 2?", "$389.000", "$699.000", "t35a 089"),
);
// A thought about it after the price chooses nothing.
packsTrial35Scenarios.push({
  ...shop,
  name: "packs trial 35: 'lo quiero pensar' after a pack's price chooses no pack (t35a 079 control)",
  turns: [
    { say: "hola, cuanto sale el de 3?", expect: { reply: ["3 colchones te salen"] } },
    { say: "mmm lo quiero pensar", expect: { notReply: ["el pack de 3 colchones", "¿Cómo es tu nombre?"] } },
  ],
});
