import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trials 18–20, the customer's details (details21): a name said before the street is never
// stored inside the address; details are taken whatever product question is open; a bare full name
// at the summary corrects the name; a name corrected after the order reaches that order; an open
// choice is not named back again and again while the customer sends details.

const almacen = ALMACEN;

const verbatimCapsBurst: Scenario = {
  name: "details trial 21: 'DIEGO SOSA 9 DE JULIO 55 4TO B EFECTIVO PAGO CON 20000' keeps the name out of the address (verbatim t19b 008)",
  ...almacen,
  turns: [
    { say: "HOLA NECESITO 6 CERVEZAS QUILMES Y 2 PAPAS LAYS PARA YA" },
    { say: "LA 5 Y LAS DE 250", expect: { reply: ["Agregué 6"] } },
    {
      say: "DIEGO SOSA 9 DE JULIO 55 4TO B EFECTIVO PAGO CON 20000",
      expect: { customer: { firstName: "Diego", lastName: "Sosa", address: "9 DE JULIO 55 4TO B" }, notReply: ["DIEGO SOSA 9"] },
    },
  ],
};

const nameBesideStreet = (said: string, firstName: string, lastName: string, address: string): Scenario => ({
  name: `details trial 21: '${said}' stores the name apart from the address (verbatim t18b 012 / t19b 011)`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    // The name is stored apart or asked back ("¿Tu nombre es Diego Sosa?"): never inside the address.
    { say: said, expect: { customer: { address }, reply: [`${firstName} ${lastName}`], notReply: [new RegExp(`${firstName} ${lastName} \\d`, "i")] } },
  ],
});

const verbatimRosa: Scenario = {
  name: "details trial 21: 'mandamelo a Belgrano 340 dpto 1. Rosa Diaz 20333444. mercado pago' with a list open (verbatim t19b 011)",
  ...almacen,
  turns: [
    { say: "hola buen dia necesito 2 kg de harina 000 y un aceite natura de 900" },
    { say: "la cañuelas", expect: { reply: ["Agregué 2"] } },
    { say: "nada mas, mandamelo a Belgrano 340 dpto 1. Rosa Diaz 20333444. mercado pago", expect: { customer: { firstName: "Rosa", lastName: "Diaz", dni: "20333444", address: "Belgrano 340 dpto 1" } } },
  ],
};

const verbatimBareAddress: Scenario = {
  name: "details trial 21: a bare address while '¿cuál aceite?' is open is taken as the address (verbatim t19b 001)",
  ...almacen,
  turns: [
    { say: "hola, tenes yerba playadito?" },
    { say: "dale, poneme 2" },
    { say: "y un aceite cocinero de 1.5" },
    { say: "listo" },
    { say: "envio" },
    { say: "Marta Gimenez", expect: { customer: { firstName: "Marta", lastName: "Gimenez" } } },
    { say: "lavalleja 1450 depto 3", expect: { customer: { address: "lavalleja 1450 depto 3" }, notReply: ["No te entendí"] } },
    { say: "efectivo" },
    { say: "28999111", expect: { customer: { dni: "28999111" }, notReply: ["No te entendí", "te paso con"] } },
  ],
};

const bareDetailWithChoiceOpen = (said: string, field: string, value: string): Scenario => ({
  name: `details trial 21: '${said}' while a product choice is open is stored (verbatim t19b 001)`,
  ...almacen,
  turns: [
    { say: "y un aceite cocinero de 1.5", expect: { reply: ["¿"] } },
    { say: "envio" },
    { say: said, expect: { customer: { [field]: value }, notReply: ["No te entendí"] } },
  ],
});




const bareNameAtSummary = (said: string, firstName: string, lastName: string): Scenario => ({
  name: `details trial 21: a bare '${said}' at the summary corrects the name and shows the summary again (verbatim t19c 008)`,
  turns: [
    { say: "quiero 2 pepsi", expect: { reply: ["Agregué 2"] } },
    { say: "listo" },
    { say: "envio a mitre 300, soy ana lopez 28999111, pago efectivo", expect: { reply: ["Resumen"] } },
    { say: said, expect: { customer: { firstName, lastName }, reply: ["Resumen", `${firstName} ${lastName}`] } },
  ],
});

