import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 29 on the mattress shop (packs), round 30: a lone surname right after a stored first
// name is the surname and "soy de X" the city, in a burst too; "X es mi apellido" at the summary
// sets the surname; a money remark beside a price question is acknowledged; the model sentence
// said once; an English product word the shop sells under its Spanish name is asked about, never
// "I don't have".

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

const surnameAfterStoredName = (first: string, last: string, city: string, cityWords: string): Scenario => ({
  ...shop,
  name: `packs trial 29: 'soy ${first}' then a burst '${last}' / phone / '${cityWords}' stores the surname and the city (verbatim t29a 020)`,
  turns: [
    { say: "hola" },
    { say: `soy ${first.toLowerCase()}`, expect: { customer: { firstName: first } } },
    {
      burst: [last, "3415001122", cityWords, "calle 50 n 845"],
      expect: { customer: { firstName: first, lastName: last, city, phone: "3415001122" }, notReply: [`, ${last} 🙌`] },
    },
  ],
});

const surnameAtSummary = (first: string, last: string, city: string): Scenario => ({
  ...shop,
  name: `packs trial 29: 'no, la ciudad es ${city}, ${last} es mi apellido' at the summary sets both (verbatim t29a 020)`,
  turns: [
    { say: "hola" },
    { say: "si" },
    { say: `${first}, 3415001122, Rosario, calle 50 n 845` },
    { say: "el de 1" },
    { say: "efectivo", expect: { reply: ["¿Confirmamos?"] } },
    { say: `no, la ciudad es ${city}, ${last} es mi apellido`, expect: { customer: { firstName: first, lastName: last, city }, reply: [`${first} ${last}`] } },
  ],
});

export const packsTrial29Scenarios: Scenario[] = [
  surnameAfterStoredName("Mariana", "Lopez", "La Plata", "soy de la plata"),
  surnameAfterStoredName("Carla", "Fernandez", "Quilmes", "soy de quilmes"),
  surnameAtSummary("Mariana", "Lopez", "La Plata"),
  surnameAtSummary("Carla", "Fernandez", "Quilmes"),
];

export const packsTrial29MoneyScenarios: Scenario[] = [
  ...["no tengo plata ahora, pero el de 3 cuanto era?", "ando corto de plata, el de 2 cuanto salia?"].map((said): Scenario => ({
    ...shop,
    name: `packs trial 29: '${said}' answers the price and acknowledges the money remark (verbatim t29a 017)`,
    turns: [
      { say: "hola" },
      { say: "si" },
      { say: "Valeria, 3415558899, Funes, Cordoba 1500" },
      { say: said, expect: { reply: ["Te entiendo", /te salen \$/], notReply: ["¡Genial!"] } },
    ],
  })),
  ...["buenas, quiero info del colchon, q medidas tiene?", "hola que medidas tiene el colchon?", "buenas, info del colchon, de que es?"].map((said): Scenario => ({
    ...shop,
    name: `packs trial 29: '${said}' says the model once (verbatim t29a 018)`,
    turns: [{ say: said, expect: { reply: ["140 × 190"], notReply: [/140 × 190[\s\S]*140 × 190/] } }],
  })),
];

const EGGS = id("7792335000314");

export const packsTrial29EnglishScenarios: Scenario[] = [
  ...[
    ["I need 2 bottles of sunflower oil and a dozen eggs", "Sunflower oil", "the Natura 1.5", "7790272001029"],
    ["hello, I need 2 bottles of sunflower oil and a dozen eggs", "Sunflower oil", "the Natura 1.5", "7790272001029"],
    ["hi, I need 2 butter and a dozen eggs", "Butter", "the La Paulina 100", "7790398100071"],
  ].map(([said, asked, pick, sku]): Scenario => ({
    ...ALMACEN,
    name: `packs trial 29: '${said}' asks which ${asked.toLowerCase()} among its rows, never "I don't have" (verbatim t29b 022)`,
    turns: [
      { say: said, expect: { reply: [`${asked} (for 2)`, "Which one"], notReply: ["I don't have"], cart: { [EGGS]: 1 } } },
      { say: pick, expect: { cart: { [EGGS]: 1, [id(sku)]: 2 } } },
    ],
  })),
];
