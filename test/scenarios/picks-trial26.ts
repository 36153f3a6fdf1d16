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

/** Class (wrong data): a question about a row of an open list answers it, never adds it. */
export const picksTrial26QuestionScenarios: Scenario[] = [
  ...[
    ["tenes sprite?", "Sprite 1,5 L", "$2.300"],
    ["hay pepsi?", "Pepsi 1,5 L", "$2.200"],
    ["tenés fanta??", "Fanta 1,5 L", "$2.300"],
  ].map(([say, name, price]): Scenario => ({
    name: `picks trial 26: '${say}' with the bebidas list open answers it, adds nothing (verbatim t26a 102)`,
    turns: [
      { say: "buenas q venden?" },
      { say: "que bebidas tenes", expect: { reply: ["opciones de bebidas"] } },
      { say, expect: { reply: [name, price], notReply: ["Agregué", "En el carrito"], cart: {} } },
      { say: "dale poneme 3", expect: { reply: [`3 ${name}`] } },
    ],
  })),
];

const AZUCAR = id("7792540260138");
const LECHE_CLASICA = id("7793940448003");
const LECHE_UAT_3 = id("7790742308504");
const LECHE_ULTRA_1 = id("7790742034915");
const TIRABUZON = id("7790070321282");
const opening = "hola quiero 2 leches la serenisima, 1 kg de azucar ledesma y 1 paquete de fideos, soy Marta Gomez, DNI 28444555, envio a Belgrano 1450 piso 2 dto B, pago en efectivo";

/** Class (wrong data): a percent is never a count; words that fit an open list's row are its pick, not a cart edit. */
export const picksTrial26PercentScenarios: Scenario[] = [
  ...[
    ["la clasica 3%", LECHE_CLASICA],
    ["la uat con fe 3%", LECHE_UAT_3],
    ["la ultra descremada 1%", LECHE_ULTRA_1],
  ].map(([say, product]): Scenario => ({
    name: `picks trial 26: '${say}' with the leche and fideos lists open picks the leche for 2, the azúcar line untouched (verbatim t26c 002)`,
    ...ALMACEN,
    turns: [
      { say: opening, expect: { cart: { [AZUCAR]: 1 } } },
      { say, expect: { notReply: ["3 Azúcar", "1 Azúcar Molida Clasica Ledesma 1 Kg. En"], cart: { [AZUCAR]: 1, [product]: 2 } } },
      { say: "los tirabuzon", expect: { cart: { [AZUCAR]: 1, [product]: 2, [TIRABUZON]: 1 } } },
    ],
  })),
];
