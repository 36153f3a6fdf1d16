import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 17, the customer's details (details18): a street and number said while the address
// is asked is the address, never a product (kept as a guard: the verbatim setup was not rebuilt as
// failing); a nickname then the full name keeps the full name; a doorbell or floor said at the kiosk's
// summary is added to the address; a surname sent in the same burst as the first name is kept.

const almacen = ALMACEN;

const streetAsAddress = (said: string, address: string): Scenario => ({
  name: `details trial 18: '${said}' while the address is asked is the address (verbatim t17b 007)`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "nada mas" },
    { say: "envio, soy maria lopez 27444333", expect: { reply: ["dirección"] } },
    { say: said, expect: { customer: { address }, notReply: ["Vino", "Agregué"], cart: { "almacen.7793940448003": 2 } } },
  ],
});

const fullNameWins = (said: string, firstName: string, lastName: string): Scenario => ({
  name: `details trial 18: kiosk '${said}' keeps the full name after the nickname (verbatim t17a 107)`,
  turns: [
    { say: "quiero 2 pepsi" },
    { say: "listo" },
    { say: "retiro, pago cash", expect: { reply: ["A nombre de quién"] } },
    { say: said, expect: { customer: { firstName, lastName } } },
  ],
});

const burstSurname = (first: string, surname: string, firstName: string, lastName: string): Scenario => ({
  name: `details trial 18: burst '${first}' / '${surname}' keeps the surname`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "nada mas" },
    { say: "envio" },
    { burst: [first, surname], expect: { customer: { firstName, lastName }, notReply: ["no llegué a entender"] } },
  ],
});

/** Also summary18's: a street and number after a correction word at the kiosk's summary. */
export const kioskAtSummary = (said: string, address: string, room = "details"): Scenario => ({
  name: `${room} trial 18: kiosk '${said}' at the summary corrects the address (verbatim t17a 105)`,
  turns: [
    { say: "quiero 2 pepsi", expect: { reply: ["Agregué 2"] } },
    { say: "listo" },
    { say: "envio a mitre 300, soy ana lopez 28999111, pago efectivo", expect: { reply: ["Resumen", "mitre 300"] } },
    { say: said, expect: { customer: { address }, reply: ["Resumen", address] } },
  ],
});

const summaryCorrections: Scenario[] = [
  kioskAtSummary("falta el timbre 4", "mitre 300 timbre 4"),
  kioskAtSummary("te falto el piso 3 depto b", "mitre 300 piso 3 depto b"),
  kioskAtSummary("corregi la direccion, es mitre 350", "mitre 350"),
];

export const detailsTrial18Scenarios: Scenario[] = [
  // ---- 1. a street and number while the address is asked ----------------------------------------
  streetAsAddress("colon 4500", "colon 4500"),
  streetAsAddress("mitre 300", "mitre 300"),
  streetAsAddress("san martin 1200", "san martin 1200"),
  {
    name: "details trial 18: 'colon 4500' after 'envio' said while ordering is the address, never a wine",
    ...almacen,
    turns: [
      { say: "2 leches clasica la serenisima, con envio", expect: { reply: ["Agregué 2"] } },
      { say: "nada mas, soy maria lopez 27444333" },
      { say: "colon 4500", expect: { customer: { address: "colon 4500" }, notReply: ["Vino", "Agregué"], cart: { "almacen.7793940448003": 2 } } },
    ],
  },
  {
    name: "details trial 18: 'colon 4500' as the first detail after the products is the address",
    ...almacen,
    turns: [
      { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
      { say: "nada mas" },
      { say: "envio a domicilio" },
      { say: "colon 4500", expect: { customer: { address: "colon 4500" }, notReply: ["Vino", "Agregué"], cart: { "almacen.7793940448003": 2 } } },
    ],
  },
  // ---- 2. a nickname then the full name ---------------------------------------------------------
  fullNameWins("si soy lu, lucrecia fernandez", "Lucrecia", "Fernandez"),
  fullNameWins("soy caro, carolina perez", "Carolina", "Perez"),
  fullNameWins("dale, soy fede, federico alvarez", "Federico", "Alvarez"),
  // ---- 4. a surname in the second message of a burst --------------------------------------------
  // ---- 3. the address corrected at the kiosk's summary --------------------------------------------
  ...summaryCorrections,
  burstSurname("a nombre de rocio", "benitez", "Rocio", "Benitez"),
  burstSurname("soy carla", "fernandez", "Carla", "Fernandez"),
  burstSurname("a nombre de lucia", "martinez.", "Lucia", "Martinez"),
  {
    name: "details trial 18: burst 'a nombre de rocio' / 'efectivo' stores the payment, never a surname",
    ...almacen,
    turns: [
      { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
      { say: "nada mas" },
      { say: "envio" },
      { burst: ["a nombre de rocio", "efectivo"], expect: { customer: { firstName: "Rocio" }, notReply: ["Rocio Efectivo"] } },
    ],
  },
];
