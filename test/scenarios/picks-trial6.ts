import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 6 on the almacén (1,700 real products): picks from offered lists and swaps as
// customers wrote them. A size said after a product was added by name swaps that line for the
// same product in that size, keeping its quantity (asked when several fit); a row picked with
// words after it ("el 2, los de 44", "la 1, 2 de esas", "la 3, 1 sola") reads those words as a
// confirmation or its quantity, never as another product; picks name their own list ("fideos la
// 4, pure la 2 y azucar la 1"); several described picks in one message each go to their list.

const COCA_RETORNABLE = id("7790895000218");
const COCA_15 = id("7790895000430");
const COCA_ORIGINAL_225 = id("7790895000997");
const COCA_LIGHT_225 = id("7790895005312");
const YERBA_1KG = id("7793704000225");
const YERBA_LATA = id("7793704000089");
const ACEITE_15 = id("7790060023684");
const ACEITE_900 = id("7790070012050");
const PANAL_22 = id("7790250912736");
const PANAL_44 = id("7790250044406");
const CODITOS_LUCCHETTI = id("7790070318343");
const CODITOS_CANALE = id("7794910056617");
const TIRABUZON = id("7790070321282");
const PURE_MAROLIO = id("7797470000588");
const AZUCAR_ARCOR = id("7790580127534");
const DULCE_CALCIO = id("7790742140609");
const OREO = id("7622210659446");
const LECHE_CLASICA = id("7793940448003");
const MAYO_237 = id("7794000960107");
const MAYO_LIGHT = id("7794000960138");
const TERMA_SERRANO = id("7790950133318");

