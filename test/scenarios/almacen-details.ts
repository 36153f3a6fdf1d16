import type { Scenario, Turn } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Issue 15, the almacén's blind trial (4b): never wrong data, never lose what the customer said.
// A name with its DNI or phone in one message ("Maria Lopez 33222111") is the name, in any state
// of the order, never a product search; an address is read whole (street, number, floor, tower,
// bell, cross streets) wherever it is said, even inside an all-in-one first message, without the
// filler before it ("a mi casa que es en …"); the phone given is in the summary; "a la dirección
// que te pasé" uses the one given before.

const COCA_2L = id("7790895000218");
const ARROZ_GALLO_ORO = id("7790070411716");
const CRISTAL_1L = id("7792798007387");
const YERBA_1KG = id("7793704000225");
/** Words of the almacén's catalog that address and name words were searched as. */
const SEARCHED = ["opciones", "Cuál de estos", "No tengo", "Paño", "Pisos", "Tampones", "de julio"];

/** 2 Coca Cola 2 Lt, "¿algo más o confirmamos?" is the question. */
const cocas: Turn[] = [{ say: "quiero 2 coca de 2 litros", expect: { cart: { [COCA_2L]: 2 } } }];

export const almacenDetailsScenarios: Scenario[] = [
  {
    name: "almacén details: 'listo. retiro. Maria Lopez 33222111 efectivo' keeps the name and the DNI",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "listo. retiro. Maria Lopez 33222111 efectivo", expect: { reply: ["A nombre de: Maria Lopez (DNI 33222111)"], notReply: ["A nombre de quién", ...SEARCHED], state: "AWAITING_CONFIRMATION" } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Maria Lopez", fulfilment: "pickup", paymentMethod: "cash" } } },
    ],
  },
  {
    name: "almacén details: 'Sofia Rios, 38777666' after 'paso a buscarlo' is the name and DNI, no list of cloths",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "listo. paso a buscarlo. Sofia Rios, 38777666, pago en efectivo", expect: { reply: ["A nombre de: Sofia Rios (DNI 38777666)"], notReply: ["A nombre de quién", ...SEARCHED], state: "AWAITING_CONFIRMATION", cart: { [COCA_2L]: 2 } } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Sofia Rios", fulfilment: "pickup", paymentMethod: "cash" } } },
    ],
  },
  {
    name: "almacén details: a name and DNI in lower case ('laura benitez 36111222') are taken too",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "listo, retiro. laura benitez 36111222 efectivo", expect: { notReply: ["A nombre de quién", ...SEARCHED], customer: { firstName: "Laura", lastName: "Benitez", dni: "36111222" } } },
    ],
  },
  {
    name: "almacén details: name, DNI, a tower-and-floor address with its bell note and the payment in one message",
    ...ALMACEN,
    turns: [
      ...cocas,
      {
        say: "listo, te paso: Romina Diaz, DNI 40123123, envio a Ituzaingo 230 torre 2 piso 11 dpto F, timbre no anda, pago mercado pago",
        expect: { reply: ["Entrega en: Ituzaingo 230 torre 2 piso 11 dpto F, timbre no anda", "A nombre de: Romina Diaz (DNI 40123123)"], notReply: ["A nombre de quién", "enviamos o pasás", ...SEARCHED], state: "AWAITING_CONFIRMATION", cart: { [COCA_2L]: 2 } },
      },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Romina Diaz", fulfilment: "delivery", paymentMethod: "mercadopago", address: "Ituzaingo 230 torre 2 piso 11 dpto F, timbre no anda" } } },
    ],
  },
  {
    name: "almacén details: an all-in-one first message keeps the beer as the order and '9 de julio 55 4to B' as the address",
    ...ALMACEN,
    turns: [
      {
        say: "hola, me mandan 6 cervezas quilmes de litro a 9 de julio 55 4to B? pago efectivo, soy Nico Ferreyra cel 3512223344",
        expect: { reply: ["Cristal"], notReply: ["Tampones", 'No tengo "de julio"', "carrito está vacío"], customer: { firstName: "Nico", address: "9 de julio 55 4to B", phone: "3512223344" } },
      },
      { say: "la cristal", expect: { cart: { [CRISTAL_1L]: 6 } } },
      { say: "listo", expect: { reply: ["DNI"], notReply: ["A qué dirección", "A nombre de quién"] } },
      { say: "40111222", expect: { reply: ["Entrega en: 9 de julio 55 4to B", "A nombre de: Nico Ferreyra (DNI 40111222), tel. 3512223344"], state: "AWAITING_CONFIRMATION" } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Nico Ferreyra", address: "9 de julio 55 4to B", paymentMethod: "cash", fulfilment: "delivery" } } },
    ],
  },
  {
    name: "almacén details: 'mandalo a mi casa que es en rivadavia 800' stores the address 'rivadavia 800'",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro, mandalo a mi casa que es en rivadavia 800 me llamo pedro sanchez", expect: { cart: { [ARROZ_GALLO_ORO]: 1 }, customer: { firstName: "Pedro", lastName: "Sanchez", address: "rivadavia 800" }, notReply: ["mi casa"] } },
    ],
  },
  {
    name: "almacén details: an address said with the order ('para enviar a calle belgrano 455 segundo piso…') is kept, and 'a la direccion que te pase' uses it",
    ...ALMACEN,
    turns: [
      {
        say: "hola soy carlos ruiz quiero 2 yerbas playadito de 1 kg para enviar a calle belgrano 455 segundo piso departamento c entre mitre y sarmiento pago con transferencia mi telefono es 11 4455 6677",
        expect: { cart: { [YERBA_1KG]: 2 }, customer: { firstName: "Carlos", address: "calle belgrano 455 segundo piso departamento c entre mitre y sarmiento", phone: "1144556677" } },
      },
      { say: "envio, a la direccion que te pase", expect: { notReply: ["falta la altura", "A qué dirección"], reply: ["DNI"] } },
      { say: "30222333", expect: { reply: ["Entrega en: calle belgrano 455 segundo piso departamento c entre mitre y sarmiento", "tel. 1144556677"], state: "AWAITING_CONFIRMATION" } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Carlos Ruiz", address: "calle belgrano 455 segundo piso departamento c entre mitre y sarmiento", paymentMethod: "transfer" } } },
    ],
  },
  {
    name: "almacén details: 'envio, ya te la pase' with the address given earlier in the conversation does not ask it again",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro" },
      { say: "mi direccion es Mitre 456, soy Ana Sosa, dni 30111222, pago en efectivo" },
      { say: "envio, ya te la pase", expect: { notReply: ["A qué dirección", "falta"], reply: ["Entrega en: Mitre 456"], state: "AWAITING_CONFIRMATION" } },
      { say: "si", expect: { orders: 1, lastOrder: { address: "Mitre 456", customerName: "Ana Sosa" } } },
    ],
  },
  {
    name: "almacén details: 'envio, a la direccion que te pase' finds the address said in passing earlier in the conversation",
    ...ALMACEN,
    turns: [
      { say: "hola, estoy en Mitre 456 piso 2, tienen arroz gallo?" },
      { say: "quiero un arroz gallo oro", expect: { cart: { [ARROZ_GALLO_ORO]: 1 } } },
      { say: "listo" },
      { say: "envio, a la direccion que te pase", expect: { reply: ["Mitre 456 piso 2"], notReply: ["A qué dirección", "falta la altura"] } },
      { say: "Ana Sosa 30111222 efectivo", expect: { reply: ["Entrega en: Mitre 456 piso 2"], state: "AWAITING_CONFIRMATION" } },
      { say: "si", expect: { orders: 1, lastOrder: { address: "Mitre 456 piso 2", customerName: "Ana Sosa" } } },
    ],
  },
  {
    name: "almacén details: everything in a first message with three open lists keeps the name, the address and the payment",
    ...ALMACEN,
    turns: [
      {
        say: "hola soy martina gomez quiero 2 leches la serenisima, 1 paquete de fideos matarazzo y un aceite cocinero, envio a av san martin 1234 piso 3 dpto b, pago en efectivo",
        expect: { reply: ["a nombre de Martina Gomez", "dirección av san martin 1234 piso 3 dpto b", "pago en efectivo"], notReply: ["carrito está vacío", "Pisos"], customer: { firstName: "Martina", lastName: "Gomez", address: "av san martin 1234 piso 3 dpto b" } },
      },
    ],
  },
  {
    name: "almacén details: 'Maria Lopez 33222111' alone while ordering is the name and the DNI",
    ...ALMACEN,
    turns: [
      { say: "quiero un arroz gallo oro" },
      { say: "Maria Lopez 33222111", expect: { reply: ["a nombre de Maria Lopez y DNI 33222111", "enviamos o pasás"], notReply: SEARCHED, cart: { [ARROZ_GALLO_ORO]: 1 } } },
    ],
  },
  {
    name: "almacén details: an address answered with floor, flat and cross streets is one address, no product searched",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "listo" },
      { say: "envio" },
      { say: "Lavalle 500 4to B entre mitre y sarmiento", expect: { reply: ["dirección Lavalle 500 4to B entre mitre y sarmiento"], notReply: SEARCHED, customer: { address: "Lavalle 500 4to B entre mitre y sarmiento" } } },
    ],
  },
  {
    name: "almacén details: a name and DNI in a message that also asks something are kept",
    ...ALMACEN,
    turns: [
      { say: "Ana Sosa 30111222, pago en efectivo. tenes arroz gallo oro?", expect: { reply: ["a nombre de Ana Sosa"], customer: { firstName: "Ana", lastName: "Sosa", dni: "30111222" } } },
    ],
  },
  {
    name: "almacén details: the phone the customer gives is in the summary and on the customer",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "listo, retiro. Laura Benitez 36111222, cel 3516778899, efectivo", expect: { reply: ["A nombre de: Laura Benitez (DNI 36111222), tel. 3516778899"], customer: { phone: "3516778899" } } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Laura Benitez" } } },
    ],
  },
  // Blind trial 5b: a correction that says "te dije" is not an address said before, and a
  // command with its pronoun ("sacalo") is never a name.
  {
    name: "almacén details (trial 5b): 'la yerba eran 3 te dije' sets the quantity and stores no address",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 yerba playadito 1 kg", expect: { cart: { [YERBA_1KG]: 2 } } },
      { say: "la yerba eran 3 te dije", expect: { cart: { [YERBA_1KG]: 3 }, notReply: ["dirección", "Anoté"], customer: {} } },
      { say: "envio", expect: { notReply: ["yerba eran"] } },
    ],
  },
  {
    name: "almacén details (trial 5b): 'sacalo' at the name question is never the name",
    ...ALMACEN,
    turns: [
      ...cocas,
      { say: "listo" },
      { say: "retiro", expect: { reply: ["A nombre de quién"] } },
      { say: "sacalo", expect: { notReply: ["¿Tu nombre es Sacalo?", "a nombre de Sacalo"] } },
      { say: "Roberto Diaz", expect: { customer: { firstName: "Roberto", lastName: "Diaz" } } },
    ],
  },
];
