import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 21, the customer's details (details22): a spelling remark ("con z", "con doble r") is
// no part of a name; "retiro" said beside the name, DNI and payment is the way of delivery; "la
// dirección de siempre" is no product; details are taken while a product choice is open.

const almacen = ALMACEN;

const toSummary = [
  { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
  { say: "eso es todo" },
  { say: "retiro mañana a la mañana" },
  { say: "Ana Torres" },
  { say: "35111222" },
  { say: "transferencia", expect: { reply: ["Resumen", "Ana Torres"] } },
];

const spelledName = (said: string, firstName: string, lastName: string, bad: string): Scenario => ({
  name: `details trial 21: '${said}' at the summary stores the name without the spelling remark (verbatim t21c 008)`,
  ...almacen,
  turns: [
    ...toSummary,
    { say: said, expect: { customer: { firstName, lastName }, reply: [`${firstName} ${lastName} (DNI`], notReply: [bad] } },
  ],
});

const spelledAtNameStep = (said: string, firstName: string, lastName: string, bad: string): Scenario => ({
  name: `details trial 21: '${said}' asked for the name stores it without the spelling remark (t21c 008)`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "eso es todo" },
    { say: "retiro", expect: { reply: ["nombre"] } },
    // Taken, or asked back as "¿Tu nombre es Ana Torrez?": never with the remark in it.
    { say: said, expect: { notReply: [bad] } },
    { say: "si", expect: { customer: { firstName, lastName }, notReply: [bad] } },
  ],
});

const pickupBesideDetails = (said: string): Scenario => ({
  name: `details trial 21: '${said}' keeps the pickup said before the details (t21b 015)`,
  turns: [
    { say: "quiero 2 fantas", expect: { reply: ["Agregué 2"] } },
    { say: said, expect: { reply: ["Resumen", "Retiro"], notReply: ["¿Te lo enviamos"] } },
  ],
});

const pickupInBurst: Scenario = {
  name: "details trial 21: 'listo retiro soy fede gomez 34555666 mp' keeps the pickup with the name, DNI and payment (verbatim t21b 015)",
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "listo retiro soy fede gomez 34555666 mp", expect: { customer: { firstName: "Fede", lastName: "Gomez", dni: "34555666" }, reply: ["Resumen", "Retiro"], notReply: ["¿Te lo enviamos"] } },
  ],
};


const usualAddress = (said: string): Scenario => ({
  name: `details trial 21: '${said}' with no known address asks for it, never a product (verbatim t21b 017)`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: said, expect: { reply: ["dirección"], notReply: ["Siempre Libre", "Virulana", "sin siempre", "No te entendí"] } },
  ],
});

const addressWithChoiceOpen: Scenario = {
  name: "details trial 21: an address and 'no tengo dni a mano' with the Fanta choice open are taken (verbatim t21c 007)",
  ...almacen,
  turns: [
    { say: "hola quisiera 3 coca de litro y medio y 2 fanta", expect: { reply: ["Fanta"] } },
    { say: "sacá la coca" },
    { say: "aceptan tarjeta?" },
    { say: "ok, entonces listo" },
    { say: "envio" },
    { say: "San Martin 1500 entre Colon y Humberto Primo", expect: { customer: { address: "San Martin 1500 entre Colon y Humberto Primo" }, notReply: ["No te entendí"] } },
    { say: "Raul Dominguez, cel 3514556677", expect: { customer: { firstName: "Raul", lastName: "Dominguez" } } },
    { say: "no tengo dni a mano", expect: { reply: ["no tenés DNI"], notReply: ["No te entendí"] } },
    { say: "efectivo, pago con 5000", expect: { reply: ["Fanta"] } },
  ],
};

const nameBesideDni = (said: string, firstName: string, lastName: string, dni: string): Scenario => ({
  name: `details trial 21: '${said}' asked for the name is the name and the DNI, never read back (verbatim t21a 104)`,
  turns: [
    { say: "quiero 2 fantas", expect: { reply: ["Agregué 2"] } },
    { say: "listo" },
    { say: "paso a retirar", expect: { reply: ["nombre"] } },
    { say: said, expect: { customer: { firstName, lastName, dni }, notReply: ["¿Tu nombre es"] } },
    { say: "efectivo", expect: { reply: ["Resumen"], notReply: ["¿Tu nombre es"] } },
  ],
});

const nameBesideDniAfterHandoff: Scenario = {
  name: "details trial 21: the name beside its DNI after a handoff is taken, the name never asked twice (verbatim t21a 104)",
  turns: [
    { say: "quiero 2 fantas" },
    { say: "quiero hablar con una persona" },
    { say: "listo" },
    { say: "paso a retirar" },
    { say: "Rocio Mendez, 35666777", expect: { customer: { dni: "35666777" } } },
    { say: "efectivo", expect: { notReply: ["¿Tu nombre es"] } },
  ],
};

const wayRepeated = (said: string, shown: string): Scenario => ({
  name: `details trial 21: '${said}' asked the way again is the way (verbatim t21b 015)`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "listo", expect: { reply: ["enviamos"] } },
    { say: "no se", expect: { reply: ["enviamos"] } },
    { say: said, expect: { reply: [shown], notReply: ["no llegué a entender", "No te entendí"] } },
  ],
});

export const detailsTrial22Scenarios: Scenario[] = [
  spelledName("el nombre esta mal, es Ana Torrez con z", "Ana", "Torrez", "Con Z"),
  spelledName("el apellido esta mal, es Torrez con z", "Ana", "Torrez", "Con Z"),
  spelledName("el nombre esta mal, es Ana Torres con doble r", "Ana", "Torres", "Doble"),
  spelledAtNameStep("Ana Torrez con z", "Ana", "Torrez", "Con Z"),
  spelledAtNameStep("Mariana Sosa, con s", "Mariana", "Sosa", "Con S"),
  pickupInBurst,
  pickupBesideDetails("ok retiro a nombre de ana paz 30111222 efectivo"),
  pickupBesideDetails("dale paso yo soy ana paz 30111222 pago efectivo"),
  usualAddress("eso es todo, envio a la dirección de siempre"),
  usualAddress("listo, mandalo a la direccion de siempre"),
  addressWithChoiceOpen,
  nameBesideDni("Rocio Mendez, 35666777", "Rocio", "Mendez", "35666777"),
  nameBesideDni("Lucia Fernandez 30111222", "Lucia", "Fernandez", "30111222"),
  nameBesideDniAfterHandoff,
  wayRepeated("te dije que retiro", "retiro en el local"),
  wayRepeated("ya te dije que envio", "envío a domicilio"),
];
