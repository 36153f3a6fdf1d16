import type { Scenario, Turn } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 6 on the almacén, the address: it ends where its parts end (street, number, floor,
// flat, bell, cross streets, references). A new sentence, an order or a cart edit, chat ("te hago
// el pedido", "nada más") or a name after a comma is not address, and is read as what it is.
// Streets that start with an article ("La Rioja", "Los Andes") keep it. A street of the message
// is never offered as a product.

const COCA = id("7790895000997");
const DOVE = id("7791293027708");
const BATATA = id("7790580503109");
const QUESO_120 = id("7790787002931");
const LAYS_150 = id("7790310922316");
const LAYS_250 = id("7790310981191");
const FANTA_15 = id("7790895000454");

/** 2 Coca Cola 2.25 Lt, "¿algo más o confirmamos?" is the question. */
const cocas: Turn[] = [{ say: "quiero 2 coca cola de 2.25", expect: { cart: { [COCA]: 2 } } }];
/** Cocas, delivery, name and DNI given: the address is the question. */
const addressAsked: Turn[] = [
  ...cocas,
  { say: "listo", expect: { reply: ["enviamos o pasás a retirarlo"] } },
  { say: "envio" },
  { say: "valeria quiroga 36222111" },
];
const ASKED_AGAIN = ["A nombre de quién", "Me pasás tu DNI", "A qué dirección"];

export const addrTrial7Scenarios: Scenario[] = [
  {
    name: "addr trial 7: 'vivo en bv san juan 345 piso 7 dpto B. te hago el pedido de la semana' stores the address alone (verbatim)",
    ...ALMACEN,
    turns: [
      {
        say: "hola soy carolina vega dni 32111000, vivo en bv san juan 345 piso 7 dpto B. te hago el pedido de la semana",
        expect: { reply: ["bv san juan 345 piso 7 dpto B."], notReply: ["te hago el pedido"], customer: { firstName: "Carolina", dni: "32111000", address: "bv san juan 345 piso 7 dpto B" } },
      },
    ],
  },
  {
    name: "addr trial 7: 'colon 1500 6to A. y el dulce el colonial de 400' stores the address and takes the pick (verbatim)",
    ...ALMACEN,
    turns: [
      {
        say: "hola como va, te paso el pedido: 2 yerbas taragui de medio kilo, 1 azucar ledesma, 3 sobres de jugo tang naranja, 1 dulce de leche la serenisima y un paquete de galletitas oreo. es para mandar a la calle colon 1500 6to A, a nombre de lucia fernandez, pago con mercado pago",
        expect: { reply: ["Dulce de leche la serenisima. ¿Cuál de estos querés?"] },
      },
      // The address ends at the full stop; the dulce is still asked, never taken as address.
      { say: "envio, te puse la direccion arriba! colon 1500 6to A. y el dulce el colonial de 400", expect: { reply: ["dirección colon 1500 6to A.", "cuál dulce de leche"], notReply: ["y el dulce el colonial"], customer: { address: "colon 1500 6to A" } } },
      { say: "el 2" },
      { say: "confirmamos" },
      { say: "35666777", expect: { state: "AWAITING_CONFIRMATION", reply: ["Entrega en: colon 1500 6to A\n", "Dulce de Leche Colonial con Calcio"] } },
    ],
  },
  {
    name: "addr trial 7: 'chacabuco 1200 piso 4 dpto D. ah y de jabones mejor 2' stores the address and sets the soap to 2 (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 jabon tocador blanco dove cream", expect: { cart: { [DOVE]: 3 } } },
      { say: "listo" },
      { say: "envio" },
      { say: "valeria quiroga 36222111" },
      { say: "chacabuco 1200 piso 4 dpto D. ah y de jabones mejor 2", expect: { cart: { [DOVE]: 2 }, customer: { address: "chacabuco 1200 piso 4 dpto D" }, notReply: ["mejor 2"] } },
    ],
  },
  {
    name: "addr trial 7: 'chacabuco 1200 piso 4 dpto D nada mas' and 'Mitre 300 dto 4. gracias!' keep only the address",
    ...ALMACEN,
    turns: [
      ...addressAsked,
      { say: "chacabuco 1200 piso 4 dpto D nada mas", expect: { customer: { address: "chacabuco 1200 piso 4 dpto D" } } },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Entrega en: chacabuco 1200 piso 4 dpto D\n"] } },
      { say: "la direccion esta mal, es Mitre 300 dto 4. gracias!", expect: { reply: ["Entrega en: Mitre 300 dto 4\n"] } },
      { say: "si", expect: { orders: 1, lastOrder: { address: "Mitre 300 dto 4" } } },
    ],
  },
  {
    name: "addr trial 7: 'enviamelo a la rioja 1500 dpto 2, nicolas paz, 37111222, efectivo' keeps 'la rioja' and takes the name (verbatim)",
    ...ALMACEN,
    turns: [
      ...cocas,
      {
        say: "listo. enviamelo a la rioja 1500 dpto 2, nicolas paz, 37111222, efectivo",
        expect: { state: "AWAITING_CONFIRMATION", reply: ["Entrega en: la rioja 1500 dpto 2\n", "A nombre de: Nicolas Paz"], notReply: ASKED_AGAIN },
      },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Nicolas Paz", address: "la rioja 1500 dpto 2" } } },
    ],
  },
  {
    name: "addr trial 7: streets with an article keep it ('direccion: La Rioja 455', 'Los Andes 230', 'vivo en Las Heras 1200 piso 3')",
    ...ALMACEN,
    turns: [
      ...addressAsked,
      { say: "direccion: La Rioja 455", expect: { customer: { address: "La Rioja 455" } } },
      { say: "efectivo", expect: { reply: ["Entrega en: La Rioja 455\n"] } },
      { say: "no, es Los Andes 230", expect: { reply: ["Entrega en: Los Andes 230\n"] } },
      { say: "perdon, vivo en Las Heras 1200 piso 3", expect: { reply: ["Entrega en: Las Heras 1200 piso 3\n"] } },
      { say: "la direccion es La Rioja 455 (calle la rioja)", expect: { reply: ["Entrega en: La Rioja 455 (calle la rioja)\n"] } },
    ],
  },
  {
    name: "addr trial 7: 'El Salvador 800, te hago el pedido mañana' and 'Belgrano 800 piso 2, casa de rejas verdes' end where the address ends",
    ...ALMACEN,
    turns: [
      ...addressAsked,
      { say: "El Salvador 800, te hago el pedido mañana", expect: { customer: { address: "El Salvador 800" } } },
      { say: "efectivo" },
      { say: "cambio la direccion: Belgrano 800 piso 2, casa de rejas verdes", expect: { reply: ["Entrega en: Belgrano 800 piso 2, casa de rejas verdes\n"] } },
    ],
  },
  {
    name: "addr trial 7: 'sin el nada mas jaja. colon 1500 6to A' corrects the address and offers no wine named Colón (verbatim)",
    ...ALMACEN,
    turns: [
      ...addressAsked,
      { say: "colon 1500 6to A nada mas" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "sin el nada mas jaja. colon 1500 6to A", expect: { notReply: ["Vino", "Te agrego"], reply: ["Entrega en: colon 1500 6to A\n"] } },
    ],
  },
  {
    name: "addr trial 7: a day, 'alias' or a family word is never offered as a product ('el domingo a que hora abren', 'pasame el alias', 'es para mi mama')",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "el domingo a que hora abren", expect: { reply: ["domingo"], notReply: ["Te agrego", "Domino", "Cuál de estos"] } },
      { say: "transferencia, pasame el alias", expect: { notReply: ["Molinos Ala", "Alas", "Cuál de estos", "Te agrego"] } },
      { say: "es para mi mama que vive en Belgrano 340", expect: { notReply: ["Mama Cocina", "Cuál de estos", "Te agrego"] } },
      { say: "el sabado abren?", expect: { notReply: ["Te agrego", "Cuál de estos"] } },
    ],
  },
  {
    name: "addr trial 7: 'Av. Colón 1500 piso 2' said at confirmation replaces the address; 'cambio' is no product",
    ...ALMACEN,
    turns: [
      ...addressAsked,
      { say: "Mitre 300" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "perdon, Av. Colón 1500 piso 2", expect: { reply: ["Entrega en: Av. Colón 1500 piso 2\n"], notReply: ["Vino", "Te agrego"] } },
      { say: "cambio la direccion: a Colon 1600 dto 3", expect: { reply: ["Entrega en: Colon 1600 dto 3\n"], notReply: ["Vino", "Cuál de estos", "Te agrego"] } },
      { say: "si", expect: { orders: 1, lastOrder: { address: "Colon 1600 dto 3" } } },
    ],
  },
  // ---- tips: a bigger size is the same product, never one the customer took out ------------
  {
    name: "addr trial 7: the bigger-size tip for 'el queso ilolay de 120' is no Port Salut, for Coca Cola no Coca Light (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "quiero el queso rallado ilolay de 120", expect: { cart: { [QUESO_120]: 1 }, notReply: ["Port Salut", "💡 Queso"] } },
      { say: "kiero 3 cocas de 2 litros", expect: { notReply: ["Coca Cola Light", "💡 Coca"] } },
    ],
  },
  {
    name: "addr trial 7: a bigger size the customer took out is never tipped back ('saca las lays de 250')",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 fanta 1.5 y 1 papas fritas clasicas lays 250 gr", expect: { cart: { [LAYS_250]: 1, [FANTA_15]: 1 } } },
      { say: "y 2 papas fritas clasicas lays 150 gr", expect: { cart: { [LAYS_150]: 2, [LAYS_250]: 1, [FANTA_15]: 1 } } },
      { say: "saca las lays de 250", expect: { cart: { [LAYS_150]: 2, [FANTA_15]: 1 }, notReply: ["💡 Papas Fritas Clásicas Lays 250"] } },
    ],
  },
  {
    name: "addr trial 7: a bigger size of the same product is tipped ('lays 150' → 'Lays 250')",
    ...ALMACEN,
    turns: [{ say: "quiero 1 papas fritas clasicas lays 150 gr", expect: { reply: ["💡 Papas Fritas Clásicas Lays 250 Gr"] } }],
  },
  // ---- one turn never says the same line twice --------------------------------------------
  {
    name: "addr trial 7: 'dulce de batata?? no pedi eso sacalo. el azucar domino que es la mas barata' says nothing twice (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 dulce de batata arcor 700 y 1 coca cola de 2.25", expect: { cart: { [BATATA]: 1, [COCA]: 1 } } },
      { say: "dulce de batata?? no pedi eso sacalo. el azucar domino que es la mas barata", expect: { notReply: [/(\n[^\n]{12,})\n[\s\S]*\1\n/, /Sí, tenemos Dulce de Batata[\s\S]*Sí, tenemos Dulce de Batata/] } },
    ],
  },
];
