import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 37 (almacén), fix round 38: adverbs said around an order ("de nuevo", "otra vez",
// "como siempre") are never a product's words.

const COCA_15 = id("7790895000430");
const COCA_2 = id("7790895000218");
const FANTA_15 = id("7790895000454");

/** A first order placed, so "de nuevo" has something to repeat. */
const PLACED: Scenario["turns"] = [
  { say: "cuanto sale la coca chica?" },
  { say: "dame 3" },
  { say: "listo" },
  { say: "retiro" },
  { say: "Raul Dominguez 24000333" },
  { say: "efectivo" },
  { say: "si", expect: { reply: ["quedó confirmado"] } },
];

/** Class: "de nuevo", "otra vez", "como siempre", "de una" are how an order is asked, never product words. */
const adverbs: Scenario[] = [
  {
    name: "words trial 37: 'quiero pedir de nuevo 2 coca de 1.5' adds only the 2 Coca, never the Nuevo Selton insecticide (verbatim t37c 058)",
    ...ALMACEN,
    turns: [
      ...PLACED,
      { say: "hola, quiero pedir de nuevo 2 coca de 1.5", expect: { notReply: ["Insecticida", "Selton"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "words trial 37: 'hola de nuevo che, mandame 1 fernet y 2 hielos' offers no Nuevo Selton insecticide (verbatim t37c 003)",
    ...ALMACEN,
    turns: [
      { say: "hola q tal, quiero 3 coca de 2 litros, 1 kg de azucar ledesma. soy Carlos Diaz dni 28444555, mandalo a San Martin 1200, pago en efectivo" },
      { say: "#1", expect: { reply: ["quedó confirmado"] } },
      { say: "hola de nuevo che, mandame 1 fernet y 2 hielos a la direccion que te pase", expect: { notReply: ["Insecticida", "Selton"] } },
      { say: "listo", expect: { notReply: ["Insecticida", "Selton"], cart: {} } },
    ],
  },
  {
    name: "words trial 37: 'dame otra vez 2 coca de 2 litros' adds the 2 Coca 2 L only (variant of t37c 058)",
    ...ALMACEN,
    turns: [
      ...PLACED,
      { say: "dame otra vez 2 coca de 2 litros", expect: { notReply: ["Insecticida"], cart: { [COCA_2]: 2 } } },
    ],
  },
  {
    name: "words trial 37: 'mandame 2 fanta de 1.5 como siempre' adds the 2 Fanta only (variant of t37c 058)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "mandame 2 fanta de 1.5 como siempre", expect: { notReply: ["Toalla", "Siempre Libre", "No te entendí"], cart: { [FANTA_15]: 2 } } },
    ],
  },
  {
    name: "words trial 37: 'quiero de nuevo la coca de 1.5' adds the Coca (variant of t37c 058)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "quiero de nuevo la coca de 1.5", expect: { notReply: ["Insecticida", "Selton"], cart: { [COCA_15]: 1 } } },
    ],
  },
  {
    name: "words trial 37: 'siempre libre' said as a product still finds the towels (guard of the adverb rule)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "quiero toallitas siempre libre", expect: { reply: ["Siempre Libre"] } },
    ],
  },
];

const SELTON = id("7793253001513");

/** Class: "no pedí eso, sacalo" after a line was added removes that line, whatever else the message says. */
const notOrderedRemoved: Scenario[] = [
  {
    name: "words trial 37: 'que insecticida?? no pedi eso, sacalo. queria fernet y hielo nada mas' removes the insecticide added (verbatim t37c 003)",
    ...ALMACEN,
    turns: [
      ...PLACED,
      { say: "quiero 1 insecticida cucarachas y hormigas nuevo selton", expect: { cart: { [SELTON]: 1 } } },
      { say: "listo", expect: { reply: ["Resumen"] } },
      { say: "que insecticida?? no pedi eso, sacalo. queria fernet y hielo nada mas", expect: { cart: {}, notReply: ["opciones de insecticida"] } },
    ],
  },
  {
    name: "words trial 37: 'que fanta?? no pedi eso, sacala' after the add removes the Fanta, keeps the Coca (variant of t37c 003)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "quiero 2 coca de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "y 1 fanta de 1.5", expect: { cart: { [COCA_15]: 2, [FANTA_15]: 1 } } },
      { say: "que fanta?? no pedi eso, sacala", expect: { cart: { [COCA_15]: 2 }, notReply: ["No te entendí"] } },
    ],
  },
];

