import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 22, the customer's details (names23): a fuller name that starts with the short one
// already stored replaces it also when a DNI or a phone is said beside it ("federico alvarez
// 31222333" after "fede" kept only the DNI and the order went out as "Fede").

const almacen = ALMACEN;

const toName = [
  { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
  { say: "eso es todo" },
  { say: "retiro mañana a la mañana", expect: { reply: ["nombre"] } },
];

const fullerWithDni = (short: string, full: string, firstName: string, lastName: string, dni: string, verbatim: string): Scenario => ({
  name: `names trial 22: '${short}' then '${full}' stores the fuller name with the DNI (${verbatim})`,
  ...almacen,
  turns: [
    ...toName,
    { say: short, expect: { reply: ["DNI"] } },
    { say: full, expect: { customer: { firstName, lastName, dni } } },
    { say: "efectivo", expect: { reply: ["Resumen", `${firstName} ${lastName} (DNI ${dni})`] } },
  ],
});

// A clause about who the order is for or where the customer is ("es para mi mamá", "estoy en
// Alberdi") is chatter after the address, never part of it (t22c 028 / t22c 012).
const chatterAfterAddress = (said: string, address: string, bad: string, verbatim: string): Scenario => ({
  name: `names trial 22: '${said}' stores the address without the chatter clause (${verbatim})`,
  ...almacen,
  turns: [
    { say: "quiero 3 aceites cocinero de 1.5 girasol", expect: { reply: ["Agregué 3"] } },
    { say: "listo" },
    { say: "envio", expect: { reply: ["nombre"] } },
    { say: said, expect: { customer: { address }, notReply: [bad] } },
  ],
});

export const namesTrial22Scenarios: Scenario[] = [
  fullerWithDni("fede", "federico alvarez 31222333", "Federico", "Alvarez", "31222333", "verbatim t22b 011"),
  fullerWithDni("soy Irma", "Irma Beatriz Lucero 25111222", "Irma", "Beatriz Lucero", "25111222", "verbatim t22c 021"),
  fullerWithDni("soy fede", "federico alvarez, 34555666", "Federico", "Alvarez", "34555666", "t22c 015"),
  fullerWithDni("ana", "ana maria gomez dni 30111222", "Ana", "Maria Gomez", "30111222", "t22c 021"),
  {
    name: "names trial 22: 'nada mas. paso en un rato. soy fede' then 'federico alvarez 34555666' stores Federico Alvarez (verbatim t22c 015)",
    ...almacen,
    turns: [
      { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
      { say: "nada mas. paso en un rato. soy fede" },
      { say: "federico alvarez 34555666", expect: { customer: { firstName: "Federico", lastName: "Alvarez", dni: "34555666" } } },
    ],
  },
  {
    name: "names trial 22: 'Belgrano 340, es para mi mamá, se llama Rosa Díaz' stores Belgrano 340 for Rosa Díaz (verbatim t22c 028)",
    ...almacen,
    turns: [
      { say: "buenas tardes, quería 2 aceites cocinero de 1.5 girasol", expect: { reply: ["Agregué 2"] } },
      { say: "mejor 3", expect: { reply: ["3 Aceites"] } },
      { say: "listo" },
      { say: "envio", expect: { reply: ["nombre"] } },
      { say: "hasta que hora reparten?" },
      { say: "Belgrano 340, es para mi mamá, se llama Rosa Díaz", expect: { customer: { firstName: "Rosa", lastName: "Díaz", address: "Belgrano 340" }, notReply: ["es para mi mamá"] } },
    ],
  },
  {
    name: "names trial 22: 'envio a Santa Rosa 1500, estoy en Alberdi' never stores 'estoy en' in the address (verbatim t22c 012)",
    ...almacen,
    turns: [
      { say: "2 yerbas taragui de 1 kg", expect: { reply: ["Agregué 2"] } },
      { say: "bueno no importa. listo" },
      { say: "envio a Santa Rosa 1500, estoy en Alberdi", expect: { notReply: ["estoy en"] } },
      { say: "Martin Gomez 29888777", expect: { customer: { firstName: "Martin", lastName: "Gomez", dni: "29888777" }, notReply: ["estoy en"] } },
    ],
  },
  chatterAfterAddress("Mitre 250, es para mi hermana, Laura Paz", "Mitre 250", "es para mi hermana", "t22c 028"),
  chatterAfterAddress("Colón 1200 4B, estamos en Alberdi", "Colón 1200 4B", "estamos en", "t22c 012"),
  chatterAfterAddress("Caseros 455 piso 2, es para mi abuela que se llama Elsa Ruiz", "Caseros 455 piso 2", "es para mi abuela", "t22c 028"),
  {
    name: "names trial 22: 'el nombre esta mal, es Ezequiel Ramirez' with a '¿cuál?' open replaces the name and asks the choice again (verbatim t22c 023)",
    ...almacen,
    turns: [
      { say: "hola, 2 docenas de huevos y 1 manteca sancor", expect: { reply: ["Agregué 2", "500 Gr"] } },
      { say: "listo, envio a la rioja 250. Ezequiel Ramos 33999888, efectivo", expect: { customer: { firstName: "Ezequiel", lastName: "Ramos" } } },
      { say: "el nombre esta mal, es Ezequiel Ramirez", expect: { customer: { firstName: "Ezequiel", lastName: "Ramirez" }, reply: ["Manteca Multivitamina Sancor 500 Gr"], notReply: ["Dejé afuera"] } },
    ],
  },
  {
    name: "names trial 22: 'te dije que el nombre esta mal!! es Ezequiel Ramirez. y la manteca la de 500' at the summary takes the name and the pick (verbatim t22c 023)",
    ...almacen,
    turns: [
      { say: "hola, 2 docenas de huevos y 1 manteca sancor", expect: { reply: ["Agregué 2", "500 Gr"] } },
      { say: "listo, envio a la rioja 250. Ezequiel Ramos 33999888, efectivo" },
      { say: "si", expect: { reply: ["Resumen"] } },
      { say: "te dije que el nombre esta mal!! es Ezequiel Ramirez. y la manteca la de 500", expect: { customer: { firstName: "Ezequiel", lastName: "Ramirez" }, reply: ["Manteca Multivitamina Sancor 500 Gr", "Resumen", "Ezequiel Ramirez"], notReply: ["Dejé afuera"] } },
    ],
  },
  {
    name: "names trial 22: 'el apellido esta mal, es Fernandez. y sacame una leche' at the summary takes the surname and the product (t22c 023)",
    ...almacen,
    turns: [
      { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
      { say: "eso es todo" },
      { say: "retiro" },
      { say: "Ana Torres 35111222 transferencia", expect: { reply: ["Resumen"] } },
      { say: "el apellido esta mal, es Fernandez. y sacame una leche", expect: { customer: { firstName: "Ana", lastName: "Fernandez" }, reply: ["Resumen", "1 ×", "Ana Fernandez"] } },
    ],
  },
  {
    name: "names trial 22: 'no tengo el dni de ella' with the details given before any product is noted, never 'No te entendí' (verbatim t22b 008)",
    ...almacen,
    turns: [
      { say: "envio" },
      { say: "es para mi mamá que vive en Belgrano 340, se llama Rosa Díaz", expect: { customer: { firstName: "Rosa", address: "Belgrano 340" } } },
      { say: "no tengo el dni de ella", expect: { notReply: ["No te entendí"] } },
      { say: "pago cuando llega" },
      { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
      { say: "listo", expect: { reply: ["Resumen"], notReply: ["¿Me pasás tu DNI?"] } },
    ],
  },
];
