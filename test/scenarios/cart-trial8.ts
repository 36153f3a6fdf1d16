import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 7 on the cart: an order said right after the agent named a product ("dame 2 de
// esas" after a price answer, "tenes fanta? dame 2") adds the product shown; a number equal to a
// size of the shown rows ("las de 169") picks that row and is never a quantity; "6 huevos" of a
// product sold by the dozen is never 6 dozen; a brand said against a shown list ("los matarazzo",
// "2 de la ilolay", "2 de la Arcor") picks its one row, or asks among its rows only.

const MATARAZZO = id("7790070318602");
const LECHE_SERENISIMA = id("7793940448003");
const LECHE_ILOLAY = id("7790787002528");
const YERBA_1KG = id("7793704000225");
const CRIOLLITAS_169 = id("7790040946309");
const COLONIAL_250 = id("7790742104205");
const HUEVOS = id("7792335000314");
const TE_25 = id("7790387010305");
const AZUCAR_ARCOR = id("7790580127534");
const PUREZA = id("7792180004888");

const afterAnswer: Scenario[] = [
  {
    name: "cart trial 8: 'dame 2 de esas y un alfajor' after the price of the 1,5 L adds 2 of them (verbatim)",
    turns: [
      { say: "hola buenas" },
      { say: "tenes coca? y cuanto sale la de litro y medio", expect: { reply: ["Coca-Cola 1,5 L"] } },
      { say: "como que no tenen si me acabas de decir 1,5 L jaja. bueno dame 2 de esas y un alfajor", expect: { reply: ["Coca-Cola (para 2)", "Alfajor Havanna o Alfajor Jorgito"], notReply: ["No te entendí"], cart: {} } },
      { say: "el jorgito", expect: { reply: ["Agregué 1 Alfajor Jorgito", "Coca-Cola"], cart: { "alfajor-jorgito": 1 } } },
      { say: "la de litro y medio", expect: { reply: ["Agregué 2 Coca-Cola 1,5 L"], cart: { "coca-15": 2, "alfajor-jorgito": 1 } } },
    ],
  },
  {
    name: "cart trial 8: 'hola tenes fanta? dame 2 y 1 papas lays' adds 2 Fanta and the Lays (verbatim)",
    turns: [
      { say: "hola tenes fanta? dame 2 y 1 papas lays", expect: { reply: ["2 Fanta 1,5 L"], cart: { "fanta-15": 2, "papas-lays": 1 } } },
    ],
  },
  {
    name: "cart trial 8: 'tenes fanta?' answered, then 'dame 2' / 'poneme una de esas' add the Fanta",
    turns: [
      { say: "tenes fanta?", expect: { reply: ["Fanta 1,5 L"] } },
      { say: "dame 2", expect: { reply: ["Agregué 2 Fanta 1,5 L"], cart: { "fanta-15": 2 } } },
    ],
  },
  {
    name: "cart trial 8: 'cuanto sale la fanta?' then 'poneme una de esa' adds one Fanta",
    turns: [
      { say: "cuanto sale la fanta?", expect: { reply: ["Fanta 1,5 L"] } },
      { say: "poneme una de esa", expect: { reply: ["Agregué 1 Fanta 1,5 L"], cart: { "fanta-15": 1 } } },
    ],
  },
];

const sizes: Scenario[] = [
  {
    name: "cart trial 8: 'las de 169, el colonial de 250 y el te de 25' picks rows, never 169 units (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "hola! quiero hacer un pedido para mi abuela, ella no maneja el celu. le mandan 2 paquetes de galletitas de agua criollitas, 1 dulce de leche la serenisima y 1 te taragui en saquitos", expect: { reply: ["Criollitas 169 Gr"] } },
      { say: "las de 169, el colonial de 250 y el te de 25", expect: { reply: ["2 Galletitas de Agua sin Sal Criollitas 169 Gr", "1 Dulce de Leche Colonial La Serenísima 250 Gr", "1 Te en Saquitos Filtro Especial Taragui 25 Un"], notReply: ["169 Dulces", "169 Galletitas"], cart: { [CRIOLLITAS_169]: 2, [COLONIAL_250]: 1, [TE_25]: 1 } } },
    ],
  },
  {
    name: "cart trial 8: 'las galletitas de 169 gramos, 2 paquetes' picks the 169 g row with 2",
    ...ALMACEN,
    turns: [
      { say: "2 paquetes de galletitas de agua criollitas", expect: { reply: ["Criollitas 169 Gr"] } },
      { say: "las galletitas de 169 gramos, 2 paquetes", expect: { notReply: ["169 Gal"], cart: { [CRIOLLITAS_169]: 2 } } },
    ],
  },
  {
    name: "cart trial 8: '6 huevos' of eggs sold by the dozen is never 6 dozen (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "buenas! para hoy: yerba playadito de 1k, 2 leches, fideos tirabuzon y 6 huevos", expect: { reply: ["viene por 12 unidades", "¿Te agrego Huevos Blancos Avicoper 12 Un"], notReply: ["6 Huevos", "× 6"] } },
      { say: "si", expect: { reply: ["Agregué 1 Huevos Blancos Avicoper 12 Un"], notReply: ["× 6"], cart: { [HUEVOS]: 1 } } },
    ],
  },
];

