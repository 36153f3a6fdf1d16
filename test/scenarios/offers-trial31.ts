import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 31 on offers: "media de jamón" is a weight of a deli product, never words to search;
// a one-product offer answered "no, X" is closed for good once X is picked.


// Class: "media" / "medio kilo" of a deli product is a weight (t31c 011, LOST).
const halfOfDeli = (say: string, notSaid: string, lead = "Jamón Cocido"): Scenario => ({
  name: `offers trial 31: '${say}' reads a half kilo of the deli product, never the words searched (verbatim t31c 011)`,
  ...ALMACEN,
  turns: [{ say, expect: { reply: [lead], notReply: [`No tengo "${notSaid}`, `no tengo "${notSaid}`] } }],
});

// Class: "no, X" to a one-product offer closes the offer; picking X never brings it back (t31c 011 / 015).
const cremoso: Scenario = {
  name: "offers trial 31: 'no, queso cremoso de cortar, no untable' then 'bueno ese' never asks the untable again (verbatim t31c 011)",
  ...ALMACEN,
  turns: [
    { say: "hola quiero una docena de huevos y 1 queso cremoso", expect: { reply: ["¿Te agrego Queso Untable Cremoso Mendicrim"] } },
    { say: "no, queso cremoso de cortar, no untable", expect: { reply: ["No tengo \"queso cremoso de cortar\""] } },
    { say: "bueno ese", expect: { reply: ["Agregué 1 Queso Cremoso Saint Paulin"], notReply: ["¿Te agrego Queso Untable"] } },
    {
      say: "listo, retiro yo. Marta Gil 27666777, efectivo",
      expect: { reply: ["Resumen de tu pedido"], notReply: ["Dejé afuera", "no me confirmaste"] },
    },
  ],
};

const harina: Scenario = {
  name: "offers trial 31: 'no, harina comun 000 pureza' then 'la cañuelas entonces' never asks the leudante again (verbatim t31c 015)",
  ...ALMACEN,
  turns: [
    { say: "buenas" },
    { say: "me mandas 2 kg de harina pureza", expect: { reply: ["¿Te agrego 2 de Harina Leudante Ultrarefinada Pureza"] } },
    { say: "no, harina comun 000 pureza", expect: { reply: ["(para 2)"] } },
    { say: "la cañuelas entonces", expect: { reply: ["Agregué 2 Harinas de Trigo 000 Cañuelas"], notReply: ["¿Te agrego 2 de Harina Leudante"] } },
  ],
};

// "no quiero X" naming the open offer refuses it; "…confirmo" after it is the yes (t31c 011).
const refuseAndConfirm: Scenario = {
  name: "offers trial 31: 'no quiero el untable, esta bien asi. confirmo' at the summary refuses the offer and confirms (verbatim t31c 011)",
  ...ALMACEN,
  turns: [
    { say: "hola quiero una docena de huevos y 1 queso cremoso", expect: { reply: ["¿Te agrego Queso Untable Cremoso Mendicrim"] } },
    { say: "listo, retiro yo. Marta Gil 27666777, efectivo", expect: { reply: ["Resumen de tu pedido"] } },
    {
      say: "no quiero el untable, esta bien asi. confirmo",
      expect: { notReply: ['No encontré "untable"'], lastOrder: { status: "confirmed" } },
    },
  ],
};

export const offersTrial31Scenarios: Scenario[] = [
  halfOfDeli("hola quiero una docena de huevos media de jamon cocido y 1 queso cremoso", "media de jamon"),
  halfOfDeli("quiero medio de jamon cocido", "medio de jamon", "¿Cuál de estos querés?"),
  halfOfDeli("quiero medio kilo de jamon cocido", "medio kilo de jamon"),
  cremoso,
  harina,
  refuseAndConfirm,
];

const halfKiloOfBrand: Scenario = {
  name: "offers trial 31: 'y el jamon quiero medio kilo del cagnoli' never searches 'medio kilo del cagnoli' (verbatim t31c 011)",
  ...ALMACEN,
  turns: [
    { say: "hola quiero una docena de huevos" },
    { say: "y el jamon quiero medio kilo del cagnoli", expect: { reply: ["Cagnoli"], notReply: ['no tengo "medio kilo', 'No tengo "medio kilo'] } },
  ],
};
offersTrial31Scenarios.push(halfKiloOfBrand);

// Without a consent word the refusal changes nothing and asks nothing new; a refusal naming a cart line still takes it out.
const refuseOnly: Scenario = {
  name: "offers trial 31: 'no quiero el untable' at the summary is no 'No encontré' and places nothing (t31c 011 variant)",
  ...ALMACEN,
  turns: [
    { say: "hola quiero una docena de huevos y 1 queso cremoso", expect: { reply: ["¿Te agrego Queso Untable Cremoso Mendicrim"] } },
    { say: "listo, retiro yo. Marta Gil 27666777, efectivo", expect: { reply: ["Resumen de tu pedido"] } },
    { say: "no quiero el untable", expect: { notReply: ['No encontré "untable"', "quedó confirmado"] } },
  ],
};

const refuseCartLine: Scenario = {
  name: "offers trial 31: 'no quiero los huevos, confirmo' at the summary takes the cart line out, never confirms it (t31c 011 guard)",
  ...ALMACEN,
  turns: [
    { say: "hola quiero una docena de huevos y un aceite natura de 1.5" },
    { say: "listo, retiro yo. Marta Gil 27666777, efectivo", expect: { reply: ["Resumen de tu pedido"] } },
    { say: "no quiero los huevos, confirmo", expect: { notReply: ["quedó confirmado"], cart: { "almacen.7790272001029": 1 } } },
  ],
};
offersTrial31Scenarios.push(refuseOnly, refuseCartLine);

// Class (older, t30b 025, WRONG DATA): "200 de queso de maquina" with no such product is never 200 units.
const gramsOfUnsold: Scenario = {
  name: "offers trial 31: '200 de queso de maquina' (not sold) is never offered '(para 200)' (verbatim t30b 025)",
  ...ALMACEN,
  turns: [{ say: "buen dia quiero 200 de jamon cocido y 200 de queso de maquina", expect: { notReply: ["(para 200)", "para 200"] } }],
};
offersTrial31Scenarios.push(gramsOfUnsold);

// A row label typed with a typo is that row, whatever size the list was asked with: "crema untble tregar"
// to the rows offered for "queso de maquina 200 gr" picks the row, never offers it again (buttons test, t30b 025).
const typedRowOfSizedList = (first: string, pending: string[]): Scenario => ({
  name: `offers trial 31: 'crema untble tregar' typed to the list for '${first}' picks the row (t30b 025 variant)`,
  ...ALMACEN,
  turns: [
    { say: first, expect: { reply: ['No tengo "queso de maquina 200 gr"'] } },
    {
      say: "crema untble tregar",
      expect: { reply: ["Agregué 1 Queso Crema Untable Tregar 200 Gr", ...pending], notReply: ["¿Te agrego"], cart: { "almacen.7793913001006": 1 } },
    },
  ],
});
offersTrial31Scenarios.push(
  typedRowOfSizedList("buen dia quiero 200 de queso de maquina", []),
  typedRowOfSizedList("buen dia quiero 200 de jamon cocido y 200 de queso de maquina", ["Me quedó pendiente: jamon cocido 200"]),
);
