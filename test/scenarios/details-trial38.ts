import type { Scenario } from "./types";

// Blind trial 38, the customer's details (details40): a fuller form of the stored first name said
// with a surname ("nico" … "nicolas perez") replaces it, never is stored after it.

const packs = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

const fullerAfterShort = (short: string, full: string, firstName: string, lastName: string, verbatim: string): Scenario => ({
  ...packs,
  name: `details trial 38: '${full}' after '${short}' replaces the first name (${verbatim})`,
  turns: [
    { say: "holaaa" },
    { say: "si dale", expect: { reply: ["¿Cómo es tu nombre?"] } },
    { say: short },
    { say: full, expect: { customer: { firstName, lastName }, notReply: [new RegExp(`${short} ${firstName}`, "i")] } },
  ],
});

export const detailsTrial38Scenarios: Scenario[] = [
  {
    ...packs,
    name: "details trial 38: 'nicolas perez' after 'nico' is Nicolas Perez (verbatim t38a 084)",
    turns: [
      { say: "holaaa" },
      { say: "si dale" },
      { say: "nico", expect: { reply: ["Nico"] } },
      { say: "nicolas perez", expect: { customer: { firstName: "Nicolas", lastName: "Perez" }, notReply: [/Nico Nicolas/] } },
      { say: "1145671234" },
      { say: "Castelar" },
      { say: "Arias 2500" },
      { say: "el 3" },
      { say: "efectivo" },
      { say: "si", expect: { notReply: [/Nico Nicolas/] } },
    ],
  },
  fullerAfterShort("fede", "federico gomez", "Federico", "Gomez", "variant of t38a 084"),
  fullerAfterShort("caro", "carolina diaz", "Carolina", "Diaz", "variant of t38a 084"),
];
