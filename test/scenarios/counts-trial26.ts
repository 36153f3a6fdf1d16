import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 26 (kiosk, almacén): a yes to a stock offer said beside other products is taken, and
// a word that fits the line just added ("la G" after the G 44 pañales) is that line, never a misread.

const PANAL_G_44 = id("7790250044406");
const PANAL_M_52 = id("7790250044390");

/** "bueno dale la havanna, y sumale 2 jorgito" answers the open stock offer AND adds the jorgito. */
const yesToOfferBeside: Scenario[] = [
  {
    name: "counts trial 26: 'bueno dale la havanna, y sumale 2 jorgito' takes the havanna offered and adds the jorgito (verbatim t26a 106)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "ola tenes alfajor de chocolate? cuanto sale el havanna", expect: { reply: ["Alfajor Havanna"] } },
      { say: "dame 4 havanna", expect: { reply: ["me queda 1 sola unidad"], cart: {} } },
      { say: "y una fanta", expect: { cart: { "fanta-15": 1 } } },
      { say: "no, la otra, la coca grande", expect: { cart: { "coca-15": 1 } } },
      { say: "bueno dale la havanna, y sumale 2 jorgito", expect: { notReply: ["¿Te agrego Alfajor Havanna"], cart: { "coca-15": 1, "alfajor-havanna": 1, "alfajor-jorgito": 2 } } },
      { say: "eso es todo, retiro mañana a la mañana", expect: { notReply: ["¿cuál producto querés?", "Alfajor Havanna ($1.500)?"], cart: { "coca-15": 1, "alfajor-havanna": 1, "alfajor-jorgito": 2 } } },
    ],
  },
  {
    name: "counts trial 26: 'si, el havanna y una pepsi' after the one-left offer adds both",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "quiero 3 havanna", expect: { reply: ["me queda 1 sola unidad"], cart: {} } },
      { say: "si, el havanna y una pepsi", expect: { notReply: ["¿Te agrego"], cart: { "alfajor-havanna": 1, "pepsi-15": 1 } } },
    ],
  },
  {
    name: "counts trial 26: 'dale los jorgito, y una fanta' after 'me quedan 2' takes the 2 offered",
    turns: [
      { stock: { productId: "alfajor-jorgito", quantity: 2 } },
      { say: "dame 5 jorgito", expect: { reply: ["Alfajor Jorgito"], cart: {} } },
      { say: "dale los jorgito, y una fanta", expect: { notReply: ["¿Te agrego"], cart: { "alfajor-jorgito": 2, "fanta-15": 1 } } },
    ],
  },
  {
    name: "counts trial 26: 'no, el havanna no, dame una pepsi' declines the offer and adds only the pepsi",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "quiero 3 havanna", expect: { reply: ["me queda 1 sola unidad"], cart: {} } },
      { say: "no, el havanna no, dame una pepsi", expect: { cart: { "pepsi-15": 1 } } },
    ],
  },
];

/** A product offered that sells out before the yes is said so at once and named in the summary. */
const soldOutMeanwhile: Scenario[] = [
  {
    name: "counts trial 26: the havanna sells out before 'dale la havanna, y 2 jorgito': said at once, never asked again",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "dame 4 havanna", expect: { reply: ["me queda 1 sola unidad"], cart: {} } },
      { say: "y una fanta", expect: { cart: { "fanta-15": 1 } } },
      { stock: { productId: "alfajor-havanna", quantity: 0 } },
      { say: "bueno dale la havanna, y sumale 2 jorgito", expect: { reply: ["Alfajor Havanna"], notReply: ["¿Te agrego Alfajor Havanna", "sigo teniendo"], cart: { "fanta-15": 1, "alfajor-jorgito": 2 } } },
      { say: "eso es todo, retiro mañana a la mañana", expect: { notReply: ["¿cuál producto querés?", "¿Te agrego Alfajor Havanna"] } },
    ],
  },
];

/** t26c 007: a word that fits the line just added ("la G" after the G 44) is that line. */
const wordOfLineJustAdded: Scenario[] = [
  {
    name: "counts trial 26: 'la G' right after 'los de 44' added the Pañal G Babysec 44 is that line, never No te entendí (verbatim t26c 007)",
    ...ALMACEN,
    turns: [
      { say: "hola necesito pañales", expect: { reply: ["¿Cuál de estos querés?"] } },
      { say: "los de 44", expect: { reply: ["Agregué 1 Pañal G Babysec 44 Un"], cart: { [PANAL_G_44]: 1 } } },
      { say: "la G", expect: { reply: ["Pañal G Babysec 44 Un"], notReply: ["No te entendí"], cart: { [PANAL_G_44]: 1 } } },
      { say: "listo", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"], cart: { [PANAL_G_44]: 1 } } },
    ],
  },
  {
    name: "counts trial 26: 'los M' right after 'los de 52' added the Pañal M Babysec 52 is that line",
    ...ALMACEN,
    turns: [
      { say: "hola necesito pañales", expect: { reply: ["¿Cuál de estos querés?"] } },
      { say: "los de 52", expect: { reply: ["Agregué 1 Pañal M Babysec 52 Un"], cart: { [PANAL_M_52]: 1 } } },
      { say: "los M", expect: { reply: ["Ya tenés 1 Pañal M Babysec 52 Un"], notReply: ["No te entendí"], cart: { [PANAL_M_52]: 1 } } },
    ],
  },
  {
    name: "counts trial 26: 'la XG' after the G 44 was added is never that line (a word it does not have)",
    ...ALMACEN,
    turns: [
      { say: "hola necesito pañales", expect: { reply: ["¿Cuál de estos querés?"] } },
      { say: "los de 44", expect: { cart: { [PANAL_G_44]: 1 } } },
      { say: "la XG", expect: { notReply: ["Ya tenés 1 Pañal G Babysec 44 Un"] } },
    ],
  },
];


/** A line that sells out before the summary is named there, never dropped without a word. */
const soldOutAtSummary: Scenario[] = [
  {
    name: "counts trial 26: the havanna taken and then sold out is named at the summary ('se agotó'), never left out silently",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 1 } },
      { say: "dame 4 havanna", expect: { reply: ["me queda 1 sola unidad"], cart: {} } },
      { say: "bueno dale la havanna, y sumale 2 jorgito", expect: { cart: { "alfajor-havanna": 1, "alfajor-jorgito": 2 } } },
      { stock: { productId: "alfajor-havanna", quantity: 0 } },
      { say: "eso es todo, retiro mañana a la mañana", expect: { notReply: ["¿cuál producto querés?"] } },
      { say: "Sofia Rios, 38777666" },
      { say: "transferencia", expect: { reply: ["Alfajor Havanna"] } },
    ],
  },
];

export const countsTrial26Scenarios: Scenario[] = [...yesToOfferBeside, ...soldOutMeanwhile, ...wordOfLineJustAdded, ...soldOutAtSummary];
