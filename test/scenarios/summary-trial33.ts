import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 33, corrections said at the summary (summary34): a floor said ("el piso es 6") over an
// address whose floor was written as an ordinal ("5to B") was appended ("5to B piso 6") and the order
// placed with two floors (t33a 011); "es Carolina Vegas no Vega" got "¿Confirmamos?" and the order was
// placed under the old name (t33a 007). A floor or flat said at the summary replaces the stored one;
// "es X no Y" where Y is (a part of) the stored name replaces it, and the summary is shown again.

const kioskDelivery = (address: string) => [
  { say: "quiero 3 fanta", expect: { reply: ["Agregué 3"] } },
  { say: "nada mas" },
  { say: `envio a ${address}, Pedro Sosa 26777888, pago efectivo`, expect: { reply: ["Resumen", address] } },
];

const floorAtSummary = (from: string, said: string, address: string, verbatim: string, extra: Partial<Scenario> = {}): Scenario => ({
  name: `summary trial 33: '${said}' at the summary over '${from}' stores '${address}' (${verbatim})`,
  ...extra,
  turns: [
    ...(extra.workspace === ALMACEN.workspace
      ? [
          { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
          { say: "nada mas" },
          { say: `envio a ${from}, Valeria Quiroga 36222111, mercado pago`, expect: { reply: ["Resumen", from] } },
        ]
      : kioskDelivery(from)),
    { say: said, expect: { customer: { address }, reply: ["Resumen", address] } },
    { say: "si", expect: { lastOrder: { address }, reply: ["confirmado"] } },
  ],
});

const kioskPickupNamed = (name: string) => [
  { say: "quiero 1 fanta", expect: { reply: ["Agregué 1"] } },
  { say: "listo" },
  { say: "paso a buscar" },
  { say: `soy ${name}, 32111000` },
  { say: "efectivo", expect: { reply: ["Resumen", name] } },
];

const nameSwapAtSummary = (name: string, said: string, firstName: string, lastName: string, old: string, verbatim: string): Scenario => ({
  name: `summary trial 33: '${said}' at the summary over '${name}' is ${firstName} ${lastName} (${verbatim})`,
  turns: [
    ...kioskPickupNamed(name),
    { say: said, expect: { customer: { firstName, lastName }, reply: ["Resumen", `${firstName} ${lastName}`], notReply: [old] } },
    { say: "si", expect: { lastOrder: { customerName: `${firstName} ${lastName}` }, reply: ["confirmado"] } },
  ],
});

export const summaryTrial33Scenarios: Scenario[] = [
  // ---- 1. a floor (or flat) said at the summary replaces the stored one ---------------------------
  floorAtSummary("Av Santa Fe 3200 5to B", "el piso es 6", "Av Santa Fe 3200 piso 6 B", "verbatim t33a 011"),
  floorAtSummary("Av Santa Fe 3200 5to B", "perdon, el piso es 7", "Av Santa Fe 3200 piso 7 B", "t33a 011"),
  floorAtSummary("Av Santa Fe 3200 5to B", "el depto es C", "Av Santa Fe 3200 5to C", "t33a 011"),
  floorAtSummary("Chacabuco 1200 3ro A", "el piso es 4", "Chacabuco 1200 piso 4 A", "t33a 011", ALMACEN),
  floorAtSummary("Chacabuco 1200 piso 4 dpto D", "el piso es 5", "Chacabuco 1200 piso 5 dpto D", "t33a 011", ALMACEN),
  floorAtSummary("Colon 1500 piso 7, timbre 7C", "el timbre es 7D", "Colon 1500 piso 7, timbre 7D", "t33a 011", ALMACEN),
  floorAtSummary("Av Santa Fe 3200 5to B", "el piso es 6 no 5", "Av Santa Fe 3200 piso 6 B", "t33a 011"),
  // ---- 2. "es X no Y" with Y (a part of) the stored name ------------------------------------------
  nameSwapAtSummary("Carolina Vega", "es Carolina Vegas no Vega", "Carolina", "Vegas", "Carolina Vega ", "verbatim t33a 007"),
  nameSwapAtSummary("Carolina Vega", "es Vegas no Vega", "Carolina", "Vegas", "Carolina Vega ", "t33a 007"),
  nameSwapAtSummary("Carolina Vega", "perdon, es Carla no Carolina", "Carla", "Vega", "Carolina", "t33a 007"),
  nameSwapAtSummary("Martin Gomes", "Gomez no Gomes", "Martin", "Gomez", "Gomes", "t33a 007"),
  {
    name: "summary trial 33: 'es para Carolina no para mi' at the summary changes no name (t33a 007)",
    turns: [
      ...kioskPickupNamed("Carolina Vega"),
      { say: "es para Carolina no para mi", expect: { customer: { firstName: "Carolina", lastName: "Vega" } } },
    ],
  },
];
