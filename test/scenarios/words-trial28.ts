import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 28 (kiosk and almacén), fix round 29: words read as products — closing words searched
// (English "done" added a conditioner), a question about the cart searched and added, order phrases
// and question words searched.

const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const TARAGUI_1KG = id("7790387113310");

/** Class: closing words in every language the agent speaks are never a product search; they move to checkout. */
const closingWords: Scenario[] = [
  {
    name: "words trial 28: English 'done' with a cart moves to checkout, never adds a product (verbatim t28c 004)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coca cola?", expect: {} },
      { say: "2 of the 1.5 L", expect: { cart: { [COCA_15]: 2 } } },
      { say: "how much is delivery?", expect: {} },
      { say: "done", expect: { notReply: ["Dove", "added"], reply: ["pick"], cart: { [COCA_15]: 2 } } },
    ],
  },
  ...["done", "all done", "that's everything", "that'll be all", "nothing more", "we're done"].map(
    (say): Scenario => ({
      name: `words trial 28: English '${say}' with a cart moves to checkout (variant)`,
      ...ALMACEN,
      turns: [
        { say: "hi, I want 2 coca cola 1.5", expect: { cart: { [COCA_15]: 2 } } },
        { say, expect: { notReply: ["added", "Added"], reply: ["pick"], cart: { [COCA_15]: 2 } } },
      ],
    }),
  ),
  ...["pronto", "só isso", "é isso", "listo", "nada más", "eso es todo"].map(
    (say): Scenario => ({
      name: `words trial 28: '${say}' with a cart moves to checkout, never searched (variant)`,
      turns: [
        { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
        { say, expect: { notReply: ["Agregué", "No tengo", "No tenemos"], cart: { "pepsi-15": 2 } } },
      ],
    }),
  ),
];

