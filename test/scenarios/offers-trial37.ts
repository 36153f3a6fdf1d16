import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 37 on offers: answers to what the shop just said.

const COCA_ZERO_15 = id("7790895067556"); // Coca Cola sin Azúcar 1.5 Lt
const MAIZ_ARCOR = id("7790580160807"); // Aceite de Maíz Arcor 900 Ml

// Class: a size the product just quoted is not sold in ("1 de 2.25" to "Sí, tenemos Coca Cola sin
// Azúcar 1.5 Lt") is said, never offered as if it were that size; the offer stays open across a
// question, and "dame la de 1.5" names the size that is sold (t37c 001, t37c 019).
const sizeNotSold = (ask: string, say: string, size: string, shows: string, verbatim: string): Scenario => ({
  name: `offers trial 37: '${say}' after '${ask}' says the size is not sold (verbatim ${verbatim})`,
  ...ALMACEN,
  turns: [
    { say: ask, expect: { reply: [shows] } },
    { say, expect: { reply: [`no tengo ${size}`, shows], cart: {} } },
    { say: "si", expect: { reply: ["Agregué 1 Coca Cola sin Azúcar 1.5 Lt"], cart: { [COCA_ZERO_15]: 1 } } },
  ],
});

export const offersTrial37Scenarios: Scenario[] = [
  sizeNotSold("hola, tenes coca zero?", "1 de 2.25", "2.25", "Coca Cola sin Azúcar 1.5 Lt", "t37c 001"),
  sizeNotSold("tenes coca zero?", "una de 2 litros", "2 litros", "Coca Cola sin Azúcar 1.5 Lt", "t37c 001 variant"),
  {
    name: "offers trial 37: '2 de 1.5' after the one corn oil was quoted says 1.5 is not sold, 'dale' adds 2 (t37c 001 variant)",
    ...ALMACEN,
    turns: [
      { say: "tenes aceite de maiz arcor?", expect: { reply: ["Aceite de Maíz Arcor 900 Ml"] } },
      { say: "2 de 1.5", expect: { reply: ["no tengo 1.5", "900 Ml"], cart: {} } },
      { say: "dale", expect: { reply: ["Agregué 2 Aceites de Maíz Arcor"], cart: { [MAIZ_ARCOR]: 2 } } },
    ],
  },
  {
    name: "offers trial 37: kiosk '1 de 500' after the sprite was quoted says 500 is not sold (t37c 001 variant)",
    turns: [
      { say: "tenes sprite?", expect: { reply: ["Sprite"] } },
      { say: "1 de 500", expect: { reply: ["no tengo 500"], cart: {} } },
      { say: "si", expect: { reply: ["Agregué 1 Sprite"], cart: { "sprite-15": 1 } } },
    ],
  },
  {
    name: "offers trial 37: a question keeps the size offer open, 'dame la de 1.5 entonces' adds it (verbatim t37c 019)",
    ...ALMACEN,
    turns: [
      { say: "tenes coca zero?", expect: { reply: ["Coca Cola sin Azúcar 1.5 Lt"] } },
      { say: "1 de 2.25", expect: { reply: ["no tengo 2.25"], cart: {} } },
      { say: "cuanto sale el envio?", expect: { reply: ["$800", "¿Te agrego Coca Cola sin Azúcar 1.5 Lt?"] } },
      { say: "bueno dame la de 1.5 entonces", expect: { reply: ["Agregué 1 Coca Cola sin Azúcar 1.5 Lt"], notReply: ["No te entendí"], cart: { [COCA_ZERO_15]: 1 } } },
    ],
  },
  {
    name: "offers trial 37: the last product sold out between the summary and the yes offers the same shelf (verbatim t37a 009)",
    turns: [
      { say: "hola quiero 2 cocas y 2 alfajores" },
      { say: "#1", expect: { reply: ["Agregué 2 Alfajores Havanna"] } },
      { say: "#1", expect: { reply: ["Agregué 2 Coca-Cola 1,5 L"] } },
      { say: "saca la coca" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Diego Gomez 29111333" },
      { say: "efectivo", expect: { reply: ["Resumen de tu pedido"] } },
      { stock: { productId: "alfajor-havanna", quantity: 0 } },
      { say: "si", expect: { reply: ["se agotó Alfajor Havanna", "quedó vacío", "De alfajor tengo Alfajor Jorgito ($700). ¿Te sirve?"], notReply: ["¿Querés llevar otra cosa?"] } },
      { say: "dale", expect: { reply: ["Agregué 2 Alfajores Jorgito"], cart: { "alfajor-jorgito": 2 } } },
    ],
  },
  {
    name: "offers trial 37: a pepsi sold out between the summary and the yes offers the other drinks of its shelf, or asks (t37a 009 variant)",
    turns: [
      { say: "quiero 3 pepsi" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Ana Ruiz 30111222" },
      { say: "efectivo", expect: { reply: ["Resumen de tu pedido"] } },
      { stock: { productId: "pepsi-15", quantity: 0 } },
      { say: "si", expect: { reply: ["se agotó Pepsi", "quedó vacío", "?"], notReply: ["confirmado"], cart: {} } },
    ],
  },
];
