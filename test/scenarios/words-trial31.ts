import type { Scenario } from "./types";

// Blind trial 31 (kiosk and almacén), fix round 32: words around what is meant — a removal with a
// filler after the product ("el havanna sacalo mejor").

/** Class: fillers around a removal never become the thing removed; word order does not matter. */
const removalFillers: Scenario[] = [
  {
    name: "words trial 31: 'el havanna sacalo mejor' removes the Havanna (verbatim t31a 043)",
    turns: [
      { say: "quiero 2 alfajores jorgito y 1 havanna", expect: { cart: { "alfajor-jorgito": 2, "alfajor-havanna": 1 } } },
      { say: "el havanna sacalo mejor", expect: { notReply: ["No encontré"], cart: { "alfajor-jorgito": 2 } } },
      { say: "y 2 papas lays", expect: { cart: { "alfajor-jorgito": 2, "papas-lays": 2 } } },
    ],
  },
  ...["la pepsi sacala mejor", "mejor sacame la pepsi", "la pepsi mejor sacala", "sacame la pepsi mejor", "la pepsi sacala porfa"].map(
    (say): Scenario => ({
      name: `words trial 31: '${say}' removes the Pepsi, the rest kept (variant)`,
      turns: [
        { say: "quiero 2 pepsi y 1 havanna", expect: { cart: { "pepsi-15": 2, "alfajor-havanna": 1 } } },
        { say, expect: { notReply: ["No encontré"], cart: { "alfajor-havanna": 1 } } },
      ],
    }),
  ),
];

export const wordsTrial31Scenarios: Scenario[] = [...removalFillers];
