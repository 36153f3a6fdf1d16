import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 26, picks round 27: comma-separated parts that describe rows of ONE open list are
// one pick — the rows that fit them all, with the list's whole count; never a row one part alone fits.

const QUILMES_LATA_473 = id("7792798012923");
const QUILMES_1890_473 = id("7792798001262");
const QUILMES_LATA_354 = id("7792798011018");

const opener: Scenario["turns"][number] = { burst: ["hola", "quiero 6 cervezas quilmes", "y 2 fernet"], expect: { reply: ["Cervezas quilmes (para 6)"] } };

/** Class (wrong data): describing parts aimed at one list intersect; the list's count stays whole. */
export const picksTrial26Scenarios: Scenario[] = [
  ...[
    ["las latas de 473, las comunes", QUILMES_LATA_473, "Cerveza Rubia en Lata Quilmes 473 Cc", "t26b 004"],
    ["las latas de 473, la 1890", QUILMES_1890_473, "Cerveza Rubia 1890 en Lata Quilmes 473 Cc", "t26c 003"],
    ["la 1890, las latas de 473", QUILMES_1890_473, "Cerveza Rubia 1890 en Lata Quilmes 473 Cc", "t26c 003"],
    ["las latas de 354, las comunes", QUILMES_LATA_354, "Cerveza Rubia en Lata Quilmes 354 Cc", "t26b 004"],
  ].map(([say, product, name, trial]): Scenario => ({
    name: `picks trial 26: '${say}' to the Quilmes list asked for 6 adds 6 of the one row fitting both (verbatim ${trial})`,
    ...ALMACEN,
    turns: [
      opener,
      { say, expect: { reply: [`6 ${name}`], notReply: ["Agregué 3 ", "Cristal", "para 3"], cart: { [product]: 6 } } },
    ],
  })),
  {
    name: "picks trial 26: 'las latas de 473, la cristal' fits no row both ways: nothing added, the list asked again (verbatim t26b 004)",
    ...ALMACEN,
    turns: [
      opener,
      { say: "las latas de 473, la cristal", expect: { notReply: ["Agregué"], cart: {} } },
    ],
  },
];
