import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 38 (almacén), fix round 40: the subjunctive of a sending verb after "que"
// ("necesito que me mandes…") and a hesitation ("eh") are part of the request, never product words.

/** Class: "que me mandes / traigas / agregues" and "eh" are never searched as a product. */
export const wordsTrial38Scenarios: Scenario[] = [
  {
    name: "words trial 38: 'hola bueno mira necesito que me mandes eh dos paquetes de fideos tirabuzon y un queso cremoso' adds no Maní (verbatim t38b 060)",
    ...ALMACEN,
    turns: [
      { say: "hola bueno mira necesito que me mandes eh dos paquetes de fideos tirabuzon y un queso cremoso", expect: { reply: ["tirabuzon (para 2)"], notReply: ["Maní", "Pehuamar", "Agregué"], cart: {} } },
    ],
  },
  {
    name: "words trial 38: 'quiero que me traigas 2 coca de 1.5' adds the 2 Coca only (variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero que me traigas 2 coca de 1.5", expect: { cart: { [id("7790895000430")]: 2 } } },
    ],
  },
  {
    name: "words trial 38: 'necesito que me agregues eh 1 coca de 1.5' adds the Coca only (variant)",
    ...ALMACEN,
    turns: [
      { say: "necesito que me agregues eh 1 coca de 1.5", expect: { cart: { [id("7790895000430")]: 1 } } },
    ],
  },
];
