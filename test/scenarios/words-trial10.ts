import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 9 (almacén): ordinary words searched as products ("tomo", "TRES", "verdad", "puse",
// "cambies", "ella", "en 20 min", "em casa"), tea asked for as "te" / "té", near products of
// another kind ("nido", "tinto", "algo dulce"), products said with a container ("quilmes cans", "bags of
// lays") and a "not found" said beside the very products it then offers ("quilmes cans").

const COCA_15 = id("7790895000430");

/** Class 1: verbs, pronouns, number words in capitals, time phrases and pt/en function words are never products. */
const notProducts: Scenario[] = [
  {
    name: "words trial 10: 'pan no tiene verdad? ... un te de saquitos' never searches 'verdad' (verbatim t9c 20)",
    ...ALMACEN,
    turns: [
      {
        say: "Buenas tardes señor, le escribe Norma, la vecina de la vuelta, la del perro. Necesitaria que me traiga 1 kilo de pan, no, pan no tiene verdad? bueno entonces un paquete de tostadas, una mermelada de durazno y un te de saquitos, el que sea. La direccion es Pasaje Roque Saenz Peña 77. Le pago cuando llega en efectivo",
        expect: { reply: ["Tostadas", "Mermelada de durazno", "Te de saquitos. ¿Cuál te llevás?"], notReply: ['"verdad"', "traiga", "Detergente"] },
      },
      { say: "la mermelada la arcor. y el te? envio a Pasaje Roque Saenz Peña 77 como le puse", expect: { notReply: ["opciones de puse", "Puré de Tomate", '"puse"'] } },
    ],
  },
  {
    name: "words trial 10: 'una leche larga vida que la que tomo es la serenisima' and 'vino no tomo' never list 'tomo' (verbatim t9c 01)",
    ...ALMACEN,
    turns: [
      { say: "me manda un kilo de azucar y una leche larga vida que la que tomo es la serenisima entera", expect: { notReply: ["opciones de tomo", '"tomo"', "Vino Tinto Toro"] } },
      { say: "no querida, vino no tomo. la leche la serenisima larga vida de litro", expect: { notReply: ["opciones de tomo", '"tomo"', "Vino"] } },
    ],
  },
  {
    name: "words trial 10: 'TRES?? no señora!! UNA bolsa de azucar' never lists candles of Tres Patitos (verbatim t9c 01)",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 azucar ledesma", expect: { cart: { [id("7792540260138")]: 3 } } },
      { say: "TRES?? no señora!! UNA bolsa de azucar", expect: { notReply: ["opciones de TRES", "Patitos", "Tres Arroyos", '"TRES"'] } },
    ],
  },
  {
    name: "words trial 10: 'te dije q lo cambies', 'paga ella', 'retiro en 20 min' are never products",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "te dije q lo cambies", expect: { notReply: ['"cambies"', "No tengo", "No tenemos"], cart: { [COCA_15]: 2 } } },
      { say: "el dni de ella es 10222333, paga ella en efectivo cuando le llega", expect: { notReply: ["Pañal", "Ellos", "No tengo"], cart: { [COCA_15]: 2 } } },
      { say: "ok. retiro en 20 min", expect: { notReply: ['"min"', "No tengo"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "words trial 10: 'Vocês entregam em casa?' never offers an insecticide 'Casa y Jardín' (verbatim t9c 04)",
    ...ALMACEN,
    turns: [{ say: "Olá, boa noite! Vocês entregam em casa? Queria comprar umas coisas", expect: { notReply: ["Insecticida", '"em casa"', "Não temos"] } }],
  },
  {
    name: "words trial 10: 'mandamelo a casa' / 'lo paso a buscar en media hora' search no 'casa' nor 'hora'",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "lo paso a buscar en media hora", expect: { notReply: ["Insecticida", "No tengo", "No tenemos"], cart: { [COCA_15]: 2 } } },
    ],
  },
];

