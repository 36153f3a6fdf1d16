import type { Scenario, Turn } from "./types";

// Blind trial 4 on the mattress shop (packs): details sent one per message, cross streets in an
// address, corrections at the summary, a purchase dropped at the payment question and taken
// back, and promos already asked for before the data. Prices as in packs.ts.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

/** The promos shown and a pack chosen: the payment question is open. */
const paymentAsked = (data: string, pack: string): Turn[] => [
  { say: "hola quiero comprar", expect: { state: "collecting_data" } },
  { say: data, expect: { reply: ["Ya tengo todo para el envío"] } },
  { say: "pasame las promos", expect: { state: "ofrecer_promos" } },
  { say: pack, expect: { reply: ["¿Cómo vas a pagar?"] } },
];

export const packsTrial4Scenarios: Scenario[] = [
  {
    ...shop,
    name: "packs: a burst of single details, the surname after the first name and 'soy de' the city (trial 4 P2)",
    turns: [
      { say: "hola quiero comprar", expect: { state: "collecting_data" } },
      {
        burst: ["jorge", "luis sanchez", "351 4445566", "soy de cordoba capital"],
        expect: { customer: { firstName: "Jorge", lastName: "Luis Sanchez", phone: "3514445566", city: "Cordoba Capital" }, reply: ["dirección"], notReply: ["¿Tu ciudad es", "no lo entendí"] },
      },
    ],
  },
  {
    ...shop,
    name: "packs: a burst of single details with the surname alone and the city alone (trial 4 P7)",
    turns: [
      { say: "hola quiero comprar", expect: { state: "collecting_data" } },
      {
        burst: ["Valeria", "Romero", "tel 3874001122", "Salta", "Caseros 900 dpto 4"],
        expect: { customer: { firstName: "Valeria", lastName: "Romero", phone: "3874001122", city: "Salta", address: "Caseros 900 dpto 4" }, reply: ["Caseros 900 dpto 4, Salta"] },
      },
    ],
  },
  {
    ...shop,
    name: "packs: 'Romero es mi apellido, Valeria Romero. la ciudad es Salta' corrects name and city (trial 4 P7)",
    turns: [
      { say: "hola quiero comprar", expect: { state: "collecting_data" } },
      { say: "Valeria, 3874001122, Romero, Caseros 900 dpto 4", expect: { reply: ["Ya tengo todo"] } },
      { say: "no! Romero es mi apellido, Valeria Romero. la ciudad es Salta", expect: { customer: { firstName: "Valeria", lastName: "Romero", city: "Salta" }, notReply: ["Valeria Valeria"] } },
      { say: "pasame las promos", expect: { state: "ofrecer_promos" } },
      { say: "el de 1", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "efectivo", expect: { reply: ["A nombre de: Valeria Romero (tel. 3874001122)", "Entrega en: Caseros 900 dpto 4, Salta"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Valeria Romero", address: "Caseros 900 dpto 4, Salta", paymentMethod: "cash" } } },
    ],
  },
  {
    ...shop,
    name: "packs: an address with cross streets is kept whole, and corrected at the summary (trial 4 P3)",
    turns: [
      { say: "hola, cuanto sale el colchon? yo vivo en la plata calle 7 numero 1234 entre 56 y 57 mi nombre es sofia castro y mi telefono es 221 555 8899", expect: { customer: { firstName: "Sofia", phone: "2215558899", address: "calle 7 numero 1234 entre 56 y 57" }, notReply: ["Pasame tus datos", "Con tu nombre, teléfono"] } },
      { say: "pasame las promos", expect: { state: "ofrecer_promos" } },
      { say: "el de 2", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "transferencia", expect: { state: "resumen", reply: ["Entrega en: calle 7 numero 1234 entre 56 y 57, La Plata"] } },
      { say: "la direccion esta mal, es calle 7 nro 1234 entre 56 y 57 timbre 2", expect: { state: "resumen", customer: { address: "calle 7 nro 1234 entre 56 y 57 timbre 2" }, reply: ["Entrega en: calle 7 nro 1234 entre 56 y 57 timbre 2, La Plata"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Sofia Castro", address: "calle 7 nro 1234 entre 56 y 57 timbre 2, La Plata", paymentMethod: "transfer" } } },
    ],
  },
  {
    ...shop,
    name: "packs: 'mmm mejor no, dejalo' at the payment question drops the purchase; 'el de 2, en efectivo' takes it back at once (trial 4 P4)",
    turns: [
      ...paymentAsked("Martin Paz, 3415550404, Rosario, Mitre 200", "el de 3"),
      { say: "mmm mejor no, dejalo", expect: { state: "conversacion", cart: {}, notReply: ["medio de pago"] } },
      { say: "bueno si, lo quiero. el de 2, en efectivo", expect: { state: "resumen", cart: { "colchon-2x": 1 }, reply: ["Pago: efectivo al recibir"], notReply: ["En un par de minutos"] } },
      { say: "si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { customerName: "Martin Paz", paymentMethod: "cash", total: 69900000 } } },
    ],
  },
  {
    ...shop,
    name: "packs: 'si pasame las promo' before the data gets the promos as soon as the data is in (trial 4 P6)",
    turns: [
      { say: "hola" },
      { say: "si pasame las promo", expect: { state: "collecting_data" } },
      { say: "diego fernandez, 2615553322, resido en mendoza, san martin 1500 5to piso", expect: { state: "ofrecer_promos", customer: { firstName: "Diego", city: "Mendoza" }, reply: ["3 colchones: $949.000"], notReply: ["En un par de minutos"] } },
    ],
  },
  {
    ...shop,
    name: "packs: 'si' to '¿Querés que te pase las promos?' gets them once the data is in (trial 4 P8)",
    turns: [
      { say: "hola queria info", expect: { reply: ["¿Querés que te pase las promos?"] } },
      { say: "si", expect: { state: "collecting_data" } },
      { say: "Ana Ruiz, 3415550808, Rosario, Corrientes 800", expect: { state: "ofrecer_promos", reply: ["3 colchones: $949.000"], notReply: ["En un par de minutos"] } },
    ],
  },
];
