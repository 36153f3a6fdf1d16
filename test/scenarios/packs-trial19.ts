import type { Scenario } from "./types";

// Blind trial 19 on the mattress shop (packs): a corrected street number replaces the stored one;
// a name at the promos question is a detail; a pack said ahead is taken once the details are in;
// a pack applied is never also called not understood; "o segundo" picks the second pack; a price
// question about a pack ("y si llevo 3?") is no choice.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

export const packsTrial19Scenarios: Scenario[] = [
  // 1. A corrected number at the summary replaces the stored one (verbatim t19a 202, WRONG DATA).
  {
    ...shop,
    name: "packs trial 19: 'la direccion esta mal, es calle 7 n 1243 entre 56 y 57' replaces the number (verbatim t19a 202)",
    turns: [
      { say: "buenas, soy lucia fernandez 1156781234 vivo en Quilmes llegan hasta aca? direccion calle 7 n 1234" },
      { say: "quiero 2, mmm mejor 3" },
      { say: "transferencia", expect: { reply: ["calle 7 n 1234"] } },
      { say: "la direccion esta mal, es calle 7 n 1243 entre 56 y 57", expect: { reply: ["calle 7 n 1243 entre 56 y 57"], notReply: ["n 1234"], customer: { address: "calle 7 n 1243 entre 56 y 57" } } },
      { say: "si confirmo", expect: { reply: ["calle 7 n 1243"], notReply: ["n 1234"] } },
    ],
  },
  ...[
    ["la direccion esta mal, es mitre 455", "mitre 455"],
    ["me equivoque, la direccion es calle 7 n 1243", "calle 7 n 1243"],
    ["la direccion esta mal, es calle 7 nro 1243 entre 56 y 57", "calle 7 nro 1243 entre 56 y 57"],
  ].map(([say, address]): Scenario => ({
    ...shop,
    name: `packs trial 19: '${say}' at the summary replaces the stored address`,
    turns: [
      { say: "buenas, soy lucia fernandez 1156781234 vivo en Quilmes, direccion calle 7 n 1234" },
      { say: "3" },
      { say: "transferencia", expect: { reply: ["calle 7 n 1234"] } },
      { say, expect: { reply: [address], notReply: ["n 1234"], customer: { address } } },
    ],
  })),
];

export const packsTrial19NameScenarios: Scenario[] = [
  // 2. A name given at the promos question is a detail: the customer is starting to buy (verbatim t19a 204).
  {
    ...shop,
    name: "packs trial 19: 'jorge' then 'luis sanchez' at the promos question are the name, never a handoff (verbatim t19a 204)",
    turns: [
      { say: "buenas", expect: { reply: ["¿Querés que te pase las promos?"] } },
      { say: "jorge", expect: { notReply: ["Respondé sí", "no te estoy entendiendo"], customer: { firstName: "Jorge" } } },
      { say: "luis sanchez", expect: { notReply: ["no te estoy entendiendo", "persona del equipo"], customer: { firstName: "Jorge Luis", lastName: "Sanchez" } } },
      { say: "soy de la plata", expect: { notReply: ["persona del equipo", "avisé al equipo"], customer: { city: "La Plata" } } },
      { say: "diagonal 74 nro 1500", expect: { notReply: ["equipo"], customer: { address: "diagonal 74 nro 1500" } } },
      { say: "2215553344", expect: { reply: ["¿Cuál te llevás?"], customer: { phone: "2215553344" } } },
    ],
  },
  ...["maria", "Laura Gomez", "pablo perez"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 19: '${say}' at the promos question is the name`,
    turns: [
      { say: "hola" },
      { say, expect: { notReply: ["Respondé sí", "no te estoy entendiendo"], reply: ["teléfono"], customer: { firstName: say.split(" ")[0].replace(/^./, (c) => c.toUpperCase()) } } },
    ],
  })),
  // Not a name: a yes, a word of the shop, or a question stays what it was.
  ...["dale", "genial", "precio"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 19: '${say}' at the promos question is no name`,
    turns: [{ say: "hola" }, { say, expect: { notReply: ["Gracias, Dale", "Gracias, Genial", "Gracias, Precio"], reply: ["promos"] } }],
  })),
];

