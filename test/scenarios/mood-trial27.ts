import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Blind trial 27, mood round 28: "dale apurate que hace media hora que espero" in a conversation
// going on now is impatience with the chat, never a complaint about an order this number never
// placed (no person on one impatient message); "uh sabés qué, mejor no, dejalo, me voy al súper"
// with a list open lets the list go with a goodbye, never "No te entendí".

/** Class: a bare wait said mid-conversation with no order placed is impatience, never an after-sale complaint. */
const waitIsImpatience: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 27: 'dale apurate que hace media hora que espero' after the cart emptied is impatience, no order hunted, no person (verbatim t27b 013)",
    turns: [
      { say: "hola necesito 4 cocas de 2 litros ya", expect: { reply: ["Agregué 4 Coca Cola Retornable 2 Lt"] } },
      { say: "no quiero retornable, la comun de 2 y cuarto" },
      { say: "dale apurate que hace media hora que espero", expect: { reply: ["Perdón"], notReply: ["No encuentro ningún pedido", "No te entendí"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 27: 'che hace 20 minutos que espero' with a list open is impatience and asks the list again (variant)",
    turns: [
      { say: "hola tenes vino toro", expect: { reply: ["opciones de vino toro"] } },
      { say: "che hace 20 minutos que espero", expect: { reply: ["Perdón", "Cuál"], notReply: ["No encuentro ningún pedido"] } },
    ],
  },
  {
    name: "mood trial 27: 'hace 10 minutos que espero, dale' in the kiosk with a cart keeps the cart, no order hunted (variant)",
    turns: [
      { say: "2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "hace 10 minutos que espero, dale", expect: { reply: ["Perdón"], notReply: ["No encuentro ningún pedido"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 27: 'hace una hora que espero mi pedido' with no order is still the missing-order complaint (guard)",
    turns: [{ say: "hace una hora que espero mi pedido", expect: { reply: ["No encuentro ningún pedido"] } }],
  },
];

/** Class: leaving for another shop with a list open: the list let go, a goodbye, never "No te entendí". */
const leavesWithListOpen: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 27: 'uh sabes q mejor no, dejalo, me voy al super' with the coca list open says goodbye (verbatim t27c 018)",
    turns: [
      { say: "buenas tenes alfajores jorgito?", expect: { reply: ["Jorgito"] } },
      { say: "dame 3" },
      { say: "y una coca de 500", expect: { reply: ['No tengo "coca de 500"'] } },
      { say: "uh sabes q mejor no, dejalo, me voy al super", expect: { notReply: ["No te entendí", "¿Cuál"], cart: {} } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 27: 'mejor no, lo compro en otro lado' with the vino toro list open says goodbye (variant)",
    turns: [
      { say: "hola tenes vino toro", expect: { reply: ["opciones de vino toro"] } },
      { say: "mmm mejor no, lo compro en otro lado", expect: { notReply: ["No te entendí", "¿Cuál"], cart: {} } },
    ],
  },
];

export const moodTrial27Scenarios: Scenario[] = [...waitIsImpatience, ...leavesWithListOpen];
