import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 6c on the almacén (1,700 real products): picking from the open lists by the
// customer's own words. Each phrase of a message is matched against the rows of every open list
// (brand, variant words, size) and goes to the list where it fits exactly one row; "te dije" after
// a phrase is never part of it; English and Portuguese picks ("the 473 cans", "o primeiro") and size
// words ("las chicas") read like Spanish ones; "1 kg de X" says the size, not the name.

const COCA_RETORNABLE = id("7790895000218");
const VENEZIANA = id("7791708611454");
const TIRABUZON = id("7790070321282");
const LAVANDINA_DOBLE = id("7793253000455");
const CAMPANITA = id("7791070000047");
const DETERGENTE_LIMON_750 = id("7506339390384");
const QUILMES_LATA_473 = id("7792798012923");
const STELLA_LATA = id("7792798001293");
const PAN_MESA_560 = id("7793890001129");
const MANTECA_SERENISIMA = id("7793940054006");
const LAYS_150 = id("7790310922316");
const LAYS_250 = id("7790310981191");
const YERBA_1KG = id("7793704000225");
const TARAGUI_1KG = id("7790387113310");
const AZUCAR_LEDESMA = id("7792540260138");
const DULCE_SANCOR = id("7790080031867");
const DULCE_ILOLAY = id("7790787153664");

const twoLists = [
  { say: "kiero 3 cocas de 2 litros", expect: { cart: { [COCA_RETORNABLE]: 3 } } },
  { say: "y 2 pan lactal" },
  { say: "ah y un paquete de fideos" },
];

const threeLists = [
  { say: "necesito 1 lavandina ayudin" },
  { say: "2 rollos de cocina" },
  { say: "y un detergente magistral" },
];

const phrases: Scenario[] = [
  {
    name: "lists trial 7: 'el veneziana y los tirabuzon' with the pan lactal and fideos lists open takes one row of each (verbatim)",
    ...ALMACEN,
    turns: [
      ...twoLists,
      { say: "el veneziana y los tirabuzon", expect: { reply: ["Pan Lactal Veneziana 400 Gr", "Fideo Tirabuzón Lucchetti 500 Gr"], notReply: ["No te entendí"], cart: { [COCA_RETORNABLE]: 3, [VENEZIANA]: 2, [TIRABUZON]: 1 } } },
    ],
  },
  {
    name: "lists trial 7: 'el pan veneziana y los fideos tirabuzon te dije' takes both; 'te dije' is no product (verbatim)",
    ...ALMACEN,
    turns: [
      ...twoLists,
      { say: "el pan veneziana y los fideos tirabuzon te dije", expect: { reply: ["Pan Lactal Veneziana 400 Gr", "Fideo Tirabuzón Lucchetti 500 Gr"], notReply: ["No te entendí", "te dije"], cart: { [COCA_RETORNABLE]: 3, [VENEZIANA]: 2, [TIRABUZON]: 1 } } },
    ],
  },
  {
    name: "lists trial 7: 'tirabuzon lucchetti y veneziana, como te dije' in the other order, with the filler after a comma",
    ...ALMACEN,
    turns: [
      ...twoLists,
      { say: "tirabuzon lucchetti y veneziana, como te dije", expect: { reply: ["Pan Lactal Veneziana 400 Gr", "Fideo Tirabuzón Lucchetti 500 Gr"], notReply: ["No te entendí"], cart: { [COCA_RETORNABLE]: 3, [VENEZIANA]: 2, [TIRABUZON]: 1 } } },
    ],
  },
  {
    name: "lists trial 7: 'la doble rendimiento, los campanita y el de limon de 750' with three lists open takes one row of each (verbatim)",
    ...ALMACEN,
    turns: [
      ...threeLists,
      { say: "la doble rendimiento, los campanita y el de limon de 750", expect: { reply: ["Lavandina Doble Rendimiento Ayudín 2 Lt", "Rollo Cocina Ultra Campanita", "Detergente de Limón Magistral 750 Cc"], notReply: ["No te entendí"], cart: { [LAVANDINA_DOBLE]: 1, [CAMPANITA]: 2, [DETERGENTE_LIMON_750]: 1 } } },
    ],
  },
  {
    name: "lists trial 7: 'lavandina la de 2 litros doble rendimiento' names its list and its row; no handoff (verbatim)",
    ...ALMACEN,
    turns: [
      ...threeLists,
      { say: "lavandina la de 2 litros doble rendimiento", expect: { reply: ["Lavandina Doble Rendimiento Ayudín 2 Lt"], notReply: ["No te entendí", "persona"], cart: { [LAVANDINA_DOBLE]: 1 } } },
      { say: "el campanita y el de limon 750 ya te dije", expect: { reply: ["Rollo Cocina Ultra Campanita", "Detergente de Limón Magistral 750 Cc"], notReply: ["No te entendí"], cart: { [LAVANDINA_DOBLE]: 1, [CAMPANITA]: 2, [DETERGENTE_LIMON_750]: 1 } } },
    ],
  },
];

