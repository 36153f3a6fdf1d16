import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 35 on offers: answers to what the shop just said.

// Class: a yes ("dale", "dale 1 de ese") to an answer that named two or more products ("Sí, tenemos X y Y",
// "No tenemos fernet … tenemos A, B y C") asks which of them, all as options; never "Tu carrito está vacío"
// (t35c 018, t35b 025).
const yesToSeveralNamed = (ask: string, yes: string, options: string[], count = 1): Scenario => ({
  name: `offers trial 35: '${yes}' to several products named asks which, never an empty cart (verbatim t35c 018 / t35b 025)`,
  ...ALMACEN,
  turns: [
    { say: ask, expect: { reply: options } },
    { say: yes, expect: { reply: ["Tengo varias opciones"], notReply: ["Tu carrito está vacío", "No te entendí", "Agregué"], cart: {} } },
    { say: "#1", expect: { reply: [`Agregué ${count}`], notReply: ["Tu carrito está vacío"] } },
  ],
});

export const offersTrial35Scenarios: Scenario[] = [
  yesToSeveralNamed("ola tenes jabon en polvo ala", "dale", ["Alta Espuma", "Ala Matic"]),
  yesToSeveralNamed("hay fernet?", "dale 1 de ese", ["Cuyano", "Patagónico", "Serrano"]),
  yesToSeveralNamed("tenes jabon en polvo ala?", "si, dame 2 de esos", ["Alta Espuma", "Ala Matic"], 2),
  yesToSeveralNamed("hay whisky?", "dale", ["Terma"]),
  {
    name: "offers trial 35: with a cart, a bare 'dale' after several products named still goes on to close (t35c 018 guard)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 cocas de 2 1/4", expect: { reply: ["Agregué 2"] } },
      { say: "tenes jabon en polvo ala?", expect: { reply: ["Alta Espuma", "Ala Matic"] } },
      { say: "dale 1 de esos", expect: { reply: ["Tengo varias opciones"], notReply: ["Agregué"] } },
    ],
  },
];
