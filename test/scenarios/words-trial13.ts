import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 12 (almacén): negations and complaints read as product searches ("no pan rallado
// no", "bueno dejala", "jabon?? no"), everyday product words ("un pan de manteca", "papel
// higienico"), products nobody named, and counts in English and Portuguese.

const DULCE_ILOLAY = id("7790787153664");
const CRIOLLITAS = id("7790040946309");
const SPAGHETTI = id("7790070318282");
const STELLA_970 = id("7792798006199");
const JAMON_CAGNOLI_200 = id("7798013103377");
const COCA_15 = id("7790895000430");
const PAPAS_250 = id("7790310981191");
const MANTECA_SERENISIMA = id("7793940054006");
const PAPEL_HIGIENOL = id("7790250019589");
const LAVANDINA_CONCENTRADA = id("7790132098459");
const HARINA_000_MORIXE = id("7790199000013");
const QUILMES_473 = id("7792798012923");

/** Class 1: negations and complaints are never product searches. */
const negations: Scenario[] = [
  {
    name: "words trial 13: 'no pan rallado no. y el jamon?' never lists breadcrumbs (verbatim t12b 018)",
    ...ALMACEN,
    turns: [
      { say: "buenas, quiero 1 kg de pan frances y medio de jamon cocido", expect: { notReply: ["Pan Rallado"] } },
      { say: "no pan rallado no. y el jamon?", expect: { reply: ["opciones de jamon"], notReply: ["opciones de pan rallado"] } },
      { say: "sin pan. del jamon dame 2 del feteado cagnoli de 200", expect: { cart: { [JAMON_CAGNOLI_200]: 2 } } },
    ],
  },
  {
    name: "words trial 13: 'no tenes con sal? bueno sino las chiquitas' never lists table salt (verbatim t12b 008)",
    ...ALMACEN,
    turns: [
      { say: "holaa tenes dulce de leche?" },
      { say: "dame el ilolay", expect: { cart: { [DULCE_ILOLAY]: 1 } } },
      { say: "y 2 paquetes de galletitas de agua" },
      { say: "no tenes con sal? bueno sino las chiquitas", expect: { notReply: ["Sal Fina", "opciones de sal"], cart: { [DULCE_ILOLAY]: 1, [CRIOLLITAS]: 2 } } },
    ],
  },
  {
    name: "words trial 13: 'no X no', 'X no.', 'sin X' said in passing never list X (variants)",
    ...ALMACEN,
    turns: [
      { say: "no pan rallado no", expect: { notReply: ["Pan Rallado"], cart: {} } },
      { say: "jaja no, sal no. y tenes jamon cocido?", expect: { reply: ["Jamón Cocido"], notReply: ["Sal Fina"], cart: {} } },
      { say: "no yerba no, queria saber si tenes galletitas de agua", expect: { reply: ["Galletitas de Agua"], notReply: ["Yerba"], cart: {} } },
    ],
  },
  {
    name: "words trial 13: '¿y con sal?' / 'no hay sin sal?' after a list never lists table salt (variants)",
    ...ALMACEN,
    turns: [
      { say: "tenes galletitas de agua?", expect: { reply: ["Criollitas"] } },
      { say: "y con sal?", expect: { notReply: ["Sal Fina", "opciones de sal", "Sal Entrefina"] } },
      { say: "no hay con sal? bueno dame las chiquitas", expect: { notReply: ["Sal Fina"], cart: { [CRIOLLITAS]: 1 } } },
    ],
  },
  {
    name: "words trial 13: 'bueno dejala' never searches 'bueno' (verbatim t12b 013)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 fideos spaghetti lucchetti" },
      { say: "bueno dejala. confirmamos, dni 29333444, pago efectivo", expect: { notReply: ['"bueno"'] } },
    ],
  },
];

/** Class 2: everyday product words. */
const everyday: Scenario[] = [
  {
    name: "words trial 13: 'un pan de manteca' is a block of butter, never Pan Lactal (verbatim t12c 014)",
    ...ALMACEN,
    turns: [
      { say: "hola, un pan de manteca", expect: { notReply: ["No tengo"] } },
      { say: "la serenisima", expect: { cart: { [MANTECA_SERENISIMA]: 1 } } },
    ],
  },
  {
    name: "words trial 13: '2 panes de manteca la serenisima' / 'una barra de manteca' count the butter (variants)",
    ...ALMACEN,
    turns: [
      { say: "2 panes de manteca la serenisima", expect: { cart: { [MANTECA_SERENISIMA]: 2 } } },
      { say: "y una barrita de manteca la serenisima mas", expect: { notReply: ["Pan"], cart: { [MANTECA_SERENISIMA]: 3 } } },
    ],
  },
  {
    name: "words trial 13: '2 rollos de papel higienico' shows the toilet paper, never 'No tengo' (verbatim t12b 016)",
    ...ALMACEN,
    turns: [
      { say: "2 rollos de papel higienico", expect: { reply: ["(para 2)"], notReply: ["No tengo"] } },
      { say: "el primero", expect: { cart: { [PAPEL_HIGIENOL]: 2 } } },
    ],
  },
  {
    name: "words trial 13: 'keria 1 lavandina ayudin' lists the Ayudín bleach, never Jabón Kenia (verbatim t12b 016)",
    ...ALMACEN,
    turns: [
      { say: "keria 1 lavandina ayudin", expect: { notReply: ["Kenia", "No tengo"] } },
      { say: "la concentrada", expect: { cart: { [LAVANDINA_CONCENTRADA]: 1 } } },
    ],
  },
  {
    name: "words trial 13: 'kiero 2 lavandinas ayudin' and 'kero una coca de 1.5' read the wanting (variants)",
    ...ALMACEN,
    turns: [{ say: "kero una coca de 1.5", expect: { notReply: ["Kenia"], cart: { [COCA_15]: 1 } } }],
  },
  {
    name: "words trial 13: 'a bag of ice' is said plainly not sold (t12c 017)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coke zero?" },
      { say: "a bag of ice", expect: { reply: [/ice|hielo/i], notReply: ["didn't understand", "No te entendí"] } },
    ],
  },
];

