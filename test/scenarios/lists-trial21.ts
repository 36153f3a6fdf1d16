import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trials 18–20 (almacén): picks said while a list and a yes/no offer are both open, a list
// pick beside a product named in the same message.

const TARAGUI_1KG = id("7790387113310");
const TARAGUI_500 = id("7790387113327");
const HARINA_PUREZA = id("7792180004888");
const LECHE_CLASICA = id("7793940448003");
const PAN_LACTAL_335 = id("7793890250992");
const HUEVOS = id("7792335000314");
const SPAGHETTI_LUCCHETTI = id("7790070318282");
const PURE_MAROLIO = id("7797470000588");
const SPAGHETTI_GALLO_TACC = id("7790070321824");
const SPAGHETTI_MATARAZZO_TACC = id("7790070321800");

/** Class: a size said while a list and a yes/no offer are open is the list row of that size; "sin X, ya la tengo" keeps X. */
const sizeToListBesideOffer: Scenario[] = [
  {
    name: "lists trial 21: 'la de medio kilo' with the Taragui list and the Pureza offer open is the 500 Gr yerba, never the 1 kg flour (verbatim t20c 009)",
    ...ALMACEN,
    turns: [
      { say: "holaaa" },
      { say: "kiero un paquete de yerba taragui de medio y 1 harina pureza" },
      { say: "la de medio kilo", expect: { reply: ["Taragui 500 Gr"], cart: { [TARAGUI_500]: 1 } } },
    ],
  },
  {
    name: "lists trial 21: 'la de 1 kilo' with the Taragui list and the Pureza offer open is the 1 Kg yerba",
    ...ALMACEN,
    turns: [
      { say: "quiero yerba taragui y 1 harina pureza" },
      { say: "la de 1 kilo", expect: { cart: { [TARAGUI_1KG]: 1 } } },
    ],
  },
  {
    name: "lists trial 21: 'sin yerba, ya la tengo en el carrito' with yerba in the cart keeps it (verbatim t20c 009)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 harina pureza y yerba taragui" },
      { say: "la de 500", expect: { cart: { [TARAGUI_500]: 1 } } },
      { say: "che pero yo dije medio kilo de yerba, la harina la queria de 1 kg, esta bien" },
      { say: "sin yerba, ya la tengo en el carrito", expect: { cart: { [TARAGUI_500]: 1 } } },
    ],
  },
  {
    name: "lists trial 21: 'sacá la yerba, ya tengo en casa' is still a removal (the cart is not said)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 harina pureza y yerba taragui" },
      { say: "la de 500", expect: { cart: { [TARAGUI_500]: 1 } } },
      { say: "sacá la yerba, ya tengo en casa", expect: { cart: {} } },
    ],
  },
  {
    name: "lists trial 21: 'volve a poner la yerba taragui de medio kilo' after it was taken out adds it back (verbatim t20c 009)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 harina pureza y yerba taragui" },
      { say: "la de 500", expect: { cart: { [TARAGUI_500]: 1 } } },
      { say: "che pero yo dije medio kilo de yerba, la harina la queria de 1 kg, esta bien" },
      { say: "sacá la yerba", expect: { cart: {} } },
      { say: "noo! volve a poner la yerba taragui de medio kilo", expect: { notReply: ["sin yerba"], cart: { [TARAGUI_500]: 1 } } },
    ],
  },
];

/** Class: every part of a message with picks for several lists is taken, a product named by itself too. */
const picksBesideNamedProduct: Scenario[] = [
  {
    name: "lists trial 21: 'la 1 de leche, 2. pan el 3 y una docena de huevos' takes the eggs too (verbatim t20c 010)",
    ...ALMACEN,
    turns: [
      { burst: ["buenas", "tenes leche", "y pan?", "ah y huevos"] },
      { say: "la 1 de leche, 2. pan el 3 y una docena de huevos", expect: { reply: ["Huevos Blancos Avicoper"], cart: { [LECHE_CLASICA]: 2, [PAN_LACTAL_335]: 1, [HUEVOS]: 1 } } },
    ],
  },
  {
    name: "lists trial 21: 'la 1 de leche y una docena de huevos' takes both",
    ...ALMACEN,
    turns: [
      { say: "hola tenes leche?" },
      { say: "la 1 de leche y una docena de huevos", expect: { cart: { [LECHE_CLASICA]: 1, [HUEVOS]: 1 } } },
    ],
  },
  {
    name: "lists trial 21: 'la 1 de leche y 2 docenas de huevos' after 'Sí, tenemos Huevos' takes two cartons beside the pick",
    ...ALMACEN,
    turns: [
      { burst: ["tenes leche", "y huevos?"] },
      { say: "la 1 de leche y 2 docenas de huevos", expect: { cart: { [LECHE_CLASICA]: 1, [HUEVOS]: 2 } } },
    ],
  },
];

/** Class (round 22): a product the last answer named ("Sí, tenemos X") is the one a bare generic word
 *  for it means next, never a list of other rows that share the word. */
