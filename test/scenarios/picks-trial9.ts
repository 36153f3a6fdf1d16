import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 8 (almacén): rows of the open lists named beside a question, descriptions that fit
// one shown row, "el más barato", a list named by its place, and two rows with the same name.

const DULCE_COLONIAL = id("7790742140609");
const HUEVOS = id("7792335000314");
const PAN_VENEZIANA = id("7791708611454");
const LECHE_CLASICA = id("7793940448003");
const ARROZ_GALLO_ORO = id("7790070411716");
const JAMON_CAGNOLI = id("7798013103377");
const PAMPERS_G_60 = id("7500435011549");
const YERBA_TARAGUI = id("7790387113310");
const STELLA_970 = id("7792798006199");
const PEPSI_15 = id("7791813421115");
const JORGITO_55 = id("77905741");
const QUILMES_LATA_473 = id("7792798012923");
const AMSTEL_LATA_473 = id("7793147000882");
const ROLLO_ELITE_70 = id("7790250022381");
const ROLLO_ELITE_60 = id("7790250022633");
const LAVANDINA_ORIGINAL_1L = id("7793253001056");
const LAVANDINA_ORIGINAL_1L_TWIN = id("7793253001353");
const DULCE_ILOLAY = id("7790787153664");

/** Class 1: a row named with lists open is a pick, even beside a question; the question is answered too. */
const picksBesideQuestions: Scenario[] = [
  {
    name: "picks trial 9: 'el dulce el de 400 con calcio colonial. huevos … sino la de 12. y el pan el veneziana' adds the three (verbatim t8c 03)",
    ...ALMACEN,
    turns: [
      { say: "hola buenas, te paso lo q necesito\n2 yerba taragui 1kg\n1 dulce de leche la serenisima\n6 huevos\n1 pan lactal\ngracias!!" },
      { say: "el dulce el de 400 con calcio colonial. huevos si dale media docena no hay? sino la de 12. y el pan el veneziana", expect: { reply: ["Dulce de Leche Colonial con Calcio La Serenísima 400 Gr", "Pan Lactal Veneziana 400 Gr"], notReply: ["Sí, tenemos Dulce", "Sí, tenemos Pan"], cart: { [YERBA_TARAGUI]: 2, [DULCE_COLONIAL]: 1, [PAN_VENEZIANA]: 1 } } },
      { say: "los huevos de 12 tambien", expect: { reply: ["Huevos Blancos Avicoper 12 Un"], cart: { [YERBA_TARAGUI]: 2, [DULCE_COLONIAL]: 1, [PAN_VENEZIANA]: 1, [HUEVOS]: 1 } } },
    ],
  },
  {
    name: "picks trial 9: 'La leche la serenisima clasica, el arroz gallo oro. Y como que no tienen lavandina…?' adds both and answers the rest (verbatim t8c 14)",
    ...ALMACEN,
    turns: [
      { say: "Hola, buenas tardes. Soy Irma, vecina del barrio, les mando la lista del pedido de la semana:\n- 2 leches\n- 1 kilo de arroz\n- 1 lavandina\n- 4 rollos de papel higienico\nY me lo traen a Mendoza 780. Gracias, Dios los bendiga" },
      { say: "La leche la serenisima clasica, el arroz gallo oro. Y como que no tienen lavandina ni papel higienico? Ayudin no tienen? y papel higienico Higienol?", expect: { reply: ["Agregué", "Leche Clasica 3% La Serenísima 1 Lt", "Arroz Gallo Oro 1 Kg"], notReply: ["Sí, tenemos Leche", "Sí, tenemos Arroz"], cart: { [LECHE_CLASICA]: 2, [ARROZ_GALLO_ORO]: 1 } } },
    ],
  },
  {
    name: "picks trial 9: 'jamon el feteado cagnoli de 200 y pan el veneziana' beside a question adds both (verbatim t8c 16)",
    ...ALMACEN,
    turns: [
      { say: "buen dia!! queria encargar: 2 jamon cocido y un pan lactal" },
      { say: "jamon el feteado cagnoli de 200 y pan el veneziana. tenes queso de horma?", expect: { reply: ["Agregué", "Jamón Cocido Feteado Cagnoli 200 Gr", "Pan Lactal Veneziana 400 Gr"], notReply: ["Sí, tenemos Jamón", "Sí, tenemos Pan"], cart: { [JAMON_CAGNOLI]: 2, [PAN_VENEZIANA]: 1 } } },
    ],
  },
  {
    name: "picks trial 9: 'los G confort sec de 60, 2 paquetes. y cuanto me sale con el envio?' adds 2 and answers the delivery (verbatim t8c 15)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes pañales pampers?" },
      { say: "los G confort sec de 60, 2 paquetes. y cuanto me sale con el envio?", expect: { reply: ["Agregué 2 Pañales G Confort Sec Pampers 60 Un"], notReply: ["¿Te lo agrego?"], cart: { [PAMPERS_G_60]: 2 } } },
    ],
  },
  {
    name: "picks trial 9: 'el ilolay. cuanto me sale todo con el envio?' adds the ilolay and gives the total with delivery (verbatim t8b 02)",
    ...ALMACEN,
    turns: [
      { say: "necesito un dulce de leche" },
      { say: "el ilolay. cuanto me sale todo con el envio?", expect: { reply: ["Agregué 1 Dulce de Leche Clásico Ilolay 400 Gr", "$800"], notReply: ["¿Te lo agrego?"], cart: { [DULCE_ILOLAY]: 1 } } },
    ],
  },
  {
    name: "picks trial 9: a price asked of a row with the list open is answered, nothing added; 'dale' then adds it",
    ...ALMACEN,
    turns: [
      { say: "necesito un dulce de leche" },
      { say: "cuanto sale el ilolay?", expect: { reply: ["Dulce de Leche Clásico Ilolay 400 Gr", "$950"], notReply: ["Agregué"], cart: {} } },
      { say: "dale", expect: { reply: ["Agregué 1 Dulce de Leche Clásico Ilolay 400 Gr"], cart: { [DULCE_ILOLAY]: 1 } } },
    ],
  },
  {
    name: "picks trial 9: a question about a product with no list open is answered (its price), nothing added",
    ...ALMACEN,
    turns: [
      { say: "tenes pan lactal veneziana? y cuanto sale el envio?", expect: { reply: ["Pan Lactal Veneziana 400 Gr sale $760", "El envío cuesta $800"], notReply: ["Agregué"], cart: {} } },
    ],
  },
];

