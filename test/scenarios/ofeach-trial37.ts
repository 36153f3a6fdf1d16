import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 37, ofeach round 39: "1 de cada uno" after one product priced and one not sold adds
// the priced one and asks the not-sold one's nearest rows for that count; "ver más" after an answer
// that named products is more of that search (or says there is none), and "de la primera" still
// points at the products that answer named.

const LECHE_ILOLAY = id("7790787002528");
const PAN_VENEZIANA = id("7791708611454");
const CRIOLLITAS_169 = id("7790040946309");
const CRIOLLITAS_PACK = id("7790040946408");

/** t37c 018: "dame 1 de cada uno" after a not-sold product (nearest shown) and a priced one → "Tu carrito está vacío". */
const eachOfPricedAndNearest: Scenario[] = [
  {
    name: "ofeach trial 37: 'dame 1 de cada uno' after bimbo not sold and Ilolay priced adds the Ilolay and asks the pan for 1 (verbatim t37c 018)",
    ...ALMACEN,
    turns: [
      { say: "hola cuanto sale el pan lactal bimbo? y la leche ilolay?", expect: { reply: ["No tenemos", "Pan Lactal Veneziana", "Leche Entera Ilolay 1 Lt"] } },
      { say: "dame 1 de cada uno", expect: { reply: ["Leche Entera Ilolay 1 Lt", "Pan lactal. ¿Cuál"], notReply: ["carrito está vacío", "No te entendí"], cart: { [LECHE_ILOLAY]: 1 } } },
      { say: "la veneziana", expect: { cart: { [LECHE_ILOLAY]: 1, [PAN_VENEZIANA]: 1 } } },
    ],
  },
  {
    name: "ofeach trial 37: 'ponele 2 de cada una' after Ilolay priced and bimbo not sold adds 2 Ilolay and asks the pan for 2",
    ...ALMACEN,
    turns: [
      { say: "cuanto sale la leche ilolay? y el pan lactal bimbo?", expect: { reply: ["Leche Entera Ilolay 1 Lt", "No tenemos"] } },
      { say: "ponele 2 de cada una", expect: { reply: ["Pan lactal (para 2)"], notReply: ["carrito está vacío"], cart: { [LECHE_ILOLAY]: 2 } } },
      { say: "la veneziana", expect: { cart: { [LECHE_ILOLAY]: 2, [PAN_VENEZIANA]: 2 } } },
    ],
  },
  {
    name: "ofeach trial 37: 'dame uno de cada uno' after milka not sold and pepsi priced adds the Pepsi and asks which alfajor (kiosk)",
    turns: [
      { say: "cuanto sale el alfajor milka? y la pepsi?", expect: { reply: ["Pepsi 1,5 L"] } },
      { say: "dame uno de cada uno", expect: { reply: ["Pepsi 1,5 L", "¿Alfajor Havanna o Alfajor Jorgito?"], notReply: ["carrito está vacío"], cart: { "pepsi-15": 1 } } },
      { say: "el jorgito", expect: { cart: { "pepsi-15": 1, "alfajor-jorgito": 1 } } },
    ],
  },
];

/** t37c 047: "ver más" after "Sí, tenemos X y Y" showed the shop's 56 categories, then "dame 3 de la primera" was not understood. */
const moreAfterNamedAnswer: Scenario[] = [
  {
    name: "ofeach trial 37: 'ver más' after the galletitas answer says there are no more and 'dame 3 de la primera' takes the first (verbatim t37c 047)",
    ...ALMACEN,
    turns: [
      { say: "buenas tenes galletitas de agua", expect: { reply: ["Criollitas 169 Gr", "Pack 3 Un"] } },
      { say: "#1", expect: { cart: { [CRIOLLITAS_169]: 1 } } },
      { say: "ver más", expect: { reply: ["No tengo más", "galletitas de agua"], notReply: ["categorías", "Lácteos"], cart: { [CRIOLLITAS_169]: 1 } } },
      { say: "dame 3 de la primera", expect: { notReply: ["No te entendí"], cart: { [CRIOLLITAS_169]: 3 } } },
    ],
  },
  {
    name: "ofeach trial 37: 'ver más' right after the galletitas answer, then 'dame 2 de la segunda' takes the pack",
    ...ALMACEN,
    turns: [
      { say: "tenes galletitas de agua?", expect: { reply: ["Criollitas 169 Gr", "Pack 3 Un"] } },
      { say: "ver más", expect: { reply: ["No tengo más"], notReply: ["categorías"] } },
      { say: "dame 2 de la segunda", expect: { notReply: ["No te entendí"], cart: { [CRIOLLITAS_PACK]: 2 } } },
    ],
  },
  {
    name: "ofeach trial 37: 'ver más' after the alfajores answer says there are no more and 'dame 2 de la primera' takes the first (kiosk)",
    turns: [
      { say: "tenés alfajores?", expect: { reply: ["Alfajor Jorgito", "Alfajor Havanna"] } },
      { say: "ver más", expect: { reply: ["No tengo más"], notReply: ["categorías"] } },
      { say: "dame 2 de la primera", expect: { notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "ofeach trial 37: an order's list opened after the galletitas answer is what 'ver más' pages (guard)",
    ...ALMACEN,
    turns: [
      { say: "tenes galletitas de agua?", expect: { reply: ["Criollitas 169 Gr"] } },
      { say: "quiero 2 paquetes de fideos", expect: { reply: ["(para 2)"] } },
      { say: "ver más", expect: { reply: ["Más opciones de fideos"], notReply: ["galletitas de agua"] } },
    ],
  },
  {
    name: "ofeach trial 37: 'dale poneme 2' after bimbo not sold and Ilolay priced adds nothing of the pan unasked (guard)",
    ...ALMACEN,
    turns: [
      { say: "cuanto sale el pan lactal bimbo? y la leche ilolay?" },
      { say: "dale poneme 2", expect: { notReply: ["carrito está vacío"], cart: { [LECHE_ILOLAY]: 2 } } },
    ],
  },
];

export const ofeachTrial37Scenarios: Scenario[] = [...eachOfPricedAndNearest, ...moreAfterNamedAnswer];
