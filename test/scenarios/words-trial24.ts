import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 24 (almacén), fix round 25: "y después" joining the next product of an order (never a
// search of "después"), a kilo of bread is no breadcrumbs, an address said at the address step.

const COCA_15 = id("7790895000430");
const ARROZ_GALLO_ORO = id("7790070411716");
const PAN_RALLADO_1KG = id("7790070411495");
const PAN_BLANCO_500 = id("7796989008542");

/** Class: "y después (un paquete de) X" inside an order joins X like "y también"; "después" is never searched. */
const thenJoins: Scenario[] = [
  {
    name: "words trial 24: 'aceite natura de un litro y medio y también arroz … y después un paquete de yerba la merced' never adds a baby oil (verbatim t24b 016)",
    ...ALMACEN,
    turns: [
      {
        say: "hola buen dia este quería saber si tienen aceite natura de un litro y medio y también arroz blanco de un kilo y después un paquete de yerba la merced gracias",
        expect: { reply: ["Natura 1.5", "yerba la merced", "¿Cuál"], notReply: ["Bebé", "Johnsons", "después"], cart: {} },
      },
    ],
  },
  {
    name: "words trial 24: 'quiero una coca de litro y medio y despues un arroz gallo oro' adds both (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero una coca de litro y medio y despues un arroz gallo oro", expect: { cart: { [COCA_15]: 1, [ARROZ_GALLO_ORO]: 1 }, notReply: ["Bebé", "después"] } }],
  },
  {
    name: "words trial 24: 'quiero 2 fantas y después un paquete de papas' adds both in the kiosk (variant)",
    turns: [{ say: "quiero 2 fantas y después un paquete de papas", expect: { cart: { "fanta-15": 2, "papas-lays": 1 }, notReply: ["después"] } }],
  },
  {
    name: "words trial 24: 'dame una coca 1.5 y despues vemos lo del arroz' adds only the coke, the rice is put off (variant)",
    ...ALMACEN,
    turns: [{ say: "dame una coca de 1.5 y despues vemos lo del arroz", expect: { cart: { [COCA_15]: 1 }, notReply: ["Bebé", "después"] } }],
  },
  {
    name: "words trial 24: 'despues' alone with nothing else is never searched (variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero una coca de 1.5" },
      { say: "y despues", expect: { cart: { [COCA_15]: 1 }, notReply: ["Bebé", "Johnsons", "No tengo", "No tenemos"] } },
    ],
  },
];

/** Class: a kilo of bread (or bread alone) is fresh bread, never the breadcrumbs; not sold, said so. */
const breadNotCrumbs: Scenario[] = [
  {
    name: "words trial 24: 'una docena de huevos dos leches sancor un kilo de pan y una gaseosa sprite' offers no breadcrumbs (verbatim t24b 019)",
    ...ALMACEN,
    turns: [
      {
        say: "Hola buenas noches quisiera encargar una docena de huevos dos leches sancor un kilo de pan y una gaseosa sprite de dos litros y cuarto",
        expect: { reply: ["Sprite", /\bpan\b/i], notReply: ["Pan Rallado", "Rebozador", "¿Te agrego Pan"] },
      },
    ],
  },
  {
    name: "words trial 24: 'medio kilo de pan y una coca de 1.5' adds the coke and asks among the breads, the 500 g one first (variant)",
    ...ALMACEN,
    turns: [
      { say: "medio kilo de pan y una coca de 1.5", expect: { cart: { [COCA_15]: 1 }, reply: ["¿Cuál"], notReply: ["Pan Rallado", "Rebozador"] } },
      { say: "el primero", expect: { cart: { [COCA_15]: 1, [PAN_BLANCO_500]: 1 } } },
    ],
  },
  {
    name: "words trial 24: 'un kilo de pan' says there is none of a kilo and never lists the breadcrumbs first (variant)",
    ...ALMACEN,
    turns: [
      { say: "un kilo de pan", expect: { reply: ["No tengo", "¿Cuál"], notReply: ["¿Te agrego Pan Rallado"] } },
      { say: "el primero", expect: { notReply: ["Rallado"] } },
    ],
  },
  {
    name: "words trial 24: 'tenes pan?' says no bread, never breadcrumbs (variant)",
    ...ALMACEN,
    turns: [{ say: "tenes pan?", expect: { reply: [/\bpan\b/i], notReply: ["Pan Rallado", "Rebozador"], cart: {} } }],
  },
  {
    name: "words trial 24: '1 kg de pan rallado' still adds the breadcrumbs (guard)",
    ...ALMACEN,
    turns: [{ say: "quiero 1 kg de pan rallado", expect: { cart: { [PAN_RALLADO_1KG]: 1 } } }],
  },
];

/** Class: an address-shaped message at the address step is the address, never a product search. */
const addressAtStep: Scenario[] = [
  {
    name: "words trial 24: 'Calle 27 de abril 300' at the address step with a list open is only the address (verbatim t24b 010)",
    ...ALMACEN,
    turns: [
      { say: "hola que tal quiero saber si tienen pañales" },
      { say: "dame los primeros, 2 paquetes" },
      { say: "y toallitas humedas?" },
      { say: "dale poneme 1" },
      { say: "ya esta" },
      { say: "delivery" },
      { say: "Calle 27 de abril 300", expect: { reply: ["27 de abril 300"], notReply: ["No tengo", "de abril 300\""] } },
    ],
  },
  {
    name: "words trial 24: 'calle 25 de mayo 455' at the address step is the address (variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero una coca de 1.5" },
      { say: "listo" },
      { say: "envio" },
      { say: "calle 25 de mayo 455", expect: { reply: ["25 de mayo 455"], notReply: ["No tengo", "¿Cuál"], cart: { [COCA_15]: 1 } } },
    ],
  },
  {
    name: "words trial 24: '27 de abril 300' with a list open at the address step is never searched (variant)",
    ...ALMACEN,
    turns: [
      { say: "tenes toallitas humedas?" },
      { say: "listo" },
      { say: "envio" },
      { say: "27 de abril 300", expect: { notReply: ["No tengo", "de abril 300\""] } },
    ],
  },
  {
    name: "words trial 24: 'av san martin 1200' at the address step in the kiosk is the address (variant)",
    turns: [
      { say: "quiero 2 fantas" },
      { say: "listo" },
      { say: "envio" },
      { say: "av san martin 1200", expect: { reply: ["san martin 1200"], notReply: ["No tengo"], cart: { "fanta-15": 2 } } },
    ],
  },
];

export const wordsTrial24Scenarios: Scenario[] = [...thenJoins, ...breadNotCrumbs, ...addressAtStep];