const swaps: Scenario[] = [
  {
    name: "picks trial 6: 'mejor la de litro y medio' after '2 coca de 2 litros' was added by name swaps the line to the 1.5 L, keeping the 2 (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 2 litros", expect: { cart: { [COCA_RETORNABLE]: 2 } } },
      { say: "mejor la de litro y medio", expect: { reply: ["saco Coca Cola Retornable 2 Lt", "Agregué 2 Coca Cola 1.5 Lt"], notReply: ["No te entendí", "No tenemos"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "picks trial 6: 'cambiame las de 2 litros por 2 de litro y medio' swaps the line, never adds a second one (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 2 litros", expect: { cart: { [COCA_RETORNABLE]: 2 } } },
      { say: "cambiame las de 2 litros por 2 de litro y medio", expect: { reply: ["Agregué 2 Coca Cola 1.5 Lt"], notReply: ["No te entendí"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "picks trial 6: 'no, mejor la de 2.25' with two 2.25 L cocas asks which, then swaps the line with its quantity",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 2 litros", expect: { cart: { [COCA_RETORNABLE]: 2 } } },
      { say: "no, mejor la de 2.25", expect: { reply: ["en vez de Coca Cola Retornable 2 Lt", "Coca Cola Sabor Original 2.25 Lt", "Coca Cola Light 2.25 Lt"], cart: { [COCA_RETORNABLE]: 2 } } },
      { say: "la light", expect: { reply: ["Agregué 2 Coca Cola Light 2.25 Lt"], cart: { [COCA_LIGHT_225]: 2 } } },
    ],
  },
  {
    name: "picks trial 6: 'mejor la de medio kilo' / 'cambialo por el de 900' swap the last line to the same brand's other size with its quantity; 'no, mejor dame 3 de la de 1.5' with the quantity said",
    ...ALMACEN,
    turns: [
      { say: "2 yerbas playadito de 1 kg", expect: { cart: { [YERBA_1KG]: 2 } } },
      { say: "mejor la de medio kilo", expect: { reply: ["Agregué 2 Yerba Lata Playadito 500 Gr"], cart: { [YERBA_LATA]: 2 } } },
      { say: "3 aceite cocinero girasol 1.5", expect: { cart: { [YERBA_LATA]: 2, [ACEITE_15]: 3 } } },
      { say: "cambialo por el de 900", expect: { reply: ["saco Aceite de Girasol Cocinero 1.5 Lt", "Agregué 3 Aceites de Girasol Cocinero 900 Ml"], cart: { [YERBA_LATA]: 2, [ACEITE_900]: 3 } } },
      { say: "mejor 2", expect: { reply: ["ahora son 2"], cart: { [YERBA_LATA]: 2, [ACEITE_900]: 2 } } },
      { say: "no, mejor dame 3 de la de 1.5", expect: { reply: ["saco Aceite de Girasol Cocinero 900 Ml", "Agregué 3 Aceites de Girasol Cocinero 1.5 Lt"], cart: { [YERBA_LATA]: 2, [ACEITE_15]: 3 } } },
    ],
  },
];

const rowsWithWords: Scenario[] = [
  {
    name: "picks trial 6: '2 de 500 ml' to a coca list with no 500 ml says so, never takes row 2; '1 kg de azucar' while it is open is another product",
    ...ALMACEN,
    turns: [
      { say: "coca cola", expect: { reply: ["Cuál"] } },
      { say: "2 de 500 ml", expect: { reply: ['No tengo "500 ml" (para 2)'], notReply: ["Agregué"], cart: {} } },
      { say: "la retornable", expect: { reply: ["Agregué 2 Coca Cola Retornable 2 Lt"], cart: { [COCA_RETORNABLE]: 2 } } },
      { say: "un pure de tomate", expect: { reply: ["opciones"] } },
      { say: "y 1 kg de azucar", expect: { reply: ["Cuál"], notReply: ["No tengo"] } },
    ],
  },
  {
    name: "picks trial 6: 'el 2, los de 44' picks row 2 once, the 44 confirming it, never 44 diapers (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes pañales?", expect: { reply: ["opciones de pañales"] } },
      { say: "el 2, los de 44", expect: { reply: ["Agregué 1 Pañal G Babysec 44 Un"], notReply: ["44 Pañales", "No te entendí"], cart: { [PANAL_44]: 1 } } },
    ],
  },
  {
    name: "picks trial 6: 'los de 44' alone is the 44 Un row, one of it; 'el 1, los de 44' (row 1 is the 22) asks which, never guesses",
    ...ALMACEN,
    turns: [
      { say: "pañales babysec", expect: { reply: ["Cuál"] } },
      { say: "los de 44", expect: { reply: ["Agregué 1 Pañal G Babysec 44 Un"], notReply: ["44 Pañales"], cart: { [PANAL_44]: 1 } } },
      { say: "quiero pañales babysec", expect: { reply: ["Cuál"] } },
      { say: "el 1, los de 44", expect: { reply: ["Pañal G Babysec 22 Un o Pañal G Babysec 44 Un"], cart: { [PANAL_44]: 1 } } },
      { say: "el de 22", expect: { reply: ["Agregué 1 Pañal G Babysec 22 Un"], cart: { [PANAL_44]: 1, [PANAL_22]: 1 } } },
    ],
  },
  {
    name: "picks trial 6: 'la 1, 2 de esas' is two of row 1 (verbatim); '2 del 1 y 1 del 3' and 'la primera pero 3' give each row its quantity",
    ...ALMACEN,
    turns: [
      { say: "leche la serenisima", expect: { reply: ["Cuál"] } },
      { say: "la 1, 2 de esas", expect: { reply: ["Agregué 2 Leche Clasica"], cart: { [LECHE_CLASICA]: 2 } } },
      { say: "fideos", expect: { reply: ["Cuál"] } },
      { say: "2 del 1 y 1 del 3", expect: { cart: { [LECHE_CLASICA]: 2, [TIRABUZON]: 2, [CODITOS_CANALE]: 1 }, notReply: ["No te entendí"] } },
      { say: "quiero fideos", expect: { reply: ["Cuál"] } },
      { say: "la 4 pero que sean 3", expect: { reply: ["Agregué 3 Fideos Coditos Lucchetti"], cart: { [LECHE_CLASICA]: 2, [TIRABUZON]: 2, [CODITOS_CANALE]: 1, [CODITOS_LUCCHETTI]: 3 } } },
    ],
  },
  {
    name: "picks trial 6: 'la 3, 1 sola' after '1 solo terma, no 2' leaves one in all, never adds on top (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "uh bueno dame 2 del terma serrano", expect: { cart: { [TERMA_SERRANO]: 2 } } },
      // The trial's list is no longer asked: the restated quantity sets the line at once.
      { say: "no espera, quiero 1 solo terma, no 2", expect: { reply: ["ahora es 1 Aperitivo Amargo Serrano Terma"], cart: { [TERMA_SERRANO]: 1 } } },
      { say: "la 3, 1 sola", expect: { notReply: ["3 Aperitivo", "2 Aperitivo"], cart: { [TERMA_SERRANO]: 1 } } },
    ],
  },
  {
    name: "picks trial 6: 'la primera pero 3' is three of row 1, never rows 1 and 3",
    ...ALMACEN,
    turns: [
      { say: "fideos", expect: { reply: ["Cuál"] } },
      { say: "la primera pero 3", expect: { reply: ["Agregué 3 Fideo Tirabuzón Lucchetti"], cart: { [TIRABUZON]: 3 } } },
    ],
  },
];

