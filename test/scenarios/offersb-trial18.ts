import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 18 (offers, stock, undo): "no, la otra" right after a pick swaps the pick for the
// list's other row, never adds one more of it.

// Class 1, trial 18a 112: a bare "la otra" right after a pick from a list of two.
const bareOther = (say: string, pick: string, from: string, to: string, qty: number): Scenario => ({
  name: `offersb trial 18: '${say}' after '${pick}' swaps for the other row (verbatim t18a 112)`,
  turns: [
    { say: qty === 1 ? "quiero una coca" : `quiero ${qty} cocas`, expect: { reply: ["Coca-Cola 1,5 L o Coca-Cola 500 ml"] } },
    { say: pick, expect: { cart: { [from]: qty } } },
    { say, expect: { cart: { [to]: qty }, notReply: [`ahora son ${qty + 1}`] } },
  ],
});

// Class 2, trial 18a 109: the stock offer is asked again in other words, and stays open until answered.
const havanna = { stock: { productId: "alfajor-havanna", quantity: 1 } };
const stockOfferAlive: Scenario[] = [
  {
    name: "offersb trial 18: verbatim t18a 109: 'no eran 2 havanna' gets other words, the offer survives 'sacá la coca'",
    turns: [
      havanna,
      { say: "hola" },
      { say: "quiero 2 cocas grandes y apurate q me voy", expect: { cart: { "coca-15": 2 } } },
      { say: "y 3 alfajores havanna", expect: { reply: ["me queda 1"], cart: { "coca-15": 2 } } },
      { say: "no eran 2 havanna", expect: { reply: ["1 sola"], notReply: ["me queda 1 sola unidad. ¿Te la pongo?"], cart: { "coca-15": 2 } } },
      { say: "sacá la coca", expect: { reply: ["Saqué", "Havanna"], cart: {} } },
      { say: "¿agregaste los havanna?", expect: { reply: ["Havanna", "¿te la pongo?"], cart: {} } },
      { say: "dale", expect: { cart: { "alfajor-havanna": 1 } } },
    ],
  },
  {
    name: "offersb trial 18: the stock offer open, '2 pepsi' adds them and asks the offer again; 'si' takes it (t18a 109 variant)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 2 } },
      { say: "quiero 5 havanna", expect: { reply: ["me quedan 2"] } },
      { say: "y 2 pepsi", expect: { reply: ["Pepsi", "Havanna sigo teniendo 2"], cart: { "pepsi-15": 2 } } },
      { say: "si", expect: { cart: { "pepsi-15": 2, "alfajor-havanna": 2 } } },
    ],
  },
  {
    name: "offersb trial 18: the stock offer open, 'no' after another line still declines it (t18a 109 control)",
    turns: [
      havanna,
      { say: "quiero 3 havanna", expect: { reply: ["me queda 1"] } },
      { say: "y una coca grande", expect: { cart: { "coca-15": 1 } } },
      { say: "no", expect: { cart: { "coca-15": 1 } } },
      { say: "listo", expect: { cart: { "coca-15": 1 } } },
    ],
  },
  {
    name: "offersb trial 18: 'sacá los havanna' lets the offer go (t18a 109 control)",
    turns: [
      havanna,
      { say: "2 cocas grandes y 3 havanna", expect: { reply: ["me queda 1"] } },
      { say: "sacá los havanna", expect: { notReply: ["sigo teniendo"], cart: { "coca-15": 2 } } },
      { say: "si", expect: { cart: { "coca-15": 2 } } },
    ],
  },
];