const languages: Scenario[] = [
  {
    name: "lists trial 7: 'the 473 cans' to a Quilmes list narrows it to its two 473 cans (1890 and plain), never 'didn't get that'; 'the plain one' then picks (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "hi! i want 6 beers quilmes" },
      { say: "the 473 cans", expect: { reply: ["Cerveza Rubia 1890 en Lata Quilmes 473 Cc", "Cerveza Rubia en Lata Quilmes 473 Cc"], notReply: ["didn't quite get"], cart: {} } },
      { say: "the second one", expect: { reply: ["6 × Cerveza Rubia en Lata Quilmes 473 Cc"], cart: { [QUILMES_LATA_473]: 6 } } },
    ],
  },
  {
    name: "lists trial 7: 'o primeiro' to a two-row pan list takes row 1 (verbatim answer)",
    ...ALMACEN,
    turns: [
      { say: "oi, boa tarde! quero a manteiga serenisima de 200 e o pan de mesa de 560", expect: { reply: ["Pan de Mesa Rodajas Finas Fargo 560 Gr"], cart: { [MANTECA_SERENISIMA]: 1 } } },
      { say: "o primeiro", expect: { reply: ["Pan de Mesa Lactal 560 Gr"], notReply: ["Não entendi"], cart: { [MANTECA_SERENISIMA]: 1, [PAN_MESA_560]: 1 } } },
    ],
  },
  {
    name: "lists trial 7: 'las chicas' to a 150 g / 250 g list takes the smallest; 'la grande' the largest (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 papas lays clasicas" },
      { say: "las chicas", expect: { reply: ["Agregué 2 Papas Fritas Clásicas Lays 150 Gr"], notReply: ["No te entendí"], cart: { [LAYS_150]: 2 } } },
      { say: "y 1 papas lays clasicas" },
      { say: "la grande", expect: { reply: ["Papas Fritas Clásicas Lays 250 Gr"], cart: { [LAYS_150]: 2, [LAYS_250]: 1 } } },
    ],
  },
  {
    name: "lists trial 7: 'las latas te dije' to a Stella list (970 Cc / Lata 473 Cc) takes the can, never searches the catalog",
    ...ALMACEN,
    turns: [
      { say: "necesito 4 cervezas stella artois" },
      { say: "las latas te dije", expect: { reply: ["Agregué 4 Cerveza Rubia en Lata Stella Artois 473 Cc"], notReply: ["Yerba", "opciones de latas"], cart: { [STELLA_LATA]: 4 } } },
    ],
  },
];

