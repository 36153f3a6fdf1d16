import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Found while integrating fix round 6: taking one product "out of the cart" emptied all of it,
// "prefiero retirar" was not understood as the way to receive the order, and naming the pack
// already in the packs summary ("mejor dos") counted as the yes and placed the order.

const PACKS = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };
const COCA_2L = id("7790895000218");
const PLAYADITO_1KG = id("7793704000225");

export const leadTrial6Scenarios: Scenario[] = [
  {
    ...ALMACEN,
    name: "lead trial 6: 'quiero sacar del carrito la coca de 2 litros' takes out the coca only, never the whole cart",
    turns: [
      { say: "quiero 2 coca de 2 litros y 1 yerba playadito 1kg", expect: { cart: { [COCA_2L]: 2, [PLAYADITO_1KG]: 1 } } },
      { say: "quiero sacar del carrito la coca de 2 litros", expect: { cart: { [PLAYADITO_1KG]: 1 }, reply: ["Saqué Coca Cola Retornable 2 Lt"], notReply: ["¿Vacío el carrito?"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "lead trial 6: 'sacame del pedido 1 de las cocas' takes one; 'sacá todo del carrito' still asks before emptying",
    turns: [
      { say: "quiero 2 coca de 2 litros y 1 yerba playadito 1kg", expect: { cart: { [COCA_2L]: 2, [PLAYADITO_1KG]: 1 } } },
      { say: "sacame del pedido 1 de las coca de 2 litros", expect: { cart: { [COCA_2L]: 1, [PLAYADITO_1KG]: 1 } } },
      { say: "saca todo del carrito", expect: { reply: ["¿Vacío el carrito?"], cart: { [COCA_2L]: 1, [PLAYADITO_1KG]: 1 } } },
    ],
  },
  {
    name: "lead trial 6: 'prefiero retirar' with a cart or at the way question is pickup, never 'No te entendí'",
    turns: [
      { say: "quiero 2 cocas grandes y una fanta", expect: { cart: { "coca-15": 2, "fanta-15": 1 } } },
      { say: "prefiero retirar", expect: { reply: ["retiro en el local"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "lead trial 6: 'mejor lo paso a buscar yo' and 'quiero retirarlo' at the way question",
    turns: [
      { say: "quiero 2 cocas grandes", expect: { cart: { "coca-15": 2 } } },
      { say: "listo", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
      { say: "quiero retirarlo", expect: { reply: ["retiro en el local"], notReply: ["no llegué a entender"] } },
    ],
  },
  {
    ...PACKS,
    name: "lead trial 6: 'mejor dos' at the summary with the pack of 2 already chosen shows it again; only the yes places the order",
    turns: [
      { say: "hola quiero el pack de 2" },
      { say: "Juan Perez" },
      { say: "2215551234" },
      { say: "La Plata" },
      { say: "calle 7 n 1234", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "efectivo", expect: { state: "resumen", reply: ["2 colchones"] } },
      { say: "mejor dos", expect: { state: "resumen", orders: 0, reply: ["2 colchones", "¿Confirmamos?"] } },
      { say: "si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { address: "calle 7 n 1234, La Plata", paymentMethod: "cash" } } },
    ],
  },
  {
    name: "lead trial 6: a local without the DNI at hand ('no tengo a mano, segui sin') is noted 'Cliente sin DNI.', never as a foreigner",
    turns: [
      { say: "quiero 2 cocas grandes" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Juan Perez", expect: { reply: ["DNI"] } },
      { say: "no tengo a mano, segui sin" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Nota: Cliente sin DNI."], notReply: ["extranjero"] } },
    ],
  },
  {
    name: "lead trial 6: 'no tengo dni, soy turista' is noted as a foreigner's",
    turns: [
      { say: "quiero 2 cocas grandes" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Juan Perez", expect: { reply: ["DNI"] } },
      { say: "no tengo dni, soy turista" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Nota: Cliente sin DNI (extranjero)."] } },
    ],
  },
];
