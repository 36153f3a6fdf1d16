import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 23, beer round 24: a size said beside a row number is the same row said twice,
// never a second count — the count asked with the list ("para 6") stays whole.

const QUILMES_LATA_473 = id("7792798012923");
const QUILMES_LATA_354 = id("7792798011018");

const opener: Scenario["turns"][number] = { burst: ["hola", "necesito 6 cervezas quilmes", "y un fernet"], expect: { reply: ["Cervezas quilmes (para 6)"] } };

/** Class (wrong data): a size named with its row number never changes the count asked. */
export const beerTrial23Scenarios: Scenario[] = [
  ...[
    ["las latas de 473, la 5", QUILMES_LATA_473, "Cerveza Rubia en Lata Quilmes 473 Cc"],
    ["las latas de 354, la 3", QUILMES_LATA_354, "Cerveza Rubia en Lata Quilmes 354 Cc"],
    ["la 5, las latas de 473", QUILMES_LATA_473, "Cerveza Rubia en Lata Quilmes 473 Cc"],
    ["las latas de 473, la quinta", QUILMES_LATA_473, "Cerveza Rubia en Lata Quilmes 473 Cc"],
    ["la lata de 354 cc, #3", QUILMES_LATA_354, "Cerveza Rubia en Lata Quilmes 354 Cc"],
  ].map(([say, product, name]): Scenario => ({
    name: `beer trial 23: '${say}' to the Quilmes list asked for 6 adds 6 of that row (verbatim t23b 003)`,
    ...ALMACEN,
    turns: [
      opener,
      { say, expect: { reply: [`6 ${name}`], notReply: ["Agregué 3 ", "Agregué 2 "], cart: { [product]: 6 } } },
    ],
  })),
  {
    name: "beer trial 23: 'no mejor 12' after 'las latas de 473, la 5' sets 12 of the can (verbatim t23b 003)",
    ...ALMACEN,
    turns: [
      opener,
      { say: "las latas de 473, la 5", expect: { cart: { [QUILMES_LATA_473]: 6 } } },
      { say: "no mejor 12", expect: { cart: { [QUILMES_LATA_473]: 12 } } },
    ],
  },
];
