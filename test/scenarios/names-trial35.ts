import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 35, round 36 (names36): a given name and a surname answering the name question is the
// name even when the surname is a brand ("Tomas Ledesma" added the Ledesma sugar); "soy <name>" is
// the name, never a product; a clause "y X es mi apellido" is the surname, never part of the city;
// "I take 2" beside a details list is the 2-pack, never address text.

const almacen = ALMACEN;
const packs = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };
const SUGAR = id("7792540260138");
const JORGITO = id("77905741");
const COCA15 = id("7790895000430");

// t35b 035: the name question answered with a given name and a brand surname.
const brandSurnameAtNameQuestion = (name: string, first: string, last: string, note: string): Scenario => ({
  name: `names trial 35: '${name}' at the name question is the name, nothing added (${note})`,
  ...almacen,
  turns: [
    { say: "hola me mandas 3 alfajores jorgito" },
    { say: "#1", expect: { cart: { [JORGITO]: 3 } } },
    { say: "listo" },
    { say: "a mi casa que es en rivadavia 1200 piso 3", expect: { reply: ["¿A nombre de quién"] } },
    { say: name, expect: { customer: { firstName: first, lastName: last }, cart: { [JORGITO]: 3 }, notReply: ["Agregué", "no parece un nombre"] } },
  ],
});

// t35b 046: "soy <given name> <surname>" opening an order is the name, never a product offered.
const soyNameWithOrder = (said: string, first: string, last: string, note: string): Scenario => ({
  name: `names trial 35: '${said}' stores ${first} ${last} and offers no product for the surname (${note})`,
  ...almacen,
  turns: [
    { say: said, expect: { cart: { [COCA15]: 1 }, customer: { firstName: first, lastName: last }, notReply: ["¿Te agrego"] } },
    { say: "listo", expect: { cart: { [COCA15]: 1 } } },
  ],
});

// t35a 090: "no, la ciudad es Lanus y Perez es mi apellido" at the summary: Lanus the city, Perez the surname.
const surnameClauseAtSummary = (city: string, last: string, correction: string, note: string): Scenario => ({
  name: `packs names trial 35: '${correction}' at the summary stores the city ${city} and the surname ${last} (${note})`.replace("packs names", "names"),
  ...packs,
  turns: [
    { say: "quiero 2 colchones" },
    { say: "Rodrigo" },
    { say: "1144778899" },
    { say: "Quilmes" },
    { say: "Pavon 2000" },
    { say: "efectivo", expect: { reply: ["Quilmes"] } },
    { say: correction, expect: { customer: { city, lastName: last }, notReply: ["es mi apellido"] } },
    { say: "si", expect: { lastOrder: { customerName: `Rodrigo ${last}` }, notReply: ["es mi apellido"] } },
  ],
});

// t35a 082: "ok I take 2." before the details list is the 2-pack, never the address.
const takePackBesideDetails = (said: string, address: string, city: string, note: string): Scenario => ({
  name: `names trial 35: '${said}' takes the 2-pack and stores the address ${address} (${note})`,
  ...packs,
  turns: [
    { say: "hi, how much for 2 mattresses?" },
    { say: "yes please. how much for 2?" },
    { say: said, expect: { customer: { address, city }, notReply: ["take 2", "Which one will you take", "Reply 1, 2 or 3"] } },
  ],
});

export const namesTrial35Scenarios: Scenario[] = [
  brandSurnameAtNameQuestion("Tomas Ledesma", "Tomas", "Ledesma", "verbatim t35b 035"),
  brandSurnameAtNameQuestion("Lucia Paladini", "Lucia", "Paladini", "t35b 035, another brand surname"),
  brandSurnameAtNameQuestion("Pedro Lucchetti", "Pedro", "Lucchetti", "t35b 035, another brand surname"),
  soyNameWithOrder("hola soy Tomas Ledesma, quiero 1 coca de 1.5", "Tomas", "Ledesma", "verbatim t35b 046"),
  soyNameWithOrder("buenas, me llamo Lucia Paladini y quiero 1 coca de 1.5", "Lucia", "Paladini", "t35b 046"),
  soyNameWithOrder("hola soy Marcos Ledesma, quiero 1 coca de 1.5", "Marcos", "Ledesma", "t35b 046, a given name no list holds"),
  surnameClauseAtSummary("Lanus", "Perez", "no, la ciudad es Lanus y Perez es mi apellido", "verbatim t35a 090"),
  surnameClauseAtSummary("Quilmes", "Gomez", "no, la ciudad es Quilmes y Gomez es mi apellido", "t35a 090"),
  surnameClauseAtSummary("Banfield", "Sosa", "la ciudad es Banfield y Sosa es mi apellido", "t35a 090"),
  takePackBesideDetails("ok I take 2. Anna Smith, 1133445566, Rosario, Cordoba 1000", "Cordoba 1000", "Rosario", "verbatim t35a 082"),
  takePackBesideDetails("ok I'll take the 2. John Miller, 1144556677, Rosario, Mitre 500", "Mitre 500", "Rosario", "t35a 082"),
];

// t35b 035: a DNI said beside a sigh ("ufff otra pregunta mas?? 30555777") is the DNI, never "No te entendí".
const dniBesideSigh = (said: string, dni: string, note: string): Scenario => ({
  name: `names trial 35: '${said}' after the name stores the DNI ${dni} (${note})`,
  ...almacen,
  turns: [
    { say: "hola me mandas 3 alfajores jorgito" },
    { say: "#1" },
    { say: "listo" },
    { say: "a mi casa que es en rivadavia 1200 piso 3" },
    { say: "Tomas Ledesma", expect: { customer: { firstName: "Tomas", lastName: "Ledesma" } } },
    { say: said, expect: { customer: { dni }, notReply: ["No te entendí"] } },
  ],
});
namesTrial35Scenarios.push(
  dniBesideSigh("ufff otra pregunta mas?? 30555777", "30555777", "verbatim t35b 035"),
  dniBesideSigh("uf cuantas preguntas!! 28444999", "28444999", "t35b 035"),
);

// t35b 035 (as it went in the trial): the sigh and the DNI at the name question store the DNI and ask the name again.
const dniAtNameQuestion = (said: string, dni: string, note: string): Scenario => ({
  name: `names trial 35: '${said}' at the name question stores the DNI ${dni} and asks the name (${note})`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "eso es todo" },
    { say: "a mi casa que es en rivadavia 1200 piso 3", expect: { reply: ["¿A nombre de quién"] } },
    { say: said, expect: { customer: { dni }, reply: ["nombre"], notReply: ["No te entendí"] } },
  ],
});

// t35a 090: a surname said at the address question is noted as the surname, never also an address missing its number.
const surnameAtAddressQuestion = (surname: string, note: string): Scenario => ({
  name: `names trial 35: '${surname}' at the address question is the surname alone, no "falta la altura" (${note})`,
  ...packs,
  turns: [
    { say: "quiero 2 colchones" },
    { say: "Rodrigo" },
    { say: "Lanus", expect: { reply: ["dirección"] } },
    { say: surname, expect: { customer: { lastName: surname }, notReply: ["falta la altura"] } },
  ],
});
namesTrial35Scenarios.push(
  dniAtNameQuestion("ufff otra pregunta mas?? 30555777", "30555777", "verbatim t35b 035"),
  dniAtNameQuestion("uf otra pregunta?? 27333444", "27333444", "t35b 035"),
  surnameAtAddressQuestion("Perez", "verbatim t35a 090"),
  surnameAtAddressQuestion("Gimenez", "t35a 090"),
);
