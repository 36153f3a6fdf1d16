import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Lead's fixes after blind trial 36: a count said with a polite word right after a pick ("2 please",
// "2 por favor") is that line's count, as a bare "2" is — it swapped the line for row 2 of the list just
// answered (wrong data). A flat's letter said right and wrong ("es 2 B no A") corrects the stored
// address at the summary and before it.

const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const YERBA_PLAYADITO_1K = id("7793704000225"); // Yerba Mate con Palo Playadito 1 Kg

const ADDRESS_GIVEN = [
  { say: "hola quiero 1 yerba playadito de 1 kg" },
  { say: "listo" },
  { say: "envio" },
  { say: "Hugo Medina" },
  { say: "20111222" },
  { say: "Sarmiento 890 depto 2 A", expect: { customer: { address: "Sarmiento 890 depto 2 A" } } },
];

export const leadTrial35Scenarios: Scenario[] = [
  {
    name: "lead trial 35: '2 please' right after a pick sets that line to 2, never swaps to row 2 (verbatim t36c 006)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coca cola?" },
      { say: "#1", expect: { cart: { [COCA_15]: 1 } } },
      { say: "2 please", expect: { reply: ["2 × Coca Cola 1.5 Lt"], notReply: ["removing"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "lead trial 35: '2 por favor' right after a pick sets that line to 2",
    ...ALMACEN,
    turns: [
      { say: "hola tenes coca cola?" },
      { say: "#1" },
      { say: "2 por favor", expect: { notReply: ["saco"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "lead trial 35: 'es 2 B no A' at the summary corrects the flat and the order goes to 2 B (verbatim t36c 034)",
    ...ALMACEN,
    turns: [
      ...ADDRESS_GIVEN,
      { say: "efectivo", expect: { reply: ["Resumen de tu pedido"] } },
      { say: "es 2 B no A", expect: { reply: ["Entrega en: Sarmiento 890 depto 2 B"], customer: { address: "Sarmiento 890 depto 2 B" } } },
      { say: "si", expect: { lastOrder: { address: "Sarmiento 890 depto 2 B" }, cart: {} } },
    ],
  },
  {
    name: "lead trial 35: 'es 2 B no A' at the payment question corrects the flat and asks the payment again (t36b 010)",
    ...ALMACEN,
    turns: [...ADDRESS_GIVEN, { say: "es 2 B no A", expect: { reply: ["Sarmiento 890 depto 2 B", "pagar"], customer: { address: "Sarmiento 890 depto 2 B" }, cart: { [YERBA_PLAYADITO_1K]: 1 } } }],
  },
  {
    name: "lead trial 35: 'mandalo y no a la oficina' at the summary keeps the flat (guard)",
    turns: [
      { say: "hola quiero 2 pepsi" },
      { say: "listo" },
      { say: "envio" },
      { say: "Hugo Medina" },
      { say: "Sarmiento 890 depto 2 A" },
      { say: "20111222" },
      { say: "efectivo" },
      { say: "mandalo y no a la oficina", expect: { customer: { address: "Sarmiento 890 depto 2 A" } } },
    ],
  },
];
