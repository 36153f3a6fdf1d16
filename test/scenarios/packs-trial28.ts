import type { Scenario } from "./types";

// Blind trial 28 on the mattress shop (packs), round 29: complaint words are never a name; in a
// comma list the single capitalised word before the phone is the name and the place after it the
// city; a known city said before the street is the city; a cancel is a cancel at any question; a
// lone surname right after the first name in a burst is the surname; the delivery time said once.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

const commaList = (said: string, customer: Record<string, string>, verbatim: string): Scenario => ({
  ...shop,
  name: `packs trial 28: '${said}' at the name question stores the name and the city, never the complaint (verbatim t28a ${verbatim})`,
  turns: [
    { say: "buenas" },
    { say: "si pasame" },
    { say: said, expect: { customer, notReply: [/Uf|Cuantas|Que Lio|Ay Dios/i, /ciudad (?:Valeria|Marcos)/i] } },
  ],
});

const cityBeforeStreet = (said: string, customer: Record<string, string>): Scenario => ({
  ...shop,
  name: `packs trial 28: '${said}' keeps the known city apart from the street (verbatim t28a 031)`,
  turns: [
    { say: "hola necesito un colchon de 2 plazas" },
    { say: "si" },
    // t35a 064: beside the name and the phone the known city is the city at once, never read back.
    { say: said, expect: { customer, reply: ["promos"], notReply: ["¿En qué ciudad estás?", "Me falta tu ciudad", `dirección ${customer.city}`, "¿Tu ciudad es"] } },
  ],
});

const cancelAtQuestion = (cancel: string): Scenario => ({
  ...shop,
  name: `packs trial 28: '${cancel}' while the city is asked is a cancel, never a city (verbatim t28a 031)`,
  turns: [
    { say: "hola necesito un colchon de 2 plazas" },
    { say: "si" },
    { say: "Esteban Ruiz 1177889900 Colon 2345" },
    { say: "1" },
    { say: cancel, expect: { notReply: ["no llegué a entender tu ciudad", "¿En qué ciudad estás?"] } },
  ],
});

const burstSurname = (first: string, last: string): Scenario => ({
  ...shop,
  name: `packs trial 28: a burst 'soy ${first}' / '${last}' stores the surname (verbatim t28a 032)`,
  turns: [
    { say: "hola" },
    { say: "si" },
    { burst: [`soy ${first}`, last, "3415550000", "vivo en quilmes llegan hasta aca?", "calle 12 nro 345"], expect: { customer: { firstName: first, lastName: last, city: "Quilmes" } } },
  ],
});

const deliveryOnce = (asked: string): Scenario => ({
  ...shop,
  name: `packs trial 28: '${asked}' after the order is placed says the delivery time once (verbatim t28a 022/032/037)`,
  turns: [
    { say: "hola" },
    { say: "si" },
    { say: "Marta Gomez, 3415551234, Rosario, San Martin 800" },
    { say: "1" },
    { say: "efectivo" },
    { say: "si", expect: { lastOrder: { status: "confirmed" } } },
    { say: asked, expect: { reply: [/3 y 7 días hábiles/], notReply: [/3 y 7 días hábiles[\s\S]*3 y 7 días hábiles/] } },
  ],
});

export const packsTrial28Scenarios: Scenario[] = [
  commaList("uf cuantas preguntas. Valeria, 3415558899, Funes, Cordoba 1500", { firstName: "Valeria", city: "Funes", phone: "3415558899" }, "037"),
  commaList("ay dios que lio. Marcos, 1144556677, Rosario, Mitre 300", { firstName: "Marcos", city: "Rosario", phone: "1144556677" }, "037"),
  commaList("ay dios, que lio. Marcos, 1144556677, Rosario, Mitre 300", { firstName: "Marcos", city: "Rosario", phone: "1144556677" }, "037"),
  cityBeforeStreet("Esteban Ruiz 1177889900 Mar del Plata Colon 2345", { firstName: "Esteban", lastName: "Ruiz", city: "Mar del Plata" }),
  cityBeforeStreet("Laura Diaz 1133445566 Rosario Mitre 300", { firstName: "Laura", lastName: "Diaz", city: "Rosario" }),
  cancelAtQuestion("quiero cancelar el pedido"),
  cancelAtQuestion("no quiero nada, cancelá todo"),
  burstSurname("Mariana", "Lopez"),
  burstSurname("Carla", "Fernandez"),
  deliveryOnce("cuando me llega?"),
  deliveryOnce("cuanto tarda en llegar?"),
];

export const packsTrial28MoneyScenarios: Scenario[] = [
  {
    ...shop,
    name: "packs trial 28: a split payment is left to a person and said so (verbatim t28a 030)",
    turns: [
      { say: "hola" },
      { say: "si" },
      { say: "Marta Gomez, 3415551234, Rosario, San Martin 800" },
      { say: "1" },
      { say: "quiero pagar la mitad ahora y la mitad cuando llega", expect: { reply: [/persona|compañer/i], notReply: ["Antes de seguir me falta tu medio de pago"] } },
    ],
  },
  ...["hola me interesa el colchon pero no tengo plata ahora", "buenas, me interesa el colchon pero ando corto de plata"].map((said): Scenario => ({
    ...shop,
    name: `packs trial 28: '${said}' acknowledges the money concern, never "¡Genial!" (verbatim t28a 038)`,
    turns: [{ say: said, expect: { reply: ["Te entiendo"], notReply: ["¡Genial!"] } }],
  })),
];
