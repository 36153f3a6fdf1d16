import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 25 (almacén): an open "¿cuál?" list is only ever closed by a pick, a "sin X", a
// removal of its product or a named "Dejé afuera" — never silently by a pick of another list.

const YERBA_LATA = id("7793704000089");
const YERBA_PALO = id("7793704000225");
const LECHE_CLASICA = id("7793940448003");
const PANAL_G_44 = id("7790250044406");
const COCA_15 = id("7790895000430");
const FANTA_2 = id("7790895000331");
const PAPAS_250 = id("7790310981191");

/** Class: a pick of the newest list leaves the older open list open (WRONG DATA: the yerba went missing). */
const olderListKept: Scenario[] = [
  {
    name: "pending trial 25: '#1' of the leche list keeps the yerba list (para 2) pending, asked back and left out by name (verbatim t25b 001)",
    ...ALMACEN,
    turns: [
      { say: "hola, tenes yerba playadito?" },
      { say: "dale, poneme 2", expect: { reply: ["(para 2)", "Yerba Lata Playadito 500 Gr"] } },
      { say: "y un litro de leche la serenisima" },
      { say: "#1", expect: { reply: ["Agregué 1 Leche Clasica 3% La Serenísima 1 Lt", "pendiente", "Yerba"], cart: { [LECHE_CLASICA]: 1 } } },
      { say: "listo", expect: { reply: ["Yerba"] } },
      { say: "envio a domicilio, belgrano 455 2do A" },
      { say: "Juan Perez 30123456" },
      { say: "efectivo", expect: { reply: ["Dejé afuera", "¿Confirmamos"] } },
    ],
  },
  {
    name: "pending trial 25: the yerba list kept after the leche pick is answered later by its row for 2 (t25b 001 answered)",
    ...ALMACEN,
    turns: [
      { say: "hola, tenes yerba playadito?" },
      { say: "dale, poneme 2" },
      { say: "y un litro de leche la serenisima" },
      { say: "#1", expect: { cart: { [LECHE_CLASICA]: 1 } } },
      { say: "la de 1 kg", expect: { reply: ["Agregué 2 Yerba Mate con Palo Playadito 1 Kg"], cart: { [LECHE_CLASICA]: 1, [YERBA_PALO]: 2 } } },
    ],
  },
  {
    name: "pending trial 25: kiosk — 'dale, poneme 2' to the cocas shown, then '#1' of the alfajores keeps the cocas (para 2) asked back (t25b 001 in the kiosk)",
    turns: [
      { say: "hola, tenes coca?" },
      { say: "dale, poneme 2", expect: { reply: ["(para 2)"] } },
      { say: "y un alfajor" },
      { say: "el 1", expect: { reply: ["Agregué 1 Alfajor Havanna", "pendiente", "coca (para 2)"], cart: { "alfajor-havanna": 1 } } },
      { say: "la de 500", expect: { reply: ["Agregué 2 Coca-Cola 500 ml"], cart: { "alfajor-havanna": 1, "coca-500": 2 } } },
    ],
  },
  {
    name: "pending trial 25: the manteca list a pick narrowed (para 2) survives the dulce swap question and is left out by name, never silently (verbatim t25b 008)",
    ...ALMACEN,
    turns: [
      { say: "ola keria 1 dulse de lece la serenisima y 2 manteca" },
      { say: "el dulce el de 400 con calcio, y de manteca 2 de la serenisima", expect: { reply: ["(para 2)", "Manteca La Serenísima 200 Gr"] } },
      { say: "no, la otra, el fuente de calcio" },
      { say: "nada mas, lo paso a buscar en 20 min. soy fede" },
      { say: "federico alvarez, 30111222" },
      { say: "transf", expect: { reply: ["Dejé afuera serenisima", "¿Confirmamos"] } },
    ],
  },
  {
    name: "pending trial 25: the narrowed manteca list (para 2) is asked back at 'listo' once the dulce swap is answered (t25b 008 answered)",
    ...ALMACEN,
    turns: [
      { say: "ola keria 1 dulse de lece la serenisima y 2 manteca" },
      { say: "el dulce el de 400 con calcio, y de manteca 2 de la serenisima" },
      { say: "no, la otra, el fuente de calcio" },
      { say: "el de la serenisima" },
      { say: "listo", expect: { reply: ["Manteca La Serenísima 200 Gr"] } },
    ],
  },
];

