import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Blind trial 31 on the mattress shop (packs), round 32: name words said in one burst are one
// name, never a city guess ("hola" / "me llamo jorge" / "luis sanchez"), and a city the customer
// stated is never replaced by such a guess later.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

const burstNameThenDetails = (opener: string[], city: string, cityWords: string, street: string, phone: string): Scenario => ({
  ...shop,
  name: `packsdetails trial 31: burst ${opener.map((m) => `'${m}'`).join(" / ")} is one name, '${cityWords}' stays the city (verbatim t31a 018/055)`,
  turns: [
    { burst: opener, expect: { notReply: ["¿Tu ciudad es", "¿Tu nombre es"] } },
    { say: cityWords, expect: { customer: { city }, notReply: ["¿Tu ciudad es", "¿Tu nombre es"] } },
    { say: street, expect: { customer: { city, address: street }, notReply: ["¿Tu ciudad es"] } },
    { say: phone, expect: { customer: { city, phone }, notReply: ["¿Tu ciudad es"] } },
    { say: "2", expect: { notReply: ["¿Tu ciudad es"] } },
    { say: "efectivo", expect: { state: "resumen", reply: [`${street}, ${city}`], notReply: [`${street}, Luis`] } },
    { say: "si", expect: { state: "compra_confirmada", lastOrder: { address: `${street}, ${city}` } } },
  ],
});

export const packsdetailsTrial31Scenarios: Scenario[] = [
  burstNameThenDetails(["hola", "jorge", "luis sanchez"], "Rosario", "soy de Rosario", "Mitre 456", "3415551111"),
  burstNameThenDetails(["hola", "me llamo jorge", "luis sanchez"], "Rosario", "soy de Rosario", "Mitre 456", "3415551111"),
  burstNameThenDetails(["buenas", "me llamo maria", "jose fernandez"], "Cordoba", "soy de cordoba", "San Martin 300", "3514445566"),
  burstNameThenDetails(["hola", "soy ana", "maria lopez"], "Mendoza", "vivo en mendoza", "Belgrano 120", "2614445566"),
  {
    ...shop,
    name: "packsdetails trial 31: burst 'hola' / 'me llamo jorge' / 'luis sanchez' stores Jorge Luis Sanchez (verbatim t31a 018)",
    turns: [
      { burst: ["hola", "me llamo jorge", "luis sanchez"], expect: { reply: ["Jorge Luis Sanchez"], notReply: ["¿Tu ciudad es", "a nombre de Jorge."] } },
      { burst: ["soy de Mar del Plata", "Independencia 1200", "2235556677"], expect: { customer: { address: "Independencia 1200", phone: "2235556677" }, reply: ["Independencia 1200, Mar del Plata", "$949.000"] } },
      { say: "el de 3" },
      { say: "mercado pago", expect: { state: "resumen", reply: ["Jorge Luis Sanchez", "Independencia 1200, Mar del Plata"] } },
      { say: "si", expect: { state: "compra_confirmada", lastOrder: { customerName: "Jorge Luis Sanchez" }, reply: ["Independencia 1200, Mar del Plata"] } },
    ],
  },
];

// A guess held behind the name's read-back is dropped once the customer states that detail.
const statedCityOverGuess = (opener: string[], first: string, cityWords: string, city: string): Scenario => ({
  ...shop,
  name: `packsdetails trial 31: burst ${opener.map((m) => `'${m}'`).join(" / ")} then '${cityWords}': the city stated is never replaced by a guess (t31a 055 variant)`,
  turns: [
    { burst: opener },
    { say: cityWords, expect: { customer: { city } } },
    { say: "si" },
    { say: "Mitre 456", expect: { customer: { city }, notReply: ["¿Tu ciudad es"] } },
    { say: "3415551111", expect: { customer: { city }, notReply: ["¿Tu ciudad es"] } },
    { say: "2" },
    { say: "efectivo", expect: { state: "resumen", reply: [`Mitre 456, ${city}`], notReply: [first] } },
  ],
});
packsdetailsTrial31Scenarios.push(statedCityOverGuess(["hola", "zoe", "quispe mamani"], "Quispe Mamani", "soy de Salta", "Salta"));

// t31a 029 + 056: after an angry opener, a full name said unprompted is stored; a known place said
// at the name question (no surname) is asked about, never stored as the name; a payment method
// said at the city question is never the city.
const angryOpenerThenDetails = (opener: string, first: string, last: string, phone: string, city: string, street: string, payment: string, paymentShown: string): Scenario => ({
  ...shop,
  name: `packsdetails trial 31: '${opener}' then '${first} ${last}', '${city}', '${payment}' at the city question: name, city and payment as said (verbatim t31a 029/056)`,
  turns: [
    { say: opener },
    { say: `${first} ${last}`, expect: { customer: { firstName: first, lastName: last } } },
    { say: phone, expect: { customer: { firstName: first, lastName: last, phone } } },
    { say: city, expect: { customer: { firstName: first, lastName: last }, notReply: [`a nombre de ${city}`] } },
    { say: street, expect: { customer: { firstName: first, lastName: last, address: street } } },
    { say: payment, expect: { notReply: [`, ${paymentShown} 🙌`, `${street}, ${paymentShown}`] } },
  ],
});

