import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 36 on offers: answers to what the shop just said.

// Class: a yes ("dale", "dale 1 de ese") to an answer naming two or three products asks which of
// them, never "Tu carrito está vacío" (t35c 018, t35b 025).
const yesToSeveral = (ask: string, shows: string[], say: string, added: string, verbatim: string): Scenario => ({
  name: `offers trial 36: '${say}' to an answer naming several products asks which (verbatim ${verbatim})`,
  ...ALMACEN,
  turns: [
    { say: ask, expect: { reply: shows } },
    { say, expect: { reply: ["?"], notReply: ["carrito está vacío", "No te entendí"], cart: {} } },
    { say: "#2", expect: { reply: [added] } },
  ],
});

// Class: after a placed order, "6 latas de 473" with the beers' list: the count travels with the
// list, so the row picked is added 6 times, never 1 (t36b 005).
const countAfterPlaced = (say: string, pick: string, added: string): Scenario => ({
  name: `offers trial 36: '${say}' after a placed order keeps the count for the pick (verbatim t36b 005)`,
  ...ALMACEN,
  turns: [
    { say: "quiero 2 papas lays" },
    { say: "#1" },
    { say: "listo" },
    { say: "envio a Belgrano 340" },
    { say: "Rosa Diaz" },
    { say: "29111222" },
    { say: "mercado pago" },
    { say: "si", expect: { reply: ["confirmado"] } },
    { say, expect: { reply: ["(para 6)"] } },
    { say: pick, expect: { reply: [added] } },
  ],
});

// The same count and size said at the first order: the count goes with the narrowed list (variant).
const countAndSize = (say: string): Scenario => ({
  name: `offers trial 36: '${say}' counts the product named before it and narrows it by the size (t36b 005 variant)`,
  ...ALMACEN,
  turns: [{ say, expect: { reply: ["(para 6)"] } }, { say: "#1", expect: { reply: ["Agregué 6 "] } }],
});

// Class: "arros" is arroz written as it sounds (seseo), with a brand beside it: never "No tengo" (t36c 012).
const seseo = (say: string, shows: string[]): Scenario => ({
  name: `offers trial 36: '${say}' reads arroz, never "No tengo" (verbatim t36c 012)`,
  ...ALMACEN,
  turns: [{ say, expect: { reply: shows, notReply: ["No tengo", "No tenemos"] } }],
});

// Class: "te verde" asks for a tea; a detergent whose scent is "Limón y Te Verde" is no answer to it:
// what is not sold is said, the teas are the closest (t36c 039).
const teaNotScent = (say: string, shows: string[]): Scenario => ({
  name: `offers trial 36: '${say}' asks for tea, never the detergent scented with it (verbatim t36c 039)`,
  ...ALMACEN,
  turns: [{ say, expect: { reply: shows, notReply: ["Detergente"] } }],
});

// Class: "no <a word of what was just offered>" turns it down: the list is let go, never "No te entendí",
// and what is asked instead beside it is searched (t36c 039).
const noOffered = (ask: string, say: string, shows: string[]): Scenario => ({
  name: `offers trial 36: '${say}' turns down the list just offered (verbatim t36c 039)`,
  ...ALMACEN,
  turns: [
    { say: ask, expect: { reply: ["?"] } },
    { say, expect: { reply: shows, notReply: ["No te entendí", "Antes: ¿cuál"], cart: {} } },
    { say: "listo", expect: { notReply: ["detergente", "fideos"] } },
  ],
});

// Class: a size word alone ("y la grande?") right after a product answer asks that product's other size,
// never 'No tenemos "grande"' (t36c 049).
const sizeOfQuoted = (ask: string, say: string, shows: string[]): Scenario => ({
  name: `offers trial 36: '${say}' after '${ask}' asks the other size of that product (verbatim t36c 049)`,
  ...ALMACEN,
  turns: [
    { say: ask, expect: { reply: ["$"] } },
    { say, expect: { reply: shows, notReply: ['"grande"', '"chica"', "No tenemos", "No tengo"] } },
  ],
});

