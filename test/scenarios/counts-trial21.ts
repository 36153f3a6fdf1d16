import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 21 (kiosk, almacén): a bare count to an open list is a count ("quiero 3" asks which one,
// for 3), never row 3; a count to an offered pair asks which one; "2 del tallarin" is 2 of that row.

const TINTO_TORO_1L = id("7790314000041");
const TALLARIN = id("7790070318114");
const HARINA = id("7792180004888");
const ATUN_CAMPAGNOLA = id("7793360005084");
const NATURA_15 = id("7790272001029");

/** "quiero 3" / "dame 2" with a list open: the count of the row still to be chosen, never row 3. */
const countNotRow: Scenario[] = [
  {
    name: "counts trial 21: 'quiero 3' to the vino toro list asks which one, adds nothing (verbatim t21b 023)",
    ...ALMACEN,
    turns: [
      { say: "tenes vino toro?" },
      { say: "quiero 3", expect: { cart: {}, notReply: ["Agregué"] } },
      { say: "el tinto de 1 lt", expect: { cart: { [TINTO_TORO_1L]: 3 } } },
    ],
  },
  {
    name: "counts trial 21: 'dame 2' to the alfajor list adds nothing, then 'la primera' adds 2",
    turns: [
      { say: "quiero alfajores" },
      { say: "dame 2", expect: { cart: {}, notReply: ["Agregué"] } },
      { say: "la primera", expect: { cart: { "alfajor-havanna": 2 } } },
    ],
  },
  {
    name: "counts trial 21: 'dame 3' to the vino toro list adds nothing, then 'el tinto de 1 lt' adds 3",
    ...ALMACEN,
    turns: [
      { say: "tenes vino toro?" },
      { say: "dame 3", expect: { cart: {}, notReply: ["Agregué"] } },
      { say: "el tinto de 1 lt", expect: { cart: { [TINTO_TORO_1L]: 3 } } },
    ],
  },
  {
    name: "counts trial 21: 'quiero 2' to the alfajor list adds nothing (kiosk)",
    turns: [
      { say: "que alfajores tenes?" },
      { say: "quiero 2", expect: { cart: {}, notReply: ["Agregué"] } },
    ],
  },
  {
    name: "counts trial 21: 'la 3' to the vino toro list is still row 3",
    ...ALMACEN,
    turns: [
      { say: "tenes vino toro?" },
      { say: "la 3", expect: { cart: { [TINTO_TORO_1L]: 1 } } },
    ],
  },
];

/** A count to an offered pair (the closest of what is not sold) asks which one, for that count. */
const countToPair: Scenario[] = [
  {
    name: "counts trial 21: '2 please' to the closest Coca-Colas asks which one (verbatim t21a 105)",
    turns: [
      { say: "hi, do you have coke zero?" },
      { say: "2 please", expect: { cart: {}, notReply: ["Added"] } },
      { say: "the big one", expect: { cart: { "coca-15": 2 } } },
    ],
  },
  {
    name: "counts trial 21: '3' to the closest Coca-Colas in Spanish asks which one, then 'la chica' adds 3",
    turns: [
      { say: "tenes coca zero?" },
      { say: "3", expect: { cart: {}, notReply: ["Agregué"] } },
      { say: "la chica", expect: { cart: { "coca-500": 3 } } },
    ],
  },
  {
    name: "counts trial 21: 'la de 500' to the closest Coca-Colas is still that row",
    turns: [
      { say: "tenes coca zero?" },
      { say: "la de 500", expect: { cart: { "coca-500": 1 } } },
    ],
  },
];

/** "N del X" with a list open: N of the row said. */
const countOfNamedRow: Scenario[] = [
  {
    name: "counts trial 21: 'bueno 2 del tallarin' adds 2 Tallarín (verbatim t21b 022)",
    ...ALMACEN,
    turns: [
      { say: "tenes fideos don vicente?" },
      { say: "bueno 2 del tallarin", expect: { cart: { [TALLARIN]: 2 } } },
    ],
  },
  {
    name: "counts trial 21: 'dale 3 de los tirabuzones' adds 3 Tirabuzones",
    ...ALMACEN,
    turns: [
      { say: "tenes fideos don vicente?" },
      { say: "dale 3 de los tirabuzones", expect: { cart: { [id("7790070318176")]: 3 } } },
    ],
  },
];

/** A count with a container word ("2 latas") corrects the line it counts, never the product offered by a yes/no. */
const countOfItsLine: Scenario[] = [
  {
    name: "counts trial 21: 'no mejor 2 latas' sets the tuna to 2, never 2 flour (verbatim t21b 008)",
    ...ALMACEN,
    turns: [
      { say: "buenas queria 1 paquete de harina pureza y 3 latas de atun" },
      { say: "los lomitos al natural de la campagnola", expect: { cart: { [ATUN_CAMPAGNOLA]: 3 } } },
      { say: "no mejor 2 latas", expect: { cart: { [ATUN_CAMPAGNOLA]: 2 } } },
    ],
  },
  {
    name: "counts trial 21: 'no, que sean 2' to a yes/no offer right after 3 cocas sets the cocas, never 2 of the offer",
    turns: [
      { say: "quiero 3 cocas de 500 y un alfajor" },
      { say: "no, que sean 2 cocas", expect: { notReply: ["Agregué 2 Alfajor"] } },
    ],
  },
];

/** A count change in English against the one cart line, in a Spanish conversation too. */
const countChangeEnglish: Scenario[] = [
  {
    name: "counts trial 21: 'make it 3' with one cart line sets it to 3 (verbatim t21b 020)",
    ...ALMACEN,
    turns: [
      { say: "cuanto sale el aceite natura?" },
      { say: "dame 2 de esos" },
      { say: "el de litro y medio", expect: { cart: { [NATURA_15]: 2 } } },
      { say: "make it 3", expect: { cart: { [NATURA_15]: 3 }, notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "counts trial 21: 'I said 3 oils, not 2' sets the oil line to 3 (verbatim t21b 020)",
    ...ALMACEN,
    turns: [
      { say: "cuanto sale el aceite natura?" },
      { say: "dame 2 de esos" },
      { say: "el de litro y medio" },
      { say: "I said 3 oils, not 2", expect: { cart: { [NATURA_15]: 3 }, notReply: ["couldn't find"] } },
    ],
  },
];

/** "change it to 2 X" replaces the line, never adds X beside it. */
const changeItTo: Scenario[] = [
  {
    name: "counts trial 21: 'change it to 2 Coca-Cola 1,5 L please' replaces the 500 ml (verbatim t21a 105)",
    turns: [
      { say: "hi, I want a coke 500 ml" },
      { say: "change it to 2 Coca-Cola 1,5 L please", expect: { cart: { "coca-15": 2 } } },
    ],
  },
  {
    name: "counts trial 21: 'cambialo por 2 coca de 1,5' replaces the 500 ml",
    turns: [
      { say: "quiero una coca de 500" },
      { say: "cambialo por 2 coca de 1,5", expect: { cart: { "coca-15": 2 } } },
    ],
  },
];

export const countsTrial21Scenarios: Scenario[] = [...countNotRow, ...countToPair, ...countOfNamedRow, ...countOfItsLine, ...changeItTo, ...countChangeEnglish];
