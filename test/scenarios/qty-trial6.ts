import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 6: a quantity said again for a product already in the cart is its total, not more
// on top ("quiero 3 coca de 500" with 2 made 5; "ponele 3 jorgitos" with one made 4; "noo 24
// mantecas no! 1 manteca y 2 docenas de huevos" added eggs and asked manteca again). Only words
// of adding ("otra", "2 más", "agregame", "sumale", a leading "y") put it on top; a product
// ordered twice in one burst, before any reply, still adds. Kiosk prices as in retail.ts.

const EGGS = id("7792335000314"); // Huevos Blancos Avicoper 12 Un
const BUTTER = id("7793940054006"); // Manteca La Serenísima 200 Gr
const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const FIDEOS = id("7790070318602"); // Fideos Tirabuzones Matarazzo 500 Gr
const SALSA = id("7793360927805"); // Salsa de Tomate Pizza Doypack Salsati 340 Gr

export const qtyTrialScenarios: Scenario[] = [
  {
    name: "qty6: 'mejor 3' right after a product was added sets that line, never a new search",
    turns: [
      { say: "quiero una coca de 500", expect: { cart: { "coca-500": 1 } } },
      { say: "mejor 3", expect: { cart: { "coca-500": 3 }, reply: ["ahora son 3 Coca-Cola 500 ml", "¿Algo más o confirmamos?"], notReply: ["opciones", "No tengo"] } },
    ],
  },
  {
    name: "qty6 (almacén): 'mejor 3' after a pick, then 'ponele 4 cocas' and 'mejor 2 en total' set the line",
    ...ALMACEN,
    turns: [
      { say: "quiero coca", expect: { reply: ["Cuál de estos"] } },
      { say: "la 1", expect: { cart: { [COCA_15]: 1 } } },
      { say: "mejor 3", expect: { cart: { [COCA_15]: 3 }, reply: ["ahora son 3 Coca Cola 1.5 Lt"], notReply: ["opciones"] } },
      { say: "ponele 4 cocas", expect: { cart: { [COCA_15]: 4 }, reply: ["ahora son 4 Coca Cola 1.5 Lt"], notReply: ["Agregué"] } },
      { say: "uh no, mejor 2 en total", expect: { cart: { [COCA_15]: 2 }, reply: ["ahora son 2 Coca Cola 1.5 Lt"] } },
    ],
  },
  {
    name: "qty6: with 2 Coca-Cola 500 in the cart 'quiero 3 coca de 500' makes 3 in all, 'dame 1 coca de 500' leaves 1",
    turns: [
      { say: "quiero 2 coca de 500", expect: { cart: { "coca-500": 2 } } },
      { say: "quiero 3 coca de 500", expect: { cart: { "coca-500": 3 }, reply: ["ahora son 3 Coca-Cola 500 ml"], notReply: ["Agregué"] } },
      { say: "dame 1 coca de 500", expect: { cart: { "coca-500": 1 }, reply: ["ahora es 1 Coca-Cola 500 ml"] } },
      { say: "son 2 cocas de 500", expect: { cart: { "coca-500": 2 } } },
      { say: "agregame 2 cocas de 500 más", expect: { cart: { "coca-500": 4 }, reply: ["Agregué 2 Coca-Cola 500 ml"] } },
      { say: "y 1 coca de 500", expect: { cart: { "coca-500": 5 } } },
    ],
  },
  {
    name: "qty6: 'ponele 3 jorgitos' with one Jorgito makes 3; 'otros 2', 'sumale 1 jorgito' and '2 jorgitos más' add",
    turns: [
      { say: "quiero un jorgito", expect: { cart: { "alfajor-jorgito": 1 } } },
      { say: "ponele 3 jorgitos", expect: { cart: { "alfajor-jorgito": 3 }, reply: ["ahora son 3 Alfajores Jorgito"], notReply: ["Agregué"] } },
      { say: "otros 2 jorgitos", expect: { cart: { "alfajor-jorgito": 5 } } },
      { say: "sumale 1 jorgito", expect: { cart: { "alfajor-jorgito": 6 } } },
      { say: "quiero 2 jorgitos más", expect: { cart: { "alfajor-jorgito": 8 } } },
      { say: "dame un jorgito", note: "the article asks for one more, not a total of one", expect: { cart: { "alfajor-jorgito": 9 } } },
      { say: "que sean 4 jorgitos", expect: { cart: { "alfajor-jorgito": 4 } } },
    ],
  },
  {
    name: "qty6: the same product ordered twice in one burst, before any reply, adds both",
    turns: [
      { burst: ["2 cocas de 500", "y 2 cocas de 500 más"], expect: { cart: { "coca-500": 4 } } },
      { burst: ["quiero 2 fanta", "2 fanta"], expect: { cart: { "coca-500": 4, "fanta-15": 4 } } },
      { burst: ["quiero 1 coca de 500", "y otra coca de 500"], note: "the first restates the total, the second adds on top", expect: { cart: { "coca-500": 2, "fanta-15": 4 } } },
    ],
  },
  {
    name: "qty6 (almacén, verbatim): 'noo 24 mantecas no! 1 manteca y 2 docenas de huevos' sets both lines and reads the cart back",
    ...ALMACEN,
    turns: [
      // The trial picked the butter from a list ("la 2 de manteca"); named whole here, the cart is the same.
      { say: "quiero una docena de huevos y una manteca la serenisima 200 gr", expect: { cart: { [EGGS]: 1, [BUTTER]: 1 } } },
      { say: "son 24", note: "the wrong edit of the trial: 24 butters", expect: { cart: { [EGGS]: 1, [BUTTER]: 24 } } },
      {
        say: "noo 24 mantecas no! 1 manteca y 2 docenas de huevos",
        expect: { cart: { [EGGS]: 2, [BUTTER]: 1 }, replies: 1, reply: ["1 Manteca La Serenísima 200 Gr", "2 Huevos Blancos Avicoper 12 Un", "En el carrito", "¿Algo más o confirmamos?"], notReply: ["Cuál", "Agregué"] },
      },
    ],
  },
  {
    name: "qty6 (almacén): '24 mantecas no, una sola' and 'no, 1 manteca' set the line the cart holds, never ask the list",
    ...ALMACEN,
    turns: [
      { say: "quiero una docena de huevos y una manteca la serenisima 200 gr" },
      { say: "ponele 24 mantecas", expect: { cart: { [EGGS]: 1, [BUTTER]: 24 }, notReply: ["Agregué"] } },
      { say: "24 mantecas no, una sola", expect: { cart: { [EGGS]: 1, [BUTTER]: 1 }, notReply: ["Cuál"] } },
      { say: "eran 3", expect: { cart: { [EGGS]: 1, [BUTTER]: 3 } } },
      { say: "no, 1 manteca", expect: { cart: { [EGGS]: 1, [BUTTER]: 1 }, reply: ["ahora es 1 Manteca La Serenísima 200 Gr"], notReply: ["Cuál"] } },
    ],
  },
  {
    name: "qty6 (almacén): 'quiero 3 paquetes de fideos …' restated after 'mejor 2 de fideos' sets the line",
    ...ALMACEN,
    turns: [
      // wordsb18 (t18c): "salsa de tomate" names every tomato sauce, so the 2 wait on a pick among them.
      { say: "ola kiero 3 paquetes de fideos matarazo tirabuzon y 2 salsa de tomate", expect: { cart: { [FIDEOS]: 3 } } },
      { say: "la de pizza salsati", expect: { cart: { [FIDEOS]: 3, [SALSA]: 2 } } },
      { say: "mejor 2 de fideos", expect: { cart: { [FIDEOS]: 2, [SALSA]: 2 } } },
      { say: "quiero 3 paquetes de fideos matarazo tirabuzon", expect: { cart: { [FIDEOS]: 3, [SALSA]: 2 }, reply: ["ahora son 3 Fideos Tirabuzones Matarazzo"] } },
    ],
  },
  {
    name: "qty6: 'solo 1', 'que sean 2', 'dejalo en 2', 'bajalo a 1', 'no, 2 nomás', 'eran 2 no 3', 'subilo a 4' set the last line",
    turns: [
      { say: "quiero 3 jorgitos", expect: { cart: { "alfajor-jorgito": 3 } } },
      { say: "solo 1", expect: { cart: { "alfajor-jorgito": 1 }, reply: ["ahora es 1 Alfajor Jorgito"], notReply: ["No te entendí"] } },
      { say: "que sean 2", expect: { cart: { "alfajor-jorgito": 2 } } },
      { say: "subilo a 4", expect: { cart: { "alfajor-jorgito": 4 } } },
      { say: "dejalo en 2", expect: { cart: { "alfajor-jorgito": 2 } } },
      { say: "bajalo a 1", expect: { cart: { "alfajor-jorgito": 1 }, notReply: ["No te entendí"] } },
      { say: "no, 2 nomás", expect: { cart: { "alfajor-jorgito": 2 }, notReply: ["No te entendí"] } },
      { say: "ponele 3", expect: { cart: { "alfajor-jorgito": 3 } } },
      { say: "eran 2 no 3", expect: { cart: { "alfajor-jorgito": 2 } } },
      { say: "1 solo", expect: { cart: { "alfajor-jorgito": 1 } } },
      { say: "solo 1 pregunta, hacen envíos?", note: "a number of words, not of the line", expect: { cart: { "alfajor-jorgito": 1 }, reply: ["envío"] } },
    ],
  },
  {
    name: "qty6: 'ponele 2 de cada una' sets every line just ordered; 'una más de cada uno' and 'agregame 2 de cada uno' add to each",
    turns: [
      { say: "quiero 3 cocas de 500", expect: { cart: { "coca-500": 3 } } },
      { say: "quiero jorgitos y fanta", expect: { cart: { "coca-500": 3, "alfajor-jorgito": 1, "fanta-15": 1 } } },
      { say: "ponele 2 de cada una", expect: { cart: { "coca-500": 3, "alfajor-jorgito": 2, "fanta-15": 2 }, reply: ["2 Alfajores Jorgito y 2 Fanta 1,5 L"], notReply: ["No tengo"] } },
      { say: "una más de cada uno", expect: { cart: { "coca-500": 3, "alfajor-jorgito": 3, "fanta-15": 3 } } },
      { say: "agregame 2 de cada uno", expect: { cart: { "coca-500": 3, "alfajor-jorgito": 5, "fanta-15": 5 } } },
      { say: "que sean 4 de cada", expect: { cart: { "coca-500": 3, "alfajor-jorgito": 4, "fanta-15": 4 } } },
      { say: "sacame 1 de cada uno", expect: { cart: { "coca-500": 3, "alfajor-jorgito": 3, "fanta-15": 3 } } },
    ],
  },
  {
    name: "qty6 (English, almacén): 'actually I wanted 3 of those' and 'make it 2' set the line picked, read back in English",
    ...ALMACEN,
    turns: [
      { say: "hi! do you have coca cola? I want 3 bottles of 1.5 liters", expect: { reply: ["options"] } },
      { say: "the first one" },
      { say: "actually I wanted 3 of those", expect: { cart: { [COCA_15]: 3 }, reply: ["you now have 3 × Coca Cola 1.5 Lt", "Anything else"], notReply: ["didn't quite get"] } },
      { say: "make it 2", expect: { cart: { [COCA_15]: 2 }, reply: ["you now have 2 × Coca Cola 1.5 Lt"], notReply: ["didn't quite get"] } },
      { say: "make it 4 cokes", expect: { cart: { [COCA_15]: 4 } } },
    ],
  },
  {
    name: "qty6 (English): 'make it 2', 'just one', 'change it to 5' set the last line",
    turns: [
      { say: "hi, I want a coke of 500 ml", expect: { cart: { "coca-500": 1 } } },
      { say: "make it 2", expect: { cart: { "coca-500": 2 }, reply: ["you now have 2 × Coca-Cola 500 ml"] } },
      { say: "just one", expect: { cart: { "coca-500": 1 } } },
      { say: "change it to 5", expect: { cart: { "coca-500": 5 } } },
      { say: "only 3", expect: { cart: { "coca-500": 3 } } },
    ],
  },
];