/** Class: with a cart open, "no quiero nada, cancelá" empties the cart; a placed order is only named, never offered to cancel. */
const cancelWithCart: Scenario[] = [
  {
    name: "words trial 37: 'entonces no quiero nada, cancelá' with a cart and a placed order empties the cart, never asks to cancel the order (verbatim t37c 003)",
    ...ALMACEN,
    turns: [
      ...PLACED,
      { say: "quiero 2 coca de 2 litros", expect: { cart: { [COCA_2]: 2 } } },
      { say: "entonces no quiero nada, cancelá", expect: { notReply: ["¿Cancelo tu pedido"] } },
      { say: "si", expect: { cart: {}, notReply: ["cancelado"] } },
      { say: "como va mi pedido?", expect: { reply: ["ORD-00001"], notReply: ["cancelado"] } },
    ],
  },
  {
    name: "words trial 37: 'y mi pedido ORD-00001 sigue en pie?' answers its status, offers nothing (verbatim t37c 003)",
    ...ALMACEN,
    turns: [
      { say: "hola q tal, quiero 3 coca de 2 litros, 1 kg de azucar ledesma. soy Carlos Diaz dni 28444555, mandalo a San Martin 1200, pago en efectivo" },
      { say: "#1", expect: { reply: ["quedó confirmado"] } },
      { say: "y mi pedido ORD-00001 sigue en pie?", expect: { reply: ["ORD-00001"], notReply: ["¿Sumo", "Crema", "No te entendí"] } },
    ],
  },
  {
    name: "words trial 37: 'cancelá el pedido' with a cart open still asks about the placed order it names (guard of t37c 003)",
    ...ALMACEN,
    turns: [
      ...PLACED,
      { say: "quiero 2 coca de 2 litros", expect: { cart: { [COCA_2]: 2 } } },
      { say: "cancelá el pedido ORD-00001", expect: { reply: ["ORD-00001"] } },
    ],
  },
  {
    name: "words trial 37: 'el pedido sigue vigente?' answers its status (variant of t37c 003)",
    ...ALMACEN,
    turns: [
      ...PLACED,
      { say: "el pedido sigue vigente?", expect: { reply: ["confirmado"], notReply: ["¿Sumo", "No te entendí"] } },
    ],
  },
];

/** Class: a flavour said to an open list whose rows lack it is that list's kind in the flavour, with the list's count; a row of that kind named answers the list. */
const flavourToList: Scenario[] = [
  {
    name: "words trial 37: 'la de naranja' to the 1.5 L gaseosa list without a naranja row asks among the naranja 1.5 L (verbatim t37b 050)",
    ...ALMACEN,
    turns: [
      { say: "kiero 1 gaseosa de litro y medio" },
      { say: "la de naranja", expect: { notReply: ["No te entendí", "Mermelada", "Jugo"] } },
      { say: "la fanta", expect: { cart: { [FANTA_15]: 1 } } },
    ],
  },
  {
    name: "words trial 37: 'una fanta de litro y medio' said by name answers the open gaseosa list: nothing left out at the summary (verbatim t37b 050)",
    ...ALMACEN,
    turns: [
      { say: "kiero 1 gaseosa de litro y medio" },
      { say: "te dije la de naranja!! una fanta de litro y medio", expect: { cart: { [FANTA_15]: 1 } } },
      { say: "listo", expect: { notReply: ["Dejé afuera", "Antes:"] } },
    ],
  },
  {
    name: "words trial 37: '2 gaseosas de litro y medio' then 'la de naranja' keeps the count 2 (variant of t37b 050)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 gaseosas de litro y medio" },
      { say: "la de naranja", expect: { notReply: ["No te entendí"] } },
      { say: "la mirinda", expect: { cart: { [id("7791813421153")]: 2 } } },
    ],
  },
];

export const wordsTrial37Scenarios: Scenario[] = [...adverbs, ...notOrderedRemoved, ...cancelWithCart, ...flavourToList];
