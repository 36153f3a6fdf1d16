import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 25 (almacén), fix round 26: ordinary lines misread — a spoken flour grade inside a
// question, a verb of asking searched as a product, a line already in the cart said again.

const COCA_225 = id("7790895000997");
const HARINA_000_CANUELAS = id("7792180001528");

/** Class: spoken "cero cero cero" is the grade 000 wherever the words are read, a question included. */
const spokenGrade: Scenario[] = [
  {
    name: "words trial 25: 'quería saber si tienen harina cero cero cero y también …' finds Harina 000 (verbatim t25c 009)",
    ...ALMACEN,
    turns: [
      {
        say: "hola buenas tardes quería saber si tienen harina cero cero cero y también quería un kilo de azúcar y dos latas de tomate",
        expect: { reply: ["000"], notReply: ["cero cero cero", "Harina de Maíz"] },
      },
    ],
  },
  {
    name: "words trial 25: 'tenés harina cero cero cero?' answers about Harina 000 (variant)",
    ...ALMACEN,
    turns: [{ say: "tenés harina cero cero cero?", expect: { reply: ["000"], notReply: ["cero cero cero", "No tenemos"] } }],
  },
];

/** Class: a verb of asking ("pregunto", "pregunté", "consulto") is never searched as a product. */
const askingVerbs: Scenario[] = [
  {
    name: "words trial 25: 'hace media hora que pregunto si tienen hielo' never searches 'pregunto' (verbatim t25b 017)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 cocas grandes y apurate q me voy", expect: { cart: { [COCA_225]: 2 } } },
      { say: "hace media hora que pregunto si tienen hielo", expect: { reply: ["hielo"], notReply: ["pregunto"], cart: { [COCA_225]: 2 } } },
    ],
  },
  {
    name: "words trial 25: 'te pregunté si tenés harina cañuelas' answers the flour, never 'pregunté' (variant)",
    ...ALMACEN,
    turns: [{ say: "te pregunté si tenés harina cañuelas", expect: { reply: ["Cañuelas"], notReply: ["pregunt"] } }],
  },
  {
    name: "words trial 25: 'les consulto si tienen fanta' in the kiosk never searches 'consulto' (variant)",
    turns: [{ say: "les consulto si tienen fanta", expect: { reply: ["Fanta"], notReply: ["consulto"] } }],
  },
];

/** Class: a line said again by its size with the cart already holding it is that line, never "No te entendí". */
const lineAlreadyThere: Scenario[] = [
  {
    name: "words trial 25: 'la de 2.25 comun' with that Coca line in the cart says it is there (verbatim t25b 017)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 cocas grandes y apurate q me voy", expect: { cart: { [COCA_225]: 2 } } },
      { say: "la de 2.25 comun", expect: { reply: ["Coca Cola Sabor Original 2.25"], notReply: ["No te entendí"], cart: { [COCA_225]: 2 } } },
    ],
  },
  {
    name: "words trial 25: 'la de 1 kg' with the flour line in the cart keeps the count (variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 harinas cañuelas 000", expect: { cart: { [HARINA_000_CANUELAS]: 2 } } },
      { say: "la de 1 kg", expect: { reply: ["Cañuelas"], notReply: ["No te entendí"], cart: { [HARINA_000_CANUELAS]: 2 } } },
    ],
  },
];

/** Class: "cuánto sale la docena?" right after products were named: the price of 12 of those. */
const dozenPrice: Scenario[] = [
  {
    name: "words trial 25: 'cuanto sale la docena?' after the alfajores offered prices 12 of them (verbatim t25c 016)",
    ...ALMACEN,
    turns: [
      { say: "q tal, tenes alfajores havanna?", expect: { reply: ["Tita"] } },
      { say: "cuanto sale la docena?", expect: { reply: ["12", "$3.600"], notReply: ["No tenemos \"docena\""], cart: {} } },
    ],
  },
  {
    name: "words trial 25: 'tenes alfajores tita?' then 'cuanto salen 2 docenas?' prices 24 and a yes adds them (variant)",
    ...ALMACEN,
    turns: [
      { say: "tenes alfajores tita?", expect: { reply: ["Tita"] } },
      { say: "cuanto salen 2 docenas?", expect: { reply: ["24", "$7.200"], notReply: ["docena\""], cart: {} } },
      { say: "dale", expect: { cart: { [id("77908308")]: 24 } } },
    ],
  },
];

