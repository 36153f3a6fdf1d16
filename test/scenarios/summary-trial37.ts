import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const FANTA_15 = id("7790895000454"); // Gaseosa Naranja Fanta 1.5 Lt
const OREO = id("7622210659446"); // Galletita Oreo Rellena 300 Gr

// Blind trial 37 (summary39). At the summary with 1 Fanta and 2 Coca, "no, mejor 2 cocas nomas" got
// "Listo, ahora son 2 Coca Cola" and nothing changed (t37b 039): a count of a cart line said with
// "nomás"/"solo"/"nada más" while other lines exist means only that line. It is asked ("¿Saco la
// Fanta y dejo solo las 2 Coca?"), never done silently; the yes removes the others.
const verbatim039: Scenario = {
  name: "summary trial 37: 'no, mejor 2 cocas nomas' at the summary with a Fanta asks to take the Fanta out (verbatim t37b 039)",
  ...ALMACEN,
  turns: [
    { say: "hola quiero 2 cocas y 1 fanta" },
    { say: "#1" },
    { say: "#1", expect: { cart: { [FANTA_15]: 1, [COCA_15]: 2 } } },
    { say: "cuantas van?" },
    { say: "listo" },
    { say: "retiro" },
    { say: "soy Carolina Vega, 32111000" },
    { say: "efectivo", expect: { reply: ["Resumen"] } },
    { say: "no, mejor 2 cocas nomas", expect: { reply: ["¿Saco 1 Gaseosa Naranja Fanta 1.5 Lt y dejo solo 2 Coca Cola 1.5 Lt?"], notReply: ["ahora son 2"], cart: { [FANTA_15]: 1, [COCA_15]: 2 } } },
    { say: "si", expect: { reply: ["Resumen", "2 × Coca Cola 1.5 Lt"], notReply: ["× Gaseosa Naranja Fanta", "confirmado"], cart: { [COCA_15]: 2 } } },
    { say: "si", expect: { lastOrder: { total: 200000 }, reply: ["confirmado", "$2.000"] } },
  ],
};

const onlyThat = (said: string, after: Record<string, number>, label: string): Scenario => ({
  name: `summary trial 37: '${said}' at the summary with other lines asks to keep only that (${label}, t37b 039)`,
  ...ALMACEN,
  turns: [
    { say: "quiero 3 coca de 1.5 y 1 fanta de 1.5", expect: { cart: { [COCA_15]: 3, [FANTA_15]: 1 } } },
    { say: "listo" },
    { say: "retiro, Juan Paz 30111222, efectivo", expect: { reply: ["Resumen"] } },
    { say: said, expect: { reply: [/¿Saco .*Fanta.* y dejo solo/], cart: { [COCA_15]: 3, [FANTA_15]: 1 } } },
    { say: "dale", expect: { reply: ["Resumen"], notReply: ["× Gaseosa Naranja Fanta"], cart: after } },
  ],
});

// A "no" to the question keeps the cart as it was, the count said still applied.
const saidNo: Scenario = {
  name: "summary trial 37: a 'no' to '¿Saco la Fanta…?' keeps the Fanta (t37b 039)",
  ...ALMACEN,
  turns: [
    { say: "quiero 2 coca de 1.5 y 1 fanta de 1.5", expect: { cart: { [COCA_15]: 2, [FANTA_15]: 1 } } },
    { say: "listo" },
    { say: "retiro, Juan Paz 30111222, efectivo", expect: { reply: ["Resumen"] } },
    { say: "2 cocas nada mas", expect: { reply: [/¿Saco .*Fanta/] } },
    { say: "no", expect: { notReply: ["¿Saco"], cart: { [COCA_15]: 2, [FANTA_15]: 1 } } },
  ],
};

// Another count than the line's with "nomás" corrects the count (qty9): nothing asked, the Fanta kept.
const countCorrected: Scenario = {
  name: "summary trial 37: '2 cocas nomás' over 3 cocas at the summary sets the count, the Fanta kept (t37b 039)",
  ...ALMACEN,
  turns: [
    { say: "quiero 3 coca de 1.5 y 1 fanta de 1.5", expect: { cart: { [COCA_15]: 3, [FANTA_15]: 1 } } },
    { say: "listo" },
    { say: "retiro, Juan Paz 30111222, efectivo", expect: { reply: ["Resumen"] } },
    { say: "no, mejor 2 cocas nomas", expect: { reply: ["Resumen"], notReply: ["¿Saco"], cart: { [COCA_15]: 2, [FANTA_15]: 1 } } },
  ],
};

