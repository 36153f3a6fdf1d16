import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

const SPRITE_225 = id("7790895001000"); // Gaseosa Sprite 2.25 Lt
const FANTA_15 = id("7790895000454"); // Gaseosa Naranja Fanta 1.5 Lt

// Blind trial 32, bursts round 33: a removal in the same burst as the order it takes from is folded
// into that order's count before anything is added or listed — a list still waiting asks for the
// lowered count, an add says the net count once (one reply, one recap, one question).

/** Class: a removal in the burst of a product still waiting in a list lowers that list's count. */
const removalOfListed: Scenario[] = [
  {
    ...ALMACEN,
    name: "bursts trial 32: 'hola' / '2 sprite de 2 litros' / '1 fanta' / 'sacá una sprite' asks the sprite list for 1 (no '(para 2)'), no empty cart, and 'la de 2.25' adds 1 (verbatim t32c 013)",
    turns: [
      {
        burst: ["hola", "2 sprite de 2 litros", "1 fanta", "sacá una sprite"],
        expect: { reply: ['No tengo "sprite de 2 litros"'], notReply: ["Tu carrito está vacío", "(para 2)"] },
      },
      { say: "la de 2.25", expect: { cart: { [SPRITE_225]: 1 } } },
    ],
  },
  {
    name: "bursts trial 32: '3 cocas' / 'sacame una coca' in one burst asks the coca list for 2 (variant)",
    turns: [{ burst: ["3 cocas", "sacame una coca"], expect: { reply: ["(para 2)"], notReply: ["Tu carrito está vacío", "(para 3)"] } }],
  },
  {
    ...ALMACEN,
    name: "bursts trial 32: '3 fantas' / 'y una sprite' / 'saca una fanta' in the almacén: the fanta list for 2 (variant)",
    turns: [{ burst: ["3 fantas", "y una sprite", "saca una fanta"], expect: { reply: ["(para 2)"], notReply: ["Tu carrito está vacío", "(para 3)"] } }],
  },
];

/** Class: an add and a removal of it in one burst are one reply with the net count, one recap, one question. */
const oneReplyForBurst: Scenario[] = [
  {
    name: "bursts trial 32: 'hola' / 'quiero 2 fantas' / 'y 1 sprite' / 'saca una fanta' is one reply: 1 Fanta and 1 Sprite (verbatim t32a 003)",
    turns: [
      {
        burst: ["hola", "quiero 2 fantas", "y 1 sprite", "saca una fanta"],
        expect: { replies: 1, cart: { "fanta-15": 1, "sprite-15": 1 }, notReply: [/confirmamos\?[\s\S]*confirmamos\?/, "Agregué 2"] },
      },
    ],
  },
  {
    name: "bursts trial 32: '3 pepsi' / 'sacame una pepsi' is one reply with 2 Pepsi (variant)",
    turns: [{ burst: ["3 pepsi", "sacame una pepsi"], expect: { replies: 1, cart: { "pepsi-15": 2 }, notReply: ["Agregué 3"] } }],
  },
];

/** Class: details noted beside an order that opens a list are said before the list's question, in one reply. */
const noteBeforeList: Scenario[] = [
  {
    name: "bursts trial 32: 'mandame unas 2 coca a mi casa que es en rivadavia 800': the address noted before the coca list, one reply (verbatim t32a 043)",
    turns: [
      {
        say: "q onda, mandame unas 2 coca a mi casa que es en rivadavia 800",
        expect: { replies: 1, reply: [/Anoté ✅ envío a domicilio y dirección rivadavia 800\.[\s\S]*¿Coca-Cola 1,5 L o Coca-Cola 500 ml\?/] },
      },
      { say: "y unas papas lays", expect: { reply: ["Papas fritas Lays"] } },
      { say: "#2", expect: { cart: { "coca-500": 2, "papas-lays": 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 32: 'mandame 3 fantas a mi casa en belgrano 1200' in the almacén: the note before the fanta list, one reply (variant)",
    turns: [
      {
        say: "mandame 3 fantas a mi casa en belgrano 1200",
        expect: { replies: 1, reply: [/Anoté ✅[^\n]*belgrano 1200\.[\s\S]*¿Gaseosa Naranja Fanta 1.5 Lt o/] },
      },
      { say: "la de 1.5", expect: { cart: { [FANTA_15]: 3 } } },
    ],
  },
];

/**
 * Control, t32a 009: the trial's burst "hola" / "me llamo jorge" / "luis sanchez" got two replies
 * because the harness delivered it as two turns (the first read only "jorge"); one job over the
 * three messages gives one reply with the whole name.
 */
const nameBurstOneTurn: Scenario[] = [
  {
    workspace: "packs",
    name: "bursts trial 32: packs burst 'hola' / 'me llamo jorge' / 'luis sanchez' delivered together is one reply with the whole name (t32a 009 control)",
    turns: [{ burst: ["hola", "me llamo jorge", "luis sanchez"], expect: { replies: 1, reply: ["Jorge Luis Sanchez"], notReply: ["a nombre de Jorge."] } }],
  },
];

export const burstsTrial32Scenarios: Scenario[] = [...removalOfListed, ...oneReplyForBurst, ...noteBeforeList, ...nameBurstOneTurn];
