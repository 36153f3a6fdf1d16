import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 21 (almacén, kiosk): which open question an answer belongs to.

const PAN_RALLADO = id("7790070411495");
const UNTABLE = id("7790080040074");
const TOMATE_MOLTO = id("7791579069323");
const TOMATE_ARCOR = id("7790580567903");
const OREO = id("7622210659446");
const HARINA_PUREZA = id("7792180004888");
const NATURA = id("7790272001029");

/** Class 1 (wrong data): a typed "#N" with a list open is row N of that list, never the offer's button answered before. */
const typedRowAfterOffer: Scenario[] = [
  ...[
    ["#1", TOMATE_MOLTO],
    ["#2", TOMATE_ARCOR],
  ].map(([say, product]): Scenario => ({
    name: `picks trial 21: '${say}' typed after the cheese offer was tapped picks row ${say} of the tomato list (verbatim t21c 014)`,
    ...ALMACEN,
    turns: [
      { say: "buen dia quiero 1 kg de pan rallado, 2 latas de tomate y un queso cremoso", expect: { reply: ["Tomate (para 2)", "¿Te agrego Queso Untable Cremoso"] } },
      { tap: { id: `product:${UNTABLE}`, title: "Sí, agregalo" }, expect: { cart: { [PAN_RALLADO]: 1, [UNTABLE]: 1 } } },
      { say, expect: { cart: { [PAN_RALLADO]: 1, [UNTABLE]: 1, [product]: 2 } } },
    ],
  })),
  {
    name: "picks trial 21: '#1' typed after the cheese offer was answered by words picks row 1 of the tomato list (t21c 014)",
    ...ALMACEN,
    turns: [
      { say: "buen dia quiero 1 kg de pan rallado, 2 latas de tomate y un queso cremoso" },
      { say: "si", expect: { cart: { [PAN_RALLADO]: 1, [UNTABLE]: 1 } } },
      { say: "#1", expect: { cart: { [PAN_RALLADO]: 1, [UNTABLE]: 1, [TOMATE_MOLTO]: 2 } } },
    ],
  },
];

/** Class 2 (wrong data): "no, la otra" after an add swaps to the other row of that search, never adds a unit. */
const theOtherOne: Scenario[] = [
  {
    name: "picks trial 21: 'no, la otra' after the only Oreo row was added never makes it 2 (verbatim t21c 006)",
    ...ALMACEN,
    turns: [
      { say: "y galletitas oreo", expect: { cart: { [OREO]: 1 } } },
      { say: "no, la otra", expect: { cart: { [OREO]: 1 }, notReply: ["ahora son 2"] } },
    ],
  },
  ...["no, la otra", "el otro", "no, la otra porfa"].map((say): Scenario => ({
    name: `picks trial 21: '${say}' after a Coca 1,5 L was added by name swaps it for the 500 ml with its count (t21c 006)`,
    turns: [
      { say: "quiero 2 coca de 1,5", expect: { cart: { "coca-15": 2 } } },
      { say, expect: { notReply: ["ahora son 3"], cart: { "coca-500": 2 } } },
    ],
  })),
  {
    name: "picks trial 21: 'dame otra' after a Coca 1,5 L is still one more (t21c 006, the rule's edge)",
    turns: [
      { say: "quiero 2 coca de 1,5", expect: { cart: { "coca-15": 2 } } },
      { say: "dame otra", expect: { cart: { "coca-15": 3 } } },
    ],
  },
];

/** Class 3: no summary while a question is open; the question first, then one summary. */
const BURST = ["buenas", "quiero 2 paquetes de harina pureza", "y un aceite natura de 1.5", "a nombre de Valeria Quiroga 36222111", "envio a Chacabuco 1200 piso 4 dpto D", "transferencia"];
const noSummaryWithQuestion: Scenario[] = [
  {
    name: "picks trial 21: a burst with every detail and a '¿Te agrego harina?' asks the harina, no summary beside it; the tap then shows one summary (verbatim t21c 011)",
    ...ALMACEN,
    turns: [
      { burst: BURST, expect: { reply: ["¿Te agrego 2 de Harina Leudante"], notReply: ["Resumen de tu pedido", "Dejé afuera"], cart: { [NATURA]: 1 } } },
      { tap: { id: `product:${HARINA_PUREZA}`, title: "Sí, agregalo" }, expect: { reply: ["Resumen de tu pedido", "Total: $4.070"], orders: 0, cart: { [NATURA]: 1, [HARINA_PUREZA]: 2 } } },
      { tap: { id: "confirm:yes", title: "Confirmar" }, expect: { orders: 1, lastOrder: { total: 407000 } } },
    ],
  },
  {
    name: "picks trial 21: the same burst answered 'no' to the harina shows the summary without it (t21c 011)",
    ...ALMACEN,
    turns: [
      { burst: BURST, expect: { notReply: ["Resumen de tu pedido"] } },
      { say: "no", expect: { reply: ["Resumen de tu pedido", "Total: $2.650"], cart: { [NATURA]: 1 } } },
    ],
  },
];

const GIRASOL_COCINERO = id("7790060023684");
const MEZCLA_COCINERO = id("7790070225023");
const FIRST = "quiero 1 aceite cocinero 1.5, 2 fideos matarazzo y 1 arroz gallo, soy Marta Gimenez 28555666, envio a san martin 450 piso 2, pago efectivo";

/** Class 4: a word that fits one row of one open question picks it, whichever list is the last. */
const wordOfOneList: Scenario[] = [
  ...[
    ["el de girasol", GIRASOL_COCINERO],
    ["girasol", GIRASOL_COCINERO],
    ["el aceite mezcla", MEZCLA_COCINERO],
    ["la mezcla", MEZCLA_COCINERO],
  ].map(([say, product]): Scenario => ({
    name: `picks trial 21: '${say}' with the aceite, fideos and arroz lists open picks that aceite (verbatim t21b 003)`,
    ...ALMACEN,
    turns: [
      { say: FIRST, expect: { reply: ["¿Aceite de Girasol Cocinero 1.5 Lt o Aceite Mezcla Cocinero 1.5 Lt?"] } },
      { say, expect: { notReply: ["No te entendí"], cart: { [product]: 1 } } },
    ],
  })),
];

const AGUA_169 = id("7790040946309");
const AGUA_PACK = id("7790040946408");
const YERBA_FIRST = "quiero 1 kg de yerba taragui y 2 paquetes de galletitas de agua";

/** Class 5: the list just answered stays pickable: "la 1" after "#2" adds row 1 too. */
const lastListStays: Scenario[] = [
  ...["la 1", "y la 1"].map((say): Scenario => ({
    name: `picks trial 21: '${say}' right after '#2' of the galletitas list adds row 1 too (verbatim t21c 009)`,
    ...ALMACEN,
    turns: [
      { say: YERBA_FIRST, expect: { reply: ["Galletitas de agua (para 2)"] } },
      { tap: { id: `product:${AGUA_PACK}`, title: "Pack 3 Un 507 Gr" }, expect: { notReply: ["No te entendí"] } },
      { say, expect: { notReply: ["No te entendí"], reply: ["Galletitas de Agua sin Sal Criollitas 169 Gr"] } },
    ],
  })),
];

export const picksTrial21Scenarios: Scenario[] = [...typedRowAfterOffer, ...theOtherOne, ...noSummaryWithQuestion, ...wordOfOneList, ...lastListStays];
