import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 32, the customer's details (details33): lead-in words before "en <street> <number>"
// are no part of the address; a cart edit at the summary never reads a name ("mejor" is no name).

const almacen = ALMACEN;

const toAddress = [
  { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
  { say: "listo, confirmame", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
  { say: "envio" },
  { say: "Gabriela Torres", expect: { reply: ["DNI"] } },
  { say: "29111222", expect: { reply: ["dirección"] } },
];

const addressAfterLeadIn = (said: string, address: string, verbatim: string): Scenario => ({
  name: `details trial 32: '${said}' stores only the street after the lead-in words (${verbatim})`,
  ...almacen,
  turns: [
    ...toAddress,
    { say: said, expect: { customer: { address }, reply: [`dirección ${address}.`] } },
  ],
});

export const detailsTrial32AddressScenarios: Scenario[] = [
  addressAfterLeadIn("a la vuelta, en obispo trejo 220 dpto 5", "obispo trejo 220 dpto 5", "verbatim t32b 018"),
  addressAfterLeadIn("aca cerca, en san martin 450", "san martin 450", "t32b 018"),
  addressAfterLeadIn("es a dos cuadras, en belgrano 1200 piso 3", "belgrano 1200 piso 3", "t32b 018"),
  addressAfterLeadIn("en la esquina de casa, en colon 88", "colon 88", "t32b 018"),
];

const almacenSummary = [
  { say: "quiero 3 cocas", expect: { reply: ["¿Cuál de estos querés?"] } },
  { say: "la de 2.25" },
  { say: "eso es todo", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
  { say: "retiro" },
  { say: "Sofia Rios 38777666" },
  { say: "mp", expect: { reply: ["Resumen", "Sofia Rios"] } },
];

const editAtSummary = (said: string, verbatim: string): Scenario => ({
  name: `details trial 32: '${said}' at the summary edits the cart and reads no name (${verbatim})`,
  ...almacen,
  turns: [
    ...almacenSummary,
    { say: said, expect: { reply: ["Resumen", "Sofia Rios"], notReply: ["¿Tu nombre es", "Anoté ✅ a nombre"], customer: { firstName: "Sofia", lastName: "Rios" } } },
    { say: "si", expect: { orders: 1, reply: ["confirmado"], lastOrder: { customerName: "Sofia Rios" } } },
  ],
});

export const detailsTrial32EditScenarios: Scenario[] = [
  editAtSummary("no, mejor 2 cocas nomas", "verbatim t32b 003"),
  editAtSummary("mejor 2 cocas nomas", "t32b 003"),
  editAtSummary("no, mejor ponele 4 cocas", "t32b 003"),
];

const refusesDni = (first: string, second: string, verbatim: string): Scenario => ({
  name: `details trial 32: '${first}' at the DNI question goes on without it (${verbatim})`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "listo, confirmame", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
    { say: "retiro" },
    { say: "Esteban Quito", expect: { reply: ["DNI"] } },
    { say: first, expect: { reply: ["seguimos sin el DNI", "¿Cómo vas a pagar?"], notReply: ["no llegué a entender"] } },
    { say: second, expect: { notReply: ["no llegué a entender"] } },
  ],
});

export const detailsTrial32DniScenarios: Scenario[] = [
  refusesDni("no quiero dar el dni", "efectivo", "verbatim t32b 016"),
  refusesDni("prefiero no pasarte mi dni", "efectivo", "t32b 016"),
  refusesDni("no te voy a dar el documento", "efectivo", "t32b 016"),
  {
    name: "details trial 32: 'te dije q no lo quiero dar' said to the DNI question again goes on without it (verbatim t32b 016)",
    ...almacen,
    turns: [
      { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
      { say: "listo, confirmame" },
      { say: "retiro" },
      { say: "Esteban Quito", expect: { reply: ["DNI"] } },
      { say: "te dije q no lo quiero dar", expect: { reply: ["seguimos sin el DNI", "¿Cómo vas a pagar?"], notReply: ["no llegué a entender"] } },
    ],
  },
];

const closesWithQuestion = (said: string, verbatim: string): Scenario => ({
  name: `details trial 32: '${said}' closes the cart and answers the question (${verbatim})`,
  ...almacen,
  turns: [
    { say: "dame 2 coca de 2 litros retornable", expect: { reply: ["Agregué 2"] } },
    { say: "tenes hielo?", expect: { reply: ["No tenemos \"hielo\""] } },
    { say: said, expect: { reply: ["tarda", "¿Te lo enviamos o pasás a retirarlo?"] } },
  ],
});

export const detailsTrial32CloseScenarios: Scenario[] = [
  closesWithQuestion("no, eso nomas. q tarda el envio?", "verbatim t32b 016"),
  closesWithQuestion("no, nada mas. cuanto tarda el envio?", "t32b 016"),
  closesWithQuestion("eso es todo, cuanto tarda en llegar?", "t32b 016"),
];

const addressPointedBack = (said: string, verbatim: string): Scenario => ({
  name: `details trial 32: '${said}' at the name question keeps the address and asks the name again (${verbatim})`,
  turns: [
    { say: "hola me mandan 3 sprite a 9 de julio 55 4to B", expect: { reply: ["Agregué 3 Sprite"] } },
    { say: "nada mas", expect: { reply: ["¿A nombre de quién"] } },
    { say: said, expect: { reply: ["ya la tengo", "9 de julio 55", "¿A nombre de quién"], notReply: ["no llegué a entender"] } },
    { say: "Esteban Quito 30999888", expect: { customer: { firstName: "Esteban", lastName: "Quito" } } },
  ],
});

export const detailsTrial32PointedScenarios: Scenario[] = [
  addressPointedBack("a la direccion que te pase", "verbatim t32a 012"),
  addressPointedBack("a la direccion que ya te di", "t32a 012"),
];
