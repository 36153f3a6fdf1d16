import type { Scenario, Turn } from "./types";

// Blind trial 8 on the mattress shop (packs), fixed in round 9: the promos come in the same reply
// that completes the data (or, with a pack already named, that pack's next step), never "en un
// par de minutos"; a price question in a burst of details keeps the details; a payment question
// is answered once, then "¿Cómo vas a pagar?" without the list again; paying on arrival is a
// payment and paying in halves is for a person; "soy …" is a name without a read-back; an
// address that has the floor is not asked for it. Prices as in packs.ts.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

const PROMOS_ES = ["Estas son nuestras promos", "• 2 colchones: $699.000 (ahorrás $79.000)"];
const LATER = [/par de minutos/i, /enseguida te paso/i, /couple of minutes/i, /alguns minutos/i];

/** Graciela at the promos (trial 8, P1, verbatim). */
const gracielaAtPromos: Turn[] = [
  { say: "hola buenas, vi la publicidad del colchon, q precio tiene?", expect: { reply: ["$389.000"] } },
  { say: "ok. graciela moreno, cel 11 4567 8901, vivo en lanus, hipolito yrigoyen 4200", expect: { state: "ofrecer_promos", reply: PROMOS_ES } },
];

/** Emily at the promos (trial 8, P4, verbatim). */
const emilyAtPromos: Turn[] = [
  { say: "Hello, I'd like to buy a mattress. Do you deliver to Cordoba?", expect: { reply: ["Cordoba"] } },
  {
    say: "Emily Clark, phone 351 555 1234, address Obispo Trejo 240, 5th floor B",
    expect: { state: "ofrecer_promos", reply: ["These are our offers", "2 mattresses: $699.000"], notReply: [...LATER, "floor/apartment"], customer: { address: "Obispo Trejo 240, 5th floor B", city: "Cordoba" } },
  },
];

/** Carlos at the promos (trial 8, P7, verbatim). */
const carlosAtPromos: Turn[] = [
  { say: "hola vivo en quilmes, llegan hasta aca?", expect: { reply: ["Quilmes"] } },
  { burst: ["carlos", "gomez", "1155443322", "mitre 850"], expect: { state: "ofrecer_promos", reply: PROMOS_ES, notReply: LATER, customer: { firstName: "Carlos", lastName: "Gomez", phone: "1155443322", address: "mitre 850", city: "Quilmes" } } },
];