/** Class 2: a description that fits one shown row picks it: a size, a price, a name word, "común". */
const describedOne: Scenario[] = [
  {
    name: "picks trial 9: 'la de 970 esta bien' picks the 970 row with the 3 asked (verbatim t8b 14)",
    ...ALMACEN,
    turns: [
      { say: "buenas noches, me mandas 3 cervezas stella artois de litro a san martin 2200? soy ana torres, pago en efectivo" },
      { say: "la de 970 esta bien", expect: { reply: ["Agregué 3 Cerveza Rubia Stella Artois 970 Cc"], notReply: ["No te entendí"], cart: { [STELLA_970]: 3 } } },
    ],
  },
  {
    name: "picks trial 9: 'la comun de 1.5, 2' picks the plain pepsi of 1.5 with 2 (verbatim t8b 07)",
    ...ALMACEN,
    turns: [
      { say: "quiero pepsi" },
      { say: "la comun de 1.5, 2", expect: { reply: ["Agregué 2 Gaseosas Pepsi 1.5 Lt"], notReply: ["No te entendí"], cart: { [PEPSI_15]: 2 } } },
    ],
  },
  {
    name: "picks trial 9: 'los comunes' to the jorgito list picks the plain alfajor (verbatim t8b 12)",
    ...ALMACEN,
    turns: [
      { say: "quiero 4 alfajores jorgito" },
      { say: "los comunes", expect: { reply: ["Agregué 4 Alfajores con Baño de Chocolate Jorgito 55 Gr"], notReply: ["No te entendí"], cart: { [JORGITO_55]: 4 } } },
    ],
  },
  {
    name: "picks trial 9: 'la normal nomas' to the jorgito list picks the plain alfajor",
    ...ALMACEN,
    turns: [
      { say: "dame 2 alfajores jorgito" },
      { say: "el normal nomas", expect: { reply: ["Agregué 2 Alfajores con Baño de Chocolate Jorgito 55 Gr"], cart: { [JORGITO_55]: 2 } } },
    ],
  },
  {
    name: "picks trial 9: 'a lata de 473 normal, a de 770' picks the quilmes can at $770 for the 6 asked (verbatim t8b 04, Portuguese)",
    ...ALMACEN,
    turns: [
      { say: "oi, boa tarde! vocês têm cerveja? queria 6 latas de quilmes" },
      { say: "a lata de 473 normal, a de 770", expect: { reply: ["6 × Cerveza Rubia en Lata Quilmes 473 Cc"], notReply: ["Amstel", "Não entendi"], cart: { [QUILMES_LATA_473]: 6 } } },
    ],
  },
  {
    name: "picks trial 9: 'la de 770' alone picks the row at that price",
    ...ALMACEN,
    turns: [
      { say: "quiero 6 latas de quilmes" },
      { say: "la de 770", expect: { reply: ["Agregué 6 Cerveza Rubia en Lata Quilmes 473 Cc"], cart: { [QUILMES_LATA_473]: 6 } } },
    ],
  },
];