/** Class 2: tea is a product when ordered or asked for, and "te" a pronoun otherwise. */
const tea: Scenario[] = [
  {
    name: "words trial 10: 'tenes saquitos de te?' lists the teas (verbatim t9c 18, was a handoff)",
    ...ALMACEN,
    turns: [{ say: "tenes saquitos de te?", expect: { reply: ["Tenemos 7 opciones de te"], notReply: ["Detergente", "persona", "No tenemos"] } }],
  },
  {
    name: "words trial 10: 'quiero un té' / 'tenés te?' find tea, never a detergent 'Limón y Te Verde'",
    ...ALMACEN,
    turns: [
      { say: "tenés té?", expect: { reply: ["Tenemos 7 opciones de té"], notReply: ["Detergente", "No tenemos"] } },
      { say: "quiero un te la virginia", expect: { reply: ["Te Boldo en Saquitos La Virginia 25 Un o Te en Saquitos Ensobrados Manzanilla La Virginia"], notReply: ["Detergente", "No tengo"] } },
    ],
  },
  {
    name: "words trial 10: 'quiero un te verde' is no 'Detergente Limón y Te Verde': not sold, the teas offered",
    ...ALMACEN,
    // offers37: the teas now come as the list to pick from (their rows are the list's, not the text's).
    turns: [{ say: "quiero un te verde", expect: { reply: ['No tengo "té verde"', "¿Cuál de estos"], notReply: ["Detergente"], cart: {} } }],
  },
  {
    name: "words trial 10: 'te pido 2 cocas de 1.5' / 'te encargo' read 'te' as a pronoun",
    ...ALMACEN,
    turns: [
      { say: "te pido 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 }, notReply: ["Te en Saquitos", "Detergente"] } },
      { say: "te encargo tambien un azucar ledesma", expect: { notReply: ["Te en Saquitos", "Detergente"], cart: { [COCA_15]: 2, [id("7792540260138")]: 1 } } },
    ],
  },
];

/** Class 3: near products of another kind, containers and several fitting rows. */
const nearProducts: Scenario[] = [
  {
    name: "words trial 10: 'hola quiero 1 kg de queso cremoso' offers the cheeses, never adds one by itself (verbatim t9b 17)",
    ...ALMACEN,
    turns: [{ say: "hola quiero 1 kg de queso cremoso", expect: { reply: ["¿Te agrego Queso Cremoso Saint Paulin La Serenísima Light 1 Kg"], notReply: ["Agregué"], cart: {} } }],
  },
  {
    name: "words trial 10: 'un vino tinto' lists red wines, 'tenes leche nido?' the Nido milks, never fettuccine",
    ...ALMACEN,
    turns: [
      { say: "tenes leche nido?", expect: { reply: ["Leche en Polvo Lata Nido Fortigrow"], notReply: ["Fettuccine", "Fettucini"] } },
      { say: "y un vino tinto", expect: { reply: ["varias opciones"], notReply: ["No tengo"] } },
    ],
  },
];

/** Class 4: never "not found" for what the same reply offers. */
const foundOffered: Scenario[] = [
  {
    name: "words trial 10: '6 quilmes cans and 2 bags of lays please' lists Quilmes cans without 'I don't have' (verbatim t9c 05)",
    ...ALMACEN,
    turns: [{ say: "ok cool. 6 quilmes cans and 2 bags of lays please", expect: { reply: ["(for 6)", "Lays (for 2)"], notReply: ["don't have", "Sorry"] } }],
  },
  {
    name: "words trial 10: '4 latas de quilmes' lists the rows, never 'No tengo'",
    ...ALMACEN,
    turns: [{ say: "quiero 4 latas de quilmes", expect: { reply: ["(para 4)"], notReply: ["No tengo"] } }],
  },
];

export const wordsTrial10Scenarios: Scenario[] = [...notProducts, ...tea, ...nearProducts, ...foundOffered];
