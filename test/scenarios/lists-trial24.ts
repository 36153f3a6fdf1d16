import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 24 (almacén): a row number said at the summary while a list the summary left out
// is still shown is a pick of that list, never a yes to the order; "los primeros" is the first row.

const PANAL_22 = id("7790250912736");
const TOALLITAS_PAMPERS_48 = id("4015400763697");
const OREO = id("7622210659446");
const DULCE_SER_200 = id("7790742187000");
const SPRITE_15 = id("7790895000447");
const LECHE_ILOLAY = id("7790787002528");
const MANTECA_SERENISIMA = id("7793940054006");
const MANTECA_ILOLAY = id("77900067");
const QUILMES_CRISTAL_1L = id("7792798007387");

/** Class: a row number at the summary, with a left-out list shown there, picks from that list (WRONG DATA: it confirmed). */
const rowAtSummary: Scenario[] = [
  {
    name: "lists trial 24: 'el 1' at the summary that left the pañales out picks pañal #1 for 2, never confirms (verbatim t24b 010)",
    ...ALMACEN,
    turns: [
      { say: "hola que tal quiero saber si tienen pañales" },
      { say: "dame los primeros, 2 paquetes", expect: { cart: { [PANAL_22]: 2 } } },
      { say: "y toallitas humedas?" },
      { say: "dale poneme 1" },
      { say: "ya esta" },
      { say: "delivery" },
      { say: "Calle 27 de abril 300" },
      { say: "Gabriela Torres 35666777" },
      { say: "hay alguien?" },
      { say: "transferencia" },
      { say: "si" },
      { say: "las pampers de 48" },
      { say: "y los pañales?? te dije los primeros, 2 paquetes" },
      { say: "listo" },
      { say: "si" },
      {
        say: "el 1",
      },
    ],
  },
  {
    name: "lists trial 24: 'el 1' at a summary that left the pañales list out picks pañal #1 for 2, never confirms (t24b 010 without the earlier pick)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 paquetes de pañales y 1 toallitas humedas pampers de 48" },
      { say: "listo" },
      { say: "delivery" },
      { say: "Calle 27 de abril 300" },
      { say: "Gabriela Torres 35666777" },
      { say: "transferencia", expect: { reply: ["Dejé afuera pañales", "¿Confirmamos"] } },
      {
        say: "el 1",
        expect: { notReply: ["quedó confirmado"], reply: ["Agregué 2 Pañal", "¿Confirmamos"], cart: { [PANAL_22]: 2, [TOALLITAS_PAMPERS_48]: 1 }, orders: 0 },
      },
      { say: "si", expect: { reply: ["quedó confirmado", "$9.350"], orders: 1 } },
    ],
  },
  {
    name: "lists trial 24: 'la 2' at a summary that left the yerba list out picks yerba #2, never confirms",
    ...ALMACEN,
    turns: [
      { say: "quiero yerba y 2 toallitas humedas pampers de 48" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Gabriela Torres 35666777" },
      { say: "efectivo", expect: { reply: ["Dejé afuera yerba"] } },
      { say: "la 2", expect: { notReply: ["quedó confirmado"], reply: ["Agregué 1", "¿Confirmamos"], orders: 0 } },
    ],
  },
  {
    name: "lists trial 24: 'el 1' at a summary with nothing left out still confirms (the button in that place)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 toallitas humedas pampers de 48" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Gabriela Torres 35666777" },
      { say: "efectivo", expect: { reply: ["¿Confirmamos"] } },
      { say: "el 1", expect: { reply: ["quedó confirmado"], orders: 1 } },
    ],
  },
];

/** Class: "los primeros" with a list open is its first row, the count said beside it. */
const firstRows: Scenario[] = [
  {
    name: "lists trial 24: 'dame los primeros, 2 paquetes' with the pañales list open adds 2 of row 1 (verbatim t24b 010)",
    ...ALMACEN,
    turns: [
      { say: "hola que tal quiero saber si tienen pañales" },
      { say: "dame los primeros, 2 paquetes", expect: { notReply: ["No tengo"], cart: { [PANAL_22]: 2 } } },
    ],
  },
  {
    name: "lists trial 24: 'quiero las primeras, 3' with the toallitas list open adds 3 of row 1",
    ...ALMACEN,
    turns: [
      { say: "tienen toallitas humedas?" },
      { say: "quiero las primeras, 3", expect: { notReply: ["No tengo"], cart: { [id("7790250031420")]: 3 } } },
    ],
  },
];