const quantities: Scenario[] = [
  {
    name: "lists trial 7: 'dame 2 de la de 1 kg' to the two-yerba offer adds 2 of the 1 kg; 'te dije 2 yerbas' then leaves it at 2 (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "hola, tienen yerba playadito?", expect: { reply: ["Yerba Mate con Palo Playadito 1 Kg"] } },
      { say: "dame 2 de la de 1 kg", expect: { reply: ["Agregué 2 Yerba"], cart: { [YERBA_1KG]: 2 } } },
      { say: "te dije 2 yerbas", expect: { notReply: ["Cuál de estos"], cart: { [YERBA_1KG]: 2 } } },
    ],
  },
  {
    name: "lists trial 7: 'te dije 2 yerbas' with 1 yerba in the cart sets that line to 2, never lists 10 yerbas (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "hola, tienen yerba playadito?" },
      { say: "la de 1 kg", expect: { cart: { [YERBA_1KG]: 1 } } },
      { say: "y una docena de huevos" },
      { say: "te dije 2 yerbas", expect: { reply: ["2"], notReply: ["Cuál de estos", "Amanda"], cart: { [YERBA_1KG]: 2, [id("7792335000314")]: 1 } } },
    ],
  },
  {
    name: "lists trial 7: 'la de 1 kg como te dije' to a 1 Kg / 500 Gr list takes the 1 kg (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "agregame yerba taragui", expect: { reply: ["Taragui 500 Gr"], cart: {} } },
      { say: "la de 1 kg como te dije", expect: { reply: ["Agregué 1 Yerba Mate con Palo Origen Controlado Taragui 1 Kg"], notReply: ["No te entendí"], cart: { [TARAGUI_1KG]: 1 } } },
    ],
  },
];

const sizes: Scenario[] = [
  {
    name: "lists trial 7: '1 kg de azucar ledesma' adds the one 1 kg Ledesma, never 'No tengo kg de azucar' (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "1 kg de azucar ledesma", expect: { reply: ["Agregué 1 Azúcar Molida Clasica Ledesma 1 Kg"], notReply: ["No tengo"], cart: { [AZUCAR_LEDESMA]: 1 } } },
    ],
  },
  {
    name: "lists trial 7: 'agregame 1 kg de yerba taragui' adds the 1 kg, never 'No tengo kg de yerba' (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "agregame 1 kg de yerba taragui tambien", expect: { reply: ["Agregué 1 Yerba Mate con Palo Origen Controlado Taragui 1 Kg"], notReply: ["No tengo"], cart: { [TARAGUI_1KG]: 1 } } },
      { say: "y medio kilo de yerba taragui", expect: { reply: ["Agregué 1 Yerba Mate con Palo Origen Controlado Taragui 500 Gr"], notReply: ["No tengo"], cart: { [TARAGUI_1KG]: 1, [id("7790387113327")]: 1 } } },
    ],
  },
  {
    name: "lists trial 7: '2 kg de azucar ledesma' is two 1 kg packs",
    ...ALMACEN,
    turns: [
      { say: "2 kg de azucar ledesma", expect: { reply: ["Agregué 2 Azúcar"], notReply: ["No tengo"], cart: { [AZUCAR_LEDESMA]: 2 } } },
    ],
  },
];

const otherBrand: Scenario[] = [
  {
    name: "lists trial 7: 'no, la otra, el ilolay' right after the Sancor dulce de leche swaps it for the Ilolay one (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero dulce de leche" },
      { say: "el sancor", expect: { cart: { [DULCE_SANCOR]: 1 } } },
      { say: "no, la otra, el ilolay", expect: { reply: ["Clásico Ilolay 400 Gr"], notReply: ["Queso Rallado", "Manteca"], cart: { [DULCE_ILOLAY]: 1 } } },
    ],
  },
  {
    name: "lists trial 7: 'nono, el otro, el ilolay' right after the Sancor pick swaps the line too",
    ...ALMACEN,
    turns: [
      { say: "hola quiero dulce de leche" },
      { say: "el sancor", expect: { cart: { [DULCE_SANCOR]: 1 } } },
      { say: "nono, el otro, el ilolay", expect: { reply: ["Clásico Ilolay 400 Gr"], notReply: ["Queso Rallado"], cart: { [DULCE_ILOLAY]: 1 } } },
    ],
  },
  {
    name: "lists trial 7: 'mejor el ilolay' after the Sancor was picked swaps the line, keeping its quantity",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 dulce de leche" },
      { say: "el sancor", expect: { cart: { [DULCE_SANCOR]: 2 } } },
      { say: "mejor el ilolay", expect: { reply: ["Clásico Ilolay 400 Gr"], notReply: ["Queso Rallado"], cart: { [DULCE_ILOLAY]: 2 } } },
    ],
  },
];

export const listsTrial7Scenarios: Scenario[] = [...phrases, ...languages, ...quantities, ...sizes, ...otherBrand];
