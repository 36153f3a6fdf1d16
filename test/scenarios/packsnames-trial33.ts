import type { Scenario } from "./types";

// Blind trial 33 on the mattress shop (packs), round 34: names beside a details list.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

// t33a 020: a leading sentence of only yes/filler words ("bueno ta.") before a details list is no
// name when no name read-back is asked; the full name before the phone is the name, "Cordoba
// capital" the city, and a payment said next is the payment, never a yes to a read-back. The trial's
// "si" after the first ask is left out: it asks the name a third time in a row (a loop of its own).
const fillerSentenceThenDetails = (said: string, first: string, last: string, phone: string, city: string, address: string, note: string): Scenario => ({
  ...shop,
  name: `packsnames trial 33: '${said}' stores ${first} ${last} and ${city}, never the filler as the name (${note})`,
  turns: [
    { say: "buenas quiero comprar" },
    { say: "no quiero dar mas datos" },
    { say: said, expect: { customer: { firstName: first, lastName: last, phone, city, address }, notReply: ["¿Tu nombre es", `ciudad ${first}`] } },
    { say: "3" },
    { say: "mercado pago", expect: { state: "resumen", reply: [`A nombre de: ${first} ${last}`, "Mercado Pago"] } },
    { say: "si", expect: { state: "compra_confirmada", lastOrder: { customerName: `${first} ${last}` } } },
  ],
});

export const packsnamesTrial33Scenarios: Scenario[] = [
  fillerSentenceThenDetails("bueno ta. Lucas Ferrari 3517776655 Cordoba capital, Obispo Trejo 220", "Lucas", "Ferrari", "3517776655", "Cordoba capital", "Obispo Trejo 220", "verbatim t33a 020"),
  fillerSentenceThenDetails("dale. Sofia Herrera 1144332211 Quilmes, Mitre 450", "Sofia", "Herrera", "1144332211", "Quilmes", "Mitre 450", "t33a 020"),
  fillerSentenceThenDetails("bueno dale. Pablo Medina 3414445566 Rosario, Cordoba 1200", "Pablo", "Medina", "3414445566", "Rosario", "Cordoba 1200", "t33a 020"),
  fillerSentenceThenDetails("ok. Julian Sosa 2614443322 Mendoza, San Martin 500", "Julian", "Sosa", "2614443322", "Mendoza", "San Martin 500", "t33a 020"),
];

// t33a 014: a full name said at the promos question is the name; one unread message never hands off.
const nameAtPromos = (opener: string, name: string, first: string, last: string, note: string): Scenario => ({
  ...shop,
  name: `packsnames trial 33: '${name}' at the promos question is the name, never a handoff (${note})`,
  turns: [
    { say: opener, expect: { reply: ["promos"] } },
    { say: name, expect: { customer: { firstName: first, lastName: last }, notReply: ["Te paso con una persona", "no te estoy entendiendo"] } },
    { say: "1149998877", expect: { customer: { phone: "1149998877" }, notReply: ["equipo"] } },
  ],
});
packsnamesTrial33Scenarios.push(
  nameAtPromos("quiero un colchon", "Ramiro Quiroga", "Ramiro", "Quiroga", "verbatim t33a 014"),
  nameAtPromos("quiero un colchon", "Ezequiel Barrios", "Ezequiel", "Barrios", "t33a 014"),
  nameAtPromos("hola, quiero comprar colchones", "Florencia Ledesma", "Florencia", "Ledesma", "t33a 014"),
  nameAtPromos("quiero un colchon", "lautaro gimenez", "Lautaro", "Gimenez", "t33a 014, written in lower case"),
);

// t33a 030: a name answering "¿Cómo es tu nombre?" beside a phone in a details list is taken, never read back.
const nameAskedThenList = (said: string, first: string, last: string, phone: string, city: string, note: string): Scenario => ({
  ...shop,
  name: `packsnames trial 33: '${said}' at the name question takes ${first} ${last} without a read-back (${note})`,
  turns: [
    { say: "buenas, cuanto sale el pack de 3?" },
    { say: "y hacen envios a Cordoba?", expect: { reply: ["¿Cómo es tu nombre?"] } },
    { say: said, expect: { customer: { firstName: first, lastName: last, phone, city }, notReply: ["¿Tu nombre es"] } },
  ],
});
packsnamesTrial33Scenarios.push(
  nameAskedThenList("dale. Martin Acosta, 3515554433, Villa Carlos Paz, San Martin 900", "Martin", "Acosta", "3515554433", "Villa Carlos Paz", "verbatim t33a 030"),
  nameAskedThenList("ok. Valeria Ponce, 3516667788, Rio Cuarto, Belgrano 300", "Valeria", "Ponce", "3516667788", "Rio Cuarto", "t33a 030"),
  nameAskedThenList("Martin Acosta, 3515554433, Villa Carlos Paz, San Martin 900", "Martin", "Acosta", "3515554433", "Villa Carlos Paz", "t33a 030"),
);

// t33a 014: a message naming the shop's product, answered with the intro, is no message not
// understood: one unread message after it never hands off.
const unreadAfterProduct = (opener: string, unread: string, note: string): Scenario => ({
  ...shop,
  name: `packsnames trial 33: '${opener}' then '${unread}' never hands off (${note})`,
  turns: [
    { say: opener, expect: { reply: ["promos"] } },
    { say: unread, expect: { notReply: ["Te paso con una persona", "no te estoy entendiendo"] } },
  ],
});
packsnamesTrial33Scenarios.push(
  unreadAfterProduct("quiero un colchon", "zxqv wrtp", "t33a 014"),
  unreadAfterProduct("necesito colchones", "mmm ñlkj", "t33a 014"),
);