const picksByList: Scenario[] = [
  {
    name: "picks trial 6: 'fideos la 4, pure la 2 y azucar la 1' with three lists open: each row from its own list (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "2 fideos", expect: { reply: ["para 2"] } },
      { say: "y un pure de tomate", expect: { reply: ["opciones"] } },
      { say: "y 1 kg de azucar", expect: { reply: ["Cuál"] } },
      { say: "fideos la 4, pure la 2 y azucar la 1", expect: { reply: ["Agregué 2 Fideos Coditos Lucchetti", "1 Puré de Tomate Marolio", "1 Azúcar Arcor 1 Kg"], notReply: ["No tengo"], cart: { [CODITOS_LUCCHETTI]: 2, [PURE_MAROLIO]: 1, [AZUCAR_ARCOR]: 1 } } },
    ],
  },
  {
    name: "picks trial 6: 'de los fideos el 4, la segunda de pure y del azucar la 1' names each list its own way",
    ...ALMACEN,
    turns: [
      { say: "2 fideos", expect: { reply: ["para 2"] } },
      { say: "y un pure de tomate", expect: { reply: ["opciones"] } },
      { say: "y 1 kg de azucar", expect: { reply: ["Cuál"] } },
      { say: "de los fideos el 4, la segunda de pure y del azucar la 1", expect: { cart: { [CODITOS_LUCCHETTI]: 2, [PURE_MAROLIO]: 1, [AZUCAR_ARCOR]: 1 } } },
    ],
  },
  {
    name: "picks trial 6: 'el dulce el de 400 con calcio, y de galletitas 2 de la oreo y 1 de las express': two picks by description, the express asked (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "hola necesito dulce de leche la serenisima y galletitas", expect: { reply: ["Cuál"] } },
      {
        say: "el dulce el de 400 con calcio, y de galletitas 2 de la oreo y 1 de las express",
        expect: { reply: ["Agregué 1 Dulce de Leche Colonial con Calcio La Serenísima 400 Gr", "2 Galletitas Oreo", "Express. ¿Cuál"], notReply: ["No te entendí"], cart: { [DULCE_CALCIO]: 1, [OREO]: 2 } },
      },
      { say: "la 1", expect: { cart: { [DULCE_CALCIO]: 1, [OREO]: 2, [id("7622300847210")]: 1 } } },
    ],
  },
];

const english: Scenario[] = [
  {
    name: "picks trial 6: 'the small ones' picks the smallest row (never 'chica ones'); 'number 3' picks row 3",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have mayonesa hellmanns?", expect: { reply: ["Mayonesa Doypack Hellmann's 237 Gr"] } },
      { say: "the small ones", expect: { reply: ["Added 1 × Mayonesa Doypack Hellmann's 237 Gr"], notReply: ["chica ones", "didn't"], cart: { [MAYO_237]: 1 } } },
      { say: "i also want mayonesa hellmanns", expect: { reply: ["options"] } },
      { say: "number 3", expect: { reply: ["Added 1 × Mayonesa Light"], cart: { [MAYO_237]: 1, [MAYO_LIGHT]: 1 } } },
    ],
  },
  {
    name: "picks trial 6: '2 of the 1.5 l one' adds 2 of the plain 1.5 L row; '2 of the 500 ml' with no 500 ml row never takes row 2",
    ...ALMACEN,
    turns: [
      { say: "i want coca cola", expect: { reply: ["options"] } },
      { say: "2 of the 500 ml", expect: { reply: ["I don't have \"500 ml\" (for 2)"], cart: {} } },
      // words15: among the 1.5 L rows the plain one, as "la de 2 1/4" picks it.
      { say: "2 of the 1.5 l one", expect: { reply: ["Added 2 × Coca Cola 1.5 Lt"], cart: { [COCA_15]: 2 } } },
    ],
  },
];

export const picksTrial6Scenarios: Scenario[] = [...swaps, ...rowsWithWords, ...picksByList, ...english];