const brands: Scenario[] = [
  {
    name: "cart trial 8: 'la serenisima clasica y los matarazzo, 2 paquetes' picks a row of each list (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "hola buenas, necesito yerba playadito de 1k, 2 leches y fideos tirabuzon", expect: { cart: { [YERBA_1KG]: 1 } } },
      { say: "la serenisima clasica y los matarazzo, 2 paquetes", expect: { reply: ["Fideos Tirabuzones Matarazzo 500 Gr"], notReply: ["Spaghetti"], cart: { [YERBA_1KG]: 1, [LECHE_SERENISIMA]: 2, [MATARAZZO]: 2 } } },
    ],
  },
  {
    name: "cart trial 8: 'dame 3 de los matarazzo' after the tirabuzon list adds 3 of its Matarazzo row (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes fideos tirabuzon?", expect: { reply: ["opciones de fideos tirabuzon"] } },
      { say: "dame 3 de los matarazzo", expect: { reply: ["3 Fideos Tirabuzones Matarazzo"], notReply: ["Spaghetti"], cart: { [MATARAZZO]: 3 } } },
    ],
  },
  {
    name: "cart trial 8: '2 de la ilolay' with the leches list open adds 2 Leche Entera Ilolay (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "buenas! para hoy: 2 leches", expect: { reply: ["(para 2)"], cart: {} } },
      { say: "bien. las leches: 2 de la ilolay", expect: { reply: ["2 Leche"], notReply: ["Crema de Leche"], cart: { [LECHE_ILOLAY]: 2 } } },
    ],
  },
  {
    name: "cart trial 8: 'mandame 2 de la Arcor y una harina pureza' after the azúcar list adds 2 Azúcar Arcor (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "Buenas tardes querida. Cuánto está el kilo de azúcar? Y la harina pureza?", expect: { reply: ["opciones de kilo de azúcar", "Harina Leudante Ultrarefinada Pureza 1 Kg sale $710"], cart: {} } },
      // words15: "harina pureza" is a leudante the customer did not say, so it is offered to confirm.
      { say: "Bueno, mandame 2 de la Arcor y una harina pureza. Y tenés levadura?", expect: { reply: ["2 Azúcar Arcor 1 Kg", "¿Te agrego Harina Leudante Ultrarefinada Pureza", "opciones de levadura"], cart: { [AZUCAR_ARCOR]: 2 } } },
    ],
  },
];

const variants: Scenario[] = [
  {
    name: "cart trial 8: 'las de 169 criollitas' with no list open is the 169 g row, one of it; 'las de 473 quilmes' never 473 units",
    ...ALMACEN,
    turns: [
      { say: "quiero las de 169 criollitas", expect: { reply: ["Criollitas 169 Gr ("], notReply: ["para 169", "169 Gal"], cart: { [CRIOLLITAS_169]: 1 } } },
      { say: "sacame todo", expect: { cart: {} } },
      { say: "dame las de 473 quilmes", expect: { notReply: ["para 473", "473 Cerveza"], cart: {} } },
    ],
  },
  {
    name: "cart trial 8: 'no' to the Fanta just offered is answered, nothing added",
    turns: [
      { say: "tenes fanta?", expect: { reply: ["Fanta 1,5 L"] } },
      { say: "no", expect: { reply: ["no lo agrego"], notReply: ["No te entendí"], cart: {} } },
    ],
  },
  {
    name: "cart trial 8: 'tenes coca? dame 2' asks which Coca-Cola with the 2, never drops it",
    turns: [
      { say: "tenes coca? dame 2", expect: { reply: ["(para 2)", "Coca-Cola 1,5 L", "Coca-Cola 500 ml"], cart: {} } },
      { say: "la chica", expect: { reply: ["Agregué 2 Coca-Cola 500 ml"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "cart trial 8: 'dame 2 de esos y una fanta' after the alfajores were named asks which alfajor with the 2",
    turns: [
      { say: "que alfajores tenes?", expect: { reply: ["Alfajor Havanna", "Alfajor Jorgito"] } },
      { say: "dame 2 de esos y una fanta", expect: { reply: ["(para 2)", "1 Fanta 1,5 L"], cart: { "fanta-15": 1 } } },
      { say: "el havanna", expect: { reply: ["Agregué 2 Alfajores Havanna"], cart: { "fanta-15": 1, "alfajor-havanna": 2 } } },
    ],
  },
  {
    name: "cart trial 8: '24 huevos' is 2 packs of 12; '2 maples de huevos' is 2 packs",
    ...ALMACEN,
    turns: [
      { say: "quiero 24 huevos", expect: { notReply: ["24"], cart: { [HUEVOS]: 2 } } },
      { say: "sacame los huevos", expect: { cart: {} } },
      { say: "2 maples de huevos", expect: { cart: { [HUEVOS]: 2 } } },
    ],
  },
  {
    name: "cart trial 8: 'media docena de huevos' / '3 huevos' never store packs the customer did not ask",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 huevos", expect: { reply: ["viene por 12 unidades"], notReply: ["Agregué"], cart: {} } },
      { say: "no", expect: { reply: ["no lo agrego"], cart: {} } },
    ],
  },
  {
    name: "cart trial 8: 'los lucchetti' fits three rows of the tirabuzon list: asked among those only, with the 2",
    ...ALMACEN,
    turns: [
      { say: "tenes fideos tirabuzon?", expect: { reply: ["opciones de fideos tirabuzon"] } },
      { say: "2 de los lucchetti y un pure de tomate", expect: { reply: ["(para 2)"], notReply: ["Matarazzo", "Agregué 2"] } },
    ],
  },
  {
    name: "cart trial 8: 'el ilolay, 2' and 'dame 2 del arcor' pick the one row of the open list with that brand",
    ...ALMACEN,
    turns: [
      { say: "quiero leche", expect: { cart: {} } },
      { say: "dame 2 del ilolay y un azucar arcor", expect: { reply: ["2 Leche Entera Ilolay 1 Lt"], notReply: ["Crema", "Queso"], cart: { [LECHE_ILOLAY]: 2, [AZUCAR_ARCOR]: 1 } } },
    ],
  },
];

export const cartTrial8Scenarios: Scenario[] = [...afterAnswer, ...sizes, ...brands, ...variants];
