import type { Scenario } from "./types";

// Blind trial 29 on offers: a "No me queda stock de X" followed by a question of its own (the
// cross-sell "¿Te agrego uno?") is no longer what a "sí, uno" answers: the yes takes the last question.

// Class: the yes answers the last question, never the refusal before it (t29a 048, WRONG DATA; the
// cross-sell tip itself needs the shop's rule table: test/agent/tips.test.ts plays it verbatim).
const yesAfterRefusal = (first: string, say: string): Scenario => ({
  name: `offers trial 29: '${say}' to the offer asked after '${first}' refused the Havanna adds the Jorgito (t29a 048 variant)`,
  turns: [
    { stock: { productId: "alfajor-havanna", quantity: 0 } },
    { say: first, expect: { reply: ["Alfajor Havanna", "Alfajor Jorgito"] } },
    { say, expect: { notReply: ["sigo sin stock"], cart: { "agua-500": 2, "alfajor-jorgito": 1 } } },
  ],
});

// With no question after the refusal (no other row of its shelf), a bare count is still about the refused product (counts26).
const bareCountAfterRefusal: Scenario = {
  name: "offers trial 29: 'bueno 3' right after the refusal with no question after it still says there is none (t29a 048 guard)",
  turns: [
    { stock: { productId: "pepsi-15", quantity: 0 } },
    { say: "quiero una coca grande", expect: { cart: { "coca-15": 1 } } },
    { say: "y 2 pepsi", expect: { reply: ["No me queda stock de Pepsi"], cart: { "coca-15": 1 } } },
    { say: "bueno 3", expect: { reply: ["Pepsi"], cart: { "coca-15": 1 } } },
  ],
};

// Class: out of stock offers what there is of the same shelf, and asks (t29a 026).
const shelfOffered: Scenario = {
  name: "offers trial 29: 'quiero 10 havanna' with none left offers the Jorgito and a yes adds 10 (verbatim t29a 026)",
  turns: [
    { stock: { productId: "alfajor-havanna", quantity: 0 } },
    { say: "quiero 10 havanna", expect: { reply: ["No me queda stock de Alfajor Havanna", "Alfajor Jorgito ($700)"], cart: {} } },
    { say: "dale", expect: { cart: { "alfajor-jorgito": 10 } } },
  ],
};

const shelfRefused: Scenario = {
  name: "offers trial 29: 'no, gracias' to the Jorgito offered for the Havanna adds nothing (t29a 026 variant)",
  turns: [
    { stock: { productId: "alfajor-havanna", quantity: 0 } },
    { say: "hola, me das 2 alfajores havanna y una coca grande", expect: { reply: ["Alfajor Jorgito"], cart: { "coca-15": 1 } } },
    { say: "no, gracias", expect: { cart: { "coca-15": 1 } } },
  ],
};

// Class: an order said before an impatience tail is added beside the apology (t29a 032, LOST).
const orderBesideTail = (say: string, cart: Record<string, number>): Scenario => ({
  name: `offers trial 29: '${say}' apologises and adds what was ordered (t29a 032)`,
  turns: [{ say, expect: { reply: ["Perdón"], cart } }],
});

export const offersTrial29Scenarios: Scenario[] = [
  yesAfterRefusal("hola quiero 2 aguas y 1 havanna. tenes jorgito?", "si dale, uno"),
  yesAfterRefusal("buenas, 2 aguas y 1 havanna. tenes jorgito?", "dale, 1"),
  yesAfterRefusal("hola quiero 2 aguas y 1 havanna. tenes jorgito?", "si, ponele uno"),
  bareCountAfterRefusal,
  shelfOffered,
  shelfRefused,
  orderBesideTail("QUIERO 2 PEPSI Y NADIE ME RESPONDE RAPIDO", { "pepsi-15": 2 }),
  orderBesideTail("quiero 3 cocas de 500 y nadie me contesta nunca", { "coca-500": 3 }),
];