/** Class: "¿agregaste X?" about a product never asked for is answered with the cart, never an add. */
const askedAdded: Scenario[] = [
  {
    name: "words trial 28: 'agregaste la pepsi?' with only an agua in the cart adds nothing (verbatim t28a 012)",
    turns: [
      { say: "hola quiero un agua", expect: { cart: { "agua-500": 1 } } },
      { say: "agregaste la pepsi?", expect: { notReply: ["Agregué"], reply: ["Agua"], cart: { "agua-500": 1 } } },
      { say: "ah no, agrega 1 pepsi entonces", expect: { cart: { "agua-500": 1, "pepsi-15": 1 } } },
    ],
  },
  ...["pusiste la fanta?", "anotaste la fanta?", "me sumaste la fanta?", "did you add the fanta?"].map(
    (say): Scenario => ({
      name: `words trial 28: '${say}' never asked for adds nothing (variant)`,
      turns: [
        { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
        { say, expect: { notReply: ["Agregué", "Added"], cart: { "pepsi-15": 2 } } },
      ],
    }),
  ),
  {
    name: "words trial 28: 'tá no carrinho a fanta?' never asked for adds nothing (variant)",
    turns: [
      { say: "quero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "tá no carrinho a fanta?", expect: { notReply: ["Agregué", "Adicionei"], cart: { "pepsi-15": 2 } } },
    ],
  },
];

/** Class: "(quiero) hacer un pedido", "me mandás/traés/enviás" are never search words; "2 kg de X" with a 1 Kg row is 2 of it. */
const orderPhrases: Scenario[] = [
  {
    name: "words trial 28: 'quiero hacer un pedido me mandas 2 kg de yerba taragui …' adds 2 × 1 Kg, never searches the phrase (verbatim t28b 011)",
    ...ALMACEN,
    turns: [
      {
        say: "buenas noches quiero hacer un pedido me mandas 2 kg de yerba taragui y 1 mayonesa hellmanns a 9 de julio 55 4to B",
        expect: { notReply: ["pedido me mandas", "No tengo"], cart: { [TARAGUI_1KG]: 2 } },
      },
    ],
  },
  {
    name: "words trial 28: 'quiero hacer un pedido, me traes 3 kg de yerba taragui' adds 3 × 1 Kg (variant)",
    ...ALMACEN,
    turns: [{ say: "hola quiero hacer un pedido, me traes 3 kg de yerba taragui", expect: { notReply: ["No tengo"], cart: { [TARAGUI_1KG]: 3 } } }],
  },
  {
    name: "words trial 28: 'me enviás 2 pepsi' in the kiosk adds 2 Pepsi, never searches 'enviás' (variant)",
    turns: [{ say: "hola queria hacer un pedido me envias 2 pepsi", expect: { notReply: ["No tenemos", "No tengo"], cart: { "pepsi-15": 2 } } }],
  },
];

/** Class: question words are no search words; "para tomar" is the drinks; "kiero"/"i" are "quiero"/"y". */
const questionWords: Scenario[] = [
  {
    name: "words trial 28: 'cuales galletitas tenes' quotes 'galletitas', never 'cuales galletitas' (verbatim t28a 017)",
    turns: [
      { say: "ola buenas noches eh quiero dos cocas de litro y medio y eh un paquete de galletitas", expect: { cart: { "coca-15": 2 } } },
      { say: "cuales galletitas tenes", expect: { notReply: ["cuales galletitas", "cuáles galletitas"], cart: { "coca-15": 2 } } },
    ],
  },
  {
    name: "words trial 28: 'q tenes para tomar?' shows the drinks, never 'No tenemos tomar' (verbatim t28a 043)",
    turns: [
      { say: "holaaa", expect: {} },
      { say: "q tenes para tomar?", expect: { notReply: ['"tomar"'], reply: ["bebidas"] } },
    ],
  },
  {
    name: "words trial 28: 'y que tienen para tomar?' with a cart shows the drinks (variant)",
    turns: [
      { say: "quiero 2 alfajores jorgito", expect: { cart: { "alfajor-jorgito": 2 } } },
      { say: "y que tienen para tomar?", expect: { notReply: ['"tomar"'], reply: ["bebidas"], cart: { "alfajor-jorgito": 2 } } },
    ],
  },
  {
    name: "words trial 28: 'ola kiero agua i galletitas' takes the water and names the galletitas back (verbatim t28a 009)",
    turns: [{ say: "ola kiero agua i galletitas", expect: { reply: ["Agua mineral 500 ml", "galletitas"], notReply: ["¿Qué te gustaría pedir"], cart: { "agua-500": 1 } } }],
  },
  {
    name: "words trial 28: 'kiero yerba playadito i azucar ledesma' reads two products (variant)",
    ...ALMACEN,
    turns: [{ say: "kiero yerba playadito i azucar ledesma", expect: { reply: ["Playadito", "Ledesma"], cart: { [id("7792540260138")]: 1 } } }],
  },
  {
    name: "words trial 28: an English 'i meant' beside a Spanish greeting stays English (guard)",
    turns: [
      { say: "hola, i want 2 cokes", expect: { reply: ["for 2"] } },
      { say: "no, i meant 2 of the big one", expect: { cart: { "coca-15": 2 } } },
    ],
  },
  {
    name: "words trial 28: 'kiero 2 pepsi i 1 fanta' adds both (variant)",
    turns: [{ say: "kiero 2 pepsi i 1 fanta", expect: { cart: { "pepsi-15": 2, "fanta-15": 1 } } }],
  },
];

/** Class: "¿cuánto sale la docena de X?" is 12 × the price. */
const dozenPrice: Scenario[] = [
  {
    name: "words trial 28: 'cuanto sale la docena de alfajores jorgito?' prices 12 of them (verbatim t28a 010)",
    turns: [
      { say: "ok dame 2 coca de 500", expect: { cart: { "coca-500": 2 } } },
      { say: "cuanto sale la docena de alfajores jorgito?", expect: { reply: ["$8.400"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "words trial 28: 'cuánto sale media docena de alfajores havanna?' prices 6 of them (variant)",
    turns: [{ say: "cuánto sale media docena de alfajores havanna?", expect: { reply: ["$9.000"], cart: {} } }],
  },
];

/** Class (lead, t27a 107): a relative size asked of the only row of its kind is never answered "Sí, tenemos". */
const sizeAsked: Scenario[] = [
  {
    name: "words trial 28: 'y la fanta que sea de las chicas si hay' with one Fanta says there is only the 1,5 L (verbatim t27a 107)",
    turns: [
      { say: "quiero 1 fanta", expect: { cart: { "fanta-15": 1 } } },
      { say: "y la fanta que sea de las chicas si hay", expect: { reply: ["solo Fanta 1,5 L"], notReply: ["Sí, tenemos"], cart: { "fanta-15": 1 } } },
    ],
  },
  {
    name: "words trial 28: 'hay agua grande?' with one water says there is only the 500 ml (variant)",
    turns: [{ say: "hay agua grande?", expect: { reply: ["solo Agua mineral 500 ml"], notReply: ["Sí, tenemos"] } }],
  },
  {
    name: "words trial 28: 'tenes coca chica?' is the 500 ml the size chose, a plain yes (guard)",
    turns: [{ say: "tenes coca chica?", expect: { reply: ["Sí, tenemos Coca-Cola 500 ml"] } }],
  },
];

export const wordsTrial28Scenarios: Scenario[] = [...closingWords, ...askedAdded, ...orderPhrases, ...questionWords, ...dozenPrice, ...sizeAsked];
