import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 22 (almacén): picks said for several open lists at once — bare rows beside a pick
// described by its words answer the other open lists in the order they were asked.

const AZUCAR_CHANGO = id("7791100000481");
const AZUCAR_ARCOR = id("7790580127534");
const SHAMPOO_BALANCE_650 = id("7791293031064");
const LECHE_CLASICA = id("7793940448003");
const SHAMPOO_CERAMIDAS_340 = id("7791293030777");

/** Class: bare rows beside a described pick answer the other open lists in the order they were asked. */
const bareRowsBesideDescribed: Scenario[] = [
  {
    name: "lists trial 22: 'la 3, la 1, y el de ceramidas de 340' with azúcar, leche and shampoo open picks all three (verbatim t22c 026)",
    ...ALMACEN,
    turns: [
      { say: "buenas" },
      { say: "necesito 2 kg de azucar" },
      { say: "y 1 litro de leche" },
      { say: "ah y un shampoo sedal" },
      {
        say: "la 3, la 1, y el de ceramidas de 340",
        expect: { cart: { [AZUCAR_CHANGO]: 2, [LECHE_CLASICA]: 1, [SHAMPOO_CERAMIDAS_340]: 1 }, notReply: ["Me quedó pendiente"] },
      },
    ],
  },
  {
    name: "lists trial 22: 'el de ceramidas de 340, la 3 y la 1' (described pick first) still answers azúcar then leche",
    ...ALMACEN,
    turns: [
      { say: "necesito 2 kg de azucar" },
      { say: "y 1 litro de leche" },
      { say: "ah y un shampoo sedal" },
      {
        say: "el de ceramidas de 340, la 3 y la 1",
        expect: { cart: { [AZUCAR_CHANGO]: 2, [LECHE_CLASICA]: 1, [SHAMPOO_CERAMIDAS_340]: 1 } },
      },
    ],
  },
  {
    name: "lists trial 22: 'el 1 y el de ceramidas de 340' with azúcar and shampoo open picks azúcar #1 and the shampoo",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 kg de azucar y un shampoo sedal" },
      {
        say: "el 1 y el de ceramidas de 340",
        expect: { cart: { [AZUCAR_ARCOR]: 2, [SHAMPOO_CERAMIDAS_340]: 1 } },
      },
    ],
  },
  {
    name: "lists trial 22: 'la 3, la 1 y la leche clasica' answers azúcar and shampoo with the bare rows, in the order asked",
    ...ALMACEN,
    turns: [
      { say: "necesito 2 kg de azucar" },
      { say: "y 1 litro de leche" },
      { say: "ah y un shampoo sedal" },
      {
        say: "la 3, la 1 y la leche clasica",
        expect: { cart: { [AZUCAR_CHANGO]: 2, [LECHE_CLASICA]: 1, [SHAMPOO_BALANCE_650]: 1 } },
      },
    ],
  },
];

const COCA_15 = id("7790895000430");
const SPRITE_15 = id("7790895000447");

/** Class: "la de 1.5 entonces" settles on the list offered instead of what is not sold, never the other open list. */
const settlesOnInstead: Scenario[] = [
  {
    name: "lists trial 22: 'bueno la de 1.5 entonces' after 'No tengo coca de 500' answers the coca list, never the sprite list asked after it (verbatim t22c 022)",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 coca de 500 y 2 sprite" },
      { say: "bueno la de 1.5 entonces", expect: { reply: ["(para 3)"], notReply: ["Sprite"], cart: {} } },
      { say: "la comun", expect: { cart: { [COCA_15]: 3 }, reply: ["Sprite"] } },
      { say: "la de 1.5", expect: { cart: { [COCA_15]: 3, [SPRITE_15]: 2 } } },
    ],
  },
  {
    name: "lists trial 22: 'bueno, la de 1.5 entonces' with the sprite list asked first and the coca list after still answers the coca one",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 sprite y 3 coca de 500" },
      { say: "bueno, la de 1.5 entonces", expect: { notReply: ["Agregué 2 Gaseosas Sprite"] } },
    ],
  },
];

export const listsTrial22Scenarios: Scenario[] = [...bareRowsBesideDescribed, ...settlesOnInstead];
