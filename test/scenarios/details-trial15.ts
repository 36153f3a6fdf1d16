import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 14, the customer's details (details15), almacén: the cash a customer pays with
// said after "efectivo" ("pago efectivo con 10000") is kept in the order's note; a barrio said
// before the street ("en alta cordoba, fragueiro 1800") stays in the address, after the street;
// "envio a domicilio, belgrano 455 2do A" keeps the address; "…, soy carla" at the end is the
// name (not asked again); details beside an unresolved pick are kept with no "¡Hola!" mid-chat.

const almacen = ALMACEN;

/** An almacén cart of one line, then the customer's details. */
const oneLine = { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } };

const cashWith = (said: string, amount: string): Scenario => ({
  name: `details trial 15: '${said}' keeps the cash it is paid with (${amount})`,
  ...almacen,
  turns: [
    oneLine,
    { say: said, expect: { reply: ["Resumen", "Pago: efectivo", `Paga con ${amount}`] } },
  ],
});

const barrioFirst = (said: string, address: string): Scenario => ({
  name: `details trial 15: '${said}' keeps barrio and street (${address})`,
  ...almacen,
  turns: [
    oneLine,
    { say: said, expect: { customer: { address } } },
  ],
});

const homeDelivery = (said: string, address: string): Scenario => ({
  name: `details trial 15: '${said}' keeps the address`,
  ...almacen,
  turns: [
    oneLine,
    { say: said, expect: { customer: { address }, reply: ["A nombre de quién"] } },
  ],
});

const nameAtEnd = (said: string, firstName: string, address: string): Scenario => ({
  name: `details trial 15: '${said}' takes the name said at the end`,
  ...almacen,
  turns: [
    oneLine,
    { say: said, expect: { customer: { firstName, address }, reply: ["DNI"], notReply: ["A nombre de quién"] } },
  ],
});