const placeAtNameQuestion = (city: string, payment: string, paymentShown: string): Scenario => ({
  ...shop,
  name: `packsdetails trial 31: '${city}' at '¿Cómo es tu nombre?' is asked about, '${payment}' at the city question is no city (t31a 029/056 variant)`,
  turns: [
    { say: "hola" },
    { say: "1144001122", expect: { reply: ["¿Cómo es tu nombre?"] } },
    { say: city, expect: { reply: [`¿Tu nombre es ${city}?`], notReply: [`a nombre de ${city}`] } },
    { say: "no, me llamo Ana Perez", expect: { customer: { firstName: "Ana", lastName: "Perez" } } },
    { say: "Belgrano 100", expect: { customer: { address: "Belgrano 100" } } },
    { say: payment, expect: { notReply: [`Belgrano 100, ${paymentShown}`, `ciudad ${paymentShown}`] } },
    { say: "Rosario", expect: { customer: { firstName: "Ana", lastName: "Perez", city: "Rosario", address: "Belgrano 100" } } },
  ],
});

packsdetailsTrial31Scenarios.push(
  angryOpenerThenDetails("hola quiero 3 colchones pero estoy enojado porque nadie me contesta el telefono", "Martin", "Acosta", "1144001122", "Lanus", "Hipolito Yrigoyen 4500", "mercado pago", "Mercado Pago"),
  angryOpenerThenDetails("hola quiero 2 colchones pero estoy re caliente porque nadie me atiende", "Ana", "Perez", "1144445555", "Moron", "Belgrano 100", "efectivo", "Efectivo"),
  placeAtNameQuestion("Lanus", "mercado pago", "Mercado Pago"),
  placeAtNameQuestion("Quilmes", "transferencia", "Transferencia"),
);

// t31a 052: a name written right beside the phone in a list of details is the name, never read back.
const nameBesidePhone = (said: string, first: string, last: string, phone: string, city: string, address: string): Scenario => ({
  ...shop,
  name: `packsdetails trial 31: '${said}' at the name question stores the name beside the phone, never '¿Tu nombre es' (verbatim t31a 052)`,
  turns: [
    { say: "buenas noches, queria consultar por el colchon" },
    { say: "si", expect: { reply: ["¿Cómo es tu nombre?"] } },
    { say: said, expect: { customer: { firstName: first, lastName: last, phone, city, address }, notReply: ["¿Tu nombre es"] } },
    { say: "el de 2", expect: { notReply: ["¿Tu nombre es"] } },
  ],
});
packsdetailsTrial31Scenarios.push(
  nameBesidePhone("Teresa Gil 1133557799 Escobar, Colectora 1200", "Teresa", "Gil", "1133557799", "Escobar", "Colectora 1200"),
  nameBesidePhone("Lucas Romero 1144556677 Tigre, Cazon 300", "Lucas", "Romero", "1144556677", "Tigre", "Cazon 300"),
  nameBesidePhone("Julia Soto 1155667788 Merlo, Rivadavia 900", "Julia", "Soto", "1155667788", "Merlo", "Rivadavia 900"),
);

// t31a 037: the details of the person the order is for are theirs; the customer is thanked.
const forSomeone = (turns: string[], first: string, fragment: string): Scenario => ({
  ...shop,
  name: `packsdetails trial 31: '${turns[turns.length - 1]}' thanks the customer, never '¡Gracias, ${first}!' (verbatim t31a 037)`,
  turns: [
    ...turns.slice(0, -1).map((say) => ({ say })),
    { say: turns[turns.length - 1], expect: { customer: { firstName: first }, reply: [fragment], notReply: [`Gracias, ${first}`, "tus datos"] } },
  ],
});
packsdetailsTrial31Scenarios.push(
  forSomeone(["hola, es para mi mamá, se llama Rosa Díaz, vive en Belgrano 340, Bahia Blanca, su cel es 2914445566. quiero 1"], "Rosa", "los datos de Rosa"),
  forSomeone(["hola, es para mi hermano, se llama Pablo Ruiz, vive en Mitre 100, Rosario, su cel es 3414445566. quiero 2"], "Pablo", "los datos de Pablo"),
  forSomeone(["hola", "si", "es para mi papá, se llama Jorge Paz, 1144556677, Quilmes, Mitre 100"], "Jorge", "¡Gracias! Ya tengo todo"),
);

// t31a 038: declining to give details is answered with why they are needed and a person offered.
const declines = (said: string, field: string): Scenario => ({
  ...shop,
  name: `packsdetails trial 31: '${said}' at the ${field} question says why it is needed, never 'no llegué a entender' (verbatim t31a 038)`,
  turns: [
    { say: "buenas tardes quiero info" },
    { say: "si", expect: { reply: ["¿Cómo es tu nombre?"] } },
    { say: "lucas", expect: { customer: { firstName: "Lucas" } } },
    { say: said, expect: { reply: ["coordinar la entrega", "persona del equipo"], notReply: ["no llegué a entender", "no me quedó claro"] } },
    { say: "bueno 1133221100", expect: { customer: { phone: "1133221100" } } },
  ],
});
packsdetailsTrial31Scenarios.push(declines("no quiero dar mas datos", "phone"), declines("prefiero no pasarte mi telefono", "phone"), declines("no te voy a dar mi numero", "phone"));

// The same in the almacén's details step (the shared details subflow).
packsdetailsTrial31Scenarios.push({
  ...ALMACEN,
  name: "packsdetails trial 31: 'no te quiero dar mis datos' in the almacén's details says why, never 'no llegué a entender' (t31a 038 variant)",
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "eso es todo" },
    { say: "envio" },
    { say: "no te quiero dar mis datos", expect: { reply: ["coordinar la entrega", "persona del equipo"], notReply: ["no llegué a entender", "no me quedó claro"] } },
  ],
});