// Class 5, trial 18c 015: "no perdón, era 1 nomás, dejala" right after a removal puts the line back.
const MAYO_950 = id("7794000960077");
const undo = (say: string, qty: number): Scenario => ({
  name: `offersb trial 18: '${say}' right after the mayo was taken out puts ${qty} back (verbatim t18c 015)`,
  ...ALMACEN,
  turns: [
    { say: "2 mayonesas hellmanns" },
    { say: "la de 950", expect: { cart: { [MAYO_950]: 2 } } },
    { say: "sacame la mayonesa de 950", expect: { cart: {} } },
    { say, expect: { cart: { [MAYO_950]: qty }, notReply: ["¿Cuál de estos", "opciones", "opción"] } },
  ],
});
const undoScenarios: Scenario[] = [
  undo("no perdon, era 1 mayonesa nomas, dejala", 1),
  undo("ah no, dejala", 2),
  undo("no no, no la saques, dejame 1", 1),
  // Control: "dejala afuera" keeps it out.
  {
    name: "offersb trial 18: 'si, dejala afuera' after the removal keeps the mayo out (t18c 015 control)",
    ...ALMACEN,
    turns: [
      { say: "2 mayonesas hellmanns" },
      { say: "la de 950", expect: { cart: { [MAYO_950]: 2 } } },
      { say: "sacame la mayonesa de 950", expect: { cart: {} } },
      { say: "si, dejala afuera", expect: { cart: {} } },
    ],
  },
  // Kiosk: with another line left, "no, dejalas" puts back the cokes.
  {
    name: "offersb trial 18: 'uy no, dejalas' after 'sacá las cocas' puts the 3 cokes back (t18c 015 variant)",
    turns: [
      { say: "3 cocas grandes y 2 jorgitos", expect: { cart: { "coca-15": 3, "alfajor-jorgito": 2 } } },
      { say: "sacá las cocas", expect: { cart: { "alfajor-jorgito": 2 } } },
      { say: "uy no, dejalas", expect: { cart: { "coca-15": 3, "alfajor-jorgito": 2 } } },
    ],
  },
];

// Class 4, trial 18b 007: "uno" after the sugar was answered is one sugar, the flour stays as it was.
const AZUCAR_LEDESMA = id("7792540260138");
const sugarAndFlour: Scenario[] = [
  {
    name: "offersb trial 18: verbatim t18b 007: 'si agregame uno' after 'y el azucar ledesma?' adds one sugar only",
    ...ALMACEN,
    turns: [
      { say: "hola me pasas 1 kg de azucar ledesma y 2 harinas pureza" },
      { say: "si" },
      { say: "y el azucar ledesma?", expect: { reply: ["Ledesma"] } },
      { say: "si agregame uno", expect: { reply: ["Agregué 1 Azúcar Molida Clasica Ledesma", "2 Harina"], notReply: ["ahora son 3", "3 Harina"] } },
    ],
  },
  {
    name: "offersb trial 18: 'dale, sumame 2' after '¿tenés jorgito?' adds 2 Jorgito, the cokes stay 2 (t18b 007 variant)",
    turns: [
      { say: "2 cocas grandes", expect: { cart: { "coca-15": 2 } } },
      { say: "tenés jorgito?", expect: { reply: ["Jorgito"], cart: { "coca-15": 2 } } },
      { say: "dale, sumame 2", expect: { cart: { "coca-15": 2, "alfajor-jorgito": 2 } } },
    ],
  },
  {
    name: "offersb trial 18: 'agregame uno' with no offer open adds one more of the last line (t18b 007 control)",
    turns: [
      { say: "2 cocas grandes", expect: { cart: { "coca-15": 2 } } },
      { say: "agregame una", expect: { cart: { "coca-15": 3 } } },
    ],
  },
];

export const offersbTrial18Scenarios: Scenario[] = [
  ...sugarAndFlour,
  ...undoScenarios,
  ...stockOfferAlive,
  bareOther("no, la otra", "la de 500", "coca-500", "coca-15", 1),
  bareOther("la otra", "la de 500", "coca-500", "coca-15", 1),
  bareOther("no no, la otra mejor", "la grande", "coca-15", "coca-500", 2),
  bareOther("uy no, el otro", "la 2", "coca-500", "coca-15", 3),
  // Control: "otra" after a pick, said as more of it, still adds one.
  {
    name: "offersb trial 18: 'dame otra' after a pick adds one more (verbatim t18a 112 control)",
    turns: [
      { say: "quiero una coca", expect: { reply: ["Coca-Cola 1,5 L o Coca-Cola 500 ml"] } },
      { say: "la de 500", expect: { cart: { "coca-500": 1 } } },
      { say: "dame otra", expect: { cart: { "coca-500": 2 } } },
    ],
  },
];