export const packsTrial19PackScenarios: Scenario[] = [
  // 3. A pack said ahead, with a price question in the burst, is taken once the data is in (verbatim t19a 205).
  {
    ...shop,
    name: "packs trial 19: 'quiero comprar dos colchones' in a burst with 'pero cuanto sale??' is taken after the name (verbatim t19a 205)",
    turns: [
      { burst: ["hola", "quiero comprar dos colchones", "3415667788", "soy de rosario", "calle san juan 1450", "pero cuanto sale??"], expect: { reply: ["$699.000", "¿Cómo es tu nombre?"] } },
      { say: "pablo", expect: { reply: ["2 colchones", "¿Cómo vas a pagar?"], notReply: ["¿Cuál te llevás?"] } },
      { say: "gomez", expect: { notReply: ["¿Cuál pack te llevás?", "Respondé 1, 2 o 3"], customer: { lastName: "Gomez" } } },
    ],
  },
  ...[
    [["quiero 3 colchones", "cuanto sale?"], "3 colchones"],
    [["buenas", "quiero el pack de 2", "cuanto me sale?"], "2 colchones"],
    [["hola", "quiero comprar tres colchones, cuanto sale?"], "3 colchones"],
  ].map(([burst, label]): Scenario => ({
    ...shop,
    name: `packs trial 19: '${(burst as string[]).join(" | ")}' keeps the pack asked about for after the data`,
    turns: [
      { burst: burst as string[] },
      { say: "Pablo Gomez, 3415667788, Rosario, calle san juan 1450", expect: { reply: [label as string, "¿Cómo vas a pagar?"], notReply: ["¿Cuál te llevás?"] } },
    ],
  })),
  // 4. A pack applied is never also named back as not understood (verbatim t19a 206).
  ...[
    ["hola buenas", "quiero el pack de 3", "me llamo Romina Diaz", "3516778899", "resido en Córdoba capital", "Av Colon 1500 piso 2 dpto A"],
    ["buenas", "el de 2", "soy Romina Diaz", "3516778899", "Córdoba", "Av Colon 1500"],
    ["hola", "quiero dos colchones", "Romina Diaz", "3516778899", "Córdoba", "Av Colon 1500"],
  ].map((burst, k): Scenario => ({
    ...shop,
    name: `packs trial 19: the burst '${burst.slice(0, 2).join(" | ")} | …' takes the pack without calling it not understood${k === 0 ? " (verbatim t19a 206)" : ""}`,
    turns: [{ burst, expect: { reply: ["colchones", "¿Cómo vas a pagar?"], notReply: ["no lo entendí"] } }],
  })),
  // 5. "o segundo" picks the second pack, as the README promises "o primeiro" (verbatim t19a 208).
  ...[
    ["o segundo", "2 colchões"],
    ["o primeiro", "1 colchão"],
    ["o terceiro", "3 colchões"],
  ].map(([say, label], k): Scenario => ({
    ...shop,
    name: `packs trial 19: '${say}' at the Portuguese pack question picks that pack${k === 0 ? " (verbatim t19a 208)" : ""}`,
    turns: [
      { say: "oi, quero comprar um colchão" },
      { say: "Joao Silva, telefone 1144556677, cidade CABA, endereço Av Cordoba 3500", expect: { reply: ["Responda 1, 2 ou 3"] } },
      { say, expect: { reply: [label], notReply: ["Deixo de novo as opções"] } },
    ],
  })),
  {
    ...shop,
    name: "packs trial 19: 'el segundo' at the pack question picks the pack of 2",
    turns: [
      { say: "Lucia Fernandez, 1156781234, Quilmes, calle 7 n 1234" },
      { say: "el segundo", expect: { reply: ["2 colchones", "¿Cómo vas a pagar?"] } },
    ],
  },
];

export const packsTrial19PriceScenarios: Scenario[] = [
  // 6. "y si llevo 3?" asks a price, chooses nothing; "mmm mejor no, dejalo" is a no (verbatim t19a 209).
  {
    ...shop,
    name: "packs trial 19: 'y si llevo 3?' after the price is a question; 'mmm mejor no, dejalo' lets it go (verbatim t19a 209)",
    turns: [
      { say: "hola cuanto sale el colchon?" },
      { say: "y si llevo 3?", expect: { reply: ["$949.000"], notReply: ["Anoté ✅ el pack de 3", "¿Cómo es tu nombre?"] } },
      { say: "mmm mejor no, dejalo", expect: { notReply: ["no llegué a entender", "¿Cómo es tu nombre?"] } },
    ],
  },
  ...["y si compro 2?", "y si son 3 cuanto sale?", "cuanto sale si llevo 2?"].map((say): Scenario => ({
    ...shop,
    name: `packs trial 19: '${say}' asks a pack's price, choosing nothing`,
    turns: [
      { say: "hola cuanto sale el colchon?" },
      { say, expect: { reply: ["colchones te salen"], notReply: ["Anoté ✅ el pack", "¿Cómo es tu nombre?"] } },
    ],
  })),
  // A yes with the pack is still the choice.
  {
    ...shop,
    name: "packs trial 19: 'si, llevo 3' after the price is the choice of the 3-pack",
    turns: [
      { say: "hola cuanto sale el colchon?" },
      { say: "si, llevo 3", expect: { reply: ["3 colchones"] } },
    ],
  },
  // "dejalo" while the data is asked: accepted, never read as the name.
  {
    ...shop,
    name: "packs trial 19: 'mmm mejor no, dejalo' at the name question lets it go",
    turns: [
      { say: "quiero 2 colchones" },
      { say: "mmm mejor no, dejalo", expect: { notReply: ["no llegué a entender", "¿Cómo es tu nombre?"] } },
    ],
  },
];
