import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 31 (kiosk and almacén), fix round 32: words around what is meant — a removal with a
// filler after the product ("el havanna sacalo mejor").

/** Class: fillers around a removal never become the thing removed; word order does not matter. */
const removalFillers: Scenario[] = [
  {
    name: "words trial 31: 'el havanna sacalo mejor' removes the Havanna (verbatim t31a 043)",
    turns: [
      { say: "quiero 2 alfajores jorgito y 1 havanna", expect: { cart: { "alfajor-jorgito": 2, "alfajor-havanna": 1 } } },
      { say: "el havanna sacalo mejor", expect: { notReply: ["No encontré"], cart: { "alfajor-jorgito": 2 } } },
      { say: "y 2 papas lays", expect: { cart: { "alfajor-jorgito": 2, "papas-lays": 2 } } },
    ],
  },
  ...["la pepsi sacala mejor", "mejor sacame la pepsi", "la pepsi mejor sacala", "sacame la pepsi mejor", "la pepsi sacala porfa"].map(
    (say): Scenario => ({
      name: `words trial 31: '${say}' removes the Pepsi, the rest kept (variant)`,
      turns: [
        { say: "quiero 2 pepsi y 1 havanna", expect: { cart: { "pepsi-15": 2, "alfajor-havanna": 1 } } },
        { say, expect: { notReply: ["No encontré"], cart: { "alfajor-havanna": 1 } } },
      ],
    }),
  ),
];

/** Class: a place after "envíos a" is never a product search; the minimum for delivery is a question about delivery. */
const deliveryPlaceAndMinimum: Scenario[] = [
  {
    name: "words trial 31: 'hacen envíos a Villa Allende' answers delivery, never searches the place (verbatim t31c 012)",
    ...ALMACEN,
    turns: [
      { say: "Hola buenas tardes quería saber si hacen envíos a Villa Allende", expect: { notReply: ["No tengo", "Villa San Remo", "¿Cuál de estos"], reply: ["Villa Allende"] } },
      { say: "ah ok y cuanto es el minimo", expect: { notReply: ["Todavía no tenés nada", "No te entendí"], reply: ["gratis desde"] } },
      { say: "me refiero al monto minimo de compra para envio", expect: { notReply: ["Anoté", "Villa Allende querés", "No te entendí"], reply: ["gratis desde"] } },
    ],
  },
  ...["hacen envios a Villa Carlos Paz?", "llegan a Villa Belgrano?", "mandan a Villa Rivera Indarte"].map(
    (say): Scenario => ({
      name: `words trial 31: '${say}' answers delivery, never a product list (variant)`,
      ...ALMACEN,
      turns: [{ say, expect: { notReply: ["No tengo", "Villa San Remo", "¿Cuál de estos"], reply: ["Villa"] } }],
    }),
  ),
  ...["cual es el minimo de compra para envio?", "hay monto minimo para que me lo manden?", "cuanto es el minimo para el envio gratis?"].map(
    (say): Scenario => ({
      name: `words trial 31: '${say}' is answered from the delivery settings, nothing stored (variant)`,
      ...ALMACEN,
      turns: [{ say, expect: { notReply: ["Anoté", "Todavía no tenés nada", "No te entendí", "No tengo"], reply: ["gratis desde"] } }],
    }),
  ),
];

/** Class: the product a price question names is what is priced, never a row of the list still open; "chica" sizes that product. */
const namedProductPriced: Scenario[] = [
  {
    name: "words trial 31: 'y la coca chica cuanto sale?' after wine talk prices the coca, never a wine (verbatim t31c 016)",
    ...ALMACEN,
    turns: [
      { say: "buenas noches. tienen vino? algo tinto malbec", expect: {} },
      { say: "malbec no tenes?", expect: { reply: ["Michel Torino"] } },
      { say: "dame 2 del michel torino", expect: { cart: { [id("7790189000412")]: 2 } } },
      { say: "y la coca chica cuanto sale?", expect: { notReply: ["Resero", "sale $640"], reply: ["Coca Cola"], cart: { [id("7790189000412")]: 2 } } },
    ],
  },
  {
    name: "words trial 31: 'y la coca chica cuanto sale?' with the wine list open prices the coca (variant)",
    ...ALMACEN,
    turns: [
      { say: "buenas noches. tienen vino? algo tinto malbec", expect: {} },
      { say: "y la coca chica cuanto sale?", expect: { notReply: ["Vino", "Resero"], reply: ["Coca Cola"] } },
    ],
  },
  {
    name: "words trial 31: kiosk 'y la coca chica cuanto sale?' with another list open prices the 500 ml (variant)",
    turns: [
      { say: "que alfajores tenes?", expect: {} },
      { say: "y la coca chica cuanto sale?", expect: { notReply: ["Alfajor"], reply: ["Coca-Cola 500 ml"] } },
    ],
  },
];

