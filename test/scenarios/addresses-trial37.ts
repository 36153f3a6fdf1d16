import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 37, a floor and flat said together at the summary (addresses38): over "Sarmiento 450
// piso 1 dpto A" the customer said "es 2 B no A" and only the flat changed ("piso 1 dpto B", t37b
// 053, wrong data). A bare number and a letter before "no <letter>", with a floor stored, are the
// floor and the flat.
const verbatim053: Scenario = {
  name: "addresses trial 37: 'es 2 B no A' at the summary over 'piso 1 dpto A' stores floor 2 flat B (verbatim t37b 053)",
  ...ALMACEN,
  turns: [
    { say: "necesito 1 kilo de yerba, 1 azucar y 1 paquete de te" },
    { say: "#1" },
    { say: "#1" },
    { say: "#1" },
    { say: "listo" },
    { say: "envio" },
    { say: "Beatriz Luna" },
    { say: "24555111" },
    { say: "Sarmiento 450 piso 1 dpto A", expect: { customer: { address: "Sarmiento 450 piso 1 dpto A" } } },
    { say: "efectivo", expect: { reply: ["Resumen", "Sarmiento 450 piso 1 dpto A"] } },
    { say: "es 2 B no A", expect: { customer: { address: "Sarmiento 450 piso 2 dpto B" }, reply: ["Resumen", "Sarmiento 450 piso 2 dpto B"] } },
    { say: "si", expect: { lastOrder: { address: "Sarmiento 450 piso 2 dpto B" }, reply: ["confirmado"] } },
  ],
};

