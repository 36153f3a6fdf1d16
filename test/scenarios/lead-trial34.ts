import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

const SALSA_PIZZA_CICA = id("7794000999541"); // Salsa para Pizza Cica 340 Gr
const LECHE_POLVO_SANCOR = id("7790080043839"); // Leche en Polvo Entera Caja Sancor 800 Gr
const DULCE_SANCOR = id("7790080031867"); // Dulce de Leche Clásico Pote Sancor 400 Gr

// Lead's fixes after blind trial 34: a payment named as the fallback to a card ("card? if not, cash",
// "¿aceptan tarjeta? si no efectivo") is the way chosen — no shop here takes cards — and the card
// question is still answered. A way named after "si no" behind a question about an accepted way is not
// chosen: that question's answer may settle it. An address said beside an order is never lost nor kept
// silently: "para Av Santa Fe 3200" after an order sends it there, a product not sold beside it still
// reads the address back, and a question beside it ("¿tenés coca? mandame a …") is answered. A product
// named with "para" ("Salsa para Pizza Cica") keeps its count; a dish being made ("quiero hacer una salsa")
// is why the customer buys, never a line.

const ASKED = [
  { say: "hola 2 pepsi" },
  { say: "listo" },
  { say: "retiro" },
  { say: "Juan Perez" },
  { say: "no tengo dni" },
];

