import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 25, the customer's details (details26): "bueno sigo acá." sent alone in a packs burst is
// never a name, and the plain name beside it is the name; "que es en" before a street and a barrio
// said after it ("estoy en alberdi") are never part of the stored address; "el apellido es X" at the
// summary replaces the surname.

const almacen = ALMACEN;
const packs = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

const stayingAlone = (stay: string, name: string): Scenario => ({
  ...packs,
  name: `details trial 25: '${stay}' alone in a burst is never a name, '${name}' beside it is (verbatim t25a 209)`,
  turns: [
    { say: "buenas, me interesa el colchon" },
    { burst: [stay, name, "3516778899", "vivo en cordoba", "ituzaingo 250 dpto 5"], expect: { customer: { firstName: name[0].toUpperCase() + name.slice(1), phone: "3516778899" }, notReply: [/Tu nombre es Sigo/i, /Tu nombre es Seguimos/i] } },
    { say: "el de 3", expect: { notReply: [/Sigo/] } },
  ],
});

const addressBeforeChatter = (said: string, address: string): Scenario => ({
  ...almacen,
  name: `details trial 25: '${said}' stores '${address}' alone (verbatim t25b 012)`,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: said, expect: { customer: { address }, notReply: [/estoy en/i, /que es en/i] } },
    { say: "a nombre de ana torres" },
    { say: "no tengo dni a mano" },
    { say: "transferencia", expect: { reply: ["Resumen", `Entrega en: ${address}`] } },
  ],
});

const surnameAtSummary = (said: string, lastName: string): Scenario => ({
  ...almacen,
  name: `details trial 25: '${said}' at the summary replaces the surname (verbatim t25b 018)`,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "listo. envio a la rioja 456, lucia fernandes 35444555, transferencia", expect: { reply: ["Resumen", "Lucia Fernandes"] } },
    { say: said, expect: { customer: { firstName: "Lucia", lastName }, reply: [`Lucia ${lastName}`] } },
  ],
});

export const detailsTrial25Scenarios: Scenario[] = [
  stayingAlone("bueno sigo acá.", "claudia"),
  stayingAlone("sigo aca", "marta"),
  addressBeforeChatter("bueno eso nomás eh mandámelo a mi casa que es en santa rosa 1500 estoy en alberdi", "santa rosa 1500"),
  addressBeforeChatter("eso es todo, mandalo a mi casa que queda en belgrano 340 estoy en nueva cordoba", "belgrano 340"),
  addressBeforeChatter("listo, envio a mi casa que es en la rioja 456 vivo en general paz", "la rioja 456"),
  surnameAtSummary("ah el apellido es Fernandez con z", "Fernandez"),
  surnameAtSummary("mi apellido es Fernandez, perdon", "Fernandez"),
  surnameAtSummary("el apellido es Fernandez con z", "Fernandez"),
  surnameAtSummary("ah el apellido es Fernandez", "Fernandez"),
];

const spokenHouseNumber = (said: string, address: string): Scenario => ({
  ...almacen,
  name: `details trial 25: '${said}' keeps the address '${address}' with its spoken number in digits (verbatim t25c 015)`,
  turns: [
    { say: said, expect: { customer: { address }, reply: ["Jorge Luis Sanchez"] } },
  ],
});

export const detailsTrial25VoiceScenarios: Scenario[] = [
  spokenHouseNumber("hola si buenas queria pedir dos paquetes de yerba taragui de un kilo y tres sobres de jugo tang de naranja y un paquete de galletitas de agua criollitas para mandar a la calle belgrano cuatrocientos cincuenta y cinco mi nombre es jorge luis sanchez", "calle belgrano 455"),
  spokenHouseNumber("queria dos leches clasica la serenisima para mandar a la avenida colon trescientos veinte mi nombre es jorge luis sanchez", "avenida colon 320"),
];

/** A pack changed in one breath before the details: said once, the last pack noted (packs). */
const packBeforeDetails = (said: string, pack: RegExp): Scenario => ({
  ...packs,
  name: `details trial 25: '${said}' before the details notes the pack and asks the data once (verbatim t25a 206)`,
  turns: [
    { say: "hola sos un bot?" },
    { say: "jaja ok. aceptan pix?" },
    { say: said, expect: { reply: [pack], notReply: [/necesito tus datos[^]*necesito tus datos/] } },
  ],
});

/** The street said after a delivery question in the same message (packs). */
const streetAfterQuestion = (said: string, address: string): Scenario => ({
  ...packs,
  name: `details trial 25: '${said}' keeps the street said after the question (verbatim t25a 202)`,
  turns: [
    { say: said, expect: { customer: { address, city: "Quilmes" }, notReply: ["¿Cuál es la dirección de entrega?"] } },
  ],
});

export const detailsTrial25PacksScenarios: Scenario[] = [
  packBeforeDetails("bueno. quiero 2, mmm mejor 3", /pack de 3/),
  packBeforeDetails("dale, quiero el de 2", /pack de 2/),
  streetAfterQuestion("buenas, quiero el pack de 3. soy jorge gomez, cel 1155443322, vivo en quilmes llegan hasta aca? calle 7 n 1234 entre 56 y 57", "calle 7 n 1234 entre 56 y 57"),
  streetAfterQuestion("quiero el pack de 2. soy ana paz, cel 1155443322, vivo en quilmes hacen envios? mitre 450", "mitre 450"),
];

/** A name said plainly at the name question, in a burst with a question: taken, never read back (packs). */
const nameInBurst = (burst: string[], firstName: string, lastName: string): Scenario => ({
  ...packs,
  name: `details trial 25: '${burst[0]}' opening a burst at the name question is the name, never asked back (verbatim t25a 203)`,
  turns: [
    { say: "HACE 2 DIAS Q ESCRIBO Y NADIE CONTESTA. quiero comprar dos colchones", expect: { reply: ["¿Cómo es tu nombre?"] } },
    { burst, expect: { customer: { firstName, lastName }, notReply: [/¿Tu nombre es/] } },
  ],
});

export const detailsTrial25NameScenarios: Scenario[] = [
  nameInBurst(["luis sanchez", "3415667788", "soy de rosario", "calle san juan 1450", "pero cuanto sale??"], "Luis", "Sanchez"),
  nameInBurst(["marta gimenez", "3415667788", "soy de rosario", "calle san juan 1450", "y cuanto tarda?"], "Marta", "Gimenez"),
];