const teaScenarios: Scenario[] = [
  sizeOfQuoted("hola! cuanto sale la coca chica?", "y la grande?", ["2.25 Lt"]),
  sizeOfQuoted("cuanto sale la coca cola grande?", "y la chica?", ["Coca Cola 1.5 Lt"]),
  sizeOfQuoted("cuanto sale el aceite cocinero de 900?", "y el grande?", ["Aceite de Girasol Cocinero 1.5 Lt"]),
  {
    name: "offers trial 36: 'la grande' with no product quoted before is never a guess (t36c 049 guard)",
    ...ALMACEN,
    turns: [{ say: "tenes la grande?", expect: { notReply: ["Coca", "Aceite"], cart: {} } }],
  },
  noOffered("quiero 2 detergente zorro", "no no, te verde para tomar, en saquitos. no detergente", ["sin detergente", 'No tengo "té verde"']),
  noOffered("quiero 2 detergente zorro", "no detergente", ["sin detergente"]),
  noOffered("quiero 2 detergente zorro", "no, te en saquitos. no detergente", ["sin detergente", "(para 2)"]),
  {
    name: "offers trial 36: 'no el de limon' to the detergent list refuses a row, never the list (t36c 039 guard)",
    ...ALMACEN,
    turns: [
      { say: "quiero detergente", expect: { reply: ["?"] } },
      { say: "no el de limon", expect: { notReply: ["sin detergente"] } },
    ],
  },
  teaNotScent("Hola buenas tardes, quisiera saber si tienen te verde y cuanto sale", ["Te en Saquitos"]),
  teaNotScent("tenes té verde?", ["Te en Saquitos"]),
  teaNotScent("quiero 2 te verde", ['No tengo "té verde" (para 2)']),
];

export const offersTrial36Scenarios: Scenario[] = [
  yesToSeveral("ola tenes jabon en polvo ala", ["Ala 800 Gr", "Ala Matic"], "dale", "Agregué 1 Jabón en Polvo Baja Espuma", "t35c 018"),
  yesToSeveral("hay fernet?", ["Terma"], "dale 1 de ese", "Agregué 1 Aperitivo Amargo Patagónico Terma", "t35b 025"),
  yesToSeveral("hay fernet?", ["Terma"], "dale, 2", "Agregué 2 Aperitivo Amargo Patagónico Terma", "t35b 025 variant"),
  yesToSeveral("tenes jabon en polvo ala?", ["Ala Matic"], "si, uno", "Agregué 1 Jabón en Polvo Baja Espuma", "t35c 018 variant"),
  countAfterPlaced("ah no, tambien queria las cervezas quilmes, 6 latas de 473", "#5", "Agregué 6 Cerveza Rubia en Lata Quilmes 473 Cc"),
  countAfterPlaced("ah me olvide, tambien queria 6 cervezas quilmes", "#5", "Agregué 6 Cerveza Rubia en Lata Quilmes 473 Cc"),
  countAndSize("hola, quiero cervezas quilmes, 6 latas de 473"),
  {
    name: "offers trial 36: 'quiero yerba playadito, 2 paquetes de 1 kg' keeps the 2 for the yerba (t36b 005 variant)",
    ...ALMACEN,
    turns: [{ say: "quiero yerba playadito, 2 paquetes de 1 kg", expect: { reply: [/Agregué 2 Yerba|para 2/], notReply: ["Agregué 1 "] } }],
  },
  countAndSize("me mandas las cervezas quilmes, 6 latas de 473 cc"),
  seseo("ola kiero 2 arros gallo", ["(para 2)"]),
  seseo("tenes arros gallo oro?", ["Arroz Gallo Oro"]),
  seseo("quiero 1 arros largo fino gallo de 1 kg", ["Agregué 1 Arroz Largo Fino 00000 Gallo 1 Kg"]),
  ...teaScenarios,
];
