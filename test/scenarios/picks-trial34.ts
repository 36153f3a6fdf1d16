import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 34 (almacén), round 35: a superlative picks one row of an open list; words that fit a
// row of an open list answer that list.

const TANG_NARANJA = id("7622300868482");
const MERMELADA_CIRUELA_NOEL = id("7795184119787");
const MERMELADA_DE_CIRUELA_NOEL = id("7795184005202");
const AZUCAR_LEDESMA = id("7792540260138");
const PAN_MESA_560 = id("7793890001129");
const PAN_SALVADO_350 = id("7793890251081");
const MANTECA_SERENISIMA = id("7793940054006");
const LECHE_CLASICA = id("7793940448003");
const DULCE_ILOLAY = id("7790787153664");
const OREO = id("7622210659446");
const COCA_RETORNABLE_2 = id("7790895000218");
const AZUCAR_LEDESMA_1 = AZUCAR_LEDESMA;
const HARINA_CANUELAS = id("7792180001528");

export const picksTrial34Scenarios: Scenario[] = [
  {
    name: "picks trial 34: 'LA QUE SEA, LA MAS BARATA' at the mermelada list adds only the cheapest (verbatim t34b 029)",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 jugos tang de naranja" },
      { say: "y 1 mermelada", expect: { reply: ["¿Cuál de estos querés?"] } },
      { say: "LA QUE SEA, LA MAS BARATA", expect: { reply: ["1 Mermelada de Ciruela Noel 454 Gr"], notReply: ["Mermelada Ciruela Noel 454 Gr ($890"], cart: { [TANG_NARANJA]: 3, [MERMELADA_DE_CIRUELA_NOEL]: 1 } } },
    ],
  },
  {
    name: "picks trial 34: 'cualquiera, la mas barata' at a list picks one row",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 mermelada", expect: { reply: ["¿Cuál de estos querés?"] } },
      { say: "cualquiera, la mas barata", expect: { cart: { [MERMELADA_DE_CIRUELA_NOEL]: 1 } } },
    ],
  },
  {
    name: "picks trial 34: 'el que sea, el mas barato' picks the cheapest yerba",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 yerbas", expect: { reply: ["¿Cuál de estos querés?"] } },
      { say: "el que sea, el mas barato", expect: { notReply: ["No te entendí"], reply: ["Agregué 2 Yerba"] } },
    ],
  },
  {
    name: "picks trial 34: 'el de mesa grande' with the pan lactal and manteca lists open picks Pan de Mesa 560, never Agua de Mesa (verbatim t34c 008)",
    ...ALMACEN,
    turns: [
      { say: "quiero un kilo de pan lactal y 2 manteca", expect: { reply: ["No tengo", "Manteca (para 2)"] } },
      { say: "el de mesa grande", expect: { reply: ["Pan de Mesa Lactal 560 Gr"], notReply: ["Agua", "Manteca Multivitamina Sancor 500 Gr ($"], cart: { [PAN_MESA_560]: 1 } } },
      { say: "la serenisima", expect: { cart: { [PAN_MESA_560]: 1, [MANTECA_SERENISIMA]: 2 } } },
    ],
  },
  {
    name: "picks trial 34: 'el de salvado chico' with the pan lactal and manteca lists open picks the small salvado loaf",
    ...ALMACEN,
    turns: [
      { say: "quiero un kilo de pan lactal y 2 manteca" },
      { say: "el de salvado chico", expect: { reply: ["Pan con Salvado Lactal 350 Gr"], notReply: ["Manteca La Paulina 100 Gr ($"], cart: { [PAN_SALVADO_350]: 1 } } },
    ],
  },
  {
    name: "picks trial 34: 'la clasica' with leche, dulce de leche and fideos lists open picks the Clasica leche (verbatim t34c 002)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 2 leche la serenisima, 1 dulce de leche y un paquete de fideos, soy Carlos Ruiz 30111222, envio a Belgrano 455, pago en efectivo" },
      { say: "la clasica", expect: { reply: ["2 Leche Clasica 3% La Serenísima 1 Lt"], notReply: ["No te entendí"], cart: { [LECHE_CLASICA]: 2 } } },
      { say: "el ilolay", expect: { cart: { [LECHE_CLASICA]: 2, [DULCE_ILOLAY]: 1 } } },
    ],
  },
  {
    name: "picks trial 34: 'no, la otra, la retornable' right after the Coca Retornable went in adds no second one (verbatim t34c 007)",
    ...ALMACEN,
    turns: [
      { say: "ola tenes galletitas oreo" },
      { say: "dame 3", expect: { cart: { [OREO]: 3 } } },
      { say: "sacame una", expect: { cart: { [OREO]: 2 } } },
      { say: "cuanto es en total" },
      { say: "agregame un coca de 2 litros", expect: { cart: { [OREO]: 2, [COCA_RETORNABLE_2]: 1 } } },
      { say: "no, la otra, la retornable", expect: { notReply: ["Agregué"], cart: { [OREO]: 2, [COCA_RETORNABLE_2]: 1 } } },
    ],
  },
  {
    name: "picks trial 34: 'no, la otra, la light' right after the Coca Retornable went in asks among the light ones, never adds",
    ...ALMACEN,
    turns: [
      { say: "agregame una coca de 2 litros", expect: { cart: { [COCA_RETORNABLE_2]: 1 } } },
      { say: "no, la otra, la light", expect: { reply: ["en vez de Coca Cola Retornable 2 Lt", "Coca Cola Light 2.25 Lt"], cart: { [COCA_RETORNABLE_2]: 1 } } },
    ],
  },
  {
    name: "picks trial 34: 'no, la comun 000' to the Pureza leudante offer, then 'la cañuelas': the offer is never asked again (verbatim t34b 008)",
    ...ALMACEN,
    turns: [
      { say: "ola nesesito arina pureza y asucar ledesma 1 kilo de cada una", expect: { reply: ["¿Te agrego Harina Leudante Ultrarefinada Pureza 1 Kg"] } },
      { say: "no, la comun 000", expect: { reply: ["¿Cuál de estos querés?"] } },
      { say: "la cañuelas", expect: { notReply: ["¿Te agrego Harina Leudante"], cart: { [AZUCAR_LEDESMA_1]: 1, [HARINA_CANUELAS]: 1 } } },
      { say: "eso es todo", expect: { notReply: ["¿Te agrego Harina Leudante"] } },
    ],
  },
];
