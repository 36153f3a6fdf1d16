import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 32 on offers: a stock offer survives a question asked in between and "si ponela" is
// its yes; "no, <words>" to a one-product offer searches what the words describe.

// Class: an open stock offer survives a price question in between; "si ponela" takes it (t32a 017, LOST).
const offerAfterQuestion = (question: string, yes: string): Scenario => ({
  name: `offers trial 32: '${question}' between the stock offer and '${yes}' keeps the offer open (verbatim t32a 017)`,
  turns: [
    { stock: { productId: "alfajor-havanna", quantity: 1 } },
    { say: "holaa necesito 2 alfajores havana y una coca de medio", expect: { reply: ["me queda 1 sola unidad"] } },
    { say: "no, la otra coca, la grande", expect: { reply: ["Agregué 1 Coca-Cola 1,5 L", "¿te la pongo?"] } },
    { say: question, expect: { reply: ["$", "¿te la pongo?"], notReply: ["Por cierto"] } },
    { say: yes, expect: { reply: ["Alfajor Havanna"], notReply: ["No te entendí"], cart: { "coca-15": 1, "alfajor-havanna": 1 } } },
  ],
});

// Class: "no, <words>" to a one-product offer: the no refuses the offer, the words describe the row wanted
// on its shelf (t32b 014: "no, la comun 0000" got only "Dale, no lo agrego.").
const noThenDescribed = (say: string, shows: string[], pick?: { say: string; cart: Record<string, number> }): Scenario => ({
  name: `offers trial 32: '${say}' to the leudante offer lists the rows the words describe (verbatim t32b 014)`,
  ...ALMACEN,
  turns: [
    { say: "buenas, 1 kg de harina pureza y media docena de huevos", expect: { reply: ["¿Te agrego Harina Leudante Ultrarefinada Pureza 1 Kg"] } },
    { say, expect: { reply: shows, notReply: ["Dale, no lo agrego", "No te entendí", "Leudante"] } },
    ...(pick ? [{ say: pick.say, expect: { cart: pick.cart } }] : []),
  ],
});

const COCA = id("7790895000430");

// Class: "bueno, solo las cocas" after hearing a product is not sold: keep what the cart holds and go
// on, never the cocas' list again (t32c 009).
const onlyTheCart = (say: string): Scenario => ({
  name: `offers trial 32: '${say}' keeps the cart and goes on, no list (verbatim t32c 009)`,
  ...ALMACEN,
  turns: [
    { say: "hola me mandan 2 fernet branca y 3 coca de 1.5 a 9 de julio 55 4to B", expect: { reply: ["Agregué 3 Coca Cola 1.5 Lt", "¿A nombre de quién"] } },
    { say, expect: { reply: ["¿A nombre de quién"], notReply: ["opciones de coca", "¿Cuál de"], cart: { [COCA]: 3 } } },
    { say: "Esteban Quito", expect: { reply: ["Anoté ✅ a nombre de Esteban Quito"], cart: { [COCA]: 3 } } },
  ],
});

export const offersTrial32Scenarios: Scenario[] = [
  offerAfterQuestion("y la fanta cuanto sale?", "si ponela"),
  offerAfterQuestion("cuanto sale la sprite?", "dale agregala"),
  offerAfterQuestion("y la fanta cuanto sale?", "si, ponelo"),
  noThenDescribed("no, la comun 0000", ["0000"], { say: "la morixe", cart: { [id("7790199000020")]: 1, [id("7792335000314")]: 1 } }),
  noThenDescribed("no, la 0000", ["0000"]),
  onlyTheCart("uh no tienen fernet? bueno, solo las cocas"),
  onlyTheCart("no tienen fernet? bueno entonces solo la coca"),
  onlyTheCart("ah bueno, las cocas nomas"),
  {
    name: "offers trial 32: 'solo las cocas' with no coca in the cart is still an order (t32c 009 guard)",
    ...ALMACEN,
    turns: [
      { say: "hola, tienen fernet?", expect: { reply: ["fernet"] } },
      { say: "bueno, solo las cocas", expect: { reply: ["¿Cuál de estos querés?"] } },
    ],
  },
];