export const leadTrial34Scenarios: Scenario[] = [
  {
    name: "lead trial 34: 'card? if not, cash' at the payment question answers the card and takes cash (t32a 031)",
    turns: [
      { say: "hi, 2 pepsi please" },
      { say: "that's all" },
      { say: "pickup" },
      { say: "John Smith" },
      { say: "no dni" },
      { say: "card? if not, cash", expect: { reply: ["No cards", "Payment: cash"] } },
      { say: "yes", expect: { lastOrder: { paymentMethod: "cash" } } },
    ],
  },
  {
    name: "lead trial 34: 'aceptan tarjeta? si no efectivo' answers and takes cash",
    turns: [...ASKED, { say: "aceptan tarjeta? si no efectivo", expect: { reply: ["Con tarjeta no", "Pago: efectivo"] } }, { say: "si", expect: { lastOrder: { paymentMethod: "cash" } } }],
  },
  {
    name: "lead trial 34: 'se puede con debito? sino transferencia' takes the transfer",
    turns: [...ASKED, { say: "se puede con debito? sino transferencia", expect: { reply: ["Con tarjeta no", "Pago: transferencia"] } }],
  },
  {
    name: "lead trial 34: 'aceptan mercado pago? si no efectivo' answers the question and chooses nothing yet (guard)",
    turns: [...ASKED, { say: "aceptan mercado pago? si no efectivo", expect: { reply: ["Mercado Pago"], notReply: ["Resumen de tu pedido"] } }],
  },
  {
    name: "lead trial 34: packs — 'aceptan tarjeta? si no mercado pago' takes Mercado Pago",
    workspace: "packs",
    turns: [
      { say: "hola quiero el colchon de 1" },
      { say: "Juan Perez 3514445566 Cordoba, San Martin 100" },
      { say: "aceptan tarjeta? si no mercado pago", expect: { reply: ["Con tarjeta no", "pago con Mercado Pago"] } },
    ],
  },
  {
    name: "lead trial 34: 'quiero 2 pepsi para Av Santa Fe 3200' stores the address and reads it back (t32a 012 class)",
    turns: [{ say: "quiero 2 pepsi para Av Santa Fe 3200", expect: { reply: ["2 Pepsi", "dirección Av Santa Fe 3200"], cart: { "pepsi-15": 2 }, customer: { address: "Av Santa Fe 3200" } } }],
  },
  {
    name: "lead trial 34: 'para el sabado 20' after an order is no address (guard)",
    turns: [{ say: "quiero 2 pepsi para el sabado 20", expect: { reply: ["2 Pepsi"], notReply: ["dirección"], cart: { "pepsi-15": 2 } } }],
  },
  {
    name: "lead trial 34: a product not sold beside an address: the address is read back, never 'Tu carrito está vacío' (t32a 012)",
    turns: [
      { say: "quiero 2 cervezas quilmes, mandalas a Av Santa Fe 3200", expect: { reply: ["No tengo", "dirección Av Santa Fe 3200"], notReply: ["carrito está vacío"], customer: { address: "Av Santa Fe 3200" } } },
      { say: "bueno 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "lead trial 34: 'hola tenes coca? mandame a Av Cordoba 1500 3C' answers the question and reads the address back",
    turns: [
      { say: "hola tenes coca? mandame a Av Cordoba 1500 3C", expect: { reply: ["Sí, tenemos Coca-Cola", "dirección Av Cordoba 1500 3C"], customer: { address: "Av Cordoba 1500 3C" } } },
      { say: "dale 2 de la grande", expect: { cart: { "coca-15": 2 } } },
    ],
  },
  {
    name: "lead trial 34: almacén — 'buenas, tienen yerba playadito? soy Juan Perez' answers and notes the name",
    ...ALMACEN,
    turns: [{ say: "buenas, tienen yerba playadito? soy Juan Perez", expect: { reply: ["Playadito", "a nombre de Juan Perez"], customer: { firstName: "Juan", lastName: "Perez" } } }],
  },
  {
    name: "lead trial 34: 'quiero 2 salsa para pizza cica' adds 2 of that salsa (the 'para' in its name never splits the count off)",
    ...ALMACEN,
    turns: [{ say: "quiero 2 salsa para pizza cica", expect: { reply: ["2 Salsas para Pizza Cica"], cart: { [SALSA_PIZZA_CICA]: 2 } } }],
  },
  {
    name: "lead trial 34: 'quiero 3 salsas para pizza' asks which pizza sauce for 3, no 'Pizza' list beside it",
    ...ALMACEN,
    turns: [{ say: "quiero 3 salsas para pizza", expect: { reply: ["para 3"], notReply: ["Pizza. ¿Cuál", "Premezcla"], cart: {} } }],
  },
  {
    name: "lead trial 34: 'quiero hacer una salsa, que tomate tenes?' lists the tomatoes, never a salsa list left pending",
    ...ALMACEN,
    turns: [
      { say: "quiero hacer una salsa, que tomate tenes?", expect: { reply: ["tomate"], notReply: ["Salsa"] } },
      { say: "2 del mas barato", expect: { notReply: ["pendiente"] } },
    ],
  },
  {
    name: "lead trial 34: 'voy a preparar unas pizzas, dame 2 salsa para pizza cica' adds the sauce, never offers 'Flan para Preparar'",
    ...ALMACEN,
    turns: [{ say: "voy a preparar unas pizzas caseras, dame 2 salsa para pizza cica", expect: { notReply: ["Flan"], cart: { [SALSA_PIZZA_CICA]: 2 } } }],
  },
  {
    name: "lead trial 34: 'quiero 2 cocas para mi mama' keeps the count for the cocas (guard)",
    turns: [{ say: "quiero 2 cocas para mi mama", expect: { reply: ["para 2"] } }],
  },
  {
    name: "lead trial 34: 'cuanto sale la leche sancor?' prices the Sancor milks, never the cream or the dulce de leche (verbatim t34b 030)",
    ...ALMACEN,
    turns: [
      { say: "hola, cuanto sale la leche sancor?", expect: { reply: ["Leche en Polvo Entera Caja Sancor"], notReply: ["Crema de Leche", "Dulce de Leche"] } },
      { say: "dame 4 de la entera", expect: { cart: { [LECHE_POLVO_SANCOR]: 4 } } },
    ],
  },
  {
    name: "lead trial 34: 'dulce de leche sancor' is still the dulce (guard)",
    ...ALMACEN,
    turns: [{ say: "dulce de leche sancor", expect: { reply: ["Dulce de Leche"], cart: { [DULCE_SANCOR]: 1 } } }],
  },
  {
    name: "lead trial 34: 'bueno dame una de cada una' after two prices adds one of each (verbatim t34a 024)",
    turns: [
      { say: "hola quería saber cuanto sale la pepsi y la fanta", expect: { reply: ["Pepsi 1,5 L sale", "Fanta 1,5 L sale"] } },
      { say: "bueno dame una de cada una", expect: { notReply: ["carrito está vacío"], cart: { "pepsi-15": 1, "fanta-15": 1 } } },
    ],
  },
  {
    name: "lead trial 34: 'ponele 2 de cada una' after two prices adds two of each",
    turns: [
      { say: "cuanto sale la pepsi y la fanta?" },
      { say: "ponele 2 de cada una", expect: { cart: { "pepsi-15": 2, "fanta-15": 2 } } },
    ],
  },
  {
    name: "lead trial 34: 'dale poneme 2' after two prices still asks which (guard, t25a 112)",
    turns: [
      { say: "cuanto sale la pepsi y la fanta?" },
      { say: "dale poneme 2", expect: { reply: ["¿Pepsi 1,5 L o Fanta 1,5 L?"], cart: {} } },
    ],
  },
];
