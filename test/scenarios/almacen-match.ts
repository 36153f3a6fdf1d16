import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// The almacén's real catalog (1,731 products) and product phrases that must never resolve to
// the wrong product (issue 15, blind trial 4b): a size alone never names a product whose words
// the phrase does not share; unit words ("3 botellas", "2 paquetes") count the product named
// next to them; letters, floors and dates of an address ("4to B", "9 de julio") are never
// searched; sizes are read as written ("2 1/4", "2,25", "litro y medio"); "mejor …" is a change
// of mind, not part of the product.

const CRISTAL_1L = id("7792798007387");
const ARROZ_GALLO_ORO = id("7790070411716");
const COCA_ORIGINAL_225 = id("7790895000997");
const COCA_15 = id("7790895000430");
const VILLA_SAN_REMO_2L = id("7791913000937");

export const almacenMatchScenarios: Scenario[] = [
  {
    name: "almacén match: '6 cervezas quilmes cristal de litro' while a wine list is open adds the beer, never the litre of wine (a size alone picks no row)",
    ...ALMACEN,
    turns: [
      { say: "quiero vino resero", expect: { reply: ["opciones"] } },
      { say: "6 cervezas quilmes cristal de litro", expect: { reply: ["Agregué 6 Cerveza Rubia Cristal Quilmes 1 Lt"], notReply: ["Agregué 6 Vino"], cart: { [CRISTAL_1L]: 6 } } },
    ],
  },
  {
    name: "almacén match: an order with '9 de julio 55 4to B' offers the beers, no tampons and no 'de julio'",
    ...ALMACEN,
    turns: [
      {
        say: "hola, me mandan 6 cervezas quilmes de litro a 9 de julio 55 4to B? pago efectivo, soy Nico Ferreyra cel 3512223344",
        // The address is the address ("dirección 9 de julio 55 4to B"), never a search for "de julio".
        expect: { reply: ["Cerveza Rubia Cristal Quilmes 1 Lt", "dirección 9 de julio 55 4to B"], notReply: ['"de julio"', "Tampones", "opciones de B", "Paño", "Oral B"], cart: {} },
      },
      { say: "6 cervezas quilmes cristal de litro", expect: { reply: ["Agregué 6 Cerveza Rubia Cristal Quilmes 1 Lt"], notReply: ["Jugo"], cart: { [CRISTAL_1L]: 6 } } },
    ],
  },
  {
    name: "almacén match: 'si el gallo oro, 2 paquetes' adds 2 of the rice offered, no list of salt",
    ...ALMACEN,
    turns: [
      // "arros" is arroz said with seseo: the Gallo rices to choose from, Gallo Oro among them (t36c 012).
      { say: "bunas tenes arros gallo", expect: { reply: ["opciones de"], notReply: ["No tengo"] } },
      { say: "si el gallo oro, 2 paquetes", expect: { reply: ["Agregué 2 Arroz Gallo Oro 1 Kg"], notReply: ["Sal ", "Celusal", "paquetes"], cart: { [ARROZ_GALLO_ORO]: 2 } } },
    ],
  },
  {
    name: "almacén match: 'arroz gallo oro 2 paquetes' counts the rice",
    ...ALMACEN,
    turns: [{ say: "quiero arroz gallo oro 2 paquetes", expect: { reply: ["Agregué 2 Arroz Gallo Oro 1 Kg"], notReply: ["Celusal"], cart: { [ARROZ_GALLO_ORO]: 2 } } }],
  },
  {
    name: "almacén match: 'the Villa San Remo water, 3 bottles' asks between the waters for 3, never a list of bottled detergents",
    ...ALMACEN,
    turns: [
      { say: "I want the Villa San Remo water, 3 bottles", expect: { reply: ["(for 3)", "Villa San Remo 2 Lt"], notReply: ["Botellas", "Detergente", "Crema"], cart: {} } },
      { say: "2", expect: { cart: { [VILLA_SAN_REMO_2L]: 3 } } },
    ],
  },
  {
    name: "almacén match: 'quiero 2 botellas' alone searches no product named bottle",
    ...ALMACEN,
    turns: [{ say: "quiero 2 botellas", expect: { notReply: ["opciones", "para 2", "Botella"], cart: {} } }],
  },
  {
    name: "almacén match: '4to B' and '9 de julio' said alone are no product",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro", expect: { cart: { [ARROZ_GALLO_ORO]: 1 } } },
      { say: "4to B", expect: { notReply: ["Tampones", "Oral B", "opciones de B", "Agregué"], cart: { [ARROZ_GALLO_ORO]: 1 } } },
      { say: "9 de julio", expect: { notReply: ["de julio", "No tengo", "Agregué"], cart: { [ARROZ_GALLO_ORO]: 1 } } },
    ],
  },
  {
    name: "almacén match: 'la de 2 1/4' from the coca list is the 2.25 L, never the 2 L",
    ...ALMACEN,
    turns: [
      { say: "quiero coca", expect: { reply: ["opciones"] } },
      { say: "la de 2 1/4", expect: { reply: ["Agregué 1 Coca Cola Sabor Original 2.25 Lt"], notReply: ["Retornable"], cart: { [COCA_ORIGINAL_225]: 1 } } },
    ],
  },
  {
    name: "almacén match: 'quiero 2 cocas de 2 1/4' and 'de 2,25' are the 2.25 L",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 2 1/4", expect: { reply: ["Agregué 2 Coca Cola Sabor Original 2.25 Lt"], notReply: ["Retornable 2 Lt"], cart: { [COCA_ORIGINAL_225]: 2 } } },
      { say: "y otra coca de 2,25", expect: { cart: { [COCA_ORIGINAL_225]: 3 } } },
    ],
  },
  {
    name: "almacén match: 'de litro y medio' from the coca list is the 1.5 L",
    ...ALMACEN,
    turns: [
      { say: "quiero coca" },
      { say: "mejor la de litro y medio", expect: { reply: ["Agregué 1 Coca Cola 1.5 Lt"], notReply: ["No te entendí"], cart: { [COCA_15]: 1 } } },
    ],
  },
  {
    name: "almacén match: 'mejor el pan chico' with a bread in the cart never answers 'No tengo \"mejor el pan chico\"'",
    ...ALMACEN,
    turns: [
      { say: "quiero un pan de mesa lactal de 560" },
      { say: "mejor el pan chico", expect: { notReply: ["No tengo", "mejor el pan"] } },
    ],
  },
  {
    name: "almacén match: an angry 'hace una hora que espero' offers no toilet paper ('hora' is no 'Doble Hoja')",
    ...ALMACEN,
    turns: [{ say: "HACE UNA HORA QUE ESPERO Y NADIE ME CONTESTA, son unos desastres", expect: { notReply: ["opciones", "¿Cuál de estos"], cart: {} } }],
  },
  {
    name: "almacén match: 'Sofia Rios, 38777666, pago en efectivo' offers no cloths ('pago' is no 'Paño')",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro", expect: { cart: { [ARROZ_GALLO_ORO]: 1 } } },
      { say: "listo. paso a buscarlo. Sofia Rios, 38777666, pago en efectivo", expect: { reply: ["retiro en el local"], notReply: ["opciones", "¿Cuál"], cart: { [ARROZ_GALLO_ORO]: 1 } } },
    ],
  },
  {
    name: "almacén match: the details of Romina's one message offer no floor cleaner and no 'Buenos Días' candle",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro", expect: { cart: { [ARROZ_GALLO_ORO]: 1 } } },
      {
        say: "listo, te paso: Romina Diaz, DNI 40123123, envio a Ituzaingo 230 torre 2 piso 11 dpto F, timbre no anda, pago mercado pago",
        expect: { reply: ["40123123"], notReply: ["opciones", "Vela", "Pisos", "¿Cuál"], cart: { [ARROZ_GALLO_ORO]: 1 } },
      },
    ],
  },
  {
    name: "almacén match: '3 botellas' to the water list answers it for 3, never a search for bottles",
    ...ALMACEN,
    turns: [
      { say: "quiero agua villa san remo", expect: { reply: ["Villa San Remo 2 Lt"] } },
      { say: "3 botellas", expect: { reply: ["(para 3)"], notReply: ["No te entendí", "Botella"], cart: {} } },
      { say: "la de 2 litros", expect: { cart: { [VILLA_SAN_REMO_2L]: 3 } } },
    ],
  },
  {
    name: "almacén match: 'mejor 2 paquetes' sets the rice in the cart to 2, never looks for 'paquetes'",
    ...ALMACEN,
    turns: [
      { say: "quiero arroz gallo oro", expect: { cart: { [ARROZ_GALLO_ORO]: 1 } } },
      { say: "mejor 2 paquetes", expect: { reply: ["ahora son 2"], notReply: ["paquetes", "No te entendí"], cart: { [ARROZ_GALLO_ORO]: 2 } } },
    ],
  },
  {
    name: "almacén match: 'la lata' among the Playadito yerbas is the tin (a unit word still picks among the products offered)",
    ...ALMACEN,
    turns: [
      { say: "quiero yerba playadito", expect: { reply: ["Yerba Lata Playadito 500 Gr"] } },
      { say: "la lata", expect: { reply: ["Agregué 1 Yerba Lata Playadito 500 Gr"], cart: { [id("7793704000089")]: 1 } } },
    ],
  },
];