// Alone in the cart there is nothing to take out: the count is set as before.
const aloneInCart: Scenario = {
  name: "summary trial 37: '2 cocas nomás' with only cocas in the cart sets the count (t37b 039)",
  ...ALMACEN,
  turns: [
    { say: "quiero 3 coca de 1.5", expect: { cart: { [COCA_15]: 3 } } },
    { say: "listo" },
    { say: "retiro, Juan Paz 30111222, efectivo", expect: { reply: ["Resumen"] } },
    { say: "mejor 2 cocas nomas", expect: { notReply: ["¿Saco"], cart: { [COCA_15]: 2 } } },
  ],
};

// "delivery" to "¿Te lo enviamos o pasás a retirarlo?" got "Anoté ✅ envío a domicilio. ¿Tu nombre
// es Delivery?" (t37b 006): a word that answered the delivery/pickup question is never also a name.
const verbatim006: Scenario = {
  name: "summary trial 37: 'delivery' at the delivery question is never read as a name (verbatim t37b 006)",
  ...ALMACEN,
  turns: [
    { say: "ola kiero azucar ledesma 1 kilo", expect: { reply: ["Agregué 1"] } },
    { say: "mejor 3", expect: { reply: ["3 Azúcar"] } },
    { say: "ya esta", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
    { say: "delivery", expect: { reply: ["envío a domicilio"], notReply: ["Delivery", "¿Tu nombre es"] } },
    { say: "Carlos Ruiz", expect: { reply: ["Carlos Ruiz"], customer: { firstName: "Carlos", lastName: "Ruiz" } } },
    { say: "27111222" },
    { say: "San Martin 1200" },
    { say: "efectivo", expect: { reply: ["Resumen", "A nombre de: Carlos Ruiz"] } },
    { say: "si", expect: { lastOrder: { customerName: "Carlos Ruiz", fulfilment: "delivery" }, reply: ["confirmado"] } },
  ],
};

const wayWord = (said: string, way: string, ws: Partial<Scenario>, order: string): Scenario => ({
  name: `summary trial 37: '${said}' at the delivery question is never read as a name (t37b 006)`,
  ...ws,
  turns: [
    { say: order, expect: { reply: ["Agregué"] } },
    { say: "listo", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
    { say: said, expect: { reply: [way], notReply: ["¿Tu nombre es"] } },
  ],
});

// After "no, la otra" a swap list of galletitas "(para 2)" was left open; "listo" got "Antes: ¿cuál
// producto querés? … decime "sin producto"" (t37b 008): the reminder names the kind of the rows.
const verbatim008: Scenario = {
  name: "summary trial 37: the swap list asked again at 'listo' names its kind, never 'producto' (verbatim t37b 008)",
  ...ALMACEN,
  turns: [
    { say: "quiero dulce de leche la serenisima" },
    { say: "#1", expect: { reply: ["Agregué 1 Dulce de Leche Colonial"] } },
    { say: "y 2 galletitas" },
    { say: "#1", expect: { reply: ["Agregué 2 Galletitas Oreo"] } },
    { say: "no, la otra", expect: { reply: ["en vez de Galletita Oreo Rellena 300 Gr"] } },
    { say: "listo", expect: { reply: [/¿(cuál|qué) galletitas? querés\?/, /sin galletitas?"/], notReply: ["producto"] } },
  ],
};

// The same with another kind: a swap list of yerbas left open at "listo" is named by its kind.
const yerbaSwap: Scenario = {
  name: "summary trial 37: a swap list of yerbas asked again at 'listo' names its kind (t37b 008)",
  ...ALMACEN,
  turns: [
    { say: "quiero 2 yerbas" },
    { say: "#1", expect: { reply: ["Agregué 2"] } },
    { say: "no, la otra", expect: { reply: ["en vez de"] } },
    { say: "listo", expect: { reply: [/¿(cuál|qué) yerbas? querés\?/], notReply: ["producto"] } },
  ],
};

export const summaryTrial37Scenarios: Scenario[] = [
  verbatim008,
  yerbaSwap,
  verbatim006,
  wayWord("Delivery", "envío a domicilio", ALMACEN, "1 azucar ledesma 1 kilo"),
  wayWord("Retiro", "retiro en el local", ALMACEN, "1 azucar ledesma 1 kilo"),
  wayWord("delivery porfa", "envío a domicilio", {}, "quiero 2 fanta"),
  verbatim039,
  onlyThat("no, mejor 3 cocas solamente", { [COCA_15]: 3 }, "same count"),
  onlyThat("mejor solo 3 cocas", { [COCA_15]: 3 }, "'solo' before the count"),
  countCorrected,
  saidNo,
  aloneInCart,
];
