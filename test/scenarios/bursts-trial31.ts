import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

const ARCOR = id("7790580127534"); // Azúcar Arcor 1 Kg
const TORO_BLANCO = id("7790314000034"); // Vino Blanco Toro 1 Lt
const AMANDA = id("7792710000175"); // Yerba Mate Amanda 1 Kg
const ALA = id("7791290011762"); // Jabón en Polvo Alta Espuma … Ala 800 Gr
const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt

// Blind trial 31, bursts round 32: the parts of a burst apply in the order they were sent (a
// removal after the adds takes from what they added); "otra X" in the same burst as "1 X" is one
// more of the same pending thing (one list, for both); a row number said again right after it
// took that row changes nothing; a stock offer answered by another product stays open.

/** Class: a burst's parts apply in the order sent — the removal after the adds. */
const burstInOrder: Scenario[] = [
  {
    name: "bursts trial 31: 'hola' / '2 fantas' / '1 sprite' / 'sacá una fanta' leaves 1 Fanta and 1 Sprite (verbatim t31a 042)",
    turns: [
      {
        burst: ["hola", "2 fantas", "1 sprite", "sacá una fanta"],
        expect: { cart: { "fanta-15": 1, "sprite-15": 1 }, notReply: ["Tu carrito está vacío"] },
      },
    ],
  },
  {
    name: "bursts trial 31: '3 pepsi' / 'y 2 jorgito' / 'sacame una pepsi' leaves 2 Pepsi and 2 Jorgito (variant)",
    turns: [
      {
        burst: ["3 pepsi", "y 2 jorgito", "sacame una pepsi"],
        expect: { cart: { "pepsi-15": 2, "alfajor-jorgito": 2 }, notReply: ["Tu carrito está vacío", "No encontré"] },
      },
    ],
  },
  {
    name: "bursts trial 31: 'y 1 sprite' / 'y 1 pepsi' / 'sacá la pepsi' after 2 Fanta: the removal after the add takes the Pepsi out (variant)",
    turns: [
      { say: "2 fantas", expect: { cart: { "fanta-15": 2 } } },
      { burst: ["y 1 sprite", "y 1 pepsi", "sacá la pepsi"], expect: { cart: { "fanta-15": 2, "sprite-15": 1 }, notReply: ["No encontré"] } },
    ],
  },
];

/** Class: "otra X" in the same burst as "1 X" with X pending is one more of it: one list, for 2. */
const otherInBurst: Scenario[] = [
  {
    name: "bursts trial 31: 'hola' / 'quiero 1 coca' / 'otra coca' shows the coca list once, for 2, and '#2' adds 2 (verbatim t31a 023)",
    turns: [
      {
        burst: ["hola", "quiero 1 coca", "otra coca"],
        expect: { reply: ["Coca-Cola 500 ml"], notReply: [/Coca-Cola 500 ml\?[\s\S]*Coca-Cola 500 ml\?/] },
      },
      { say: "#2", expect: { cart: { "coca-500": 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 31: 'un azucar' / 'y otro azucar' in the almacén is one azúcar list for 2 (variant)",
    turns: [
      { burst: ["un azucar", "y otro azucar"], expect: { reply: ["(para 2)"], notReply: [/Arcor 1 Kg · \$520[\s\S]*Arcor 1 Kg · \$520[\s\S]*Arcor 1 Kg · \$520[\s\S]*Arcor 1 Kg · \$520/] } },
      { say: "#1", expect: { cart: { [ARCOR]: 2 } } },
    ],
  },
  {
    name: "bursts trial 31: 'quiero 1 pepsi' / 'y otra pepsi' adds 2 Pepsi once (variant)",
    turns: [{ burst: ["quiero 1 pepsi", "y otra pepsi"], expect: { cart: { "pepsi-15": 2 } } }],
  },
];

/** Class: a row number said again right after it took that row changes nothing. */
const rowSaidAgain: Scenario[] = [
  {
    ...ALMACEN,
    name: "bursts trial 31: '#1' again after '#1' took 2 Azúcar Arcor keeps 2 (verbatim t31b 015)",
    turns: [
      {
        say: "hola buenas este es un audio bueno eh quería pedir un paquete de yerba amanda de un kilo y dos de azúcar y eh también un jabón en polvo ala",
        expect: { reply: ["De azúcar (para 2)"] },
      },
      { tap: { id: `product:${ALA}`, title: "Alta Acelerador" }, expect: { reply: ["Me quedó pendiente"] } },
      { tap: { id: `product:${ARCOR}`, title: "Azúcar Arcor 1 Kg" }, expect: { cart: { [AMANDA]: 1, [ALA]: 1, [ARCOR]: 2 } } },
      { say: "#1", expect: { cart: { [AMANDA]: 1, [ALA]: 1, [ARCOR]: 2 }, notReply: ["ahora es 1"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 31: '#1' again after '#1' took the Vino Blanco Toro changes nothing (verbatim t31b 017)",
    turns: [
      { say: "hola, 1 vino toro, 2 coca cola y 1 hielo", expect: { reply: ["Vino toro"] } },
      { tap: { id: `product:${COCA_15}`, title: "Coca Cola 1.5 Lt" }, expect: { reply: ["Me quedó pendiente"] } },
      { tap: { id: `product:${TORO_BLANCO}`, title: "Vino Blanco Toro 1 Lt" }, expect: { cart: { [COCA_15]: 2, [TORO_BLANCO]: 1 } } },
      { say: "#1", expect: { cart: { [COCA_15]: 2, [TORO_BLANCO]: 1 }, notReply: ["ahora es 1"] } },
    ],
  },
];

/** Class: a stock offer answered by another product stays open (asked again with the next reply). */
const offerStaysOpen: Scenario[] = [
  {
    name: "bursts trial 31: 'y 2 coca' at the Havanna stock offer keeps the offer open, asked again once the coca list is answered (verbatim t31a 013)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "necesito 3 alfajores havana", expect: { reply: ["me queda 1"] } },
      { say: "y 2 coca", expect: { reply: ["Coca-Cola 500 ml"], cart: {} } },
      { say: "la de litro y medio", expect: { cart: { "coca-15": 2 }, reply: ["Alfajor Havanna sigo teniendo 1"] } },
      { say: "dale", expect: { cart: { "coca-15": 2, "alfajor-havanna": 1 } } },
    ],
  },
  {
    name: "bursts trial 31: a 'dale' while the coca list is open never answers the held Havanna offer (guard)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "necesito 3 alfajores havana", expect: { reply: ["me queda 1"] } },
      { say: "y 2 coca", expect: { reply: ["Coca-Cola 500 ml"] } },
      { say: "dale", expect: { cart: {} } },
    ],
  },
  {
    name: "bursts trial 31: a tapped row of the coca list opened beside the Havanna offer adds the cocas and asks the offer again (variant)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "quiero 3 havanna", expect: { reply: ["me queda 1"] } },
      { say: "y 2 cocas", expect: { reply: ["Coca-Cola 500 ml"] } },
      { tap: { id: "product:coca-500", title: "Coca-Cola 500 ml" }, expect: { cart: { "coca-500": 2 }, reply: ["Alfajor Havanna sigo teniendo 1"] } },
      { say: "no", expect: { cart: { "coca-500": 2 } } },
    ],
  },
];

export const burstsTrial31Scenarios: Scenario[] = [...burstInOrder, ...otherInBurst, ...rowSaidAgain, ...offerStaysOpen];