/** Class: "de <words> <row>" whose words name another product than the open list's rows is no row of that list (WRONG DATA). */
const rowOfOtherProduct: Scenario[] = [
  {
    name: "lists trial 24: 'de galletitas 2 de la primera y el dulce la serenisima' never adds dulce row 1 (verbatim t23c 006)",
    ...ALMACEN,
    turns: [
      { say: "ola kiero galletitas oreo y dulce de leche", expect: { cart: { [OREO]: 1 } } },
      { say: "de galletitas 2 de la primera y el dulce la serenisima", expect: { notReply: ["Dulce de Leche Ser 200"] } },
      { say: "tenes pan lactal?", expect: { cart: { [OREO]: 1 } } },
    ],
  },
  {
    name: "lists trial 24: 'de galletitas la primera' with the dulce list open never picks dulce row 1",
    ...ALMACEN,
    turns: [
      { say: "quiero galletitas oreo y dulce de leche" },
      { say: "de galletitas la primera", expect: { notReply: ["Agregué 1 Dulce"] } },
    ],
  },
  {
    name: "lists trial 24: 'de dulce la primera' with the dulce list open still picks its row 1",
    ...ALMACEN,
    turns: [
      { say: "quiero galletitas oreo y dulce de leche" },
      { say: "de dulce la primera", expect: { cart: { [OREO]: 1, [DULCE_SER_200]: 1 } } },
    ],
  },
];

/** Class: a removal (of a cart line or of the open list) keeps the lists still open and asks them again. */
const listsKeptAfterRemoval: Scenario[] = [
  {
    name: "lists trial 24: 'saca la pepsi' emptying the cart keeps the sprite and fanta lists open, asked again (verbatim t23c 012)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "quiero 2 fanta" },
      { say: "y una sprite" },
      { say: "y 1 pepsi" },
      { say: "las de 2 1/4" },
      { say: "saca la pepsi", expect: { reply: ["Saqué Gaseosa Pepsi 2.25 Lt", "sprite"], notReply: ["quedó vacío", "otra cosa"], cart: {} } },
      { say: "que medios de pago tienen?" },
      { say: "listo", expect: { reply: ["sprite"], notReply: ["no tenés nada"] } },
      { say: "la 1", expect: { reply: ["fanta"], cart: { [SPRITE_15]: 1 } } },
    ],
  },
  {
    name: "lists trial 24: 'sacá las papas' about the open papas list keeps the beer list asked for 6 (verbatim t22b 008)",
    ...ALMACEN,
    turns: [
      { say: "hola buenas tardes queria saber si tienen cerveza quilmes" },
      { say: "dame 6 de la de litro" },
      { say: "y 2 papas lays" },
      { say: "sacá las papas", expect: { reply: ["sin papas lays", "Cerveza Rubia Cristal Quilmes 1 Lt"] } },
      { say: "eso es todo", expect: { notReply: ["no tenés nada"] } },
      { say: "la cristal", expect: { cart: { [QUILMES_CRISTAL_1L]: 6 } } },
    ],
  },
];

/** Class: a described pick beside a part naming its own list ("de manteca …") answers the other open list. */
const besideNamedList: Scenario[] = [
  {
    name: "lists trial 24: 'la ilolay y de manteca la serenisima' puts the Ilolay in the leche list (verbatim t23b 013)",
    ...ALMACEN,
    turns: [
      { say: "buenas noches quisiera un litro de leche y manteca" },
      { say: "la ilolay y de manteca la serenisima", expect: { cart: { [LECHE_ILOLAY]: 1, [MANTECA_SERENISIMA]: 1 } } },
    ],
  },
  {
    name: "lists trial 24: 'de manteca la ilolay y la serenisima' names manteca for the first part only",
    ...ALMACEN,
    turns: [
      { say: "buenas noches quisiera un litro de leche y manteca" },
      { say: "de manteca la ilolay", expect: { cart: { [MANTECA_ILOLAY]: 1 } } },
    ],
  },
];

export const listsTrial24Scenarios: Scenario[] = [...rowAtSummary, ...firstRows, ...rowOfOtherProduct, ...listsKeptAfterRemoval, ...besideNamedList];
