import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 19 (counts moved to the wrong line): "no, eran 3" right after a line was added
// corrects that line, even with an earlier list named back behind it (t19b 015).

const SPRITE_225 = id("7790895001000");
const TERRABUSI = id("77939234");
const CRIOLLITAS_169 = id("7790040946309");

// Class 1, trial 19b 015: the correction goes to the line just added, never to the list named back after it.
const correctsAdded = (say: string, qty: number): Scenario => ({
  name: `countsb trial 19: '${say}' right after an add corrects that line, not the list named back (verbatim t19b 015)`,
  ...ALMACEN,
  turns: [
    { say: "hola, quiero 4 sprite de 2 litros", expect: { reply: ["para 4"] } },
    { say: "y 2 alfajores havanna", expect: { reply: ["para 2"] } },
    { say: "de sprite la 2.25 comun, 4", expect: { reply: ["Agregué 4"], cart: { [SPRITE_225]: 4 } } },
    { say, expect: { notReply: [`para ${qty}`], cart: { [SPRITE_225]: qty } } },
    { say: "y alfajores dame 2 del terrabusi", expect: { cart: { [SPRITE_225]: qty, [TERRABUSI]: 2 } } },
  ],
});

// Class 2, trial 19c 018: a count in packs to an answer that named two products asks which, with that count.
const packsToTwoRows = (say: string, qty: number): Scenario => ({
  name: `countsb trial 19: '${say}' to an answer naming two criollitas asks which, for ${qty} (verbatim t19c 018)`,
  ...ALMACEN,
  turns: [
    { say: "hola tenes galletitas de agua? las criollitas", expect: { reply: ["Criollitas 169 Gr", "Pack 3 Un 507 Gr"] } },
    { say, expect: { reply: [`para ${qty}`], cart: {} } },
    { say: "el de 169", expect: { cart: { [CRIOLLITAS_169]: qty } } },
  ],
});

export const countsbTrial19Scenarios: Scenario[] = [
  packsToTwoRows("2 paquetes", 2),
  packsToTwoRows("dame 3 paquetes", 3),
  correctsAdded("no, eran 3", 3),
  correctsAdded("no perdon, mejor 2", 2),
  {
    name: "countsb trial 19: a count to a list asked in the same reply as an add stays with the list (t19b 015 control)",
    ...ALMACEN,
    turns: [
      { say: "hola, quiero 4 sprite 2.25 y 2 alfajores", expect: { reply: ["para 2"], cart: { [SPRITE_225]: 4 } } },
      { say: "no, mejor 3", expect: { reply: ["para 3"], cart: { [SPRITE_225]: 4 } } },
    ],
  },
];

