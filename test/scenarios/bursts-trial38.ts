import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

const NATURA_15 = id("7790272001029"); // Aceite de Girasol Natura 1.5 Lt
const COCINERO_15 = id("7790060023684"); // Aceite de Girasol Cocinero 1.5 Lt
const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const TARAGUI_500 = id("7790387113327"); // Yerba Mate con Palo Origen Controlado Taragui 500 Gr
const FANTA_15 = id("7790895000454"); // Gaseosa Naranja Fanta 1.5 Lt
const PLAYADITO_500 = id("7793704000089"); // Yerba Lata Playadito 500 Gr

// Blind trial 38, bursts round 40: what a burst says is read together — a recount applies to what
// the burst ordered, an order after a product question is that product, and "1/2 kilo de X" is X's size.

/** Class: a recount in a burst ("no esperá, que sean 2") applies to what the same burst ordered. */
const recountInBurst: Scenario[] = [
  {
    ...ALMACEN,
    name: "bursts trial 38: 'hola' / '1 aceite natura' / 'no esperá, que sean 2' asks the natura list for 2, never an empty cart (verbatim t38c 015)",
    turns: [
      { burst: ["hola", "1 aceite natura", "no esperá, que sean 2"], expect: { reply: ["(para 2)"], notReply: ["Tu carrito está vacío"] } },
      { say: "#1", expect: { cart: { [NATURA_15]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 38: 'hola' / '1 aceite cocinero' / 'no esperá, que sean 2' asks the cocinero list for 2 (verbatim t38c 016)",
    turns: [
      { burst: ["hola", "1 aceite cocinero", "no esperá, que sean 2"], expect: { reply: ["(para 2)"], notReply: ["Tu carrito está vacío"] } },
      { say: "#1", expect: { cart: { [COCINERO_15]: 2 } } },
    ],
  },
  {
    name: "bursts trial 38: kiosk '1 coca' / 'no, mejor que sean 3' asks the coca for 3 (variant)",
    turns: [{ burst: ["1 coca", "no, mejor que sean 3"], expect: { reply: ["(para 3)"], notReply: ["Tu carrito está vacío"] } }],
  },
];

/** Class: an order right after a product question in the same burst refers to that product. */
const orderAfterQuestion: Scenario[] = [
  {
    ...ALMACEN,
    name: "bursts trial 38: 'hola' / 'tenes coca?' / 'dame 2 de litro y medio' adds 2 Coca Cola 1.5 Lt (verbatim t38c 032)",
    turns: [
      {
        burst: ["hola", "tenes coca?", "dame 2 de litro y medio"],
        expect: { reply: ["Coca Cola 1.5 Lt"], notReply: ["no lo entendí", "No te entendí"], cart: { [COCA_15]: 2 } },
      },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 38: 'tenes fanta?' / 'dame 3 de litro y medio' adds 3 Fanta 1.5 Lt (variant)",
    turns: [{ burst: ["tenes fanta?", "dame 3 de litro y medio"], expect: { notReply: ["no lo entendí", "No te entendí"], cart: { [FANTA_15]: 3 } } }],
  },
  {
    name: "bursts trial 38: kiosk 'tenés coca?' / 'dame 2 de 500' adds 2 Coca-Cola 500 ml (variant)",
    turns: [{ burst: ["tenés coca?", "dame 2 de 500"], expect: { notReply: ["no lo entendí", "No te entendí"], cart: { "coca-500": 2 } } }],
  },
];

/** Class: "1/2 kilo" / "medio kilo" before a product is its size; each line is taken or named back. */
const halfKiloSize: Scenario[] = [
  {
    ...ALMACEN,
    name: "bursts trial 38: '1/2 kilo de yerba taragui y 1 kg de azucar' adds the Taragui 500 Gr and asks the azúcar (verbatim t38b 024)",
    turns: [
      { say: "1/2 kilo de yerba taragui y 1 kg de azucar", expect: { reply: [/Taragui 500 Gr/, /Az[uú]car/], cart: { [TARAGUI_500]: 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 38: '1/2 kilo de yerba playadito y 1 kg de harina' adds the Playadito 500 Gr and asks the harina (verbatim t38b 044)",
    turns: [
      { say: "1/2 kilo de yerba playadito y 1 kg de harina", expect: { reply: [/Playadito 500 Gr/, /Harina/], cart: { [PLAYADITO_500]: 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 38: 'medio kilo de yerba taragui y 2 coca de litro y medio' adds both (variant)",
    turns: [{ say: "medio kilo de yerba taragui y 2 coca de litro y medio", expect: { cart: { [TARAGUI_500]: 1, [COCA_15]: 2 } } }],
  },
];

export const burstsTrial38Scenarios: Scenario[] = [...recountInBurst, ...orderAfterQuestion, ...halfKiloSize];
