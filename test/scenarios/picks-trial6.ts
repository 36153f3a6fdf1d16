import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 6 on the almacén (1,700 real products): picks from offered lists and swaps as
// customers wrote them. A size said after a product was added by name swaps that line for the
// same product in that size, keeping its quantity (asked when several fit); a row picked with
// words after it ("el 2, los de 44", "la 1, 2 de esas", "la 3, 1 sola") reads those words as a
// confirmation or its quantity, never as another product; picks name their own list ("fideos la
// 4, pure la 2 y azucar la 1"); several described picks in one message each go to their list.

const COCA_RETORNABLE = id("7790895000218");
const COCA_15 = id("7790895000430");
const COCA_ORIGINAL_225 = id("7790895000997");
const COCA_LIGHT_225 = id("7790895005312");
const YERBA_1KG = id("7793704000225");
const YERBA_LATA = id("7793704000089");
const ACEITE_15 = id("7790060023684");
const ACEITE_900 = id("7790070012050");

const swaps: Scenario[] = [
  {
    name: "picks trial 6: 'mejor la de litro y medio' after '2 coca de 2 litros' was added by name swaps the line to the 1.5 L, keeping the 2 (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 2 litros", expect: { cart: { [COCA_RETORNABLE]: 2 } } },
      { say: "mejor la de litro y medio", expect: { reply: ["saco Coca Cola Retornable 2 Lt", "Agregué 2 Coca Cola 1.5 Lt"], notReply: ["No te entendí", "No tenemos"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "picks trial 6: 'cambiame las de 2 litros por 2 de litro y medio' swaps the line, never adds a second one (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 2 litros", expect: { cart: { [COCA_RETORNABLE]: 2 } } },
      { say: "cambiame las de 2 litros por 2 de litro y medio", expect: { reply: ["Agregué 2 Coca Cola 1.5 Lt"], notReply: ["No te entendí"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "picks trial 6: 'no, mejor la de 2.25' with two 2.25 L cocas asks which, then swaps the line with its quantity",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 2 litros", expect: { cart: { [COCA_RETORNABLE]: 2 } } },
      { say: "no, mejor la de 2.25", expect: { reply: ["en vez de Coca Cola Retornable 2 Lt", "Coca Cola Sabor Original 2.25 Lt", "Coca Cola Light 2.25 Lt"], cart: { [COCA_RETORNABLE]: 2 } } },
      { say: "la light", expect: { reply: ["Agregué 2 Coca Cola Light 2.25 Lt"], cart: { [COCA_LIGHT_225]: 2 } } },
    ],
  },
  {
    name: "picks trial 6: 'mejor la de medio kilo' / 'cambialo por el de 900' swap to the same brand's other size with the line's quantity",
    ...ALMACEN,
    turns: [
      { say: "2 yerbas playadito de 1 kg", expect: { cart: { [YERBA_1KG]: 2 } } },
      { say: "mejor la de medio kilo", expect: { reply: ["Agregué 2 Yerba Lata Playadito 500 Gr"], cart: { [YERBA_LATA]: 2 } } },
      { say: "3 aceite cocinero girasol 1.5", expect: { cart: { [YERBA_LATA]: 2, [ACEITE_15]: 3 } } },
      { say: "cambialo por el de 900", expect: { reply: ["saco Aceite de Girasol Cocinero 1.5 Lt", "Agregué 3 Aceites de Girasol Cocinero 900 Ml"], cart: { [YERBA_LATA]: 2, [ACEITE_900]: 3 } } },
      { say: "mejor 2", expect: { reply: ["ahora son 2"], cart: { [YERBA_LATA]: 2, [ACEITE_900]: 2 } } },
    ],
  },
];

export const picksTrial6Scenarios: Scenario[] = [...swaps];
