import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 25 (swaps, round 26): a change of product said as a swap replaces the line and keeps
// its count, never one more line beside it.

const CLASICA = id("7793940448003"); // Leche Clasica 3% La Serenísima 1 Lt
const LARGA_VIDA = id("7790742308801"); // Leche Larga Vida La Serenísima 1 Lt
const SPAGHETTI = id("7790070318640"); // Fideos Spaghetti Matarazzo 500 Gr
const TERMA_SERRANO = id("7790950133318"); // Aperitivo Amargo Serrano Terma 1.35 Lt
const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const COCA_225 = id("7790895000997"); // Coca Cola Sabor Original 2.25 Lt
const GALLO_ORO = id("7790070411716"); // Arroz Gallo Oro 1 Kg
const INTEGRAL_GALLO = id("7790070411730"); // Arroz Integral Gallo 1 Kg

// Class 1, t25c 002: "no, la leche ponela larga vida mejor" at the summary: the list it opens replaces the leche line.
const swapAtSummary: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 25: 'no, la leche ponela larga vida mejor' at the summary, then 'la serenisima': 2 Larga Vida in place of the 2 Clásica (verbatim t25c 002)",
    turns: [
      { say: "hola quiero 2 leche la serenisima y 1 paquete de fideos matarazzo, soy carlos ruiz 30111222, envio a av colon 1234 piso 2 dpto b, pago transferencia" },
      { say: "2 de la clasica y los spaghetti", expect: { reply: ["Confirmamos"], cart: { [CLASICA]: 2, [SPAGHETTI]: 1 } } },
      { say: "no, la leche ponela larga vida mejor", expect: { reply: ["en vez de Leche Clasica 3% La Serenísima 1 Lt"], cart: { [CLASICA]: 2, [SPAGHETTI]: 1 } } },
      { say: "la serenisima", expect: { cart: { [LARGA_VIDA]: 2, [SPAGHETTI]: 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 25: 'cambiame la leche por larga vida' then the row: the line's count kept, replaced (t25c 002 variant)",
    turns: [
      { say: "hola quiero 3 leche la serenisima" },
      { say: "la clasica", expect: { cart: { [CLASICA]: 3 } } },
      { say: "cambiame la leche por larga vida" },
      { say: "la serenisima", expect: { cart: { [LARGA_VIDA]: 3 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 25: 'el arroz mejor hacelo integral': the 3 Gallo Oro become 3 Integral Gallo (t25c 002 variant)",
    turns: [
      { say: "hola, 3 arroz gallo oro", expect: { cart: { [GALLO_ORO]: 3 } } },
      { say: "el arroz mejor hacelo integral", expect: { reply: ["saco Arroz Gallo Oro 1 Kg"], cart: { [INTEGRAL_GALLO]: 3 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 25: 'las coca ponelas 3' is a count, never a swap (t25c 002 guard)",
    turns: [
      { say: "hola, 2 coca de litro y medio", expect: { cart: { [COCA_15]: 2 } } },
      { say: "las coca ponelas 3", expect: { cart: { [COCA_15]: 3 } } },
    ],
  },
];

// Class 2, t25c 017: a pending "en vez de X, ¿cuál?" survives a details turn, and its answer swaps.
const pendingSwapSurvives: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 25: 'mejor la de 2 1/4', details in between, 'la original' swaps the 2 × 1.5 for 2 × 2.25 (verbatim t25c 017)",
    turns: [
      { say: "buenas tenes fernet?" },
      { say: "bueno dame 1 terma serrano y 2 coca de litro y medio", expect: { cart: { [TERMA_SERRANO]: 1, [COCA_15]: 2 } } },
      { say: "mejor la de 2 1/4", expect: { reply: ["en vez de Coca Cola 1.5 Lt"], cart: { [TERMA_SERRANO]: 1, [COCA_15]: 2 } } },
      { say: "listo, mandamelo a general paz 120, valeria quiroga 36222111, efectivo", expect: { cart: { [TERMA_SERRANO]: 1, [COCA_15]: 2 } } },
      { say: "la original", expect: { cart: { [TERMA_SERRANO]: 1, [COCA_225]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 25: a pending swap answered after the address alone still swaps (t25c 017 variant)",
    turns: [
      { say: "hola, 3 coca de litro y medio" , expect: { cart: { [COCA_15]: 3 } } },
      { say: "mejor la de 2 1/4", expect: { reply: ["en vez de Coca Cola 1.5 Lt"] } },
      { say: "envio a belgrano 455" },
      { say: "la original", expect: { cart: { [COCA_225]: 3 } } },
    ],
  },
];

const OREO = id("7622210659446"); // Galletita Oreo Rellena 300 Gr
const MAYO_950 = id("7794000960077"); // Mayonesa Clasica Doypack Hellmann's 950 Gr
const MAYO_LIGHT = id("7794000960138"); // Mayonesa Light Doypack Hellmanns 475 Gr
const COCA_LIGHT_15 = id("7790895001451"); // Coca Cola Light Sabor Liviano 1.5 Lt

// Class 3, t25b 010: "y una light" right after a line was touched is that product's light variant.
const variantOfTouched: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 25: 'sacame la mayonesa de 950' then 'y una light' adds the Hellmann's Light, never a list of every light product (verbatim t25b 010)",
    turns: [
      { say: "hola" },
      { say: "quiero 2 paquetes de galletitas oreo y 1 mayonesa hellmanns", expect: { cart: { [OREO]: 2 } } },
      { say: "la clasica grande", expect: { cart: { [OREO]: 2, [MAYO_950]: 1 } } },
      { say: "che mejor que sean 3 oreo", expect: { cart: { [OREO]: 3, [MAYO_950]: 1 } } },
      { say: "sacame la mayonesa de 950", expect: { cart: { [OREO]: 3 } } },
      { say: "y una light", expect: { reply: ["Mayonesa Light Doypack Hellmanns 475 Gr"], notReply: ["Coca Cola Light"], cart: { [OREO]: 3, [MAYO_LIGHT]: 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 25: '2 coca de litro y medio' then 'y una light' asks between the Coca Lights only, then '1.5' adds it (t25b 010 variant)",
    turns: [
      { say: "hola, 2 coca de litro y medio", expect: { cart: { [COCA_15]: 2 } } },
      { say: "y una light", expect: { reply: ["Coca Cola Light 2.25 Lt", "Coca Cola Light Sabor Liviano 1.5 Lt"], notReply: ["Mayonesa", "Pepsi", "Galletitas"], cart: { [COCA_15]: 2 } } },
      { say: "la de 1.5", expect: { cart: { [COCA_15]: 2, [COCA_LIGHT_15]: 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 25: 'y una coca' after the mayonesa is the coca, never a mayonesa (t25b 010 guard)",
    turns: [
      { say: "hola, una mayonesa hellmanns de 950", expect: { cart: { [MAYO_950]: 1 } } },
      { say: "y una coca de litro y medio", expect: { cart: { [MAYO_950]: 1, [COCA_15]: 1 } } },
    ],
  },
];

const ILOLAY = id("7790787002528"); // Leche Entera Ilolay 1 Lt
const MANTECA_SERENISIMA = id("7793940054006"); // Manteca La Serenísima 200 Gr
const CASANCREM = id("77958617"); // Queso Crema Casancrem 200 Gr
const PAULINA_LIGHT = id("7794990879663"); // Queso Crema Untable La Paulina Light 290 Gr

// Class 4, t25c 019: "no, la otra, la paulina" after a pick: the rows of the list just answered that fit.
const otherOfAnsweredList: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 25: 'no, la otra, la paulina' after the queso crema pick asks among the La Paulina quesos crema only, never the Queso Rallado (verbatim t25c 019)",
    turns: [
      { say: "buenas" },
      { say: "2 leches ilolay" },
      { say: "1 manteca" },
      { say: "y 1 queso crema" },
      { say: "la 2 de manteca y de queso crema la 1", expect: { cart: { [ILOLAY]: 2, [MANTECA_SERENISIMA]: 1, [CASANCREM]: 1 } } },
      { say: "no, la otra, la paulina", expect: { reply: ["en vez de Queso Crema Casancrem 200 Gr"], cart: { [ILOLAY]: 2, [MANTECA_SERENISIMA]: 1, [CASANCREM]: 1 } } },
      // The rows asked are the list's La Paulina rows in its order (250, Tradicional 290, Light 290): the third is the Light.
      { say: "la 3", expect: { cart: { [ILOLAY]: 2, [MANTECA_SERENISIMA]: 1, [PAULINA_LIGHT]: 1 } } },
    ],
  },
];

const LEUDANTE_PUREZA = id("7792180004888"); // Harina Leudante Ultrarefinada Pureza 1 Kg
const HUEVOS = id("7792335000314"); // Huevos Blancos Avicoper 12 Un

// Class 5, t25b 006: a count with the offer's own product word answers the offer with that count.
const countToOffer: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 25: 'mejor 3 de harina' to '¿Te agrego 2 de Harina Leudante … Pureza 1 Kg?' adds 3 of it, never the whole flour list (verbatim t25b 006)",
    turns: [
      { say: "hola q tal, a q hora cierran hoy?" },
      { say: "bueno quiero 2 kg de harina pureza y una docena de huevos", expect: { reply: ["Harina Leudante Ultrarefinada Pureza 1 Kg"], cart: { [HUEVOS]: 1 } } },
      { say: "mejor 3 de harina", expect: { reply: ["Harina Leudante Ultrarefinada Pureza 1 Kg"], notReply: ["Tengo varias opciones"], cart: { [HUEVOS]: 1, [LEUDANTE_PUREZA]: 3 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 25: 'dame 3 harinas' to the Pureza offer adds 3 of it (t25b 006 variant)",
    turns: [
      { say: "bueno quiero 2 kg de harina pureza y una docena de huevos", expect: { cart: { [HUEVOS]: 1 } } },
      { say: "dame 3 harinas", expect: { notReply: ["Tengo varias opciones"], cart: { [HUEVOS]: 1, [LEUDANTE_PUREZA]: 3 } } },
    ],
  },
];

export const swapsTrial25Scenarios: Scenario[] = [...swapAtSummary, ...pendingSwapSurvives, ...variantOfTouched, ...otherOfAnsweredList, ...countToOffer];