const notANameAtSummary = (said: string): Scenario => ({
  name: `details trial 21: '${said}' at the summary is no name: the stored name stays (t19c 008 control)`,
  turns: [
    { say: "quiero 2 pepsi", expect: { reply: ["Agregué 2"] } },
    { say: "listo" },
    { say: "envio a mitre 300, soy ana lopez 28999111, pago efectivo", expect: { reply: ["Resumen"] } },
    { say: said, expect: { customer: { firstName: "Ana", lastName: "Lopez" }, notReply: ["Corregido ✅ a nombre"] } },
  ],
});

const nameAfterOrder = (said: string, customerName: string): Scenario => ({
  name: `details trial 21: '${said}' after the order is placed updates that order (verbatim t19b 017)`,
  ...almacen,
  turns: [
    { say: "hola me mandan 6 cervezas quilmes cristal de litro a 9 de julio 55 4to B, soy juan perez dni 30123456 y pago con mercado pago" },
    { say: "si", expect: { orders: 1 } },
    { say: said, expect: { lastOrder: { customerName }, reply: [customerName, "ORD-"], replies: 1, notReply: ["¿Qué te gustaría pedir?"] } },
  ],
});

const choiceNotNamedBackForever: Scenario = {
  name: "details trial 21: an open choice named back twice, then the details asked and the choice left for last (verbatim t19a 105)",
  turns: [
    { say: "hi, do you have red bull?" },
    { say: "ok 2 please" },
    { say: "that's all", expect: { reply: ["which"] } },
    { say: "delivery to Av Santa Fe 2100 piso 5", expect: { customer: { address: "Av Santa Fe 2100 piso 5" } } },
    { say: "John Smith", expect: { customer: { firstName: "John", lastName: "Smith" }, notReply: ["which product"] } },
    { say: "DNI 95123456", expect: { customer: { dni: "95123456" }, notReply: ["which product"] } },
    // Every detail in: the choice is what the order waits for.
    { say: "cash", expect: { reply: ["which"] } },
    { say: "the coke", expect: { reply: ["Added 2"] } },
  ],
};

const choiceNamedBackInSpanish: Scenario = {
  name: "details trial 21: '¿cuál aceite?' is not named back a third time while the details come (t19a 105, almacén)",
  ...almacen,
  turns: [
    { say: "un aceite cocinero de 1.5", expect: { reply: ["¿"] } },
    { say: "listo" },
    { say: "envio a lavalle 500" },
    { say: "Marta Gimenez", expect: { customer: { firstName: "Marta" }, notReply: ["Elegí de la lista"] } },
    { say: "28999111", expect: { customer: { dni: "28999111" }, notReply: ["Elegí de la lista"] } },
  ],
};

export const detailsTrial21Scenarios: Scenario[] = [
  verbatimCapsBurst,
  nameBesideStreet("diego sosa 9 de julio 55 4to b", "Diego", "Sosa", "9 de julio 55 4to b"),
  nameBesideStreet("mandalo a rivadavia 800, lucia gomez", "Lucia", "Gomez", "rivadavia 800"),
  nameBesideStreet("envio a nombre de carla ruiz, san martin 1200 2do a", "Carla", "Ruiz", "san martin 1200 2do a"),
  verbatimRosa,
  verbatimBareAddress,
  bareDetailWithChoiceOpen("lavalleja 1450 depto 3", "address", "lavalleja 1450 depto 3"),
  bareDetailWithChoiceOpen("28999111", "dni", "28999111"),
  bareDetailWithChoiceOpen("sarmiento 220", "address", "sarmiento 220"),
  bareNameAtSummary("Rocio Paz", "Rocio", "Paz"),
  bareNameAtSummary("julieta ramos", "Julieta", "Ramos"),
  bareNameAtSummary("Juan Pablo Perez", "Juan Pablo", "Perez"),
  notANameAtSummary("Villa Urquiza"),
  notANameAtSummary("dale genial"),
  notANameAtSummary("coca cola"),
  nameAfterOrder("uy no, el nombre es Juan Pablo Perez", "Juan Pablo Perez"),
  nameAfterOrder("el nombre es Juana Perez, no Juan", "Juana Perez"),
  choiceNotNamedBackForever,
  choiceNamedBackInSpanish,
];
