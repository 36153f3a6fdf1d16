import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 28, the customer's details (details29): a detail corrected at the summary replaces
// the stored one and the summary is shown again, never a "¿Confirmamos?" that a yes answers with
// the old value: a name said again ("no perdón, el nombre es …"), a floor and flat said as an
// ordinal ("es 5to B no 4to" with no floor stored, "es 2do B no A" over "piso 3 depto A").

const almacen = ALMACEN;

const almacenSummary = (details: string, shown: string) => [
  { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
  { say: "nada mas" },
  { say: `envio a ${details}`, expect: { reply: ["Resumen", shown] } },
];

const nameAtSummary = (details: string, said: string, customerName: string, verbatim: string): Scenario => ({
  name: `details trial 28: '${said}' at the summary replaces the name (${verbatim})`,
  ...almacen,
  turns: [
    ...almacenSummary(details, "Resumen"),
    { say: said, expect: { reply: ["Resumen", `A nombre de: ${customerName}`], notReply: ["¿Confirmamos el pedido? Tocá"] } },
    { say: "si", expect: { lastOrder: { customerName }, reply: ["confirmado"] } },
  ],
});

export const detailsTrial28NameScenarios: Scenario[] = [
  nameAtSummary("Ayacucho 300, Soledad Ibarra 31444555, efectivo", "no perdon el nombre es Soledad Ibarrola", "Soledad Ibarrola", "verbatim t28c 023"),
  nameAtSummary("Ayacucho 300, Soledad Ibarra 31444555, efectivo", "perdon, mi apellido es Ibarrola", "Soledad Ibarrola", "t28c 023"),
  nameAtSummary("mitre 455, Juan Perez 28111222, transferencia", "no, el nombre es Juan Pablo Perez", "Juan Pablo Perez", "t28c 023"),
  nameAtSummary("mitre 455, Juan Perez 28111222, transferencia", "ah el nombre correcto es Juana Perez", "Juana Perez", "t28c 023"),
];

const floorAtSummary = (from: string, said: string, address: string, verbatim: string): Scenario => ({
  name: `details trial 28: '${said}' at the summary corrects '${from}' to '${address}' (${verbatim})`,
  ...almacen,
  turns: [
    ...almacenSummary(`${from}, a nombre de Rosa Diaz 22333444, efectivo`, `Entrega en: ${from}`),
    { say: said, expect: { customer: { address }, reply: ["Resumen", `Entrega en: ${address}`] } },
    { say: "si", expect: { lastOrder: { address }, reply: ["confirmado"] } },
  ],
});

export const detailsTrial28FloorScenarios: Scenario[] = [
  floorAtSummary("9 de julio 55", "es 5to B no 4to", "9 de julio 55, 5to B", "verbatim t28c 009"),
  floorAtSummary("ituzaingo 560, piso 3 depto A", "es 2do B no A", "ituzaingo 560, 2do B", "verbatim t28b 008"),
  floorAtSummary("belgrano 455 4to A", "no, es 2do C", "belgrano 455 2do C", "t28b 008"),
  floorAtSummary("san martin 1200, piso 3 dpto A", "perdon es 1ro A no 3ro", "san martin 1200, 1ro A", "t28c 009"),
];

// details29 (t28c 033): a question at the address question is answered, then the address asked
// again; it never counts as a failed answer.
const addressAsked = [
  { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
  { say: "listo" },
  { say: "envio" },
  { say: "Julieta Campos 38222333", expect: { reply: ["dirección"] } },
];

// lead35 (t34c 009): "¿a qué hora llega?" is answered with when it goes out and arrives ("sale hoy y
// tarda en el día"), no longer with the area blurb, so each question names the fragment its answer carries.
const questionAtAddress = (question: string, verbatim: string, answer: string): Scenario => ({
  name: `details trial 28: '${question}' at the address question is answered and the address asked again (${verbatim})`,
  ...almacen,
  turns: [
    ...addressAsked,
    { say: question, expect: { reply: [answer, "dirección"], notReply: ["no llegué a entender", "No te entendí"] } },
    { say: "Santa Rosa 1020", expect: { customer: { address: "Santa Rosa 1020" }, reply: ["pagar"] } },
  ],
});

export const detailsTrial28QuestionScenarios: Scenario[] = [
  questionAtAddress("a que hora llega?", "verbatim t28c 033", "sale hoy y tarda en el día"),
  questionAtAddress("a que hora me lo traen?", "t28c 033", "sale hoy y tarda en el día"),
  questionAtAddress("que dia llega?", "t28c 033", "en el día"),
  questionAtAddress("cuanto sale el envio?", "t28c 033", "el envío sale $800"),
  {
    name: "details trial 28: two questions at the address question are answered and the address is still taken (t28c 033)",
    ...almacen,
    turns: [
      ...addressAsked,
      { say: "a que hora llega?", expect: { reply: ["dirección"], notReply: ["no llegué a entender"] } },
      { say: "y que dia me lo traen?", expect: { reply: ["dirección"], notReply: ["no llegué a entender", "persona"] } },
      { say: "Santa Rosa 1020", expect: { customer: { address: "Santa Rosa 1020" }, reply: ["pagar"] } },
    ],
  },
];

// details29 (t28a 043): an 8-digit number sent alone before the DNI was asked, with other details
// already given, is the DNI (the kind asks for one): stored and read back, never "no te entendí".
const dniBeforeAsked = (details: string, dni: string, verbatim: string): Scenario => ({
  name: `details trial 28: '${dni}' alone after '${details}' is stored as the DNI (${verbatim})`,
  turns: [
    { say: "holaaa" },
    { say: details, expect: { reply: ["Anoté"] } },
    { say: dni, expect: { customer: { dni }, reply: [dni], notReply: ["no te entendí"] } },
  ],
});

export const detailsTrial28DniScenarios: Scenario[] = [
  dniBeforeAsked("mandamelo a ituzaingo 560 coma piso 3 a nombre de Nora Vidal", "27111222", "verbatim t28a 043"),
  dniBeforeAsked("a nombre de Nora Vidal, envio a belgrano 340", "30222111", "t28a 043"),
  dniBeforeAsked("soy Pedro Gil, retiro en el local", "25999888", "t28a 043"),
];

// details29 (t28a 003): "retiro" (or "paso a buscar", "lo busco") in any part of a message full of
// details is the pickup: never asked "¿Te lo enviamos o pasás a retirarlo?" after it.
const pickupInDetails = (said: string, verbatim: string): Scenario => ({
  name: `details trial 28: '${said}' chooses the pickup among the details (${verbatim})`,
  turns: [{ say: said, expect: { reply: ["Agregué", "Resumen", "Retiro"], notReply: ["¿Te lo enviamos o pasás a retirarlo?", "dirección"] } }],
});

export const detailsTrial28PickupScenarios: Scenario[] = [
  pickupInDetails("hola quiero 1 fanta, 2 aguas y un red bull, soy Carolina Vega 32111000, retiro y pago en efectivo", "verbatim t28a 003"),
  pickupInDetails("quiero 2 fantas, soy Ana Paz 30111222, retiro y abono con transferencia", "t28a 003"),
  pickupInDetails("hola, 1 fanta. soy Luis Gil 28999111, lo busco yo y pago efectivo", "t28a 003"),
];