/** Class: removing a product closes the open list of that product (it was asked again at "listo"). */
const removalClosesList: Scenario[] = [
  {
    name: "pending trial 25: 'sacame los pampers' removes the line and the open Pampers talle G list with it (verbatim t25b 009)",
    ...ALMACEN,
    turns: [
      { say: "Buenas tardes" },
      { say: "quería saber si tienen pañales" },
      { say: "los pampers" },
      { say: "son talle G? necesito talle G de pampers", expect: { reply: ["Pañal Talle G Supersec Pampers 22 Un"] } },
      { say: "ok dame 2 paquetes de los babysec G de 44 entonces y sacame los pampers", expect: { cart: { [PANAL_G_44]: 2 } } },
      { say: "listo", expect: { notReply: ["pampers", "Pampers"] } },
      { say: "a mi casa que es en rivadavia 800, soy Laura Benitez, cel 3516778899" },
      { say: "36111222" },
      { say: "pago cuando llega", expect: { notReply: ["Dejé afuera"], reply: ["¿Confirmamos"] } },
    ],
  },
  {
    name: "pending trial 25: kiosk — 'sacame las cocas' keeps the alfajor list its words do not name, asked back (t25b 009 the other way)",
    turns: [
      { say: "quiero un alfajor" },
      { say: "y 2 cocas" },
      { say: "la de 1,5", expect: { cart: { "coca-15": 2 } } },
      { say: "sacame las cocas", expect: { reply: ["alfajor"], cart: {} } },
      { say: "el jorgito", expect: { reply: ["Agregué 1 Alfajor Jorgito"], cart: { "alfajor-jorgito": 1 } } },
    ],
  },
  {
    name: "pending trial 25: 'sacame las coca' removes the Coca 1.5 line and the open coca light list (para 2) its words name, never asked at 'listo' (t25b 009 with cocas)",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 coca cola 1.5" },
      { say: "y 2 coca light", expect: { reply: ["(para 2)"] } },
      { say: "sacame las coca", expect: { cart: {} } },
      { say: "listo", expect: { notReply: ["coca light", "Coca Cola Light"] } },
    ],
  },
];

/** Class: parts that name their list take it first; an unnamed part goes to the list nobody named (WRONG DATA: Fanta 1.5 added). */
const namedPartsFirst: Scenario[] = [
  {
    name: "pending trial 25: 'la de 1.5, la fanta de 2 y las papas grandes' — the 1.5 is the coca's (para 2), the fanta named on its own (verbatim t25b 003)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { burst: ["quiero 2 coca", "y 1 fanta", "ah y papas lays"] },
      {
        say: "la de 1.5, la fanta de 2 y las papas grandes",
        expect: { reply: ["Agregué 2 Coca Cola 1.5 Lt"], notReply: ["Fanta 1.5", "pendiente"], cart: { [COCA_15]: 2, [FANTA_2]: 1, [PAPAS_250]: 1 } },
      },
      { say: "sacá la fanta", expect: { cart: { [COCA_15]: 2, [PAPAS_250]: 1 } } },
    ],
  },
  {
    name: "pending trial 25: the named part first in the other order — 'las papas chicas y la de 2 1/4' gives the 2.25 to the coca list nobody named (t25b 003 reordered)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca y unas papas lays" },
      { say: "las papas chicas y la de 2 1/4", expect: { notReply: ["No te entendí"], reply: ["Papas Fritas Clásicas Lays 150 Gr"] } },
    ],
  },
];

export const pendingTrial25Scenarios: Scenario[] = [...olderListKept, ...removalClosesList, ...namedPartsFirst];
