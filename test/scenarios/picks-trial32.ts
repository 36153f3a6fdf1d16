import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 32 (almacén), round 33: an answer to one of several open lists goes to the list it fits,
// and a "no, el X era Y, no Z" correction swaps the line it names.

const LECHE_CLASICA = id("7793940448003");
const ACEITE_MEZCLA_COCINERO = id("7790070225023");
const ACEITE_GIRASOL_COCINERO = id("7790060023684");
const SPAGHETTI_MATARAZZO = id("7790070318640");
const ACEITE_MEZCLA_IDEAL = id("7790070228406");
const ACEITE_GIRASOL_NATURA = id("7790272001029");
const LECHE_ENTERA_CALCIO = id("7790742145406");
const LECHE_DESCREMADA_UAT = id("7790742362100");
const ARVEJAS_INCA = id("7790790120257");
const SUAVIZANTE_CLASICO_VIVERE = id("7791290001060");
const JABON_ALA_ALTA_ESPUMA = id("7791290011762");
const AZUCAR_LEDESMA = id("7792540260138");

const OPENER = "hola quiero 3 leches la serenisima de litro, 1 paquete de fideos matarazzo y un aceite cocinero 1.5, soy Jorge Ledesma dni 30111222, envio a San Martin 233, pago transferencia";

export const picksTrial32Scenarios: Scenario[] = [
  {
    name: "picks trial 32: 'la clasica' with leche, fideos and aceite lists open picks the leche, never an aceite (verbatim t32c 002)",
    ...ALMACEN,
    turns: [
      { say: OPENER },
      { say: "la clasica", expect: { reply: ["3 Leche Clasica 3% La Serenísima 1 Lt"], notReply: ["Agregué 1 Aceite Mezcla"], cart: { [LECHE_CLASICA]: 3 } } },
      { say: "spaghetti", expect: { cart: { [LECHE_CLASICA]: 3, [SPAGHETTI_MATARAZZO]: 1 } } },
      { say: "girasol", expect: { reply: ["Aceite de Girasol Cocinero 1.5 Lt"], notReply: ["No te entendí"], cart: { [LECHE_CLASICA]: 3, [SPAGHETTI_MATARAZZO]: 1, [ACEITE_GIRASOL_COCINERO]: 1 } } },
    ],
  },
  {
    name: "picks trial 32: 'no, el aceite era de girasol, no mezcla' then '#3' swaps the mezcla line, never a second aceite (verbatim t32c 002)",
    ...ALMACEN,
    turns: [
      { say: OPENER },
      { say: "la mezcla", expect: { cart: { [ACEITE_MEZCLA_COCINERO]: 1 } } },
      { say: "spaghetti" },
      { say: "#1", expect: { reply: ["Resumen de tu pedido"], cart: { [ACEITE_MEZCLA_COCINERO]: 1, [SPAGHETTI_MATARAZZO]: 1, [LECHE_CLASICA]: 3 } } },
      { say: "no, el aceite era de girasol, no mezcla", expect: { reply: ["Aceite de Girasol Cocinero 1.5 Lt", "Resumen de tu pedido"], cart: { [ACEITE_GIRASOL_COCINERO]: 1, [SPAGHETTI_MATARAZZO]: 1, [LECHE_CLASICA]: 3 } } },
    ],
  },
  {
    name: "picks trial 32: 'el aceite era de girasol, no mezcla' with no girasol of the line's brand: the list it opens swaps the line",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 aceite mezcla ideal", expect: { cart: { [ACEITE_MEZCLA_IDEAL]: 2 } } },
      { say: "no, el aceite era de girasol, no mezcla", expect: { cart: { [ACEITE_MEZCLA_IDEAL]: 2 } } },
      { say: "el natura de 1.5", expect: { reply: ["Girasol Natura 1.5 Lt"], cart: { [ACEITE_GIRASOL_NATURA]: 2 } } },
    ],
  },
  {
    name: "picks trial 32: 'la leche era descremada, no entera' swaps the leche line with its count",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 leche entera con calcio la serenisima", expect: { cart: { [LECHE_ENTERA_CALCIO]: 2 } } },
      { say: "la leche era descremada, no entera", expect: { notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "picks trial 32: 'la coca era para mañana, no para hoy' is no swap",
    turns: [
      { say: "quiero 2 coca de 1.5" },
      { say: "la coca era para mañana, no para hoy", expect: { notReply: ["saco"] } },
    ],
  },
];

/** t32c 021, t32c 012: the cheapest row of the list named, whatever else is said beside it. */
export const picksTrial32CheapScenarios: Scenario[] = [
  {
    name: "picks trial 32: 'las arvejas de la marca que sea la mas barata' picks the cheapest arvejas with the count asked (verbatim t32c 021)",
    ...ALMACEN,
    turns: [
      { say: "hola buen dia quería pedir un paquete de yerba cruz de malta de un kilo y dos latas de arvejas coma a nombre de Ana Torres coma mi dni es 33444555 lo paso a buscar y pago en efectivo" },
      { say: "las arvejas de la marca que sea la mas barata", expect: { reply: ["2 Arvejas Secas Remojadas Inca 350 Gr"], notReply: ["No te entendí"], cart: { [ARVEJAS_INCA]: 2 } } },
    ],
  },
  {
    name: "picks trial 32: 'cualquier marca, la mas barata' picks the cheapest arvejas",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 latas de arvejas" },
      { say: "cualquier marca, la mas barata", expect: { reply: ["Arvejas Secas Remojadas Inca 350 Gr"], cart: { [ARVEJAS_INCA]: 2 } } },
    ],
  },
  {
    name: "picks trial 32: 'el suavizante mas barato' right after the suavizante list picks its cheapest row, no talk of discounts (verbatim t32c 012)",
    ...ALMACEN,
    turns: [
      { say: "bueno dias, keria saber si tenen jabon en polvo ala" },
      { say: "bueno dame uno" },
      { say: "y un suavizante" },
      { say: "el mas barato", expect: { cart: { [JABON_ALA_ALTA_ESPUMA]: 1 } } },
      { say: "el suavizante mas barato", expect: { reply: ["Suavizante para Ropa Clásico Vivere 900 Ml"], notReply: ["descuentos"], cart: { [JABON_ALA_ALTA_ESPUMA]: 1, [SUAVIZANTE_CLASICO_VIVERE]: 1 } } },
    ],
  },
];

/** t32c 011: "2 tmb" right after an add. */
export const picksTrial32NarrowScenarios: Scenario[] = [
  {
    name: "picks trial 32: '2 tmb' right after an add with another list open makes that line 2 (verbatim t32c 011)",
    ...ALMACEN,
    turns: [
      { say: "holaaa tenes harina pureza 000" },
      { say: "dame 2" },
      { say: "y azucar ledesma 1kg", expect: { cart: { [AZUCAR_LEDESMA]: 1 } } },
      { say: "2 tmb", expect: { reply: ["2 Azúcar"], notReply: ["No te entendí"], cart: { [AZUCAR_LEDESMA]: 2 } } },
    ],
  },
  {
    name: "picks trial 32: 'tambien 3' right after an add with a list open sets that line to 3; the list stays open",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 latas de arvejas" },
      { say: "y azucar ledesma 1kg", expect: { cart: { [AZUCAR_LEDESMA]: 1 } } },
      { say: "tambien 3", expect: { notReply: ["No te entendí"], cart: { [AZUCAR_LEDESMA]: 3 } } },
      { say: "la mas barata", expect: { cart: { [AZUCAR_LEDESMA]: 3, [ARVEJAS_INCA]: 2 } } },
    ],
  },
];
