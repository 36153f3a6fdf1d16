import { ALMACEN, id } from "./almacen-shop";

const AMANDA_1K = id("7792710000175"); // Yerba Mate Amanda 1 Kg
import type { Scenario } from "./types";

// Blind trial 36, the customer's details (details37): a named building said before the street stays
// in the address; a name said beside a DNI at the name question is stored with it.

const almacen = ALMACEN;

const toAddress = [
  { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
  { say: "listo, confirmame", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
  { say: "envio" },
  { say: "Gabriela Torres", expect: { reply: ["DNI"] } },
  { say: "29111222", expect: { reply: ["dirección"] } },
];

const placeThenStreet = (said: string, address: string, verbatim: string): Scenario => ({
  name: `details trial 36: '${said}' keeps the building named before the street (${verbatim})`,
  ...almacen,
  turns: [
    ...toAddress,
    { say: said, expect: { customer: { address }, reply: [`dirección ${address}.`] } },
  ],
});

export const detailsTrial36Scenarios: Scenario[] = [
  {
    name: "details trial 36: 'Hotel Sheraton, Duarte Quiros 1300' keeps the hotel in the address (verbatim t36c 047)",
    ...almacen,
    turns: [
      { say: "hello I want 2 bottles of water" },
      { say: "#1" },
      { say: "and chips" },
      { say: "#1" },
      { say: "done", expect: { reply: ["deliver"] } },
      { say: "delivery" },
      { say: "Peter Brown" },
      { say: "no DNI, I'm a tourist", expect: { reply: ["address"] } },
      { say: "Hotel Sheraton, Duarte Quiros 1300", expect: { customer: { address: "Hotel Sheraton, Duarte Quiros 1300" }, reply: ["Hotel Sheraton, Duarte Quiros 1300"] } },
      { say: "cash", expect: { reply: ["Deliver to: Hotel Sheraton, Duarte Quiros 1300"] } },
      { say: "yes", expect: { lastOrder: { address: "Hotel Sheraton, Duarte Quiros 1300" } } },
    ],
  },
  placeThenStreet("Edificio Torre Azul, San Martin 450 piso 3", "Edificio Torre Azul, San Martin 450 piso 3", "t36c 047"),
  placeThenStreet("en el hospital privado, naciones unidas 346", "hospital privado, naciones unidas 346", "t36c 047"),
  placeThenStreet("a la vuelta, en obispo trejo 220 dpto 5", "obispo trejo 220 dpto 5", "t36c 047: a lead-in is still no address"),
];

const nameBesideDni = (said: string, firstName: string, lastName: string, dni: string, verbatim: string): Scenario => ({
  name: `details trial 36: '${said}' at the name question stores the name and the DNI (${verbatim})`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "listo" },
    { say: "retiro", expect: { reply: ["¿A nombre de quién"] } },
    { say: said, expect: { customer: { firstName, lastName, dni }, notReply: ["¿Tu nombre es"] } },
    { say: "efectivo", expect: { reply: ["Resumen", `${firstName} ${lastName} (DNI ${dni})`] } },
  ],
});

detailsTrial36Scenarios.push(
  {
    name: "details trial 36: 'Marina Sola 30222111' at the name question stores the name and the DNI (verbatim t36c 056)",
    ...almacen,
    turns: [
      { say: "quiero 1 mermelada de frutilla" },
      { say: "#1" },
      { say: "no, la otra" },
      { say: "sumale 2" },
      { say: "listo" },
      { say: "retiro", expect: { reply: ["¿A nombre de quién"] } },
      { say: "Marina Sola 30222111", expect: { customer: { firstName: "Marina", lastName: "Sola", dni: "30222111" }, notReply: ["¿Tu nombre es Marina?"] } },
      { say: "efectivo", expect: { reply: ["Resumen", "Marina Sola (DNI 30222111)"] } },
    ],
  },
  nameBesideDni("Lucia Grande 28444555", "Lucia", "Grande", "28444555", "t36c 056"),
  nameBesideDni("Pedro Claro, 31222333", "Pedro", "Claro", "31222333", "t36c 056"),
  nameBesideDni("Ines Perez 27888999", "Ines", "Perez", "27888999", "t36c 056: the kiosk's case in the almacén"),
);

const packs = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

detailsTrial36Scenarios.push(
  {
    ...packs,
    name: "details trial 36: 'Lucas Ferrari 3517776655 Cordoba capital, Colon 1200' keeps the city and the street, never 'falta la altura' (verbatim t36a 054)",
    turns: [
      { say: "cuanto sale el colchon?" },
      { say: "q medidas tiene" },
      { say: "quiero un colchon" },
      { say: "Lucas Ferrari 3517776655 Cordoba capital, Colon 1200", expect: { customer: { city: "Cordoba capital", address: "Colon 1200", phone: "3517776655" }, reply: ["Colon 1200, Cordoba capital"], notReply: ["falta la altura"] } },
      { say: "el de 1" },
      { say: "efectivo", expect: { reply: ["Entrega en: Colon 1200, Cordoba capital"] } },
      { say: "si", expect: { lastOrder: { address: "Colon 1200, Cordoba capital" } } },
    ],
  },
  {
    ...packs,
    name: "details trial 36: 'Cordoba capital' at the address question is the city, never 'falta la altura' (verbatim t36a 069)",
    turns: [
      { say: "hola buenas, cuanto sale el colchon?" },
      { say: "y hacen envios a cordoba?" },
      { say: "ok quiero el de 2" },
      { say: "Lucia Romero" },
      { say: "3517001122", expect: { reply: ["dirección"] } },
      { say: "Cordoba capital", expect: { customer: { city: "Cordoba capital" }, reply: ["dirección"], notReply: ["falta la altura"] } },
      { say: "Dean Funes 500", expect: { customer: { city: "Cordoba capital", address: "Dean Funes 500" }, reply: ["Dean Funes 500, Cordoba capital"] } },
      { say: "transferencia", expect: { reply: ["Entrega en: Dean Funes 500, Cordoba capital"] } },
    ],
  },
  {
    ...packs,
    name: "details trial 36: 'Mendoza capital' at the address question with Mendoza known is the city, never 'falta la altura' (t36a 069 variant)",
    turns: [
      { say: "hacen envios a mendoza?" },
      { say: "quiero el de 1" },
      { say: "Ana Gomez" },
      { say: "2614445566", expect: { reply: ["dirección"] } },
      { say: "mendoza capital", expect: { customer: { city: "Mendoza Capital" }, reply: ["dirección"], notReply: ["falta la altura"] } },
    ],
  },
  {
    ...packs,
    name: "details trial 36: 'capital federal' is still CABA (t36a 054 counter-case)",
    turns: [
      { say: "quiero un colchon" },
      { say: "Ana Gomez" },
      { say: "soy de capital federal", expect: { customer: { city: "CABA" } } },
    ],
  },
);