const atSummary = (from: string, said: string, address: string, verbatim: string, extra: Partial<Scenario> = {}): Scenario => ({
  name: `addresses trial 37: '${said}' at the summary over '${from}' stores '${address}' (${verbatim})`,
  ...extra,
  turns: [
    ...(extra.workspace === ALMACEN.workspace
      ? [
          { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
          { say: "nada mas" },
          { say: `envio a ${from}, Martina Lopez 36222111, efectivo`, expect: { reply: ["Resumen", from] } },
        ]
      : [
          { say: "quiero 3 fanta", expect: { reply: ["Agregué 3"] } },
          { say: "nada mas" },
          { say: `envio a ${from}, Pedro Sosa 26777888, pago efectivo`, expect: { reply: ["Resumen", from] } },
        ]),
    { say: said, expect: { customer: { address }, reply: ["Resumen", address], notReply: ["No tengo", "¿Cuál de estos"] } },
    { say: "si", expect: { lastOrder: { address }, reply: ["confirmado"] } },
  ],
});


// Right after the order was placed, "es 5to D no 4to" got "No te entendí" and the order kept "piso 4"
// (t37a 020, wrong data): a correction of a detail of the order just placed offers to change it, as
// "sumale X" to a placed order does, and the yes reopens it with the corrected address to confirm.
const verbatim020: Scenario = {
  name: "addresses trial 37: 'es 5to D no 4to' right after the order was placed offers to change its address (verbatim t37a 020)",
  turns: [
    { say: "hola soy Valeria Quiroga 36222111, quiero 2 aguas y mandamelo a Chacabuco 1200 piso 4 dpto D", expect: { customer: { address: "Chacabuco 1200 piso 4 dpto D" } } },
    { say: "#1", expect: { reply: ["Resumen"] } },
    { say: "listo", expect: { reply: ["confirmado"], lastOrder: { address: "Chacabuco 1200 piso 4 dpto D" } } },
    { say: "efectivo" },
    { say: "es 5to D no 4to", expect: { reply: ["Chacabuco 1200 5to D", "ORD-"], notReply: ["No te entendí"] } },
    { say: "si", expect: { reply: ["Resumen", "Entrega en: Chacabuco 1200 5to D"] } },
    { say: "si", expect: { reply: ["confirmado"], lastOrder: { address: "Chacabuco 1200 5to D" } } },
  ],
};

const afterPlaced = (said: string, address: string, verbatim: string, extra: Partial<Scenario> = {}): Scenario => ({
  name: `addresses trial 37: '${said}' right after the order was placed offers to change its address to '${address}' (${verbatim})`,
  ...extra,
  turns: [
    ...(extra.workspace === ALMACEN.workspace
      ? [
          { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
          { say: "nada mas" },
          { say: "envio a Mitre 300 piso 4 dpto C, Martina Lopez 36222111, efectivo", expect: { reply: ["Resumen"] } },
        ]
      : [
          { say: "quiero 3 fanta", expect: { reply: ["Agregué 3"] } },
          { say: "nada mas" },
          { say: "envio a Mitre 300 piso 4 dpto C, Pedro Sosa 26777888, pago efectivo", expect: { reply: ["Resumen"] } },
        ]),
    { say: "si", expect: { reply: ["confirmado"] } },
    { say: said, expect: { reply: [address], notReply: ["No te entendí", "No tengo"] } },
    { say: "si", expect: { reply: ["Resumen", `Entrega en: ${address}`] } },
    { say: "si", expect: { reply: ["confirmado"], lastOrder: { address } } },
  ],
});

// "mandame a Corrientes 1500 2 coca de 2 litros": products after the address were read as part of
// the street ('No tengo "corrientes"') and the address was lost (t37b 041). A count and a product
// right after the house number start the order's line: the address ends at its number.
const COCA_2 = id("7790895000218"); // Coca Cola Retornable 2 Lt
const addressThenProducts = (said: string, address: string, cart: Record<string, number>, verbatim: string, extra: Partial<Scenario> = {}): Scenario => ({
  name: `addresses trial 37: '${said}' stores '${address}' and adds the products after it (${verbatim})`,
  ...extra,
  turns: [{ say: said, expect: { customer: { address }, cart, notReply: ["No tengo \"", "No encontré"] } }],
});

// DNI digits sent at the address question were stored as the phone ("(DNI 24000333), tel. 24000333",
// t37c 058, wrong data): a number equal to the stored DNI is never the phone, and a 7–8 digit number
// at the address question is no phone.
const verbatim058: Scenario = {
  name: "addresses trial 37: the DNI's digits at the address question are never stored as the phone (verbatim t37c 058)",
  ...ALMACEN,
  turns: [
    { say: "cuanto sale la coca chica?" },
    { say: "dame 3" },
    { say: "listo" },
    { say: "retiro" },
    { say: "Raul Dominguez 24000333" },
    { say: "efectivo", expect: { reply: ["Resumen"] } },
    { say: "si", expect: { reply: ["confirmado"] } },
    { say: "hola, quiero pedir de nuevo 2 coca de 1.5" },
    { say: "nada mas" },
    { say: "envio", expect: { reply: ["dirección"] } },
    { say: "Raul Dominguez" },
    { say: "24000333", expect: { notReply: ["teléfono 24000333"] } },
    { say: "efectivo" },
    { say: "si" },
    { say: "Lavalle 900", expect: { reply: ["Resumen", "Entrega en: Lavalle 900"], notReply: ["tel. 24000333"] } },
  ],
};

const numberAtAddress = (number: string, verbatim: string, extra: Partial<Scenario> = {}): Scenario => ({
  name: `addresses trial 37: '${number}' at the address question is never the phone${extra.workspace === ALMACEN.workspace ? " (almacén)" : ""} (${verbatim})`,
  ...extra,
  turns: [
    extra.workspace === ALMACEN.workspace ? { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } } : { say: "quiero 3 fanta", expect: { reply: ["Agregué 3"] } },
    { say: "nada mas" },
    { say: "envio" },
    { say: "Martina Lopez" },
    { say: "36222111" },
    { say: number, expect: { notReply: [`teléfono ${number}`] } },
    { say: "Lavalle 900", expect: { customer: { address: "Lavalle 900" } } },
    { say: "efectivo", expect: { reply: ["Resumen"], notReply: [`tel. ${number}`] } },
  ],
});

export const addressesTrial37Scenarios: Scenario[] = [
  verbatim053,
  atSummary("Mitre 300 piso 4 dpto C", "es 5 D no C", "Mitre 300 piso 5 dpto D", "t37b 053"),
  atSummary("Colon 1500 piso 1 depto A", "2 B no A", "Colon 1500 piso 2 depto B", "t37b 053", ALMACEN),
  atSummary("Mitre 300 piso 4 dpto C", "es 3ro C", "Mitre 300 3ro C", "t37b 053"),
  atSummary("Colon 1500 1ro A", "2do B no 1ro A", "Colon 1500 2do B", "t37b 053", ALMACEN),
  // Only the flat said wrong still changes only the flat.
  atSummary("Mitre 300 piso 4 dpto C", "es D no C", "Mitre 300 piso 4 dpto D", "t37b 053"),
  verbatim020,
  addressThenProducts("hola tenes coca? mandame a Corrientes 1500 2 coca de 2 litros", "Corrientes 1500", { [COCA_2]: 2 }, "verbatim t37b 041", ALMACEN),
  addressThenProducts("mandame a Mitre 450 3 coca de 2 litros", "Mitre 450", { [COCA_2]: 3 }, "t37b 041", ALMACEN),
  addressThenProducts("mandame a Belgrano 300 2 fanta de 1,5", "Belgrano 300", { "fanta-15": 2 }, "t37b 041"),
  verbatim058,
  numberAtAddress("36222111", "t37c 058"),
  numberAtAddress("36222111", "t37c 058", ALMACEN),
  numberAtAddress("2944555", "t37c 058", ALMACEN),
  // A floor and flat after the number stay the address's.
  addressThenProducts("mandame a Mitre 450 2 B 2 fanta de 1,5", "Mitre 450 2 B", { "fanta-15": 2 }, "t37b 041"),
  afterPlaced("es 5 D no C", "Mitre 300 piso 5 dpto D", "t37a 020"),
  afterPlaced("perdon, es dpto D no C", "Mitre 300 piso 4 dpto D", "t37a 020", ALMACEN),
  afterPlaced("es 6to C no 4to", "Mitre 300 6to C", "t37a 020", ALMACEN),
  // A count corrected after the order names no part of the address: never an address change.
  {
    name: "addresses trial 37: 'mejor 2 no 3' after the order was placed never changes its address (t37a 020)",
    turns: [
      { say: "quiero 3 fanta", expect: { reply: ["Agregué 3"] } },
      { say: "nada mas" },
      { say: "envio a Alsina 80 piso 3, Pedro Sosa 26777888, pago efectivo", expect: { reply: ["Resumen"] } },
      { say: "si", expect: { reply: ["confirmado"] } },
      { say: "mejor 2 no 3", expect: { notReply: ["dirección"] } },
    ],
  },
];
