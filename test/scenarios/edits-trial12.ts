import type { Scenario, Turn } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 11 on cart edits: a swap to a named row replaces the line the customer names (by any
// of its words, read against the cart before the catalog), never adds beside it; a remove plus a
// count in one message leaves the removed product gone and the named one at the count said.

const COCA_ORIGINAL = id("7790895000997");
const COCA_LIGHT = id("7790895005312");
const TERMA_SERRANO = id("7790950133318");

/** The trial's cart: 2 Coca Light 2.25 (picked by mistake) and 1 Terma Serrano. */
const lightAndTerma = [
  { say: "quiero 2 coca cola light 2.25", expect: { cart: { [COCA_LIGHT]: 2 } } },
  { say: "y un terma serrano 1.35", expect: { cart: { [COCA_LIGHT]: 2, [TERMA_SERRANO]: 1 } } },
];

const swapTo = (say: string): Scenario => ({
  name: `edits trial 12: '${say}' swaps the 2 Coca Light for 2 Sabor Original, never adds beside them`,
  ...ALMACEN,
  turns: [
    ...lightAndTerma,
    { say, expect: { reply: ["Coca Cola Sabor Original 2.25 Lt"], notReply: ["¿Coca Cola Light 2.25 Lt o"], cart: { [COCA_ORIGINAL]: 2, [TERMA_SERRANO]: 1 } } },
  ],
});

const swaps: Scenario[] = [
  swapTo("cambiame la coca light por la coca sabor original"),
  swapTo("cambiame la coca light por la sabor original"),
  swapTo("en vez de la light poneme la sabor original"),
  swapTo("cambiá las light por coca sabor original"),
  swapTo("la light no, mejor la sabor original"),
  swapTo("sacame la light y poneme la sabor original"),
];

const removeAndCount = (say: string): Scenario => ({
  name: `edits trial 12: '${say}' removes the Light and leaves exactly 2 Sabor Original`,
  ...ALMACEN,
  turns: [
    ...lightAndTerma,
    { say: "y una coca sabor original 2.25", expect: { cart: { [COCA_LIGHT]: 2, [TERMA_SERRANO]: 1, [COCA_ORIGINAL]: 1 } } },
    { say, expect: { notReply: ["Agregué 2 Coca Cola Light"], cart: { [COCA_ORIGINAL]: 2, [TERMA_SERRANO]: 1 } } },
  ],
});

const removeCounts: Scenario[] = [
  removeAndCount("uf. sacame las light y que sean 2 de la original"),
  removeAndCount("sacá la light y que sean 2 sabor original"),
  removeAndCount("sin las light, y de la original poneme 2"),
  removeAndCount("las light sacalas, quiero 2 de la sabor original"),
  removeAndCount("sacame la coca light, que sean 2 de la original"),
  removeAndCount("borrá las light y dejá 2 de la original"),
];

/** A kiosk order of 2 Pepsi ($4.400), placed for pickup. */
export const placedPepsi: Turn[] = [
  { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
  { say: "listo, eso es todo", expect: { state: "NEEDS_DETAILS" } },
  { say: "paso a retirar" },
  { say: "Ana Lopez" },
  { say: "28999111" },
  { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
  { say: "sí", expect: { state: "DONE", orders: 1, lastOrder: { total: 440000 } } },
];

// Trial 11a 101: "sumame una fanta al pedido" after the order was placed started a new cart and
// then lost the Fanta. The placed order is reopened with it, on the customer's yes, and confirmed again.
const addToOrder = (say: string): Scenario => ({
  name: `edits trial 12: '${say}' after the order was placed asks to add the Fanta to it; yes reopens it with the Fanta, confirmed again as one order`,
  turns: [
    ...placedPepsi,
    { say, expect: { reply: [/¿Sumo 1 Fanta 1,5 L a tu pedido ORD-\d{5}\? Son \$2\.300 más: el total pasa de \$4\.400 a \$6\.700\./], notReply: ["Agregué"], orders: 1, lastOrder: { status: "confirmed" } } },
    // reopen18 (trial 18): the yes to add it shows the new summary at once, never "¿Algo más?".
    { say: "dale", expect: { state: "AWAITING_CONFIRMATION", cart: { "pepsi-15": 2, "fanta-15": 1 }, lastOrder: { status: "cancelled" }, reply: ["Fanta 1,5 L", "Total: $6.700"] } },
    { say: "sí", expect: { orders: 2, lastOrder: { total: 670000, status: "confirmed" } } },
  ],
});

const toPlacedOrder: Scenario[] = [
  addToOrder("uh me olvide, sumame una fanta al pedido porfa"),
  addToOrder("agregale una fanta al pedido que ya hice"),
  addToOrder("me olvidé la fanta, ponela en el pedido anterior"),
  addToOrder("podés sumar 1 fanta al pedido?"),
  addToOrder("una fanta tambien al pedido de recien"),
  {
    name: "edits trial 12: 'no' to adding the Fanta to the placed order leaves the order as it was",
    turns: [
      ...placedPepsi,
      { say: "sumame una fanta al pedido", expect: { reply: ["¿Sumo 1 Fanta 1,5 L a tu pedido ORD-"] } },
      { say: "no", expect: { orders: 1, lastOrder: { status: "confirmed", total: 440000 }, notReply: ["reabrí"] } },
    ],
  },
  {
    name: "edits trial 12: 'agregala al pedido anterior' with the Fanta already in a new cart moves it into the placed order (trial follow-up)",
    turns: [
      ...placedPepsi,
      { say: "y una fanta", expect: { cart: { "fanta-15": 1 } } },
      { say: "agregala al pedido anterior, no quiero hacer otro pedido", expect: { reply: ["¿Sumo 1 Fanta 1,5 L a tu pedido ORD-"], orders: 1 } },
      { say: "si", expect: { cart: { "pepsi-15": 2, "fanta-15": 1 }, lastOrder: { status: "cancelled" } } },
    ],
  },
];

const LECHE_CLASICA = id("7793940448003");
const LECHE_SACHET = id("7793940448003-2");

/** Trial 11b 006: "no, la otra, la clasica 3%" right after the sachet was picked replaces it, 3 for 3. */
const theOther: Scenario[] = [
  {
    name: "edits trial 12: 'no, la otra, la clasica 3%' replaces the sachet just picked with 3 Clasica 3%, never adds beside it (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 leches la serenisima", expect: { reply: ["opciones (para 3)"] } },
      { say: "la clasica en sachet", expect: { cart: { [LECHE_SACHET]: 3 } } },
      { say: "no, la otra, la clasica 3%", expect: { reply: ["Leche Clasica 3% La Serenísima 1 Lt"], cart: { [LECHE_CLASICA]: 3 } } },
    ],
  },
  {
    name: "edits trial 12: 'cambiame la de sachet por la clasica 3%' replaces it too",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 leches la serenisima", expect: { reply: ["opciones (para 3)"] } },
      { say: "la clasica en sachet", expect: { cart: { [LECHE_SACHET]: 3 } } },
      { say: "cambiame la de sachet por la clasica 3%", expect: { reply: ["Leche Clasica 3% La Serenísima 1 Lt"], cart: { [LECHE_CLASICA]: 3 } } },
    ],
  },
];

export const editsTrial12Scenarios: Scenario[] = [...swaps, ...removeCounts, ...toPlacedOrder, ...theOther];