// t36c 003, t36c 025, t35b 022: details given beside an order whose list is shown the same turn: the turn
// reads in order (what was added, the details noted and the next one asked, the list's question), the
// note and a detail question travel inside the list (never a message of their own arriving after it), and
// the list is sent once.
detailsTrial36Scenarios.push(
  {
    name: "details trial 36: details beside two lists go with the first list, then a tap on it sends the other list once (verbatim t36c 003)",
    ...almacen,
    turns: [
      { say: "hola quiero 1 kg de yerba, 2 leches la serenisima, soy Carla Ruiz 33444111, mandalo a Belgrano 1200, pago en efectivo", expect: { replies: 2, reply: [/^Anoté ✅[^\n]*Carla Ruiz, DNI 33444111, dirección Belgrano 1200[^\n]*Yerba 1 kg[\s\S]*\nLeches la serenisima \(para 2\)/] } },
      { tap: { id: `product:${AMANDA_1K}`, title: "Yerba Mate Amanda 1 Kg" }, expect: { replies: 1, reply: ["Agregué 1 Yerba Mate Amanda", "leches la serenisima (para 2)"], notReply: ["Anoté"] } },
      { say: "#1", expect: { reply: ["Agregué 2 Leche", "Resumen", "Carla Ruiz (DNI 33444111)"] } },
      { say: "listo", expect: { lastOrder: { address: "Belgrano 1200", customerName: "Carla Ruiz" } } },
    ],
  },
  {
    name: "details trial 36: a name and an address beside two lists go with the first list (verbatim t36c 025)",
    ...almacen,
    turns: [
      { say: "hola es para mi mamá que vive en Belgrano 340, se llama Rosa Díaz. quiero 2 leches y un pan lactal", expect: { replies: 2, reply: [/^Anoté ✅[^\n]*Rosa Díaz[^\n]*Belgrano 340[^\n]*Leches \(para 2\)[\s\S]*\nPan lactal/] } },
      { say: "#1", expect: { replies: 1, reply: ["Agregué 1 Pan Lactal", "leches (para 2)"], notReply: ["Anoté"] } },
    ],
  },
  {
    name: "details trial 36: an address beside a list: added, noted, the name asked and the list in one message (verbatim t35b 022)",
    ...almacen,
    turns: [
      { say: "hola, me mandas 1 manteca y 2 docenas de huevos a Mitre 456 entre 56 y 57", expect: { replies: 1, reply: [/^Agregué 2 Huevos[\s\S]*Anoté ✅ envío a domicilio y dirección Mitre 456 entre 56 y 57\. ¿A nombre de quién[\s\S]*Manteca\. ¿Cuál/] } },
      { say: "#1", expect: { replies: 1, reply: ["Agregué 1 Manteca"], notReply: ["Anoté"] } },
      { say: "Sergio Paz 30999888", expect: { customer: { firstName: "Sergio", lastName: "Paz", dni: "30999888" } } },
    ],
  },
  {
    name: "details trial 36: a name beside a list with a line added: one message, the DNI asked before the list's question (t35b 022 variant)",
    ...almacen,
    turns: [
      { say: "hola soy Julia Mendez, quiero 2 docenas de huevos y un aceite, envio a Sarmiento 900", expect: { replies: 1, reply: [/^Agregué 2 Huevos[\s\S]*Julia Mendez[\s\S]*DNI[\s\S]*\. ¿Cuál/] } },
      { say: "#1", expect: { reply: ["Agregué 1 Aceite"], notReply: ["Anoté"] } },
    ],
  },
  {
    name: "details trial 36: words answering the list asked beside the name narrow it and are never called 'no name' (buttons test of t35b 022)",
    ...almacen,
    turns: [
      { say: "hola, me mandas 1 manteca y 2 docenas de huevos a Mitre 456 entre 56 y 57", expect: { replies: 1, reply: ["¿A nombre de quién", "Manteca. ¿Cuál"] } },
      { say: "la sancor", expect: { replies: 1, reply: ["Manteca con Multivitaminas Sancor 200 Gr o Manteca Multivitamina Sancor 500 Gr"], notReply: ["no parece un nombre"] } },
      { say: "la de 200", expect: { reply: ["Agregué 1 Manteca con Multivitaminas Sancor 200 Gr"], notReply: ["no parece un nombre"] } },
    ],
  },
);
