import type { Scenario } from "./types";

// Blind trial 32 on the mattress shop (packs), round 33.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

// t32a 028: a full name before a phone in a details list said after lead-in words ("bueno dale, al
// final si. el de 3.") is the name; the fillers are never a name and the known city is the city.
const leadInThenDetails = (opener: string, said: string, first: string, last: string, phone: string, city: string, address: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 32: '${said}' stores ${first} ${last} and ${city}, never a filler as the name (${note})`,
  turns: [
    { say: opener },
    { say: "mmm mejor no, dejalo" },
    { say: said, expect: { customer: { firstName: first, lastName: last, phone, city, address }, notReply: ["¿Tu nombre es", `ciudad ${first}`] } },
    { say: "efectivo", expect: { state: "resumen", reply: [`${address}, ${city}`, `A nombre de: ${first} ${last}`] } },
    { say: "si", expect: { state: "compra_confirmada", lastOrder: { customerName: `${first} ${last}`, address: `${address}, ${city}` } } },
  ],
});

export const packsTrial32Scenarios: Scenario[] = [
  leadInThenDetails("buenas quiero saber el precio del pack de 3", "bueno dale, al final si. el de 3. Ramiro Quiroga 1149998877, Moron, Rivadavia 18000", "Ramiro", "Quiroga", "1149998877", "Moron", "Rivadavia 18000", "verbatim t32a 028"),
  leadInThenDetails("buenas quiero saber el precio del pack de 2", "ok dale, al final si. el de 2. Lucia Benitez 1144556677, Quilmes, Mitre 300", "Lucia", "Benitez", "1144556677", "Quilmes", "Mitre 300", "t32a 028"),
  leadInThenDetails("hola cuanto sale el pack de 3", "bueno listo, despues de todo si. el de 3. Martin Acosta 1133221100, Lanus, Belgrano 450", "Martin", "Acosta", "1133221100", "Lanus", "Belgrano 450", "t32a 028"),
];

// t32a 028: a price asked first is answered with the promos offered; no detail is asked yet.
const priceFirst = (said: string, price: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 32: '${said}' answers the price and offers the promos, no detail asked (${note})`,
  turns: [
    { say: said, expect: { reply: [price, "promos"], notReply: ["¿Cómo es tu nombre?", "necesito tu nombre", "¡Genial!"] } },
    { say: "si", expect: { reply: ["¿Cómo es tu nombre?"] } },
  ],
});
packsTrial32Scenarios.push(
  priceFirst("buenas quiero saber el precio del pack de 3", "$949.000", "verbatim t32a 028"),
  priceFirst("hola queria saber el precio del pack de 2", "$699.000", "t32a 028"),
  priceFirst("buenas, quisiera saber precio del colchon", "$389.000", "t32a 028"),
);

// t32a 025: refusing the details beside a question about them says why they are needed.
const refusedWithWhy = (opener: string, said: string, fieldAsked: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 32: '${said}' says why the details are needed and offers a person (${note})`,
  turns: [
    { say: opener, expect: { reply: [fieldAsked] } },
    { say: said, expect: { reply: ["coordinar la entrega", "persona del equipo", fieldAsked], notReply: ["No tengo ese dato", "no llegué a entender"] } },
    { say: "bueno ok. Hernan Vega 1145678901 capital, Corrientes 3200 piso 5", expect: { customer: { firstName: "Hernan", lastName: "Vega", phone: "1145678901" } } },
  ],
});
packsTrial32Scenarios.push(
  refusedWithWhy("hola quiero comprar dos", "no quiero dar mas datos, para que quieren todo eso?", "¿Cómo es tu nombre?", "verbatim t32a 025"),
  refusedWithWhy("hola quiero comprar dos", "para que necesitan mis datos?", "¿Cómo es tu nombre?", "t32a 025"),
  refusedWithWhy("hola quiero comprar tres", "prefiero no pasarte mi telefono, para que lo quieren?", "¿Cómo es tu nombre?", "t32a 025"),
);

// t32a 044: "el del medio" at the promos is the middle one of the three options.
const middleOption = (said: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 32: '${said}' at the promos picks the 2-pack (${note})`,
  turns: [
    { say: "hola" },
    { say: "si" },
    { say: "Paula Ferreyra, 1122334455, Lanus, Pasco 700", expect: { reply: ["¿Cuál te llevás?"] } },
    { say: said, expect: { reply: ["2 colchones"], notReply: ["Te dejo de nuevo las opciones"] } },
    { say: "efectivo", expect: { state: "resumen", reply: ["2 colchones", "$699.000"] } },
    { say: "si", expect: { lastOrder: { status: "confirmed", total: 69900000 } } },
  ],
});
packsTrial32Scenarios.push(middleOption("el del medio", "verbatim t32a 044"), middleOption("dale, la del medio", "t32a 044"), middleOption("quiero el de en medio", "t32a 044"));

// t32a 006: the payment said again at the summary after it was asked and stored is acknowledged.
const paymentSaidAgain = (asked: string, said: string, noted: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 32: '${said}' after '${asked}' at the summary says '${noted}' before the yes is asked (${note})`,
  turns: [
    { say: "hola" },
    { say: "si" },
    { say: "soy Ana Lopez, mi celular es 3415556677, mi ciudad es Rosario y mi direccion es Mitre 456" },
    { say: "el de 2", expect: { reply: ["¿Cómo vas a pagar?"] } },
    { say: asked, expect: { state: "resumen", reply: ["¿Confirmamos?"] } },
    { say: said, expect: { state: "resumen", reply: [noted, "¿Confirmamos tu pedido?"] } },
    { say: "si", expect: { lastOrder: { status: "confirmed", total: 69900000 } } },
  ],
});
packsTrial32Scenarios.push(
  paymentSaidAgain("aceptan mercado pago?", "mercado pago entonces", "Anoté ✅ pago con Mercado Pago", "verbatim t32a 006"),
  paymentSaidAgain("aceptan transferencia?", "bueno, transferencia entonces", "Anoté ✅ pago con transferencia", "t32a 006"),
  paymentSaidAgain("se puede pagar en efectivo?", "efectivo entonces", "Anoté ✅ pago en efectivo", "t32a 006"),
);
