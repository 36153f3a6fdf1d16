import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

const COCA_RET = id("7790895000218"); // Coca Cola Retornable 2 Lt
const COCA_225 = id("7790895000997"); // Coca Cola Sabor Original 2.25 Lt
const TERMA = id("7790950133318"); // Aperitivo Amargo Serrano Terma 1.35 Lt
const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const YERBA = id("7793704000225"); // Yerba Mate con Palo Playadito 1 Kg
const ARMONIA = id("7793940305009"); // Leche Entera en Sachet Armonía 1 Lt
const LACTAL = id("7793890001129"); // Pan de Mesa Lactal 560 Gr

// Blind trial 8 (round 9 fixes): quantities and second items said beside an add or an edit.

export const qtyTrial9Scenarios: Scenario[] = [
  {
    name: "qty9: 'dame 2 de las grandes y un alfajor' after 'tienen coca?' adds the cokes and asks which alfajor",
    turns: [
      { say: "hola buenas, tienen coca?", expect: { reply: ["Coca-Cola 1,5 L"] } },
      { say: "dame 2 de las grandes y un alfajor", expect: { cart: { "coca-15": 2 }, reply: ["Agregué 2 Coca-Cola 1,5 L", "Alfajor Havanna", "Alfajor Jorgito"] } },
      { say: "el jorgito", expect: { cart: { "coca-15": 2, "alfajor-jorgito": 1 } } },
    ],
  },
  {
    name: "qty9: '2 de las chicas y una pepsi' after 'tienen coca?' adds both",
    turns: [
      { say: "tienen coca?", expect: { reply: ["Coca-Cola 500 ml"] } },
      { say: "2 de las chicas y una pepsi", expect: { cart: { "coca-500": 2, "pepsi-15": 1 } } },
    ],
  },
  {
    name: "qty9 (verbatim): 'bueno 1 y sumale un jorgito' to the Havanna stock offer takes the 1 and adds the Jorgito",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "quiero 1 coca chica y 2 havanna", expect: { cart: { "coca-500": 1 }, reply: ["me queda 1 sola unidad"] } },
      { say: "bueno 1 y sumale un jorgito. cuanto sale el envio?", expect: { cart: { "coca-500": 1, "alfajor-havanna": 1, "alfajor-jorgito": 1 } } },
    ],
  },
  {
    name: "qty9: a bare '3' right after 'queria unas pepsi' sets that line",
    turns: [
      { say: "queria unas pepsi", expect: { cart: { "pepsi-15": 1 } } },
      { say: "3", expect: { cart: { "pepsi-15": 3 }, reply: ["ahora son 3 Pepsi 1,5 L"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "qty9: 'pasame 2', '2 unidades' right after an add set that line",
    turns: [
      { say: "quiero una fanta", expect: { cart: { "fanta-15": 1 } } },
      { say: "pasame 2", expect: { cart: { "fanta-15": 2 }, reply: ["ahora son 2 Fanta 1,5 L"] } },
      { say: "quiero papas lays", expect: { cart: { "fanta-15": 2, "papas-lays": 1 } } },
      { say: "3 unidades", expect: { cart: { "fanta-15": 2, "papas-lays": 3 } } },
    ],
  },
  {
    name: "qty9: 'sacame la sprite y poneme una fanta. mejor 2 fantas' leaves 2 fantas",
    turns: [
      { say: "dame la sprite y 2 aguas", expect: { cart: { "sprite-15": 1, "agua-500": 2 } } },
      { say: "no sabes q, sacame la sprite y poneme una fanta. mejor 2 fantas", expect: { cart: { "agua-500": 2, "fanta-15": 2 } } },
    ],
  },
  {
    name: "qty9: 'poneme una pepsi, mejor 3' in one message sets 3",
    turns: [
      { say: "poneme una pepsi, mejor 3", expect: { cart: { "pepsi-15": 3 } } },
    ],
  },
  {
    name: "qty9: 'remove the 1.5 L cokes and add 2 coke 500ml' removes and adds",
    turns: [
      { say: "i want 2 big cokes", expect: { cart: { "coca-15": 2 } } },
      { say: "remove the 1.5 L cokes and add 2 coke 500ml", expect: { cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "qty9: 'cambiame la fanta por 2 pepsi' and 'cambia las pepsis por 3 sprite' swap the line",
    turns: [
      { say: "quiero una fanta y 2 aguas", expect: { cart: { "fanta-15": 1, "agua-500": 2 } } },
      { say: "cambiame la fanta por 2 pepsi", expect: { cart: { "pepsi-15": 2, "agua-500": 2 }, reply: ["Fanta"] } },
      { say: "cambia las pepsis por 3 sprite", expect: { cart: { "sprite-15": 3, "agua-500": 2 } } },
    ],
  },
  {
    name: "qty9: 'y la fanta que sea 3', 'la pepsi, 3 en total', 'no, 2 pepsis nomas', 'te dije q son 2 pepsis no 3'",
    turns: [
      { say: "quiero una fanta y una pepsi", expect: { cart: { "fanta-15": 1, "pepsi-15": 1 } } },
      { say: "y la fanta que sea 3", expect: { cart: { "fanta-15": 3, "pepsi-15": 1 } } },
      { say: "la pepsi, 3 en total", expect: { cart: { "fanta-15": 3, "pepsi-15": 3 } } },
      { say: "no, 2 pepsis nomas", expect: { cart: { "fanta-15": 3, "pepsi-15": 2 } } },
      { say: "una mas de fanta", expect: { cart: { "fanta-15": 4, "pepsi-15": 2 } } },
      { say: "te dije q son 2 fantas no 3", expect: { cart: { "fanta-15": 2, "pepsi-15": 2 } } },
    ],
  },
  {
    name: "qty9 (almacén, verbatim): 'y el terma que sea 3' and 'el que ya tengo, el serrano. 3 en total' set the Terma line",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 terma serrano y 2 coca de 1.5", expect: { cart: { [TERMA]: 2, [COCA_15]: 2 } } },
      { burst: ["sacame la coca", "y el terma que sea 3"], expect: { cart: { [TERMA]: 3 }, reply: ["Saqué Coca Cola 1.5 Lt", "ahora son 3 Aperitivo Amargo Serrano Terma"], notReply: ["Cuál de estos"] } },
      { say: "el que ya tengo, el serrano. 4 en total", expect: { cart: { [TERMA]: 4 }, reply: ["ahora son 4 Aperitivo Amargo Serrano Terma"] } },
      { say: "el terma, que sean 2", expect: { cart: { [TERMA]: 2 } } },
    ],
  },
  {
    name: "qty9 (almacén, verbatim): 'una mas de yerba' with Playadito in the cart adds one Playadito; 'la yerba la playadito q ya tengo, que sean 3' sets it",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 yerba playadito de 1 kg", expect: { cart: { [YERBA]: 2 } } },
      { say: "una mas de yerba", expect: { cart: { [YERBA]: 3 }, notReply: ["Cuál de estos"] } },
      { say: "la yerba la playadito q ya tengo, que sean 5", expect: { cart: { [YERBA]: 5 }, notReply: ["Cuál de estos"] } },
      { say: "otra de yerba", expect: { cart: { [YERBA]: 6 }, notReply: ["Cuál de estos"] } },
    ],
  },
  {
    name: "qty9 (almacén, verbatim): 'no, 2 leches nomas' and 'te dije q son 2 leches armonia no 3' set the milk, never add",
    ...ALMACEN,
    turns: [
      { say: "buenas! 3 sachet de leche armonia y 2 pan de mesa lactal grande", expect: { cart: { [ARMONIA]: 3, [LACTAL]: 2 } } },
      { say: "no, 2 leches nomas", expect: { cart: { [ARMONIA]: 2, [LACTAL]: 2 }, notReply: ["opciones de leches"] } },
      { say: "te dije q son 3 leches armonia no 2", expect: { cart: { [ARMONIA]: 3, [LACTAL]: 2 } } },
      { say: "te dije q son 2 leches armonia no 3", expect: { cart: { [ARMONIA]: 2, [LACTAL]: 2 }, reply: ["ahora son 2 Leche"] } },
    ],
  },
  {
    name: "qty9 (almacén, verbatim): 'cambiame las de 2 litros por 2 de 2.25' asks which 2.25 with the 2, then swaps",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca retornable de 2 litros", expect: { cart: { [COCA_RET]: 2 } } },
      { say: "cambiame las de 2 litros por 2 de 2.25", expect: { cart: { [COCA_RET]: 2 }, reply: ["en vez de Coca Cola Retornable 2 Lt (para 2)", "Coca Cola Sabor Original 2.25 Lt", "Coca Cola Light 2.25 Lt"], notReply: ["No te entendí"] } },
      { say: "la sabor original", expect: { cart: { [COCA_225]: 2 } } },
    ],
  },
];