/** Class: "no más nada" and its like are "nada más": the cart closes and checkout starts. */
const nothingMore: Scenario[] = [
  {
    name: "words trial 31: 'no mas nada' after the hours answer moves to checkout (verbatim t31b 011)",
    ...ALMACEN,
    turns: [
      { say: "me mandan 4 cervezas a 9 de julio 55 4to B", expect: { reply: ["para 4"] } },
      { say: "#1", expect: { cart: { [id("7793147000882")]: 4 } } },
      { say: "hasta q hora abren?", expect: {} },
      { say: "no mas nada", expect: { notReply: ["No te entendí"], reply: ["nombre"], cart: { [id("7793147000882")]: 4 } } },
    ],
  },
  ...["mas nada", "no, mas nada gracias", "bueno mas nada"].map(
    (say): Scenario => ({
      name: `words trial 31: '${say}' with a cart moves to checkout (variant)`,
      turns: [
        { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
        { say, expect: { notReply: ["No te entendí", "Agregué", "No tengo"], reply: ["retirarlo"], cart: { "pepsi-15": 2 } } },
      ],
    }),
  ),
];

/** Class: "qué tal los X" mid-chat asks about a product, never a greeting. */
const howIsProduct: Scenario[] = [
  {
    name: "words trial 31: 'che q tal los alfajores havanna? estan buenos?' mid-chat answers without a hello (verbatim t31a 033)",
    turns: [
      { say: "hola me mandan 2 cocas grandes", expect: { cart: { "coca-15": 2 } } },
      { say: "che q tal los alfajores havanna? estan buenos?", expect: { notReply: ["¡Hola!", "Agregué"], reply: ["Havanna"], cart: { "coca-15": 2 } } },
    ],
  },
  {
    name: "words trial 31: 'y que tal las papas lays?' mid-chat answers without a hello (variant)",
    turns: [
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "y que tal las papas lays?", expect: { notReply: ["¡Hola!", "Agregué"], reply: ["Lays"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "words trial 31: 'hola que tal, tenes pepsi?' is still greeted (control)",
    turns: [{ say: "hola que tal, tenes pepsi?", expect: { reply: ["¡Hola!", "Pepsi"] } }],
  },
];

/** Class: an address said right after choosing delivery is the address, even with the cart empty. */
const addressAfterDelivery: Scenario[] = [
  {
    name: "words trial 31: 'mitre 456 entre 56 y 57' right after 'envio' with an empty cart is the address (verbatim t31a 032)",
    turns: [
      { say: "holaa q hay para tomar", expect: {} },
      { say: "dame 2 de la primera y 1 de la segunda", expect: {} },
      { say: "listo", expect: {} },
      { say: "envio", expect: { reply: ["envío a domicilio"] } },
      { say: "mitre 456 entre 56 y 57", expect: { notReply: ["no te entendí"], reply: ["mitre 456"] } },
    ],
  },
  {
    name: "words trial 31: 'belgrano 1200 3B' right after 'envio' with an empty cart is the address (variant)",
    turns: [
      { say: "envio", expect: { reply: ["envío a domicilio"] } },
      { say: "belgrano 1200 3B", expect: { notReply: ["no te entendí"], reply: ["belgrano 1200"] } },
    ],
  },
];

export const wordsTrial31Scenarios: Scenario[] = [...removalFillers, ...deliveryPlaceAndMinimum, ...namedProductPriced, ...nothingMore, ...howIsProduct, ...addressAfterDelivery];
