import type { Scenario, Turn } from "./types";

// Blind trial 12 on cart edits: a message that does two or three cart things does every one of
// them (the count, the removal, the new product), none silently lost; a change at the summary shows
// the updated summary at once.

/** Trial 12a 102's cart: 3 Alfajores Jorgito and 1 Pepsi. */
const alfajoresAndPepsi: Turn[] = [
  { say: "holaa q tal, quiero 3 alfajores y una pepsi", expect: { reply: ["¿Alfajor Havanna o Alfajor Jorgito?"], cart: { "pepsi-15": 1 } } },
  { say: "los jorgito", expect: { cart: { "pepsi-15": 1, "alfajor-jorgito": 3 } } },
];

const threeThings = (say: string, verbatim = false): Scenario => ({
  name: `edits trial 13: '${say}' sets 4 alfajores, takes the Pepsi out and adds a Fanta, all three${verbatim ? " (verbatim t12a 102)" : ""}`,
  turns: [
    ...alfajoresAndPepsi,
    { say, expect: { reply: ["4 Alfajores Jorgito", "Saqué Pepsi 1,5 L", "Fanta 1,5 L"], notReply: ["¿Te agrego Pepsi", "No tengo"], cart: { "alfajor-jorgito": 4, "fanta-15": 1 } } },
  ],
});

const manyThings: Scenario[] = [
  threeThings("mejor 4 alfajores. y la pepsi sacamela, poneme una fanta", true),
  threeThings("la pepsi sacala, poneme una fanta y que sean 4 alfajores"),
  threeThings("mejor 4 alfajores, sacame la pepsi y agregame una fanta"),
  threeThings("que sean 4 alfajores. la pepsi no, dame una fanta"),
  threeThings("que sean 4 alfajores. la pepsi quitamela y sumame una fanta"),
  threeThings("y la pepsi sacamela. mejor 4 alfajores y una fanta"),
];

/** A kiosk order of 1 Pepsi up to the summary, for pickup, every detail given. */
const atSummary: Turn[] = [
  { say: "quiero una pepsi", expect: { cart: { "pepsi-15": 1 } } },
  { say: "listo" },
  { say: "paso a retirar" },
  { say: "Ana Lopez" },
  { say: "28999111" },
  { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Resumen de tu pedido"] } },
];

// Trial 12c 018: "che mejor que sean 2 jabones tambien" at the summary went back to "¿Algo más o
// confirmamos?"; the updated summary comes at once, and its yes confirms the new total.
const changeAtSummary = (say: string, cart: Record<string, number>, total: number, shown: string): Scenario => ({
  name: `edits trial 13: '${say}' at the summary shows the updated summary at once; yes confirms it`,
  turns: [
    ...atSummary,
    { say, expect: { state: "AWAITING_CONFIRMATION", reply: [shown, "Resumen de tu pedido", "¿Confirmamos el pedido?"], notReply: ["¿Algo más o confirmamos?"], cart } },
    { say: "si", expect: { state: "DONE", orders: 1, lastOrder: { total } } },
  ],
});

const summaryChanges: Scenario[] = [
  changeAtSummary("che mejor que sean 2 pepsis", { "pepsi-15": 2 }, 440000, "2 Pepsi 1,5 L"),
  changeAtSummary("que sean 2 pepsis mejor", { "pepsi-15": 2 }, 440000, "2 Pepsi 1,5 L"),
  changeAtSummary("agregame una fanta tambien", { "pepsi-15": 1, "fanta-15": 1 }, 450000, "Fanta 1,5 L"),
  changeAtSummary("ah y sumale una fanta", { "pepsi-15": 1, "fanta-15": 1 }, 450000, "Fanta 1,5 L"),
  changeAtSummary("mejor ponele 3 pepsi", { "pepsi-15": 3 }, 660000, "3 Pepsi 1,5 L"),
];

// Trial 12c 002: a burst "ah y 2 fantas" / "no mejor sacame la coca" / "y unas papas lays" lost the
// papas and said "Tu carrito quedó vacío" before the new lines; every part is done, the removal last.
const withRemoval = (name: string, step: Turn): Scenario => ({
  name: `edits trial 13: ${name} adds the Fantas and the papas and takes the Pepsi out, never 'quedó vacío'`,
  turns: [
    { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
    { ...step, expect: { reply: ["Saqué Pepsi 1,5 L", "Papas fritas Lays"], notReply: ["quedó vacío", "¿Te agrego"], cart: { "fanta-15": 2, "papas-lays": 1 } } },
  ],
});

const bursts: Scenario[] = [
  withRemoval("the burst 'ah y 2 fantas' / 'no mejor sacame la pepsi' / 'y unas papas lays'", { burst: ["ah y 2 fantas", "no mejor sacame la pepsi", "y unas papas lays"] }),
  withRemoval("'2 fantas, sacame la pepsi y unas papas lays'", { say: "2 fantas, sacame la pepsi y unas papas lays" }),
  withRemoval("'sacame la pepsi. y unas papas lays y 2 fantas'", { say: "sacame la pepsi. y unas papas lays y 2 fantas" }),
  withRemoval("'la pepsi sacala, mejor 2 fantas y unas lays'", { say: "la pepsi sacala, mejor 2 fantas y unas papas lays" }),
];

export const editsTrial13Scenarios: Scenario[] = [...manyThings, ...summaryChanges, ...bursts];
