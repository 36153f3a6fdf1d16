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

// The lead-in before "en <street> <number>" ("a la vuelta, en obispo trejo 220") is no address, in an
// all-in-one message with the name and DNI too: the address kept "la vuelta, en …" (t34b 032, wrong data).
const leadInAllInOne = (said: string, address: string, verbatim: string, extra: Partial<Scenario> = {}): Scenario => ({
  name: `addresses trial 34: '${said}' stores the address '${address}' (${verbatim})`,
  ...extra,
  turns: [
    extra.workspace === ALMACEN.workspace
      ? { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } }
      : { say: "quiero 3 fanta", expect: { reply: ["Agregué 3"] } },
    { say: said, expect: { customer: { address }, notReply: ["vuelta,", "cerca,", "casa,"] } },
  ],
});

export const addressesTrial34Scenarios: Scenario[] = [
  atSummary("Obispo Trejo 220, piso 3", "no, el depto es A tambien, piso 3 A", "Obispo Trejo 220, piso 3 depto A", "verbatim t34b 011", ALMACEN),
  atSummary("Obispo Trejo 220, piso 3", "el depto es A", "Obispo Trejo 220, piso 3 depto A", "t34b 011", ALMACEN),
  atSummary("Colon 1500 piso 2", "no, es piso 4 dto C", "Colon 1500 piso 4 dto C", "t34b 011"),
  atSummary("Colon 1500 piso 2", "el dto es B tambien, piso 2 B", "Colon 1500 piso 2 dto B", "t34b 011"),
  leadInAllInOne("listo, mandamelo a la vuelta, en obispo trejo 220. Soy Esteban Ruiz dni 25111888, efectivo", "obispo trejo 220", "verbatim t34b 032", ALMACEN),
  leadInAllInOne("listo, mandamelo aca cerca, en san martin 450. Soy Ana Diaz dni 30111222, efectivo", "san martin 450", "t34b 032", ALMACEN),
  leadInAllInOne("eso es todo, mandalo a casa de mi vieja, en Belgrano 1300. Soy Pedro Sosa dni 26777888, efectivo", "Belgrano 1300", "t34b 032"),
];
