import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 34, a floor and flat corrected at the summary (addresses35): over "Obispo Trejo 220,
// piso 3" the customer said "no, el depto es A tambien, piso 3 A"; the flat was added twice
// ("piso 3 A depto A") and "piso 3" searched as a product (t34b 011, wrong data). A floor said with
// a letter ("piso 3 A") beside the same flat ("depto A") is that floor and that flat, once.

const atSummary = (from: string, said: string, address: string, verbatim: string, extra: Partial<Scenario> = {}): Scenario => ({
  name: `addresses trial 34: '${said}' at the summary over '${from}' stores '${address}' (${verbatim})`,
  ...extra,
  turns: [
    ...(extra.workspace === ALMACEN.workspace
      ? [
          { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
          { say: "nada mas" },
          { say: `envio a ${from}, Martina Lopez 36222111, efectivo`, expect: { reply: ["Resumen", from] } },
        ]
      : [
          { say: "quiero 3 fanta", expect: { reply: ["Agregué 3"] } },
          { say: "nada mas" },
          { say: `envio a ${from}, Pedro Sosa 26777888, pago efectivo`, expect: { reply: ["Resumen", from] } },
        ]),
    { say: said, expect: { customer: { address }, reply: ["Resumen", address], notReply: ["No tengo", "¿Cuál de estos"] } },
    { say: "si", expect: { lastOrder: { address }, reply: ["confirmado"] } },
  ],
});

export const addressesTrial34Scenarios: Scenario[] = [
  atSummary("Obispo Trejo 220, piso 3", "no, el depto es A tambien, piso 3 A", "Obispo Trejo 220, piso 3 depto A", "verbatim t34b 011", ALMACEN),
  atSummary("Obispo Trejo 220, piso 3", "el depto es A", "Obispo Trejo 220, piso 3 depto A", "t34b 011", ALMACEN),
  atSummary("Colon 1500 piso 2", "no, es piso 4 dto C", "Colon 1500 piso 4 dto C", "t34b 011"),
  atSummary("Colon 1500 piso 2", "el dto es B tambien, piso 2 B", "Colon 1500 piso 2 dto B", "t34b 011"),
];
