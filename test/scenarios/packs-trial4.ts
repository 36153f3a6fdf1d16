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
