import { ALMACEN } from "./almacen-shop";
import { kioskAtSummary } from "./details-trial18";
import type { Scenario } from "./types";

// Blind trial 18, corrections said at the summary (summary18): a name said to be wrong and its new
// value replaces the stored one and the summary is shown again (never "¿Confirmamos?" alone and the
// order placed under the old name); a floor, doorbell or street number said as "X no Y" replaces Y
// with X and keeps the rest of the address; after a correction word a street and number is the new address.

const almacen = ALMACEN;

const kioskSummary = [
  { say: "quiero 2 pepsi", expect: { reply: ["Agregué 2"] } },
  { say: "listo, retiro" },
  { say: "gabriela torez 35111222" },
  { say: "efectivo", expect: { reply: ["Resumen", "Gabriela Torez"] } },
];

const nameAtSummary = (said: string, firstName: string, lastName: string): Scenario => ({
  name: `summary trial 18: kiosk '${said}' at the summary replaces the name (verbatim t18a 112)`,
  turns: [
    ...kioskSummary,
    { say: said, expect: { customer: { firstName, lastName }, reply: ["Resumen", `${firstName} ${lastName}`], notReply: ["Torez"] } },
    { say: "si", expect: { lastOrder: { customerName: `${firstName} ${lastName}` }, reply: ["confirmado"] } },
  ],
});

const almacenAddress = (address: string) => [
  { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
  { say: "nada mas" },
  { say: `envio a ${address}, Valeria Quiroga 36222111, mercado pago`, expect: { reply: ["Resumen", address] } },
];

const fixAtSummary = (from: string, said: string, address: string, verbatim: string): Scenario => ({
  name: `summary trial 18: '${said}' at the summary corrects '${from}' to '${address}' (${verbatim})`,
  ...almacen,
  turns: [
    ...almacenAddress(from),
    { say: said, expect: { customer: { address }, reply: ["Resumen", address], notReply: ["opciones"] } },
    { say: "si", expect: { lastOrder: { address }, reply: ["confirmado"] } },
  ],
});

export const summaryTrial18Scenarios: Scenario[] = [
  // ---- 1. the name said wrong at the summary -----------------------------------------------------
  nameAtSummary("el nombre esta mal, es Gabriela Torres", "Gabriela", "Torres"),
  nameAtSummary("el apellido esta mal, es Torres", "Gabriela", "Torres"),
  nameAtSummary("perdon, el nombre es Gabriela Torres", "Gabriela", "Torres"),
  {
    name: "summary trial 18: almacén 'mi nombre esta mal, es Valeria Quiroz' at the summary replaces the name",
    ...almacen,
    turns: [
      ...almacenAddress("Chacabuco 1200 piso 4 dpto D"),
      { say: "mi nombre esta mal, es Valeria Quiroz", expect: { customer: { firstName: "Valeria", lastName: "Quiroz" }, reply: ["Resumen", "Valeria Quiroz"] } },
    ],
  },
  // ---- 2. "X no Y": a floor or a number replaced, the rest kept ------------------------------------
  fixAtSummary("Chacabuco 1200 piso 4 dpto D", "uy perdon, el piso es 5 no 4", "Chacabuco 1200 piso 5 dpto D", "verbatim t18b 017"),
  fixAtSummary("Chacabuco 1200 piso 4 dpto D", "perdon el dpto es E no D", "Chacabuco 1200 piso 4 dpto E", "t18b 017"),
  fixAtSummary("Colon 1500 torre 2 piso 7, timbre 7C", "me cambias la direccion? es Colon 1550 no 1500", "Colon 1550 torre 2 piso 7, timbre 7C", "verbatim t18c 007"),
  fixAtSummary("Colon 1500 torre 2 piso 7, timbre 7C", "no, la direccion es Colon 1550, no 1500", "Colon 1550 torre 2 piso 7, timbre 7C", "t18c 007"),
  fixAtSummary("Colon 1500 torre 2 piso 7, timbre 7C", "el timbre es 7D no 7C", "Colon 1500 torre 2 piso 7, timbre 7D", "t18c 007"),
  {
    name: "summary trial 18: 'no, la direccion es Colon 1550, sacale lo de no 1500' after a wrong store keeps the tower and floor (verbatim t18c 007)",
    ...almacen,
    turns: [
      ...almacenAddress("Colon 1500 torre 2 piso 7, timbre 7C"),
      { say: "me cambias la direccion? es Colon 1550 no 1500", expect: { customer: { address: "Colon 1550 torre 2 piso 7, timbre 7C" } } },
      { say: "no, la direccion es Colon 1550, sacale lo de no 1500", expect: { customer: { address: "Colon 1550 torre 2 piso 7, timbre 7C" }, reply: ["Resumen"], notReply: ["sacale"] } },
    ],
  },
  {
    name: "summary trial 18: 'el envio es 800?' and 'el nombre esta mal escrito' at the summary change no detail",
    ...almacen,
    turns: [
      ...almacenAddress("Chacabuco 1200 piso 4 dpto D"),
      { say: "el envio es 800?", expect: { customer: { address: "Chacabuco 1200 piso 4 dpto D" } } },
      { say: "el nombre esta mal escrito", expect: { customer: { firstName: "Valeria", lastName: "Quiroga", address: "Chacabuco 1200 piso 4 dpto D" } } },
    ],
  },
  // ---- 3. a street and number after a correction word ---------------------------------------------
  kioskAtSummary("corregila: mitre 350", "mitre 350", "summary"),
  kioskAtSummary("es mitre 350", "mitre 350", "summary"),
  kioskAtSummary("cambiala, mitre 350", "mitre 350", "summary"),
  kioskAtSummary("cambiala por belgrano 120", "belgrano 120", "summary"),
];