export const detailsTrial15Scenarios: Scenario[] = [
  // ---- 1. the cash note after "efectivo" --------------------------------------------------------
  {
    name: "details trial 15: 'pago efectivo con 10000' at the end of the details keeps the note (verbatim B14 007)",
    ...almacen,
    turns: [
      { say: "3 aceite mezcla cocinero 1.5 y 2 harina 0000 morixe", expect: { reply: ["Agregué"] } },
      {
        say: "eso es todo. envio a rondeau 320 casi esquina chacabuco, timbre 2. soy Romina Diaz DNI 40123123, pago efectivo con 10000",
        expect: { customer: { firstName: "Romina", lastName: "Diaz", address: "rondeau 320 casi esquina chacabuco, timbre 2" }, reply: ["Resumen", "Pago: efectivo", "Paga con $10.000"] },
      },
      { say: "si", expect: { orders: 1, lastOrder: { paymentMethod: "cash" } } },
    ],
  },
  cashWith("envio a lavalle 500, soy ana diaz dni 30111222, pago en efectivo con 20 mil", "$20.000"),
  cashWith("envio a lavalle 500, soy ana diaz dni 30111222, efectivo, con 5000", "$5.000"),
  cashWith("envio a lavalle 500, soy ana diaz dni 30111222, abono en efectivo con un billete de 2000", "$2.000"),
  // ---- 2. a barrio before the street ------------------------------------------------------------
  {
    name: "details trial 15: 'si es en alta cordoba, fragueiro 1800' keeps the barrio before the street, as written (verbatim C14 010)",
    ...almacen,
    turns: [
      oneLine,
      { say: "hacen envios a alta cordoba?", expect: {} },
      {
        say: "si es en alta cordoba, fragueiro 1800. a nombre de Sofia Rios 38777666",
        expect: { customer: { firstName: "Sofia", lastName: "Rios", dni: "38777666", address: "alta cordoba, fragueiro 1800" }, reply: ["alta cordoba, fragueiro 1800"] },
      },
    ],
  },
  {
    name: "details trial 15: 'si es en general paz, 25 de mayo 1500. listo eso, soy Pedro Alvarez' keeps the barrio (verbatim C14 018)",
    ...almacen,
    turns: [
      oneLine,
      { say: "si es en general paz, 25 de mayo 1500. listo eso, soy Pedro Alvarez", expect: { customer: { firstName: "Pedro", lastName: "Alvarez", address: "general paz, 25 de mayo 1500" }, reply: ["DNI"] } },
    ],
  },
  barrioFirst("envio a barrio general paz, lima 1200", "barrio general paz, lima 1200"),
  barrioFirst("vivo en nueva cordoba, obispo trejo 345 2do b", "nueva cordoba, obispo trejo 345 2do b"),
  barrioFirst("mandalo a alberdi, santa rosa 1500", "alberdi, santa rosa 1500"),
  // ---- 3. "envio a domicilio, <street number>" ---------------------------------------------------
  {
    name: "details trial 15: 'envio a domicilio, belgrano 455 2do A' keeps the address (verbatim C14 001)",
    ...almacen,
    turns: [
      { say: "2 yerba playadito de 1kg y 1 azucar ledesma", expect: { reply: ["Agregué 2"] } },
      { say: "envio a domicilio, belgrano 455 2do A", expect: { customer: { address: "belgrano 455 2do A" }, reply: ["A nombre de quién"] } },
      { say: "marcela gimenez", expect: { reply: ["DNI"] } },
      { say: "28444555", expect: { reply: ["Cómo vas a pagar"], notReply: ["dirección"] } },
    ],
  },
  homeDelivery("envío a domicilio: san martin 1200", "san martin 1200"),
  homeDelivery("con envio, belgrano 455 2do A", "belgrano 455 2do A"),
  homeDelivery("a domicilio porfa, mitre 300 piso 1", "mitre 300 piso 1"),
  // ---- 4. the name said last --------------------------------------------------------------------
  {
    name: "details trial 15: 'mandamelo a Bv San Juan 820 4to C, soy carla' takes the name (verbatim B14 003)",
    ...almacen,
    turns: [
      oneLine,
      { say: "bueno listo, mandamelo a Bv San Juan 820 4to C, soy carla", expect: { customer: { firstName: "Carla", address: "Bv San Juan 820 4to C" }, reply: ["DNI"], notReply: ["A nombre de quién"] } },
    ],
  },
  nameAtEnd("envialo a lavalle 500, me llamo pedro", "Pedro", "lavalle 500"),
  nameAtEnd("mandalo a mitre 300 piso 1. soy Lucia", "Lucia", "mitre 300 piso 1"),
  nameAtEnd("a domicilio, belgrano 455, a nombre de carla", "Carla", "belgrano 455"),
  {
    name: "details trial 15: 'mandalo a lavalle 500, soy cliente' is no name",
    ...almacen,
    turns: [oneLine, { say: "mandalo a lavalle 500, soy cliente", expect: { customer: { address: "lavalle 500" }, reply: ["A nombre de quién"] } }],
  },
  {
    name: "details trial 15: 'mandalo a lavalle 500, soy de alberdi' is no name",
    ...almacen,
    turns: [oneLine, { say: "mandalo a lavalle 500, soy de alberdi", expect: { reply: ["A nombre de quién"] } }],
  },
  // ---- 5. details beside a pick, mid-conversation -------------------------------------------------
  {
    name: "details trial 15: 'si dale 1 de la de 950, lo paso a buscar, Ines Perez 27888999, efectivo' keeps the details, no hello mid-chat (verbatim C14 021)",
    ...almacen,
    turns: [
      { say: "tenes mayonesa hellmanns?", expect: { reply: ["Hellmann"] } },
      {
        say: "si dale 1 de la de 950, lo paso a buscar, Ines Perez 27888999, efectivo",
        expect: { customer: { firstName: "Ines", lastName: "Perez", dni: "27888999" }, notReply: ["Hola"] },
      },
    ],
  },
  {
    name: "details trial 15: details with an empty cart after a question are kept with no hello",
    ...almacen,
    turns: [
      { say: "a que hora cierran?", expect: {} },
      { say: "retiro en el local, soy Ines Perez 27888999, pago con transferencia", expect: { customer: { firstName: "Ines", lastName: "Perez", dni: "27888999" }, reply: ["Qué te gustaría pedir"], notReply: ["Hola"] } },
    ],
  },
  {
    name: "details trial 15: details as the first message are still greeted",
    ...almacen,
    turns: [
      { say: "retiro en el local, soy Ines Perez 27888999", expect: { customer: { firstName: "Ines" }, reply: ["Hola, Ines"] } },
    ],
  },
];
