import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 18, questions asked again and details not recognised (asks18).

const almacen = ALMACEN;

// t18b 009: "a <street> <number>" answering the address question is the street; the "a " is the
// preposition the customer said it with, never part of the address.
const addressWithA = (said: string, address: string): Scenario => ({
  name: `asks trial 18: '${said}' stores the address without the leading 'a'`,
  ...almacen,
  turns: [
    { say: "3 sprite de 2.25", expect: { reply: ["Agregué 3"] } },
    { say: "nada mas" },
    { say: "envio" },
    { say: "Martin Diaz 33222111" },
    { say: "mercado pago" },
    { say: said, expect: { customer: { address } , notReply: ["Entrega en: a "] } },
  ],
});

// t18c 008: a plain full name at "¿Algo más o confirmamos?" is the customer's name.
const nameAtMore = (said: string, firstName: string, lastName: string): Scenario => ({
  name: `asks trial 18: '${said}' at '¿Algo más o confirmamos?' is the customer's name`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: said, expect: { customer: { firstName, lastName }, notReply: ["No te entendí"] } },
  ],
});

export const asksTrial18Scenarios: Scenario[] = [
  {
    name: "asks trial 18: the DNI is never asked a third time while other details come (verbatim t18c 001)",
    ...almacen,
    turns: [
      { say: "hola, tenes yerba playadito?" },
      { say: "dame 2 de la de 1 kg" },
      { say: "listo" },
      { say: "envio" },
      { say: "Marta Gimenez", expect: { reply: ["DNI"] } },
      { say: "Belgrano 450 piso 2 dpto B", expect: { reply: ["DNI"] } },
      { say: "efectivo", expect: { reply: ["sin DNI"] } },
      { say: "30111222", expect: { reply: ["Resumen", "DNI 30111222"] } },
    ],
  },
  {
    name: "asks trial 18: 'a Obispo Trejo 300, entre ...' after mercado pago stores the street (verbatim t18b 009)",
    ...almacen,
    turns: [
      { say: "holaa" },
      { say: "tenes coca?" },
      { say: "dame 3 de la mas barata" },
      { say: "sacá la coca, mejor 3 sprite" },
      { say: "la de 2.25 normal" },
      { say: "nada mas" },
      { say: "envio" },
      { say: "Martin Diaz 33222111" },
      { say: "mercado pago", expect: { notReply: ["falta la altura"] } },
      { say: "a Obispo Trejo 300, entre Caseros y Duarte Quiros", expect: { customer: { address: "Obispo Trejo 300, entre Caseros y Duarte Quiros" }, notReply: ["Entrega en: a "] } },
    ],
  },
  addressWithA("a lavalle 500", "lavalle 500"),
  addressWithA("a san martin 1200 2do b", "san martin 1200 2do b"),
  {
    name: "asks trial 18: 'Ramiro Acosta' at '¿Algo más o confirmamos?' is the name (verbatim t18c 008)",
    ...almacen,
    turns: [
      { say: "hola me mandan 2 lavandina ayudin y un detergente magistral a rivadavia 800 3ro A" },
      { say: "la doble rendimiento y el de limon de 750", expect: { reply: ["Agregué"] } },
      { say: "Ramiro Acosta", expect: { customer: { firstName: "Ramiro", lastName: "Acosta" }, notReply: ["No te entendí"] } },
    ],
  },
  nameAtMore("Ramiro Acosta", "Ramiro", "Acosta"),
  nameAtMore("Lucia Fernandez", "Lucia", "Fernandez"),
  nameAtMore("maria de la fuente", "Maria", "de la Fuente"),
  {
    name: "asks trial 18: an unsold product at '¿Algo más o confirmamos?' is never taken as a name",
    ...almacen,
    turns: [
      { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
      { say: "queso roquefort" },
      { say: "nada mas" },
      { say: "envio", expect: { reply: ["nombre"] } },
    ],
  },
];