export const packsTrial9Scenarios: Scenario[] = [
  // 1. The promos in the same reply as the last detail.
  {
    ...shop,
    name: "packs trial 9: 'si' to the promos with the data gets the promos at once; 'quiero los 2' then the payment (verbatim P8)",
    turns: [
      { say: "hola cuanto salen 2 colchones?", expect: { reply: ["$699.000", "¿Querés que te pase las promos?"] } },
      {
        say: "si. me llamo romina diaz mi numero es 11-3344-5566 y vivo en el palomar, calle bonifacini 1800 casa 3",
        expect: { state: "ofrecer_promos", reply: ["Ya tengo todo para el envío a calle bonifacini 1800 casa 3, El Palomar", ...PROMOS_ES], notReply: LATER },
      },
      { say: "para q me vas a pasar las promos si ya te dije, quiero los 2", expect: { reply: ["2 colchones", "¿Cómo vas a pagar?"] } },
      { say: "mp", expect: { state: "resumen", reply: ["Pago: Mercado Pago"] } },
      { say: "siii", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 69_900_000, paymentMethod: "mercadopago", customerName: "Romina Diaz", address: "calle bonifacini 1800 casa 3, El Palomar" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 9: the last detail of a burst gets the promos at once, 'ok espero' never needed (verbatim P7)",
    turns: carlosAtPromos,
  },
  ...["quiero comprar un colchon", "me interesa el colchon", "hola, como compro?"].map(
    (first): Scenario => ({
      ...shop,
      name: `packs trial 9: '${first}' then the data in one message gets the promos in the same reply`,
      turns: [
        { say: first },
        { say: "Juan Perez, 3415556677, Rosario, San Martin 1234", expect: { state: "ofrecer_promos", reply: ["Ya tengo todo para el envío a San Martin 1234, Rosario", ...PROMOS_ES], notReply: LATER } },
      ],
    }),
  ),
  {
    ...shop,
    name: "packs trial 9: the data over four messages ends with the promos, not a wait",
    turns: [
      { say: "quiero comprar", expect: { state: "collecting_data" } },
      { say: "me llamo Juan Perez", expect: { state: "collecting_data" } },
      { say: "3415556677", expect: { state: "collecting_data" } },
      { say: "Rosario", expect: { state: "collecting_data" } },
      { say: "San Martin 1234", expect: { state: "ofrecer_promos", reply: PROMOS_ES, notReply: LATER } },
      { wait: 5 * 60_000, expect: { replies: 0 } },
    ],
  },
  {
    ...shop,
    name: "packs trial 9: English data gets the offers at once, the floor not asked again (verbatim P4)",
    turns: [
      ...emilyAtPromos,
      { say: "just one please. can I pay with credit card?", expect: { reply: ["No cards", "How will you pay?"], notReply: [/cash, bank transfer and Mercado Pago[^]*cash, bank transfer and Mercado Pago/] } },
      { say: "bank transfer then", expect: { state: "resumen" } },
      { say: "yes", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 38_900_000, paymentMethod: "transfer", customerName: "Emily Clark", address: "Obispo Trejo 240, 5th floor B, Cordoba" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 9: Portuguese data gets the promos at once (verbatim P6)",
    turns: [
      { say: "olá! quanto custa o colchão? vocês entregam em Puerto Iguazu?", expect: { reply: ["$389.000"] } },
      { say: "Ana Paula Ribeiro, 3757 412345, av Victoria Aguirre 550", expect: { state: "ofrecer_promos", reply: ["Estas são nossas promoções", "2 colchões: $699.000"], notReply: LATER } },
    ],
  },
  ...[
    ["Tom Baker, phone 1155443322, Rosario, address Mitre 456 3rd floor A", "Mitre 456 3rd floor A"],
    ["Tom Baker, phone 1155443322, Rosario, address Mitre 456, apt 4B", "Mitre 456, apt 4B"],
    ["Tom Baker, phone 1155443322, Rosario, address Mitre 456 floor 2", "Mitre 456 floor 2"],
  ].map(
    ([data, address]): Scenario => ({
      ...shop,
      name: `packs trial 9: English address '${address}' has its floor, not asked for it`,
      turns: [
        { say: "hi, I want to buy a mattress" },
        { say: data, expect: { state: "ofrecer_promos", reply: ["These are our offers"], notReply: ["floor/apartment"], customer: { address } } },
      ],
    }),
  ),
  {
    ...shop,
    name: "packs trial 9: Portuguese address with 'apto' is not asked for the apartment",
    turns: [
      { say: "olá, quero comprar um colchão", expect: { state: "collecting_data" } },
      { say: "Paulo Alves, telefone 3517776655, cidade Córdoba, endereço Bv. San Juan 800 apto 3", expect: { state: "ofrecer_promos", notReply: ["andar/apto"], customer: { address: "Bv. San Juan 800 apto 3" } } },
    ],
  },
  // With a pack named, its next step comes with the data (no promos, no wait, no name read-back).
  {
    ...shop,
    name: "packs trial 9: 'quiero el pack de 3, soy mariela quiroga, …' takes the name and asks the payment (verbatim P3)",
    turns: [
      {
        say: "buenas quiero el pack de 3, soy mariela quiroga, tel 2214556677, ciudad la plata, direccion calle 7 n 1234 dpto 2",
        expect: { state: "ofrecer_promos", reply: ["3 colchones", "¿Cómo vas a pagar?"], notReply: ["¿Tu nombre es", ...LATER], customer: { firstName: "Mariela", lastName: "Quiroga", phone: "2214556677", city: "La Plata" } },
      },
      { say: "transfe", expect: { state: "resumen", reply: ["A nombre de: Mariela Quiroga"] } },
      { say: "dale confirmado", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 94_900_000, customerName: "Mariela Quiroga" } } },
    ],
  },
  ...["me llamo mariela quiroga", "soy mariela quiroga", "mi nombre es mariela quiroga"].map(
    (name): Scenario => ({
      ...shop,
      name: `packs trial 9: '${name}' with the other details is taken without a read-back`,
      turns: [
        { say: "quiero el de 2", expect: { state: "collecting_data" } },
        { say: `${name}, tel 2214556677, ciudad la plata, direccion calle 7 n 1234`, expect: { reply: ["2 colchones", "¿Cómo vas a pagar?"], notReply: ["¿Tu nombre es"], customer: { firstName: "Mariela", lastName: "Quiroga" } } },
      ],
    }),
  ),
  // 2. A price question in a burst of details keeps every detail.
  {
    ...shop,
    name: "packs trial 9: burst of phone, city, address and 'pero cuanto sale??' keeps them all and answers (verbatim P2)",
    turns: [
      { burst: ["hola", "quiero info del colchon", "jorge", "luis sanchez"], expect: { state: "collecting_data", reply: ["$389.000", "teléfono"], customer: { firstName: "Jorge", lastName: "Luis Sanchez" } } },
      {
        burst: ["3415667788", "soy de rosario", "calle san juan 1450 entre moreno y balcarce", "pero cuanto sale??"],
        expect: { state: "ofrecer_promos", reply: ["$389.000", ...PROMOS_ES], notReply: ["teléfono de contacto", ...LATER], customer: { phone: "3415667788", city: "Rosario", address: "calle san juan 1450 entre moreno y balcarce" } },
      },
      { say: "1 solo. en efectivo", expect: { state: "resumen", reply: ["Entrega en: calle san juan 1450 entre moreno y balcarce, Rosario", "Pago: efectivo al recibir"] } },
    ],
  },
  ...[
    ["3415667788", "soy de rosario", "san juan 1450", "cuanto sale?"],
    ["3415667788", "soy de rosario", "calle san juan 1450", "y que precio tiene?"],
    ["mi cel 3415667788", "vivo en rosario", "calle san juan 1450", "cuanto cuesta el colchon??"],
  ].map(
    (burst): Scenario => ({
      ...shop,
      name: `packs trial 9: burst ${burst.join(" / ")} keeps phone, city and address`,
      turns: [
        { say: "quiero comprar", expect: { state: "collecting_data" } },
        { say: "jorge sanchez", expect: { customer: { firstName: "Jorge", lastName: "Sanchez" } } },
        { burst, expect: { state: "ofrecer_promos", reply: ["$389.000", ...PROMOS_ES], customer: { phone: "3415667788", city: "Rosario" } } },
      ],
    }),
  ),
  {
    ...shop,
    name: "packs trial 9: burst with a bare city and a price question keeps phone, address and the city, and answers",
    turns: [
      { say: "quiero comprar", expect: { state: "collecting_data" } },
      { say: "jorge sanchez" },
      // Round 35 (t34a 076): a known city sent alone in a burst is the city, never read back.
      { burst: ["3415667788", "rosario", "san juan 1450", "cuanto sale?"], expect: { state: "ofrecer_promos", reply: ["$389.000", ...PROMOS_ES], notReply: ["¿Tu ciudad es"], customer: { phone: "3415667788", address: "san juan 1450", city: "Rosario" } } },
    ],
  },
  // 3. A payment question answered once; "cuotas" answered directly.
  {
    ...shop,
    name: "packs trial 9: 'el de 2. se puede pagar en cuotas?' answers cuotas once, then asks how without the list again (verbatim P1)",
    turns: [
      ...gracielaAtPromos,
      {
        say: "el de 2. se puede pagar en cuotas?",
        expect: { reply: ["cuotas", "Aceptamos efectivo, transferencia y Mercado Pago", "¿Cómo vas a pagar?"], notReply: [/Mercado Pago[^]*Aceptamos efectivo/] },
      },
      { say: "mercadopago", expect: { state: "resumen", reply: ["Pago: Mercado Pago"] } },
      { say: "confirmo. cuando me llega?", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 69_900_000, paymentMethod: "mercadopago", customerName: "Graciela Moreno" } } },
    ],
  },
  ...["el de 2, aceptan tarjeta?", "el de 2. hay cuotas sin interes?", "quiero 2, se puede en 3 cuotas?"] /* "el de 2, puedo pagar con transferencia?" chooses the transfer since round 15 (packs-trial15) */.map(
    (say): Scenario => ({
      ...shop,
      name: `packs trial 9: '${say}' at the promos lists the methods once`,
      turns: [...gracielaAtPromos, { say, expect: { reply: ["2 colchones", "¿Cómo vas a pagar?"], notReply: [/Mercado Pago[^]*Mercado Pago[^]*Mercado Pago/, /Aceptamos[^]*Aceptamos/] } }],
    }),
  ),
  // 4. Paying on arrival is a payment; paying in halves is for a person.
  {
    ...shop,
    name: "packs trial 9: 'la mitad ahora y la mitad cuando llega?' is for a person; 'todo en efectivo cuando llega' is cash (verbatim P7)",
    turns: [
      ...carlosAtPromos,
      {
        say: "el de 2 lo puedo pagar la mitad ahora y la mitad cuando llega?",
        expect: { reply: ["2 colchones", "una persona del equipo", "¿Cómo vas a pagar?"], notReply: ["días hábiles"] },
      },
      { say: "no me contestaste lo de la mitad. bueno, todo en efectivo cuando llega", expect: { state: "resumen", reply: ["Pago: efectivo al recibir"], notReply: ["días hábiles"] } },
      { say: "si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 69_900_000, paymentMethod: "cash", customerName: "Carlos Gomez" } } },
    ],
  },
  ...["pago en efectivo cuando me llega", "efectivo al recibir", "le pago al que lo trae, en efectivo", "cash on delivery"].map(
    (say): Scenario => ({
      ...shop,
      name: `packs trial 9: '${say}' after the pack is cash, no delivery time`,
      turns: [...carlosAtPromos, { say: "el de 2", expect: { reply: ["¿Cómo vas a pagar?"] } }, { say, expect: { state: "resumen", reply: ["efectivo al recibir"], notReply: ["días hábiles"] } }],
    }),
  ),
  ...["puedo pagar una parte ahora y el resto cuando llega?", "se puede dejar una seña y pagar el resto al recibir?", "puedo pagar la mitad por transferencia y la mitad en efectivo?"].map(
    (say): Scenario => ({
      ...shop,
      name: `packs trial 9: '${say}' is honestly left to a person`,
      turns: [...carlosAtPromos, { say: "el de 2", expect: { reply: ["¿Cómo vas a pagar?"] } }, { say, expect: { reply: ["una persona del equipo"], notReply: ["días hábiles", "Resumen"], orders: 0 } }],
    }),
  ),
];