/** Class 2: the flour's grade is a word of its name. */
const flour: Scenario[] = [
  {
    name: "words trial 13: '2 kg de harina pureza 000' never adds the Pureza leudante (verbatim t12b 014)",
    ...ALMACEN,
    turns: [{ say: "2 kg de harina pureza 000", expect: { notReply: ["Leudante"], cart: {} } }],
  },
  {
    name: "words trial 13: 'harina 0000' shows only the 0000 flours, '2 kg de harina 000 morixe' adds two 000 (variants)",
    ...ALMACEN,
    turns: [
      { say: "tenes harina 0000?", expect: { notReply: ["Harina de Trigo 000 ", "Leudante"] } },
      { say: "dame 2 kg de harina 000 morixe", expect: { cart: { [HARINA_000_MORIXE]: 2 } } },
    ],
  },
];

/** Class 3: products nobody named. */
const unasked: Scenario[] = [
  {
    name: "words trial 13: 'ah esperá, sacame la coca y que sean 6 cervezas' offers no Jabón Zorro (verbatim t12b 011)",
    ...ALMACEN,
    turns: [
      { say: "buen dia. me mandas 4 cervezas stella artois de litro, 2 papas fritas lays y una coca de 1.5" },
      { say: "las de 970 y las papas grandes", expect: { cart: { [COCA_15]: 1, [STELLA_970]: 4, [PAPAS_250]: 2 } } },
      { say: "ah esperá, sacame la coca y que sean 6 cervezas", expect: { notReply: ["Jabón", "Esferas"], cart: { [STELLA_970]: 6, [PAPAS_250]: 2 } } },
    ],
  },
  {
    name: "words trial 13: 'aguardá', 'pará', 'ok dejala' beside an edit never find a product (variants)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "aguardá, que sea 1 coca", expect: { notReply: ["Aguardiente", "¿Te agrego"], cart: { [COCA_15]: 1 } } },
      { say: "uh esperame, mejor 3 cocas", expect: { notReply: ["Esferas", "¿Te agrego"], cart: { [COCA_15]: 3 } } },
    ],
  },
  {
    name: "words trial 13: 'quiero 1 dulce de leche. paso a retirar' adds no Paso de los Toros (t12c 006, Spanish)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 dulce de leche ilolay. paso a retirar mañana", expect: { notReply: ["Paso de los Toros"], cart: { [DULCE_ILOLAY]: 1 } } },
    ],
  },
  {
    name: "words trial 13: 'só um doce de leite. vou retirar na loja. meu nome é João Silva' adds no Paso de los Toros (verbatim t12c 006)",
    ...ALMACEN,
    turns: [
      { say: "oi, quero um doce de leite ilolay", expect: { cart: { [DULCE_ILOLAY]: 1 } } },
      { say: "não, melhor só um doce de leite. vou retirar na loja. meu nome é João Silva, pago em dinheiro", expect: { notReply: ["Paso de los Toros", "Pomelo"], cart: { [DULCE_ILOLAY]: 1 } } },
    ],
  },
  {
    name: "words trial 13: 'eu não pedi refrigerante nenhum' never lists sodas (verbatim t12c 006)",
    ...ALMACEN,
    turns: [
      { say: "oi, quero um doce de leite ilolay", expect: { cart: { [DULCE_ILOLAY]: 1 } } },
      { say: "o que?? eu não pedi refrigerante nenhum", expect: { notReply: ["Paso de los Toros", "refrigerante nenhum", "gaseosa"], cart: { [DULCE_ILOLAY]: 1 } } },
    ],
  },
];

/** Class 4: counts said in English and Portuguese, and the tip's per-litre price in whole pesos. */
const counts: Scenario[] = [
  {
    name: "words trial 13: 'quero 3 das pequenas' adds three small cokes, the tip in whole pesos (verbatim t12a 105)",
    turns: [
      { say: "oi, boa tarde! vocês têm coca-cola?" },
      { say: "quero 3 das pequenas por favor", expect: { notReply: [",67"], cart: { "coca-500": 3 } } },
    ],
  },
  {
    name: "words trial 13: 'quiero 3 de las chicas' / 'dame 2 de las grandes' count (variants)",
    turns: [
      { say: "tenes coca?" },
      { say: "quiero 3 de las chicas", expect: { cart: { "coca-500": 3 } } },
    ],
  },



  {
    name: "words trial 13: '6 latas!!! seis' sets the line to six (verbatim t12b 005)",
    ...ALMACEN,
    turns: [
      { say: "oi boa noite, vocês tem cerveja quilmes em lata?" },
      { say: "#4", expect: { cart: { [QUILMES_473]: 1 } } },
      { say: "6 latas!!! seis", expect: { notReply: ["Não entendi"], cart: { [QUILMES_473]: 6 } } },
    ],
  },
];

export const wordsTrial13Scenarios: Scenario[] = [...negations, ...everyday, ...flour, ...unasked, ...counts];
