import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 26, the customer's details (details27): a part of the address corrected at the
// summary ("ah pero es 2do B no A", "el piso es 3") replaces that part and the summary is shown
// again, never a yes to the old address; dictated "coma"/"punto" inside an address are punctuation,
// never address text.

const almacen = ALMACEN;

const kioskSummary = (address: string) => [
  { say: "quiero 2 pepsi", expect: { reply: ["Agregué 2"] } },
  { say: "listo" },
  { say: `envio a domicilio, ${address}`, expect: { customer: { address } } },
  { say: "soy martin gomez 30111222" },
  { say: "efectivo, pago con 10000", expect: { reply: ["Resumen", `Entrega en: ${address}`] } },
];

const partAtSummary = (from: string, said: string, address: string, verbatim: string): Scenario => ({
  name: `details trial 26: '${said}' at the summary corrects '${from}' to '${address}' (${verbatim})`,
  turns: [
    ...kioskSummary(from),
    { say: said, expect: { customer: { address }, reply: ["Resumen", `Entrega en: ${address}`] } },
    { say: "si", expect: { lastOrder: { address }, reply: ["confirmado"] } },
  ],
});

const almacenPartAtSummary = (from: string, said: string, address: string): Scenario => ({
  name: `details trial 26: almacén '${said}' at the summary corrects '${from}' to '${address}' (t26a 101)`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "nada mas" },
    { say: `envio a ${from}, Valeria Quiroga 36222111, mercado pago`, expect: { reply: ["Resumen", from] } },
    { say: said, expect: { customer: { address }, reply: ["Resumen", address] } },
    { say: "si", expect: { lastOrder: { address }, reply: ["confirmado"] } },
  ],
});

export const detailsTrial26Scenarios: Scenario[] = [
  partAtSummary("belgrano 455 2do A", "ah pero es 2do B no A", "belgrano 455 2do B", "verbatim t26a 101"),
  partAtSummary("belgrano 455 3ro C", "perdon es 3ro D no C", "belgrano 455 3ro D", "t26a 101"),
  partAtSummary("belgrano 455 piso 2 dpto A", "el piso es 3", "belgrano 455 piso 3 dpto A", "t26a 101"),
  almacenPartAtSummary("Chacabuco 1200 piso 4 dpto B", "dpto C no B", "Chacabuco 1200 piso 4 dpto C"),
  almacenPartAtSummary("Chacabuco 1200 piso 4 dpto B", "ah el depto es C", "Chacabuco 1200 piso 4 dpto C"),
];

const dictatedAddress = (said: string, address: string, verbatim: string): Scenario => ({
  name: `details trial 26: voice '${said}' stores '${address}' without the dictated marks (${verbatim})`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: said, expect: { customer: { address }, notReply: [/coma/i, /estoy en/i] } },
    { say: "Marcos Herrera punto" },
    { say: "30444888" },
    { say: "Mercado Pago", expect: { reply: ["Resumen", `Entrega en: ${address}`], notReply: [/coma/i, /punto/i] } },
  ],
});

export const detailsTrial26VoiceScenarios: Scenario[] = [
  dictatedAddress("Nada más punto. Envío a Santa Rosa 1500 coma estoy en Alberdi punto", "Santa Rosa 1500", "verbatim t26b 020"),
  dictatedAddress("Eso es todo punto. Mandalo a Belgrano 340 coma es para mi mamá punto", "Belgrano 340", "t26b 020"),
  dictatedAddress("Nada más coma envío a La Rioja 456 punto", "La Rioja 456", "t26b 020"),
  dictatedAddress("Nada más punto. Envío a Santa Rosa 1500 coma piso 3 punto", "Santa Rosa 1500, piso 3", "t26b 020"),
];

const dniOfAnother = (said: string): Scenario => ({
  name: `details trial 26: '${said}' at the DNI question stores the DNI (verbatim t26b 010)`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "listo, envio a chacabuco 1200 piso 4 dpto D a nombre de rosa diaz", expect: { reply: ["DNI"] } },
    { say: said, expect: { customer: { dni: "10222333" }, notReply: ["No te entendí"] } },
    { say: "pago cuando llega", expect: { reply: ["Resumen", "DNI 10222333"] } },
  ],
});

export const detailsTrial26DniScenarios: Scenario[] = [
  dniOfAnother("el dni de ella es 10222333"),
  dniOfAnother("el dni de mi mama es 10222333"),
  dniOfAnother("su dni es 10222333"),
];
