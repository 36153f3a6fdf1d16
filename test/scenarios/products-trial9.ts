import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 8 (almacén): words searched as products ("lol", "it", "envios", "retirar mañana",
// "big bottles"), products the shop has answered "No tengo" (plurals, diminutives, units, English
// words), the line after a miss, and product questions dropped (a pasted price list, "y nan no
// tienen?" beside an order).

const COCA_15 = id("7790895000430");
const SALAME_FUET = id("7798013100697");
const SALAME_MILAN = id("7798013106828");

/** Class 1: words around the order are never searched as products. */
const notProducts: Scenario[] = [
  {
    name: "products trial 9: 'hi! do you have coca cola? i need 2 big bottles' shows the cokes, never lemon juice or yogurt (verbatim t8b 03)",
    ...ALMACEN,
    turns: [
      { say: "hi! do you have coca cola? i need 2 big bottles", expect: { reply: ["6 options of coca"], notReply: ["Jugo de Limón", "Yogur", "don't have"], cart: {} } },
      { say: "what? no lemon juice lol. the coke, original 2.25, two of them", expect: { notReply: ["lol", "Crema", "Leche"] } },
    ],
  },
  {
    name: "products trial 9: 'quiero 2 cocas de 1.5' then 'how much is it' / 'lol ok' search no 'it' nor 'lol'",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "how much is it", expect: { notReply: ['"it"', "don't have", "No tengo"], cart: { [COCA_15]: 2 } } },
      { say: "jajaja ok", expect: { notReply: ["No tengo", "No tenemos"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "products trial 9: 'no quiero pagar 2 envios!!' and 'la otra lista' are never products (t8b 14)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "no quiero pagar 2 envios!!", expect: { notReply: ['"envios"', "lácteos", "No tengo"], cart: { [COCA_15]: 2 } } },
      { say: "y la otra lista?", expect: { notReply: ["Jugo Listo", "No tengo"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "products trial 9: 'para retirar mañana a la tarde: ... un pan lactal' never offers a floor cleaner (verbatim t8c 16)",
    ...ALMACEN,
    turns: [
      {
        say: "buen dia!! queria encargar para retirar mañana a la tarde: 1 queso cremoso, 2 jamon cocido y un pan lactal",
        expect: { reply: ["Jamon cocido (para 2)", "Pan lactal", "retiro en el local"], notReply: ["Limpiador", "Mañanas de Campo", "retirar manana"] },
      },
    ],
  },
];

/** Class 2: plurals, diminutives, units and English words around a product still find it. */
const found: Scenario[] = [
  {
    name: "products trial 9: 'tenes salamines?' finds the salames (was No tengo)",
    ...ALMACEN,
    turns: [{ say: "hola, tenes salamines?", expect: { reply: ["Salame Tandilero Tipo Fuet", "Salame Tandilero Tipo Milan"], notReply: ["No tenemos", "No tengo"] } }],
  },
  {
    name: "products trial 9: '2 aguitas y 3 salamines' lists the waters and the salames, never Águila chocolate",
    ...ALMACEN,
    turns: [
      { say: "hola, 2 aguitas y 3 salamines", expect: { reply: ["Aguitas (para 2)", "Salamines (para 3)", "Salame Tandilero"], notReply: ["Chocolate", "No tengo"], cart: {} } },
      { say: "el salame milan", expect: { reply: ["Agregué 3 Salame Tandilero Tipo Milan Feteado Cagnoli 150 Gr"], cart: { [SALAME_MILAN]: 3 } } },
    ],
  },
  {
    name: "products trial 9: 'do you have bottled water?' / 'still water please' find the waters, in English",
    ...ALMACEN,
    turns: [
      { say: "do you have bottled water?", expect: { reply: ["options of water", "30 or more"], notReply: ["don't have", "o más"] } },
      { say: "still water please", expect: { reply: ["a few options"], notReply: ["don't have", "still"] } },
    ],
  },
  {
    name: "products trial 9: 'tenes cafecito?' and a 'salamin' find coffee and salame",
    ...ALMACEN,
    turns: [
      { say: "tenes cafecito?", expect: { reply: ["Café"], notReply: ["No tenemos"] } },
      { say: "y un salamin?", expect: { reply: ["Salame"], notReply: ["No tenemos"] } },
    ],
  },
];

/** Class 4: the line after a miss is about what was asked, or just asks what else. */
const afterMiss: Scenario[] = [
  {
    name: "products trial 9: a miss of an unknown kind asks what else, never the shop's biggest categories",
    ...ALMACEN,
    turns: [{ say: "tenes kombucha?", expect: { reply: ['No tenemos "kombucha"', "¿Te sirve otra cosa?"], notReply: ["cuidado del bebe, limpieza", "lácteos"] } }],
  },
  {
    name: "products trial 9: a miss of a known kind ('nan', baby formula) names what there is of that kind",
    ...ALMACEN,
    turns: [{ say: "tenes nan?", expect: { reply: ['No tenemos "nan"', "Leche"], notReply: ["cuidado del bebe, limpieza", "Te sirve otra cosa"] } }],
  },
  {
    name: "products trial 9: 'do you have fernet?' in English names the near products without the Spanish category",
    ...ALMACEN,
    turns: [{ say: "do you have fernet?", expect: { reply: ["We don't have \"fernet\"", "We have Aperitivo"], notReply: ["En bebida", "In bebida", "tenemos"] } }],
  },
  {
    name: "products trial 9: 'do you have beer?' says '30 or more' in English (was '30 o más')",
    ...ALMACEN,
    turns: [{ say: "do you have beer?", expect: { reply: ["30 or more options"], notReply: ["o más"] } }],
  },
];

/** Class 5: product questions beside an order or in a pasted list each get their answer. */
const questions: Scenario[] = [
  {
    name: "products trial 9: 'quiero 2 cocas de 1.5 y nan no tienen?' adds the cocas and answers about nan (t8c 18)",
    ...ALMACEN,
    turns: [{ say: "quiero 2 cocas de 1.5 y nan no tienen?", expect: { reply: ["Agregué 2 Coca Cola 1.5 Lt", 'No tenemos "nan"'], cart: { [COCA_15]: 2 } } }],
  },
  {
    name: "products trial 9: a pasted price list with a delivery question prices each product and answers the delivery (verbatim t8c 11)",
    ...ALMACEN,
    turns: [
      {
        say: "Hola buen dia. Antes de hacer el pedido quisiera saber los precios de estas cosas:\n- aceite cocinero 1,5\n- harina pureza 1 kg\n- azucar ledesma 1 kg\nY si tienen envio gratis a partir de cuanto. Gracias",
        expect: { reply: ["Aceite de Girasol Cocinero 1.5 Lt", "Harina", "Pureza", "Azúcar Molida Clasica Ledesma 1 Kg sale $560", "gratis desde $20.000"], cart: {} },
      },
    ],
  },
  {
    name: "products trial 9: 'los precios del aceite, la harina y el azucar?' answers the three, nothing added",
    ...ALMACEN,
    turns: [{ say: "los precios del aceite, la harina y el azucar?", expect: { reply: ["opciones de aceite", "opciones de harina", "opciones de azucar"], notReply: ["No tenemos", '"precios'], cart: {} } }],
  },
  {
    name: "products trial 9: 'quería consultar cuánto sale la yerba playadito' prices it and adds nothing",
    ...ALMACEN,
    turns: [{ say: "queria consultar cuanto sale la yerba playadito", expect: { reply: ["Playadito"], notReply: ["Agregué"], cart: {} } }],
  },
];

export const productsTrial9Scenarios: Scenario[] = [...notProducts, ...found, ...afterMiss, ...questions];
