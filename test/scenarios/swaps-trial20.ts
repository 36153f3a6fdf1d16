import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 20 (swaps): a sentence that names the row wanted and refuses the row in the cart
// ("quiero la de 950, NO la de 237") swaps the line, never adds a second one.

const MAYO_237 = id("7794000960107"); // Mayonesa Doypack Hellmann's 237 Gr
const MAYO_950 = id("7794000960077"); // Mayonesa Clasica Doypack Hellmann's 950 Gr

// Class 1, t20c 015: "quiero Y, NO X" with X in the cart is a swap.
const wantNotThat = (say: string): Scenario => ({
  ...ALMACEN,
  name: `swaps trial 20: '${say}' swaps the refused line for the wanted row (verbatim t20c 015)`,
  turns: [
    { say: "hola cuanto sale la mayonesa hellmanns?", expect: { reply: ["Mayonesa Doypack Hellmann's 237 Gr"] } },
    { say: "dame la de 237", expect: { cart: { [MAYO_237]: 1 } } },
    { say, expect: { reply: ["Mayonesa Clasica Doypack Hellmann's 950 Gr"], cart: { [MAYO_950]: 1 } } },
  ],
});

const refusedInCart: Scenario[] = [
  wantNotThat("y la mayonesa?? quiero la clasica de 950, NO la de 237"),
  wantNotThat("quiero la de 950, no la de 237"),
  wantNotThat("dame la de 950 no la de 237 porfa"),
  wantNotThat("cambiame la mayonesa por la de 950 gr"),
  {
    ...ALMACEN,
    name: "swaps trial 20: 'quiero la de 950, no la de 237' to the mayonnaise answer with nothing in the cart adds the 950 only (t20c 015 variant)",
    turns: [
      { say: "hola cuanto sale la mayonesa hellmanns?", expect: { reply: ["Mayonesa Doypack Hellmann's 237 Gr"] } },
      { say: "quiero la de 950, no la de 237", expect: { cart: { [MAYO_950]: 1 } } },
    ],
  },
];

// Class 2, t20a 112: "no, la otra, el jorgito" right after a pick from an answer naming two products
// swaps the pick (with its count) for the one named.
const otherNamed: Scenario[] = [
  {
    name: "swaps trial 20: verbatim t20a 112: 'no, la otra, el jorgito' replaces the 2 cokes with 2 Jorgito",
    turns: [
      { say: "hola q tal, tenes alfajores y gaseosas?", expect: { reply: ["Alfajor Jorgito", "Coca-Cola 1,5 L"] } },
      { say: "dame 2 de la primera", expect: { cart: { "coca-15": 2 } } },
      { say: "no, la otra, el jorgito", expect: { cart: { "alfajor-jorgito": 2 } } },
    ],
  },
  {
    name: "swaps trial 20: 'no, el otro, 3 jorgitos' after a pick from the answer swaps with the count said (t20a 112 variant)",
    turns: [
      { say: "hola q tal, tenes alfajores y gaseosas?", expect: { reply: ["Alfajor Jorgito"] } },
      { say: "dame 2 de la primera", expect: { cart: { "coca-15": 2 } } },
      { say: "no, el otro, 3 jorgitos", expect: { cart: { "alfajor-jorgito": 3 } } },
    ],
  },
  {
    name: "swaps trial 20: 'y un jorgito' after a pick from the answer adds it beside the pick, never swaps (t20a 112 variant)",
    turns: [
      { say: "hola q tal, tenes alfajores y gaseosas?", expect: { reply: ["Alfajor Jorgito"] } },
      { say: "dame 2 de la primera", expect: { cart: { "coca-15": 2 } } },
      { say: "y un jorgito", expect: { cart: { "coca-15": 2, "alfajor-jorgito": 1 } } },
    ],
  },
];

export const swapsTrial20Scenarios: Scenario[] = [...refusedInCart, ...otherNamed];
