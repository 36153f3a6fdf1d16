import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// The almacén's real catalog (1,731 products) and words said in passing (issue 15): "bueno",
// "buen día", "paso a retirar", "piso 7", "Av Córdoba", "Ana Sosa", "un paquete de…" are
// conversation, an address, a name or a unit; none of them is offered back as a product.

const ARROZ_GALLO_ORO = id("7790070411716");
const HUEVOS = id("7792335000314");
const CART = { [ARROZ_GALLO_ORO]: 1 };
/** What the catalog offered for these words before. */
const STRAY_OFFERS = ["Vela Buenos Dias", "Kinder Bueno", "Paso de los Toros", "Agua Córdoba", "Santa Ana", "Guantes", "Sal en Paquete", "opciones", "Te agrego", "No tengo"];

export const almacenStrayScenarios: Scenario[] = [
  {
    name: "almacén stray: 'bueno listo' with the cart filled asks delivery or pickup, no candles or Kinder Bueno",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro", expect: { cart: CART } },
      { say: "bueno listo", expect: { reply: ["enviamos o pasás a retirarlo"], notReply: STRAY_OFFERS, state: "NEEDS_DETAILS", cart: CART } },
    ],
  },
  {
    name: "almacén stray: 'bueno si' after '¿algo más o confirmamos?' goes on to checkout",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro", expect: { reply: ["confirmamos"] } },
      { say: "bueno si", expect: { reply: ["enviamos o pasás a retirarlo"], notReply: STRAY_OFFERS, cart: CART } },
    ],
  },
  {
    name: "almacén stray: 'paso a retirar' is pickup, not the Paso de los Toros soda",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro" },
      { say: "listo", expect: { reply: ["enviamos o pasás a retirarlo"] } },
      { say: "paso a retirar", expect: { reply: ["retiro en el local", "A nombre de quién"], notReply: STRAY_OFFERS, cart: CART } },
    ],
  },
  {
    name: "almacén stray: 'lo paso a buscar' is pickup too",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro" },
      { say: "listo" },
      { say: "lo paso a buscar", expect: { reply: ["retiro en el local"], notReply: STRAY_OFFERS, cart: CART } },
    ],
  },
  {
    name: "almacén stray: an address with 'Av Cordoba' and 'piso 7' offers no water or floor cleaner",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro" },
      { say: "listo" },
      { say: "envio" },
      { say: "Av Cordoba 2345 piso 7", expect: { reply: ["Av Cordoba 2345 piso 7"], notReply: STRAY_OFFERS, state: "NEEDS_DETAILS", cart: CART } },
    ],
  },
  {
    name: "almacén stray: 'listo, envio a Av Cordoba 2345 piso 7' while ordering lists no product",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro" },
      { say: "listo, envio a Av Cordoba 2345 piso 7", expect: { notReply: STRAY_OFFERS, state: "NEEDS_DETAILS", cart: CART } },
    ],
  },
  {
    name: "almacén stray: the name 'Ana Sosa' is a name, not the Santa Ana wine",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro" },
      { say: "listo" },
      { say: "envio" },
      { say: "Ana Sosa", expect: { reply: ["Ana Sosa"], notReply: [...STRAY_OFFERS, "no parece un nombre"], customer: { firstName: "Ana" }, cart: CART } },
    ],
  },
  {
    name: "almacén stray: 'maples de huevos' are the eggs, not Mapa gloves",
    ...ALMACEN,
    turns: [
      { say: "tenes maples de huevos?", expect: { reply: ["Huevos Blancos Avicoper"], notReply: ["Guantes"] } },
      { say: "quiero 2 maples de huevos", expect: { cart: { [HUEVOS]: 2 }, notReply: ["Guantes"] } },
    ],
  },
  {
    name: "almacén stray: 'un paquete de arroz gallo oro' is one Gallo Oro rice, never 'Sal en Paquete'",
    ...ALMACEN,
    turns: [
      { say: "quiero un paquete de arroz gallo oro", expect: { reply: ["Agregué 1 Arroz Gallo Oro"], notReply: ["Sal en Paquete"], cart: CART } },
      { say: "y 2 paquetes de arroz gallo oro mas", expect: { cart: { [ARROZ_GALLO_ORO]: 3 }, notReply: ["Sal en Paquete"] } },
    ],
  },
  {
    name: "almacén stray: 'hola buen dia queria saber si tenian dulce de leche?' answers the dulce de leche only",
    ...ALMACEN,
    turns: [{ say: "hola buen dia queria saber si tenian dulce de leche?", expect: { reply: ["opciones de dulce de leche"], notReply: ["buen dia", "Vela"] } }],
  },
  {
    name: "almacén stray: 'hola buen dia, tenian dulce de leche?' offers no 'Vela Buenos Dias'",
    ...ALMACEN,
    turns: [{ say: "hola buen dia, tenian dulce de leche?", expect: { reply: ["opciones de dulce de leche"], notReply: ["Vela", "Buenos Dias"] } }],
  },
  {
    name: "almacén stray: brands that start with passing words still answer when asked for",
    ...ALMACEN,
    turns: [
      { say: "tenes kinder bueno?", expect: { reply: ["Sí, tenemos Tableta de Chocolate Kinder Bueno"] } },
      { say: "y paso de los toros?", expect: { reply: ["Paso de los Toros"] } },
    ],
  },
  {
    name: "almacén stray: products named in passing are still asked back ('y unas papas', 'pepsi zero')",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro" },
      { say: "y unas papas", expect: { reply: ["Cuál de estos"], cart: CART } },
      { say: "pepsi zero", expect: { reply: ['No tengo "pepsi zero"'], cart: CART } }, // words12: "coca zero" is the sin-azúcar row
    ],
  },
];