/** Class 3: "el más barato" with a list open picks the cheapest row; a tie asks between the tied rows only. */
const cheapest: Scenario[] = [
  {
    name: "picks trial 9: 'el mas barato' to the rollos list asks between the two at $550, 'el de 70 paños' takes it (t8b 13)",
    ...ALMACEN,
    turns: [
      { say: "quiero un rollo de cocina" },
      { say: "el mas barato", expect: { reply: ["Rollo Cocina Diseño Elite Pack 3 Un 70 Paños", "Rollo Cocina Elite Diseño Pack 3 Un 60 Paños"], notReply: ["No te entendí", "Sussex", "Scott"], cart: {} } },
      { say: "el de 70 paños", expect: { reply: ["Agregué 1 Rollo Cocina Diseño Elite Pack 3 Un 70 Paños"], cart: { [ROLLO_ELITE_70]: 1 } } },
    ],
  },
  {
    name: "picks trial 9: 'el mas economico del rollo, el de 550 de 70 paños' adds the 70-paños roll once (verbatim t8b 13)",
    ...ALMACEN,
    turns: [
      { say: "quiero un rollo de cocina" },
      { say: "el mas economico del rollo, el de 550 de 70 paños", expect: { reply: ["Agregué 1 Rollo Cocina Diseño Elite Pack 3 Un 70 Paños"], cart: { [ROLLO_ELITE_70]: 1 } } },
    ],
  },
  {
    name: "picks trial 9: 'la mas barata' to the pepsi list picks the cheapest row",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "la mas barata", expect: { reply: ["Agregué 2 Gaseosas Pepsi 1.5 Lt"], cart: { [PEPSI_15]: 2 } } },
    ],
  },
];

/** Class 5: two rows with the same name are never offered as "¿X o X?". */
const sameNames: Scenario[] = [
  {
    name: "picks trial 9: 'la lavandina multisuperficies original de 1 litro' takes the one row of that name (twins at the same price) (verbatim t8c 14)",
    ...ALMACEN,
    turns: [
      { say: "Quiero 1 lavandina ayudin de 1 litro la original y 1 paquete de papel higienol doble hoja" },
      { say: "la lavandina multisuperficies original de 1 litro. el papel el de 4 rollos", expect: { reply: ["Agregué 1 Lavandina Multisuperficies Original Ayudín 1 Lt"], notReply: ["Lt o Lavandina Multisuperficies Original Ayudín 1 Lt"], cart: { [LAVANDINA_ORIGINAL_1L]: 1 } } },
    ],
  },
  {
    name: "picks trial 9: the two 2 Lt original lavandinas (same name, other price) are told apart by their price",
    ...ALMACEN,
    turns: [
      { say: "quiero una lavandina multisuperficies original ayudin de 2 litros", expect: { reply: ["Lavandina Multisuperficies Original Ayudín 2 Lt ($940)", "Lavandina Multisuperficies Original Ayudín 2 Lt ($1.000)"], cart: {} } },
    ],
  },
];

/** Class 4: a row named by its list's place ("la primera lista", "the first list", "a outra lista") and "N latas" as its count. */
const placedLists: Scenario[] = [
  {
    name: "picks trial 9: 'o numero 5 da primeira lista, 6 latas' takes row 5 of the quilmes list with 6 (verbatim t8b 04, Portuguese)",
    ...ALMACEN,
    turns: [
      { say: "oi, boa tarde! vocês têm cerveja? queria 6 latas de quilmes" },
      { say: "o numero 5 da primeira lista, 6 latas", expect: { reply: ["6 × Cerveza Rubia en Lata Quilmes 473 Cc"], notReply: ["Amstel"], cart: { [QUILMES_LATA_473]: 6 } } },
    ],
  },
  {
    name: "picks trial 9: '#5 of the first list, 6 cans' takes row 5 of the first list with 6 (English)",
    ...ALMACEN,
    turns: [
      { say: "hi! do you have beer? I want 6 cans of quilmes" },
      { say: "#5 of the first list, 6 cans", expect: { reply: ["Cerveza Rubia en Lata Quilmes 473 Cc"], notReply: ["Amstel"], cart: { [QUILMES_LATA_473]: 6 } } },
    ],
  },
  {
    name: "picks trial 9: 'la 1 de la segunda lista' takes row 1 of the list shown second",
    ...ALMACEN,
    turns: [
      { say: "hola, tenes cerveza? quiero 6 latas de quilmes" },
      { say: "la 1 de la segunda lista, 2", expect: { reply: ["Agregué 2 Cervezas en Lata Amstel 473 Cc"], cart: { [AMSTEL_LATA_473]: 2 } } },
    ],
  },
];

export const picksTrial9Scenarios: Scenario[] = [...picksBesideQuestions, ...describedOne, ...cheapest, ...sameNames, ...placedLists];
