import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 18: open choices when the customer moves on, counts and rows said beside a pick.

const SPAGHETTI = id("7790070318640");
const TALLARINES = id("7790070318657");
const MOSTACHOLES = id("7790070321633");
const AZUCAR = id("7792540260138");

/** "la N" is row N of the open list; the count the list was opened for stays (never N). */
const rowNumberIsNoCount: Scenario[] = [
  {
    name: "checkout trial 18: 'la 4, los spaghetti' to a list for 3 adds 3 spaghetti, never 4 (verbatim t18c 002)",
    ...ALMACEN,
    turns: [
      { say: "buenas quiero 3 fideos matarazzo, 1 aceite cocinero 1.5 y 2 kg de azucar ledesma. soy Carlos Ruiz, mando a San Martin 1200, pago con transferencia" },
      { say: "la 4, los spaghetti", expect: { cart: { [AZUCAR]: 2, [SPAGHETTI]: 3 } } },
    ],
  },
  ...[
    ["quiero 2 fideos matarazzo", "la 5, los tallarines", TALLARINES, 2],
    ["quiero 2 fideos matarazzo", "la 3 los mostacholes", MOSTACHOLES, 2],
    ["quiero 3 fideos matarazzo", "el 4, spaghetti", SPAGHETTI, 3],
    ["quiero 3 fideos matarazzo y 1 aceite cocinero 1.5", "la 4, los spaghetti", SPAGHETTI, 3],
    ["quiero 2 fideos matarazzo y 1 aceite cocinero 1.5. soy Carlos Ruiz", "la 5, los tallarines", TALLARINES, 2],
  ].map(([first, say, product, qty]): Scenario => ({
    name: `checkout trial 18: '${say}' after '${first}' takes the row, the count stays ${qty} (verbatim t18c 002 variant)`,
    ...ALMACEN,
    turns: [
      { say: first as string },
      { say: say as string, expect: { cart: { [product as string]: qty as number } } },
    ],
  })),
];

/** Dictated punctuation ("punto", "coma") is no product word. */
const dictatedPunctuation: Scenario[] = [
  {
    name: "checkout trial 18: 'una coca de las chicas punto' takes the small coke, never 'coca de las chicas punto' (verbatim t18a 111)",
    turns: [
      { say: "hola buenas tardes este quería saber si tienen agua mineral y también quiero dos sprite y una coca de las chicas punto", expect: { notReply: ["punto"], cart: { "sprite-15": 2, "coca-500": 1 } } },
    ],
  },
  {
    name: "checkout trial 18: 'dos sprite coma una coca chica punto' reads no punctuation word (t18a 111 variant)",
    turns: [
      { say: "quiero dos sprite coma una coca chica punto", expect: { notReply: ["punto", "coma"], cart: { "sprite-15": 2, "coca-500": 1 } } },
    ],
  },
];

/** A count said with a product named is that product's count, never the line touched last. */
const countWithProduct: Scenario[] = [
  {
    name: "checkout trial 18: 'te dije 2, dame 2 pepsi' at the summary adds 2 Pepsi, the Lays stay 1 (verbatim t18a 102)",
    turns: [
      { say: "buenas tenes red bull?" },
      { say: "dale poneme 3" },
      { say: "mejor 2" },
      { say: "y unas papas lays" },
      { say: "eso es todo, mandamelo a rivadavia 1234 piso 2 dpto b, soy maria lopez 33222111, pago con transferencia" },
      { say: "y las bebidas?? te dije 2, dame 2 pepsi", expect: { cart: { "papas-lays": 1, "pepsi-15": 2 } } },
    ],
  },
  {
    name: "checkout trial 18: 'te dije 2, dame 2 fantas' after a list adds 2 Fanta, the Lays stay 1 (t18a 102 variant)",
    turns: [
      { say: "quiero 2 gaseosas" },
      { say: "y unas papas lays" },
      { say: "te dije 2, dame 2 fantas", expect: { cart: { "papas-lays": 1, "fanta-15": 2 } } },
    ],
  },
];

/** An open "¿cuál?" is named back once before the summary, never dropped when the customer moves to checkout. */
const openChoiceAtCheckout: Scenario[] = [
  {
    name: "checkout trial 18: 'eso es todo, mandamelo…, pago con transferencia' with the drinks list open names it back (verbatim t18a 102)",
    turns: [
      { say: "buenas tenes red bull?" },
      { say: "dale poneme 3" },
      { say: "mejor 2" },
      { say: "y unas papas lays" },
      { say: "eso es todo, mandamelo a rivadavia 1234 piso 2 dpto b, soy maria lopez 33222111, pago con transferencia", expect: { reply: ["Antes"], notReply: ["Resumen de tu pedido"] } },
    ],
  },
  {
    name: "checkout trial 18: 'eso es todo' with the mayonesa list open names it back (verbatim t18b 006)",
    ...ALMACEN,
    turns: [
      { say: "necesito arroz gallo oro" },
      { say: "tenes mayonesa hellmanns?" },
      { say: "dale, una" },
      { say: "eso es todo", expect: { reply: ["Antes"] } },
    ],
  },
  {
    name: "checkout trial 18: 'dale, 2' to the drinks a question showed, then 'listo', names the drinks back (t18b 006 variant)",
    turns: [
      { say: "hola tenes gaseosas?" },
      { say: "dale, 2" },
      { say: "y unas papas lays" },
      { say: "listo", expect: { reply: ["Antes"], notReply: ["Resumen de tu pedido"] } },
    ],
  },
  {
    name: "checkout trial 18: 'só isso' with only the beer choice open names it back, never an empty cart (verbatim t18b 005)",
    ...ALMACEN,
    turns: [
      { say: "oi, quero 2 cervejas quilmes" },
      { say: "as latas de 473" },
      { say: "só isso", expect: { reply: ["Antes"], notReply: ["Ainda não tem nada"] } },
    ],
  },
  {
    name: "checkout trial 18: 'eso es todo' with only the coke choice open names it back, never an empty cart (t18b 005 variant)",
    turns: [
      { say: "quiero 2 cocas" },
      { say: "eso es todo", expect: { reply: ["Antes"], notReply: ["no tenés nada"] } },
    ],
  },
];

export const checkoutTrial18Scenarios: Scenario[] = [...rowNumberIsNoCount, ...dictatedPunctuation, ...countWithProduct, ...openChoiceAtCheckout];
