import type { Scenario } from "./types";

// Blind trial 31 on the mattress shop (packs), round 32: an angry opener that names a pack is
// apologised for AND the pack noted; keeping the pack at the summary ("dejalo en 2", "no, dejalo
// así") is no cancel and no new promos: the summary again, and a yes after it places the order;
// "quiero un colchon" beside the details notes the 1-pack; an opener such as "buenas noches" is a
// greeting, never a goodbye.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

const angryWithPack = (said: string, count: number, label: string): Scenario => ({
  ...shop,
  name: `packsflow trial 31: '${said}' apologises and notes the ${count}-pack (verbatim t31a 029 + 056)`,
  turns: [
    { say: said, expect: { reply: ["Perdón", label], notReply: ["¿qué necesitás?"] } },
    { say: "Ana Perez, 1144445555, Moron, Belgrano 100", expect: { reply: ["¿Cómo vas a pagar?"], notReply: ["¿Cuál te llevás?", "Te dejo de nuevo"] } },
    { say: "efectivo", expect: { reply: ["¿Confirmamos?", label] } },
    { say: "si", expect: { lastOrder: { status: "confirmed" }, reply: [label] } },
  ],
});

const keepAtSummary = (kept: string, note: string): Scenario => ({
  ...shop,
  name: `packsflow trial 31: '${kept}' at the summary keeps the order, the summary again and a yes places it (${note})`,
  turns: [
    { say: "hola, quiero comprar dos. Soy Esteban Ruiz, tel 1133445566, ciudad CABA, direccion Scalabrini Ortiz 1500 piso 6 depto A" },
    { say: "efectivo", expect: { reply: ["¿Confirmamos?"] } },
    { say: kept, expect: { reply: ["¿Confirmamos?", "2 colchones"], notReply: ["no te armo nada", "Te dejo de nuevo las opciones", "¿Cuál te llevás?", "¿Con cuál te quedás?"] } },
    { say: "si", expect: { lastOrder: { status: "confirmed" }, reply: ["quedó confirmado", "2 colchones"] } },
  ],
});

export const packsflowTrial31Scenarios: Scenario[] = [
  angryWithPack("hola quiero 3 colchones pero estoy enojado porque nadie me contesta el telefono", 3, "3 colchones"),
  angryWithPack("hola quiero 2 colchones pero estoy re caliente porque nadie me atiende", 2, "2 colchones"),
  angryWithPack("buenas, quiero dos colchones y estoy enojada porque nadie responde los mensajes", 2, "2 colchones"),
  {
    ...shop,
    name: "packsflow trial 31: 'dejalo en 2' after a price question at the summary is no cancel (verbatim t31a 017)",
    turns: [
      { say: "hola, quiero comprar dos. Soy Esteban Ruiz, tel 1133445566, ciudad CABA, direccion Scalabrini Ortiz 1500 piso 6 depto A" },
      { say: "efectivo", expect: { reply: ["¿Confirmamos?"] } },
      { say: "mmm y si fuera uno solo cuanto seria?", expect: { reply: ["$389.000"] } },
      { say: "dejalo en 2", expect: { reply: ["¿Confirmamos?", "2 colchones"], notReply: ["no te armo nada", "¿Cuál te llevás?"] } },
      { say: "si", expect: { lastOrder: { status: "confirmed", total: 69900000 }, reply: ["quedó confirmado"] } },
    ],
  },
  keepAtSummary("dejalo en 2", "t31a 017"),
  keepAtSummary("no, dejalo así", "verbatim t31a 046"),
  keepAtSummary("no no, dejalo como está", "t31a 046"),
  keepAtSummary("mejor dejalo en dos", "t31a 017"),
  {
    ...shop,
    name: "packsflow trial 31: 'no, dejalo así' at the summary then 'si' places the order (verbatim t31a 046)",
    turns: [
      { say: "hola" },
      { say: "si" },
      { say: "nahuel garcia 1122334455 vivo en Merlo, Libertador 450" },
      { say: "2" },
      { say: "mercado pago", expect: { reply: ["¿Confirmamos?"] } },
      { say: "no, dejalo así", expect: { reply: ["¿Confirmamos?"], notReply: ["Te dejo de nuevo las opciones", "¿Con cuál te quedás?"] } },
      { say: "si", expect: { lastOrder: { status: "confirmed" }, reply: ["quedó confirmado", "2 colchones"] } },
    ],
  },
  ...[
    ["hola quiero un colchon, soy Silvia Ramos, 1145678901, Caba, Av Corrientes 5000 piso 8", "1 colchón", "verbatim t31a 049"],
    ["buenas quiero 1 colchon. Soy Pedro Diaz, 1155667788, Quilmes, Mitre 300", "1 colchón", "t31a 049"],
    ["hola necesito un colchón, me llamo Laura Gomez, 1122998877, Moron, Rivadavia 1800", "1 colchón", "t31a 049"],
  ].map(([said, label, note]): Scenario => ({
    ...shop,
    name: `packsflow trial 31: '${said}' notes the 1-pack beside the details (${note})`,
    turns: [
      { say: said, expect: { reply: ["¿Cómo vas a pagar?", label], notReply: ["¿Cuál te llevás?"] } },
      { say: "efectivo", expect: { reply: ["¿Confirmamos?", label] } },
      { say: "si", expect: { lastOrder: { status: "confirmed", total: 38900000 } } },
    ],
  })),
  ...["buenas noches", "buenas tardes", "buen dia", "buenas noches!"].map((said): Scenario => ({
    ...shop,
    name: `packsflow trial 31: first message '${said}' is a greeting, never a goodbye (verbatim t31a 016)`,
    turns: [{ say: said, expect: { reply: ["Colchones Sueño Pleno"], notReply: ["Gracias a vos", "Cualquier cosa, escribime"] } }],
  })),
  ...["buenas noches", "buenas tardes"].map((said): Scenario => ({
    name: `packsflow trial 31: first message '${said}' at the kiosk is a greeting, never a goodbye (t31a 016)`,
    turns: [{ say: said, expect: { notReply: ["Gracias a vos", "Cualquier cosa, escribime"] } }],
  })),
];
