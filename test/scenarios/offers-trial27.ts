import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 27 on offers: a product the customer just removed is never offered back in the same
// reply and "listo" never re-adds it; "ponelo igual aunque sea 1" at the summary adds the offered
// product; an explicit order whose one fitting row was offered is never left out as "no me dijiste cuál".

const LEUDANTE_PUREZA = id("7792180004888"); // Harina Leudante Ultrarefinada Pureza 1 Kg

// Class: removed product never offered in the same reply; "listo" is no yes (t27a 107).
const removedFanta: Scenario = {
  name: "offers trial 27: 'no hay fanta chica? bueno sacá la fanta entonces' removes it and 'listo eso' never re-adds it (verbatim t27a 107)",
  turns: [
    { say: "ola kiero 3 cocas de 500 y una fanta", expect: { cart: { "coca-500": 3, "fanta-15": 1 } } },
    { say: "eran 2 cocas nomas", expect: { cart: { "coca-500": 2, "fanta-15": 1 } } },
    { say: "y la fanta que sea de las chicas si hay", expect: { cart: { "coca-500": 2, "fanta-15": 1 } } },
    {
      say: "no hay fanta chica? bueno sacá la fanta entonces",
      expect: { reply: ["Saqué Fanta 1,5 L"], notReply: ["Sí, tenemos Fanta"], cart: { "coca-500": 2 } },
    },
    { say: "listo eso", expect: { notReply: ["Agregué 1 Fanta"], cart: { "coca-500": 2 } } },
  ],
};

const removedVariant = (say: string, removed: string, cart: Record<string, number>): Scenario => ({
  name: `offers trial 27: '${say}' removes it and never offers it back, 'listo' adds nothing (t27a 107 variant)`,
  turns: [
    { say: "hola quiero 2 cocas de 500 y una fanta", expect: { cart: { "coca-500": 2, "fanta-15": 1 } } },
    { say, expect: { notReply: [`Sí, tenemos ${removed}`], cart } },
    { say: "listo", expect: { notReply: [`Agregué 1 ${removed}`], cart } },
  ],
});

// Class: "ponelo igual aunque sea 1" at the summary adds the offered product (t27a 109).
const havannaAtSummary: Scenario = {
  name: "offers trial 27: 'y el havanna? ponelo igual aunque sea 1' at the summary adds it before the yes (verbatim t27a 109)",
  turns: [
    { stock: { productId: "alfajor-havanna", quantity: 1 } },
    { say: "hola!!! hace rato q escribo y nadie contesta, tienen alfajores havanna?", expect: { reply: ["Alfajor Havanna"] } },
    { say: "dame 3", expect: { reply: ["me queda 1"] } },
    { say: "y una coca grande", expect: { cart: { "coca-15": 1 } } },
    { say: "listo" },
    { say: "retiro mañana a la mañana" },
    { say: "soy Irma" },
    { say: "no tengo, efectivo", expect: { reply: ["¿Confirmamos el pedido?"] } },
    {
      say: "y el havanna? ponelo igual aunque sea 1",
      expect: { reply: ["Alfajor Havanna"], notReply: ["Sí, tenemos Alfajor Havanna"], cart: { "coca-15": 1, "alfajor-havanna": 1 } },
    },
  ],
};

const addAnywayVariant = (say: string): Scenario => ({
  name: `offers trial 27: '${say}' after the stock offer adds the 1 left (t27a 109 variant)`,
  turns: [
    { stock: { productId: "alfajor-havanna", quantity: 1 } },
    { say: "quiero 3 alfajores havanna", expect: { reply: ["me queda 1"] } },
    { say: "y una coca grande", expect: { cart: { "coca-15": 1 } } },
    { say, expect: { cart: { "coca-15": 1, "alfajor-havanna": 1 } } },
  ],
});

// Class: an explicit order offered as its one fitting row is no "no me dijiste cuál" (t27c 006).
const pureza: Scenario = {
  name: "offers trial 27: 'y 1 kg de harina pureza' offered as its one row is never dropped as 'no me dijiste cuál' (verbatim t27c 006)",
  ...ALMACEN,
  turns: [
    { say: "buen dia!! quiero 2 paquetes de arroz gallo oro y 3 latas de atun" },
    { say: "sacá el atun" },
    { say: "y 1 kg de harina pureza", expect: { reply: ["Harina Leudante Ultrarefinada Pureza 1 Kg"] } },
    {
      say: "eso es todo, lo paso a buscar. soy ana torres 33222111, pago con mp",
      expect: { reply: ["no me confirmaste"], notReply: ["no me dijiste cuál"] },
    },
  ],
};

export const offersTrial27Scenarios: Scenario[] = [
  removedFanta,
  removedVariant("no, sacá la fanta", "Fanta 1,5 L", { "coca-500": 2 }),
  removedVariant("sacá las cocas", "Coca-Cola 500 ml", { "fanta-15": 1 }),
  havannaAtSummary,
  addAnywayVariant("ponelo igual aunque sea 1 havanna"),
  addAnywayVariant("y el havanna agregalo igual"),
  pureza,
];
