import type { Scenario } from "./types";

// Blind trial 10, the customer's details (details11): a person's name after the address is the
// name, never part of the address; the name step takes "X te dije", "ya te dije X", "es X" and
// all caps; an address corrected in the same message stores the corrected value; "I don't have
// one, I'm a tourist" gets one answer; a reply that recaps the cart while details are collected
// asks only the next detail.

const almacen = { workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003" };

export const detailsTrial11Scenarios: Scenario[] = [
  // ---- 1. a name after the address is the name -------------------------------------------------
  {
    name: "details trial 11: 'mandamelo a 27 de abril 320 dpto 4, juan cruz, efectivo' stores the address without the name (verbatim C11)",
    ...almacen,
    turns: [
      { say: "dame 4 alfajores jorgito 55", expect: {} },
      { say: "eso nomas. mandamelo a 27 de abril 320 dpto 4, juan cruz, efectivo", expect: { customer: { address: "27 de abril 320 dpto 4", firstName: "Juan", lastName: "Cruz" }, notReply: ["A nombre de quién", "dpto 4, juan cruz"] } },
      { say: "29444555", expect: { reply: ["Entrega en: 27 de abril 320 dpto 4\n", "A nombre de: Juan Cruz (DNI 29444555)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { address: "27 de abril 320 dpto 4", customerName: "Juan Cruz" } } },
    ],
  },
  {
    name: "details trial 11: 'envialo a lavalle 500, maria lopez' and 'a corrientes 1200 piso 3, Ana Gomez, transferencia' split name from address",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "envialo a lavalle 500, maria lopez", expect: { customer: { address: "lavalle 500", firstName: "Maria", lastName: "Lopez" } } },
    ],
  },
  {
    name: "details trial 11: 'a corrientes 1200 piso 3, Ana Gomez, transferencia' keeps the name apart; a reference after the address stays in it",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "mandalo a corrientes 1200 piso 3, Ana Gomez, transferencia", expect: { customer: { address: "corrientes 1200 piso 3", firstName: "Ana", lastName: "Gomez" } } },
    ],
  },
  {
    name: "details trial 11: 'a san juan 300, barrio centro' keeps the labelled barrio in the address",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "mandalo a san juan 300, barrio centro", expect: { customer: { address: "san juan 300, barrio centro" }, notReply: ["a nombre de Barrio"] } },
    ],
  },
  // ---- 2. the name step ------------------------------------------------------------------------
  {
    name: "details trial 11: at the name step 'juan cruz te dije' is the name, never a product (verbatim C11)",
    ...almacen,
    turns: [
      { say: "dame 4 alfajores jorgito 55", expect: {} },
      { say: "eso nomas. mandamelo a 27 de abril 320 dpto 4, efectivo", expect: { reply: ["A nombre de quién"] } },
      { say: "juan cruz te dije", expect: { customer: { firstName: "Juan", lastName: "Cruz" }, notReply: ["No tengo", "No te entendí"] } },
    ],
  },
  {
    name: "details trial 11: 'MI NOMBRE ES JUAN CRUZ' in capitals is the name (verbatim C11)",
    ...almacen,
    turns: [
      { say: "dame 4 alfajores jorgito 55", expect: {} },
      { say: "eso nomas. mandamelo a 27 de abril 320 dpto 4, efectivo", expect: { reply: ["A nombre de quién"] } },
      { say: "MI NOMBRE ES JUAN CRUZ", expect: { customer: { firstName: "Juan", lastName: "Cruz" }, notReply: ["No tengo", "No te entendí"] } },
      { say: "29444555", expect: { reply: ["A nombre de: Juan Cruz (DNI 29444555)"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Juan Cruz", address: "27 de abril 320 dpto 4" } } },
    ],
  },
  {
    name: "details trial 11: 'ya te dije, maria cruz' at the name step is the name",
    ...almacen,
    turns: [
      { say: "dame 4 alfajores jorgito 55", expect: {} },
      { say: "eso nomas. mandamelo a 27 de abril 320 dpto 4, efectivo", expect: { reply: ["A nombre de quién"] } },
      { say: "ya te dije, maria cruz", expect: { customer: { firstName: "Maria", lastName: "Cruz" }, notReply: ["No tengo", "No te entendí"] } },
    ],
  },
  {
    name: "details trial 11: 'Ana Paz, ya te lo dije' at the name step is the name",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "envio a lavalle 500, efectivo", expect: { reply: ["A nombre de quién"] } },
      { say: "Ana Paz, ya te lo dije", expect: { customer: { firstName: "Ana", lastName: "Paz" }, notReply: ["No tengo", "No te entendí", "Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 11: 'rosa diaz, te lo dije' at the name step is the name",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "envio a lavalle 500, efectivo", expect: { reply: ["A nombre de quién"] } },
      { say: "rosa diaz, te lo dije", expect: { customer: { firstName: "Rosa", lastName: "Diaz" }, notReply: ["No tengo", "No te entendí", "Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 11: 'es Pedro Gil' and 'PEDRO GIL' at the name step are the name",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "envio a lavalle 500, efectivo", expect: { reply: ["A nombre de quién"] } },
      { say: "es Pedro Gil", expect: { customer: { firstName: "Pedro", lastName: "Gil" }, notReply: ["No tengo", "No te entendí"] } },
    ],
  },
  // ---- 3. an address corrected in the same message -----------------------------------------------
  {
    name: "details trial 11: 'delivery to 742 Evergreen st... no wait, Av Santa Fe 3200 5B' stores Santa Fe (verbatim A103)",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "that's all. delivery to 742 Evergreen st... no wait, Av Santa Fe 3200 5B", expect: { customer: { address: "Av Santa Fe 3200 5B" }, notReply: ["Evergreen"] } },
    ],
  },
  {
    name: "details trial 11: 'a san martin 400, no perdon, 450' stores san martin 450",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "mandalo a san martin 400, no perdon, 450", expect: { customer: { address: "san martin 450" }, notReply: ["san martin 400"] } },
    ],
  },
  {
    name: "details trial 11: 'envio a lavalle 500... mejor dicho, lavalle 520' and 'a belgrano 100, digo, belgrano 1000' store the corrected value",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "envio a lavalle 500... mejor dicho, lavalle 520", expect: { customer: { address: "lavalle 520" }, notReply: ["lavalle 500"] } },
      { say: "ah no, a belgrano 100, digo, belgrano 1000", expect: { customer: { address: "belgrano 1000" } } },
    ],
  },
  // ---- 4. one answer to "I'm a tourist" ----------------------------------------------------------
  {
    name: "details trial 11: 'I don't have one, I'm a tourist' after the DNI question gets one answer (verbatim C4)",
    ...almacen,
    turns: [
      { say: "1 pan lactal 560", expect: {} },
      { say: "that's all. delivery to 25 de mayo 300, name John Miller, cash", expect: { reply: ["DNI"] } },
      { say: "I don't have one, I'm a tourist", expect: { reply: ["don't have a DNI"], notReply: ["didn't quite get", "We don't have"] } },
    ],
  },
  {
    name: "details trial 11: 'i dont have one, im a tourist' and 'no tengo, soy turista' get the no-DNI answer alone",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "envio a lavalle 500, a nombre de ana gomez, efectivo", expect: { reply: ["DNI"] } },
      { say: "no tengo, soy turista", expect: { reply: ["no tenés DNI"], notReply: ["No te entendí", "No tengo \""] } },
    ],
  },
  {
    name: "details trial 11: 'i dont have one, im a tourist' (verbatim B4) gets the no-DNI answer alone",
    turns: [
      { say: "2 fantas", expect: {} },
      { say: "thats it. deliver to San Lorenzo 455, name is John Smith, I'll pay cash", expect: { reply: ["DNI"] } },
      { say: "i dont have one, im a tourist", expect: { reply: ["don't have a DNI"], notReply: ["didn't quite get"] } },
    ],
  },
  // ---- 5. one reply asks one thing --------------------------------------------------------------
  {
    name: "details trial 11: everything in one message asks only the DNI, not '¿Algo más o confirmamos?' (verbatim A102)",
    turns: [
      { say: "buenas!! q tal. queria pedir 3 pepsi 2 alfajores havanna y unas papas lays, para enviar a pasteur 1420 2do A, soy martina gomez, pago con transferencia", expect: { reply: ["Me pasás tu DNI"], notReply: ["Algo más o confirmamos"], customer: { address: "pasteur 1420 2do A", firstName: "Martina", lastName: "Gomez" } } },
      { say: "30111222", expect: { reply: ["¿Confirmamos el pedido?"] } },
      { say: "si", expect: { orders: 1, lastOrder: { address: "pasteur 1420 2do A", customerName: "Martina Gomez", paymentMethod: "transfer" } } },
    ],
  },
  {
    name: "details trial 11: items with the address only ask the next detail, not '¿Algo más o confirmamos?'",
    turns: [
      { say: "quiero 2 fantas, mandalas a lavalle 500", expect: { notReply: ["Algo más o confirmamos"], reply: ["A nombre de quién"] } },
    ],
  },
];
