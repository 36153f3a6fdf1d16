import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 14 (round 15) on cart edits: a swap said right after a pick ("noo, quería 2 de la
// clásica") replaces the line just added, never keeps both.

const LECHE_CLASICA = id("7793940448003");
const LECHE_LARGA_VIDA = id("7790742308801");
const DULCE_250 = id("7790742104205");
const DULCE_400_CALCIO = id("7790742140609");
const SPRITE_15 = id("7790895000447");
const HARINA_LEUDANTE = id("7792180004888");
const HARINA_CANUELAS = id("7792180001528");
const HARINA_MORIXE_0000 = id("7790199000020");
const COCA_15 = id("7790895000430");
const HUEVOS = id("7792335000314");
const MANTECA = id("7793940054006");
const COCA_RETORNABLE = id("7790895000218");
const TIRABUZON_LUCCHETTI = id("7790070318329");
const TIRABUZON = id("7790070318602");

// Class 1, trial 14b 003: "noo queria 2 leches de la clasica" added the Clásica beside the Larga Vida.
const swapAfterPick = (say: string): Scenario => ({
  name: `edits trial 15: '${say}' right after the Larga Vida was picked swaps it for 2 Clásica`,
  ...ALMACEN,
  turns: [
    { say: "necesito leche", expect: { reply: ["Cuál de estos querés"] } },
    { say: "la serenisima", expect: { reply: ["Cuál te llevás"] } },
    { say: "2", expect: { cart: { [LECHE_LARGA_VIDA]: 1 } } },
    { say, expect: { cart: { [LECHE_CLASICA]: 2 } } },
  ],
});

// Class 1, trial 14c 017: "no, el dulce el otro, el de 400 con calcio" showed a fresh list and its
// answer went in beside the 250; the 250 is the line the other row replaces.
const theOtherDulce = (say: string): Scenario => ({
  name: `edits trial 15: '${say}' swaps the 250 dulce for the 400 con calcio, never beside it`,
  ...ALMACEN,
  turns: [
    { say: "quiero 2 sprite de 1.5 y un dulce de leche la serenisima", expect: { cart: { [SPRITE_15]: 2 } } },
    { say: "el colonial de 250", expect: { cart: { [SPRITE_15]: 2, [DULCE_250]: 1 } } },
    { say, expect: { reply: ["Dulce de Leche Colonial con Calcio La Serenísima 400 Gr"], notReply: ["varias opciones"], cart: { [SPRITE_15]: 2, [DULCE_400_CALCIO]: 1 } } },
  ],
});

// Class 1, trial 14c 002: "dale la cañuelas 000, sacame la leudante" with the harina list open took
// the leudante out and lost the Cañuelas; both halves of the swap happen.
const pickAndRemove = (say: string): Scenario => ({
  name: `edits trial 15: '${say}' with the harina list open swaps the leudante for the Cañuelas 000`,
  ...ALMACEN,
  turns: [
    // The trial said "harina pureza", which now asks before adding the leudante (words15); the leudante is named here.
    { say: "quiero 3 cocas de litro y medio, un paquete de fideos matarazzo tirabuzon y 1 kg de harina leudante pureza", expect: { cart: { [COCA_15]: 3, [TIRABUZON]: 1, [HARINA_LEUDANTE]: 1 } } },
    { say: "esperá la harina es leudante? yo quiero la comun 000", expect: { reply: ["harina"] } },
    { say, expect: { cart: { [COCA_15]: 3, [TIRABUZON]: 1, [HARINA_CANUELAS]: 1 } } },
  ],
});

// Class 2, trial 14b 009: "y q sean 2 docenas de huevos mejor" made 24 maples of "Huevos … 12 Un".
const dozensOfEggs = (say: string, packs: number): Scenario => ({
  name: `edits trial 15: '${say}' of eggs sold by the dozen counts ${packs} packs, never units`,
  ...ALMACEN,
  turns: [
    { say: "una docena de huevos", expect: { cart: { [HUEVOS]: 1 } } },
    { say, expect: { cart: { [HUEVOS]: packs }, reply: [`${packs} Huevos Blancos Avicoper 12 Un`], notReply: ["24 Huevos", "36 Huevos"] } },
  ],
});

const dozens: Scenario[] = [
  {
    name: "edits trial 15: 'la serenisima. y q sean 2 docenas de huevos mejor' makes 2 packs of eggs (verbatim t14b 009)",
    ...ALMACEN,
    turns: [
      { say: "una docena de huevos", expect: { cart: { [HUEVOS]: 1 } } },
      { say: "y 2 manteca", expect: { reply: ["para 2"] } },
      { say: "la serenisima. y q sean 2 docenas de huevos mejor", expect: { cart: { [HUEVOS]: 2 }, notReply: ["24 Huevos"] } },
      { say: "la manteca la serenisima comun de 200", expect: { cart: { [HUEVOS]: 2, [MANTECA]: 2 } } },
    ],
  },
  dozensOfEggs("mejor 2 docenas de huevos", 2),
  dozensOfEggs("que sean 3 docenas de huevos", 3),
  dozensOfEggs("sumale una docena mas de huevos", 2),
  {
    name: "edits trial 15: 'nooo 2 docenas nomas. y la manteca…' sets the eggs to 2 packs and offers the manteca",
    ...ALMACEN,
    turns: [
      { say: "3 docenas de huevos", expect: { cart: { [HUEVOS]: 3 } } },
      { say: "nooo 2 docenas nomas. y la manteca la serenisima comun de 200", expect: { cart: { [HUEVOS]: 2 }, reply: ["2 Huevos Blancos Avicoper 12 Un", "Manteca La Serenísima 200 Gr"] } },
      { say: "si", expect: { cart: { [HUEVOS]: 2, [MANTECA]: 1 } } },
    ],
  },
];

// Class 3, trial 14b 015: "y los tirabuzones comunes, no los de vegetales" added the vegetales too
// (and split the 3 asked between both rows). A row turned down is never a pick.
const notThoseOnes = (say: string): Scenario => ({
  name: `edits trial 15: '${say}' adds 3 plain tirabuzones and never the vegetales`,
  ...ALMACEN,
  turns: [
    { say: "buenas! 2 coca de 2 litros, 1 sprite y 3 paquetes de fideos lucchetti tirabuzon", expect: { cart: { [COCA_RETORNABLE]: 2 }, reply: ["para 3"] } },
    { say, expect: { cart: { [COCA_RETORNABLE]: 2, [SPRITE_15]: 1, [TIRABUZON_LUCCHETTI]: 3 }, notReply: ["Vegetales"] } },
  ],
});

const refused: Scenario[] = [
  notThoseOnes("la sprite comun de 1.5. y los tirabuzones comunes, no los de vegetales"),
  notThoseOnes("la sprite comun de 1.5 y los tirabuzones comunes, los de vegetales no"),
  notThoseOnes("la sprite de 1.5, los tirabuzones comunes y no los de vegetales"),
  {
    name: "edits trial 15: 'quiero 3 fideos lucchetti tirabuzon, no los de vegetales' never adds the vegetales",
    ...ALMACEN,
    turns: [{ say: "quiero 3 fideos lucchetti tirabuzon, no los de vegetales", expect: { cart: {}, notReply: ["Agregué"] } }],
  },
];

// Class 4, trial 14a 101 (kiosk): "dale una" after "Sí, tenemos Papas fritas Lays" set the 2 cokes
// to 1; the count with a yes is the offered product's.
const yesWithCount = (say: string, papas: number): Scenario => ({
  name: `edits trial 15: '${say}' after the papas were offered adds ${papas} papas and keeps the 2 cokes`,
  turns: [
    { say: "hola buenas tenes coca de litro y medio?", expect: { reply: ["Coca-Cola 1,5 L"] } },
    { say: "dale poneme 2", expect: { cart: { "coca-15": 2 } } },
    { say: "y unas papas fritas chicas tenes?", expect: { reply: ["Papas fritas Lays"], cart: { "coca-15": 2 } } },
    { say, expect: { cart: { "coca-15": 2, "papas-lays": papas }, notReply: ["ahora es 1 Coca-Cola", "ahora son"] } },
  ],
});

const offered: Scenario[] = [
  yesWithCount("dale una", 1),
  yesWithCount("si dame 2", 2),
  yesWithCount("bueno poneme una", 1),
  {
    name: "edits trial 15: 'mejor 1' after the papas were offered still corrects the cokes (a correction, not a yes)",
    turns: [
      { say: "quiero 2 cocas de litro y medio", expect: { cart: { "coca-15": 2 } } },
      { say: "tenes papas lays?", expect: { reply: ["Papas fritas Lays"] } },
      { say: "mejor 1", expect: { cart: { "coca-15": 1 } } },
    ],
  },
];

export const editsTrial15Scenarios: Scenario[] = [
  ...offered,
  ...refused,
  ...dozens,
  theOtherDulce("no, el dulce el otro, el de 400 con calcio"),
  theOtherDulce("no, el otro dulce, el de 400 con calcio"),
  theOtherDulce("no el dulce no, el otro de 400 con calcio"),
  pickAndRemove("dale la cañuelas 000, sacame la leudante"),
  pickAndRemove("sacame la leudante y dale la cañuelas 000"),
  pickAndRemove("la cañuelas 000. y sacá la leudante"),
  swapAfterPick("noo queria 2 leches de la clasica"),
  swapAfterPick("no, queria 2 de la clasica"),
  swapAfterPick("nono yo quería 2 leches clásicas"),
  swapAfterPick("no era esa, quería 2 de la clasica"),
];