const productNamedInAnswer: Scenario[] = [
  {
    name: "lists trial 22: 'dame 2 spaghetti y el marolio x 3' after 'Sí, tenemos Fideos Spaghetti Lucchetti' takes 2 Lucchetti and 3 Marolio (verbatim t20b 010)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes fideos spaghetti lucchetti y pure de tomate", expect: { reply: ["Spaghetti Lucchetti"] } },
      {
        say: "dame 2 spaghetti y el marolio x 3",
        expect: { notReply: ["sin TACC"], cart: { [SPAGHETTI_LUCCHETTI]: 2, [PURE_MAROLIO]: 3 } },
      },
    ],
  },
  {
    name: "lists trial 22: 'no, los lucchetti que me dijiste' with the wrong list open takes the Lucchetti named before (verbatim t20b 010)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes fideos spaghetti lucchetti y pure de tomate" },
      { say: "dame 2 spaghetti y el marolio x 3" },
      {
        say: "no, los lucchetti que me dijiste",
        expect: { notReply: ["No te entendí"], cart: { [SPAGHETTI_LUCCHETTI]: 2, [PURE_MAROLIO]: 3 } },
      },
    ],
  },
  {
    name: "lists trial 22: 'dame 2 spaghetti' with no answer naming one still asks which spaghetti",
    ...ALMACEN,
    turns: [{ say: "dame 2 spaghetti", expect: { cart: {} } }],
  },
];

/** Class (round 22): the products the summary left out ("Dejé afuera harina blancaflor 1 kg") stay
 *  remembered until the order is placed, so "ah si, la harina tambien, 2" means that one. */
const HARINA_LEUDANTE_BLANCAFLOR = id("7790070507228");
const LECHE_LV_SERENISIMA = id("7790742308801");
const leftOutRemembered: Scenario[] = [
  {
    name: "lists trial 22: 'ah si, la harina tambien, 2' after 'Dejé afuera harina blancaflor 1 kg' adds 2 Blancaflor (verbatim t18b 015)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 kg de harina blancaflor y 1 litro de leche" },
      { say: "la larga vida" },
      { say: "la serenisima" },
      { say: "eso es todo" },
      { say: "retiro" },
      { say: "Lucas Romero" },
      { say: "31555666" },
      { say: "efectivo", expect: { reply: ["Dejé afuera"] } },
      { say: "ah si, la harina tambien, 2", expect: { reply: ["Blancaflor"], cart: { [LECHE_LV_SERENISIMA]: 1, [HARINA_LEUDANTE_BLANCAFLOR]: 2 } } },
    ],
  },
  {
    name: "lists trial 22: what the summary left out is forgotten once the order is placed: a later 'quiero 2 harina' asks which",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 kg de harina blancaflor y 1 litro de leche" },
      { say: "la larga vida" },
      { say: "la serenisima" },
      { say: "eso es todo" },
      { say: "retiro" },
      { say: "Lucas Romero" },
      { say: "31555666" },
      { say: "efectivo", expect: { reply: ["Dejé afuera"] } },
      { say: "confirmo", expect: { orders: 1, cart: {} } },
      { say: "quiero 2 harina", expect: { cart: {} } },
    ],
  },
];

/** Class (round 22): a list shown to answer a question ("¿y toallitas tenés?") is never an owed pick. */
const PAMPERS_G = id("7500435011501");
const answeredListNotOwed: Scenario[] = [
  {
    name: "lists trial 22: the toallitas list shown to '¿tenés?' and refused is never asked back at 'listo' (verbatim t19b 006)",
    ...ALMACEN,
    turns: [
      { say: "holaa tienen pañales?" },
      { say: "ver más" },
      { say: "los pampers, 2 paquetes" },
      { say: "y toallitas humedas tenes?" },
      { say: "no gracias. mandamelo a barrio alberdi, santa rosa 1500. soy Carolina Vega, 32111000. efectivo, pago con 10000" },
      { say: "che mejor 1 solo paquete de pampers" },
      { say: "no, de pañales! el pampers G confort sec, 1 solo", expect: { notReply: ["Toallitas"], cart: { [PAMPERS_G]: 1 } } },
      { say: "listo", expect: { notReply: ["toallitas"], cart: { [PAMPERS_G]: 1 } } },
    ],
  },
  {
    name: "lists trial 22: 'mejor 1 solo paquete de pampers' with the wipes answer open changes the diapers list, never the wipes",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 pañales pampers" },
      { say: "y toallitas humedas tenes?" },
      { say: "mejor 1 solo paquete de pampers", expect: { reply: ["Pañal"], notReply: ["Toallitas Humedas"], cart: {} } },
    ],
  },
];

/** Class (round 22): a row description said with two lists open answers the one list it fits, not a cart line's word. */
const AZUCAR_LEDESMA = id("7792540260138");
const describedRowOfTwoLists: Scenario[] = [
  {
    name: "lists trial 22: 'la clasica' with the leches and fideos lists open is the Clasica 3% milk for 3 (verbatim t19c 002)",
    ...ALMACEN,
    turns: [
      { say: "buenas quiero 3 leches la serenisima, 1 kg de azucar ledesma y 2 paquetes de fideos matarazzo. soy Carlos Ruiz 30111222, mandalo a belgrano 1200, pago con transferencia" },
      { say: "la clasica", expect: { reply: ["Leche Clasica 3%"], cart: { [AZUCAR_LEDESMA]: 1, [LECHE_CLASICA]: 3 } } },
      { say: "los spaghetti", expect: { cart: { [AZUCAR_LEDESMA]: 1, [LECHE_CLASICA]: 3, [id("7790070318640")]: 2 } } },
    ],
  },
];

export const listsTrial21Scenarios: Scenario[] = [
  ...describedRowOfTwoLists,
  ...answeredListNotOwed,
  ...sizeToListBesideOffer,
  ...picksBesideNamedProduct,
  ...productNamedInAnswer,
  ...leftOutRemembered,
];