/** Class: a button label typed beside other words ("seguir aca. listo") is that button and the rest read. */
const typedLabel: Scenario[] = [
  {
    name: "words trial 25: 'seguir aca. listo' after '¿sos un bot?' stays and closes the cart (verbatim t25c 018)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 harinas cañuelas 000", expect: { cart: { [HARINA_000_CANUELAS]: 2 } } },
      { say: "sos un bot?", expect: { reply: ["persona"] } },
      { say: "seguir aca. listo", expect: { notReply: ["No te entendí"], cart: { [HARINA_000_CANUELAS]: 2 } } },
    ],
  },
  {
    name: "words trial 25: 'ok sigo acá, dale' after '¿sos un bot?' is no misread (variant)",
    turns: [
      { say: "quiero 2 fantas", expect: { cart: { "fanta-15": 2 } } },
      { say: "sos un bot?", expect: { reply: ["persona"] } },
      { say: "seguir acá, gracias", expect: { notReply: ["No te entendí"], cart: { "fanta-15": 2 } } },
    ],
  },
];

/** Class: an asked product whose name only mentions it in another product's name is not sold. */
const onlyMentioned: Scenario[] = [
  {
    name: "words trial 25: '1 aceite de oliva' offers no mayonnaise (verbatim t25c 013)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "1 aceite de oliva", expect: { reply: [/no (?:tengo|tenemos) "aceite de oliva"/i], notReply: ["¿Mayonesa"], cart: {} } },
      { say: "no, mayonesa no, aceite de oliva quiero. no tenes?", expect: { notReply: ["No encontré \"mayonesa\" en tu carrito", "¿Mayonesa"], cart: {} } },
    ],
  },
];

onlyMentioned.push({
  name: "words trial 25: 'tenés aceite de oliva?' says it is not sold, never the olive-oil mayonnaise (variant)",
  ...ALMACEN,
  turns: [{ say: "tenés aceite de oliva?", expect: { reply: [/no (?:tengo|tenemos) "aceite de oliva"/i], notReply: ["Mayonesa"], cart: {} } }],
});

const QUESO_SAINT_PAULIN = id("10-1-2302689000004");
const burstOpening = [
  { say: "buenas" },
  { burst: ["quiero 1 queso cremoso", "1 jamon cocido", "y 2 pan lactal bimbo"] },
  { say: "no, queso cremoso de cortar, no untable", expect: { reply: ["queso cremoso de cortar"] } },
];

/** Class: "ese" / "dale ese" to a one-row list is that row; a size it is not sold in is said, the row's own kept. */
const thatOneRow: Scenario[] = [
  {
    name: "words trial 25: 'ese dale, medio kilo si se puede' to the one Saint Paulin row says it comes only in 1 kg and a yes adds it (verbatim t25b 016)",
    ...ALMACEN,
    turns: [...burstOpening, { say: "ese dale, medio kilo si se puede", expect: { reply: ["Saint Paulin", "1 Kg"], notReply: ["No te entendí"], cart: {} } }, { say: "dale", expect: { cart: { [QUESO_SAINT_PAULIN]: 1 } } }],
  },
  {
    name: "words trial 25: 'dale ese' to the one Saint Paulin row adds it (verbatim t25b 016)",
    ...ALMACEN,
    turns: [...burstOpening, { say: "dale ese", expect: { notReply: ["No te entendí"], cart: { [QUESO_SAINT_PAULIN]: 1 } } }],
  },
];

export const wordsTrial25Scenarios: Scenario[] = [
  ...spokenGrade,
  ...askingVerbs,
  ...lineAlreadyThere,
  ...dozenPrice,
  ...typedLabel,
  ...onlyMentioned,
  ...thatOneRow,
];
