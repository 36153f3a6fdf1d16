import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 28 (swaps, round 29): "mejor X en vez de Y" swaps Y's line for X with Y's count; right
// after a removal "no, la otra" puts the removed line back and takes the other one out; "volveme a
// poner X" restores the line just removed.

const MAYO_237 = id("7794000960107"); // Mayonesa Doypack Hellmann's 237 Gr
const MAYO_950 = id("7794000960077"); // Mayonesa Clasica Doypack Hellmann's 950 Gr
const KETCHUP_FANACOA = id("7794000958548"); // Ketchup Fanacoa 250 Gr
const KETCHUP_250 = id("7794000960275"); // Ketchup con Tomate Hellmanns 250 Gr
const PEPSI_15 = id("7791813421115"); // Gaseosa Pepsi 1.5 Lt
const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt

// Class 1, t28a 015: "no, mejor cocas en vez de pepsi" swaps the 2 Pepsi for 2 cocas (the list keeps the count).
const insteadOf: Scenario[] = [
  {
    name: "swaps trial 28: 'no, mejor cocas en vez de pepsi' then 'las de 1,5' swaps the 2 Pepsi for 2 Coca 1,5 (verbatim t28a 015)",
    turns: [
      { say: "hola quisiera 2 pepsis", expect: { cart: { "pepsi-15": 2 } } },
      { say: "no, mejor cocas en vez de pepsi", expect: { notReply: ["¿Te agrego Pepsi"], cart: { "coca-15": 2 } } },
      { say: "las de 1,5", expect: { cart: { "coca-15": 2 } } },
    ],
  },
  {
    name: "swaps trial 28: 'mejor fanta en vez de pepsi' swaps the 2 Pepsi for 2 Fanta (t28a 015 variant)",
    turns: [
      { say: "hola quisiera 2 pepsis", expect: { cart: { "pepsi-15": 2 } } },
      { say: "mejor fanta en vez de pepsi", expect: { cart: { "fanta-15": 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 28: 'no, mejor cocas en vez de pepsi' asks which Coca with the Pepsi's count, 'la de 1.5' swaps (t28a 015 variant)",
    turns: [
      { say: "hola quisiera 2 pepsis de 1.5", expect: { cart: { [PEPSI_15]: 2 } } },
      { say: "no, mejor cocas en vez de pepsi", expect: { reply: ["en vez de Gaseosa Pepsi 1.5 Lt (para 2)"], notReply: ["¿Te agrego"], cart: { [PEPSI_15]: 2 } } },
      { say: "la de 1.5", expect: { cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 28: 'no, mejor ketchup fanacoa en vez de la mayonesa' swaps the 2 mayonesas for 2 ketchup (t28a 015 variant)",
    turns: [
      { say: "hola quiero 2 mayonesas hellmanns de 237", expect: { cart: { [MAYO_237]: 2 } } },
      { say: "no, mejor ketchup fanacoa en vez de la mayonesa", expect: { cart: { [KETCHUP_FANACOA]: 2 } } },
    ],
  },
];

// Class 2, t28c 014: right after "sacame la mayonesa", "no, la otra" puts the mayonesa back and takes the ketchup out.
const otherAfterRemoval: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 28: 'no, la otra' right after removing the mayonesa restores it and removes the ketchup (verbatim t28c 014)",
    turns: [
      { say: "buenas noches kiero pedir" },
      { say: "2 mayonesas hellmans y 1 ketchup" },
      { say: "#1", expect: { cart: { [KETCHUP_FANACOA]: 1 } } },
      { say: "#1", expect: { cart: { [KETCHUP_FANACOA]: 1, [MAYO_237]: 2 } } },
      { say: "sacame la mayonesa", expect: { cart: { [KETCHUP_FANACOA]: 1 } } },
      { say: "no, la otra", expect: { reply: ["Ketchup Fanacoa 250 Gr", "Mayonesa Doypack Hellmann's 237 Gr"], notReply: ["De Fanacoa tengo solo"], cart: { [MAYO_237]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 28: 'no, el otro' right after removing the ketchup restores it and removes the mayonesa (t28c 014 variant)",
    turns: [
      { say: "buenas quiero 1 mayonesa hellmans de 950 y 2 ketchup hellmanns de 250", expect: { cart: { [MAYO_950]: 1, [KETCHUP_250]: 2 } } },
      { say: "sacame el ketchup", expect: { cart: { [MAYO_950]: 1 } } },
      { say: "no, el otro", expect: { cart: { [KETCHUP_250]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 28: 'no, la otra' right after a removal with two other lines left puts it back and asks which to take out (t28c 014 guard)",
    turns: [
      { say: "buenas quiero 1 mayonesa hellmans de 950, 2 ketchup hellmanns de 250 y 2 pepsi de 1.5", expect: { cart: { [MAYO_950]: 1, [KETCHUP_250]: 2, [PEPSI_15]: 2 } } },
      { say: "sacame el ketchup", expect: { cart: { [MAYO_950]: 1, [PEPSI_15]: 2 } } },
      { say: "no, la otra", expect: { reply: ["¿Cuál saco en su lugar"], cart: { [MAYO_950]: 1, [KETCHUP_250]: 2, [PEPSI_15]: 2 } } },
    ],
  },
];

// Class 3, t28c 027: a removal corrected by naming the other line, and "volveme a poner X" restore the line just removed.
const restoreRemoved: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 28: 'no esperá, sacame el ketchup no la mayonesa' right after removing the mayonesa restores it (verbatim t28c 027)",
    turns: [
      { say: "buenas quiero 1 mayonesa hellmans de 950 y 2 ketchup hellmanns de 250", expect: { cart: { [MAYO_950]: 1, [KETCHUP_250]: 2 } } },
      { say: "sacame la mayonesa", expect: { cart: { [KETCHUP_250]: 2 } } },
      { say: "no esperá, sacame el ketchup no la mayonesa", expect: { reply: ["Mayonesa Clasica Doypack Hellmann's 950 Gr"], notReply: ["carrito quedó vacío"], cart: { [MAYO_950]: 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 28: 'volveme a poner la mayonesa' after it was removed restores that row with its count (t28c 027)",
    turns: [
      { say: "buenas quiero 1 mayonesa hellmans de 950 y 2 ketchup hellmanns de 250", expect: { cart: { [MAYO_950]: 1, [KETCHUP_250]: 2 } } },
      { say: "sacame la mayonesa", expect: { cart: { [KETCHUP_250]: 2 } } },
      { say: "sacame el ketchup", expect: { cart: {} } },
      { say: "volveme a poner la mayonesa", expect: { notReply: ["Fanacoa"], cart: { [MAYO_950]: 1 } } },
    ],
  },
];


// Class 4, t28b 021: "sacá la pepsi" let the open Pepsi list go; "ah no esperá, mejor no, dejalo" brings it back.
const undoLetGo: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 28: 'ah no esperá, mejor no, dejalo' right after 'sacá la pepsi' let the list go asks the Pepsi list again (verbatim t28b 021)",
    turns: [
      { say: "hola quiero 2 pepsi" },
      { say: "sacá la pepsi", expect: { reply: ["sin pepsi"], cart: {} } },
      { say: "ah no esperá, mejor no, dejalo", expect: { reply: ["(para 2)"], notReply: ["No te entendí"], cart: {} } },
      { say: "la 1", expect: { cart: { [PEPSI_15]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 28: 'no no, dejala' right after 'sacá la mayonesa' let the list go asks it again (t28b 021 variant)",
    turns: [
      { say: "hola quiero 2 mayonesas hellmanns" },
      { say: "sacá la mayonesa", expect: { cart: {} } },
      { say: "no no, dejala", expect: { reply: ["(para 2)"], notReply: ["No te entendí"], cart: {} } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 28: 'dejalo así' right after 'sacá la pepsi' keeps the list let go (t28b 021 guard)",
    turns: [
      { say: "hola quiero 2 pepsi" },
      { say: "sacá la pepsi", expect: { cart: {} } },
      { say: "dejalo así", expect: { notReply: ["(para 2)"], cart: {} } },
    ],
  },
];

export const swapsTrial28Scenarios: Scenario[] = [...insteadOf, ...otherAfterRemoval, ...restoreRemoved, ...undoLetGo];
