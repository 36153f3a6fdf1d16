import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trials 17-18 (almacén), second words room: which product a phrase means.

const YOGUR_FRUTILLA_200 = id("7794820001301");
const YOGUR_VAINILLA_200 = id("7794820901199");
const SALSA_TOMATE_PIZZA_SALSATI = id("7793360927805");
const HARINA_0000_MORIXE = id("7790199000020");
const HARINA_LEUDANTE_PUREZA = id("7792180004888");
const HIGIENOL_4_120 = id("7790250019589");

/** Class: a size said with a brand while picking from a list stays inside that list. */
const pickBySizeInList: Scenario[] = [
  {
    name: "wordsb trial 18: 'la milkaut de 200' from a yogurt list never adds a cream (t17)",
    ...ALMACEN,
    turns: [
      { say: "hola, quiero un yogur de frutilla" },
      { say: "la milkaut de 200", expect: { notReply: ["Crema"], cart: { [YOGUR_FRUTILLA_200]: 1 } } },
    ],
  },
  {
    name: "wordsb trial 18: 'el milkaut de 200' from a vanilla yogurt list adds only the 200 g (variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero yogur de vainilla" },
      { say: "el milkaut de 200", expect: { notReply: ["Crema"], cart: { [YOGUR_VAINILLA_200]: 1 } } },
    ],
  },
];

/** Class: a plain noun phrase that several products carry is a list, never one of them at once. */
const plainNounList: Scenario[] = [
  {
    name: "wordsb trial 18: 'quiero salsa de tomate' lists the sauces, never adds the pizza sauce at once (t18c)",
    ...ALMACEN,
    turns: [{ say: "hola" }, { say: "quiero salsa de tomate", expect: { cart: {}, reply: ["¿Cuál"] } }],
  },
  {
    name: "wordsb trial 18: 'quiero salsa de tomate' then 'la salsati de pizza' adds that one (variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero salsa de tomate" },
      { say: "la de pizza salsati", expect: { cart: { [SALSA_TOMATE_PIZZA_SALSATI]: 1 } } },
    ],
  },
];

/** Class: a flour grade said with a brand narrows to flours. */
const flourGrade: Scenario[] = [
  {
    name: "wordsb trial 18: 'quiero pureza 0000' never lists bleaches or waters (t18c)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "quiero pureza 0000", expect: { notReply: ["Lavandina", "Agua"], cart: {} } },
      // The rows sit in a product list the text does not show: the third row taken must be a flour.
      { say: "la 3", expect: { cart: { [HARINA_LEUDANTE_PUREZA]: 1 } } },
    ],
  },
  {
    name: "wordsb trial 18: 'morixe 0000' adds or offers the Morixe 0000 flour only (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero morixe 0000", expect: { cart: { [HARINA_0000_MORIXE]: 1 } } }],
  },
];

/** Class: a pack size and a length that fit one row add that row. */
const onlyFittingRow: Scenario[] = [
  {
    name: "wordsb trial 18: '1 papel higienico higienol de 4 rollos de 120 mts' offers the only fitting row, never a list (t18c)",
    ...ALMACEN,
    turns: [{ say: "hola" }, { say: "1 papel higienico higienol de 4 rollos de 120 mts", expect: { reply: ["Pack 4 Un 120 Mt"], notReply: ["¿Cuál"] } },
      { say: "si", expect: { cart: { [HIGIENOL_4_120]: 1 } } }],
  },
  {
    name: "wordsb trial 18: 'papel higienol de 4 de 320 metros' adds the 320 m pack (variant)",
    ...ALMACEN,
    turns: [{ say: "papel higienol de 4 de 320 metros", expect: { cart: { [id("7790250015055")]: 1 } } }],
  },
];

export const wordsbTrial18Scenarios: Scenario[] = [
  ...pickBySizeInList,
  ...plainNounList,
  ...flourGrade,
  ...onlyFittingRow,
];
