import type { Scenario } from "./types";

// The almacén's real catalog (1,731 products) as a blind customer trial found it: a list's row
// number is the row, never the quantity; the quantity asked survives the pick; "una docena" of a
// dozen pack is one pack; a "dale" takes the one product just offered; an open "¿cuál?" is named
// back before checkout, never dropped.

const ALMACEN = { workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003" };
const id = (sku: string) => `almacen.${sku}`;
const LECHE_CLASICA = id("7793940448003");
const LECHE_LARGA_VIDA = id("7790742308801");
const YERBA_1KG = id("7793704000225");
const ACEITE_15 = id("7790060023684");
const ACEITE_900 = id("7790070012050");
const TIRABUZON = id("7790070321282");

export const almacenPickScenarios: Scenario[] = [
  {
    name: "almacén: a bare row number picks the row; the quantity is the one asked with the list",
    ...ALMACEN,
    turns: [
      { say: "lehce la serenisima x favor", expect: { reply: ["Cuál de estos querés"], cart: {} } },
      { say: "2", expect: { cart: { [LECHE_LARGA_VIDA]: 1 }, reply: ["Agregué 1 Leche Larga Vida"], notReply: ["Agregué 2"] } },
      { say: "quiero 2 aceites cocinero", expect: { reply: ["para 2"] } },
      { say: "2", expect: { cart: { [LECHE_LARGA_VIDA]: 1, [ACEITE_900]: 2 } } },
    ],
  },
  {
    name: "almacén: '#3' typed over a browsed list adds one of the third row, not three",
    ...ALMACEN,
    turns: [
      { say: "q aceites tenes?", expect: { reply: ["opciones de aceites"] } },
      { say: "#3", expect: { cart: { [ACEITE_15]: 1 }, reply: ["Agregué 1 Aceite de Girasol Cocinero 1.5 Lt"] } },
    ],
  },
  {
    name: "almacén: 'y las 2 leches clásicas' keeps the 2",
    ...ALMACEN,
    turns: [
      { say: "quiero un aceite cocinero girasol 1.5", expect: { cart: { [ACEITE_15]: 1 } } },
      { say: "y las 2 leches clasicas la serenisima", expect: { cart: { [ACEITE_15]: 1, [LECHE_CLASICA]: 2 } } },
    ],
  },
  {
    name: "almacén: the quantity asked with an earlier list survives its pick by description",
    ...ALMACEN,
    turns: [
      { say: "2 leches, 1 yerba playadito", expect: { reply: ["para 2", "Yerba Lata Playadito 500 Gr o Yerba Mate con Palo Playadito 1 Kg"], cart: {} } },
      { say: "la clasica serenisima", expect: { cart: { [LECHE_CLASICA]: 2 }, reply: ["Agregué 2 Leche Clasica", "Me quedó pendiente"] } },
      { say: "la de 1 kg", expect: { cart: { [LECHE_CLASICA]: 2, [YERBA_1KG]: 1 } } },
    ],
  },
  {
    name: "almacén: 'una docena de huevos' is one pack of 12, not 12 packs",
    ...ALMACEN,
    turns: [{ say: "y una docena de huevos", expect: { cart: { [id("7792335000314")]: 1 }, notReply: ["12 Huevos"] } }],
  },
  {
    name: "almacén: 'dale, poneme 2' after 'Sí, tenemos …' adds two of it",
    ...ALMACEN,
    turns: [
      { say: "tenes arroz gallo oro?", expect: { reply: ["Sí, tenemos Arroz Gallo Oro 1 Kg"], cart: {} } },
      { say: "dale, poneme 2", expect: { cart: { [id("7790070411716")]: 2 }, reply: ["Agregué 2 Arroces Gallo Oro"], notReply: ["carrito está vacío"] } },
    ],
  },
  {
    name: "almacén: 'bueno, mandame 3' after 'Sí, tenemos …' adds three of it",
    ...ALMACEN,
    turns: [
      { say: "hay yerba playadito de 1 kg?", expect: { reply: ["Sí, tenemos Yerba Mate con Palo Playadito 1 Kg"] } },
      { say: "bueno, mandame 3", expect: { cart: { [YERBA_1KG]: 3 } } },
    ],
  },
  {
    name: "almacén: 'listo' with a '¿cuál?' open names it back; 'sin fideos' lets it go, said",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 yerbas playadito de 1 kg y 3 fideos", expect: { cart: { [YERBA_1KG]: 2 }, reply: ["para 3"] } },
      { say: "listo", expect: { reply: ["Antes: ¿cuál de los fideos querés?", 'decime "sin fideos"'], state: "COLLECTING_ORDER", notReply: ["enviamos o pasás"] } },
      { say: "sin fideos", expect: { reply: ["Dale, sin fideos"], cart: { [YERBA_1KG]: 2 } } },
      { say: "listo", expect: { reply: ["enviamos o pasás a retirarlo"] } },
    ],
  },
  {
    name: "almacén: details given with a '¿cuál?' open: noted, and the choice is named back before the order goes on",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 yerbas playadito de 1 kg y 3 fideos" },
      { say: "listo, envio a domicilio, soy Martin Gomez", expect: { reply: ["Anoté ✅", "Antes: ¿cuál de los fideos querés?"], customer: { firstName: "Martin" } } },
      { say: "tirabuzon lucchetti", expect: { cart: { [YERBA_1KG]: 2, [TIRABUZON]: 3 } } },
    ],
  },
];
