import type { Scenario } from "./types";

// Blind trial 11 on the mattress shop (packs), fixed in round 12: a city said before the street
// is stored apart from it; a labelled detail beside a question is kept; a yes at the summary
// with a price question confirms and answers; a clear "soy Nombre Apellido" is never read back;
// one reply never offers what it just gave; "x2" / "2x" name a pack.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

export const packsTrial12Scenarios: Scenario[] = [
  // 1. City before the street (verbatim 204).
  {
    ...shop,
    name: "packs trial 12: 'soy Roberto Diaz 2215556677 La Plata calle 7 n 1234' stores the city apart from the street (verbatim 204)",
    turns: [
      { say: "q medidas tiene el colchon? es de resortes?" },
      // t35a 064: a known city glued to the street beside the name and the phone is the city at once.
      { say: "bueno si dale, soy Roberto Diaz 2215556677 La Plata calle 7 n 1234", expect: { state: "ofrecer_promos", reply: ["Estas son nuestras promos"], notReply: ["¿Tu nombre es", "¿En qué ciudad", "La Plata calle 7", "¿Tu ciudad es"], customer: { firstName: "Roberto", lastName: "Diaz", city: "La Plata", address: "calle 7 n 1234" } } },
      { say: "el de 2, pago con transferencia", expect: { state: "resumen", reply: ["Entrega en: calle 7 n 1234, La Plata"] } },
      { say: "si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 69_900_000, customerName: "Roberto Diaz", address: "calle 7 n 1234, La Plata" } } },
    ],
  },
  ...[
    ["Roberto Diaz, 2215556677, calle 7 1234, la plata", "calle 7 1234", "La Plata"],
    ["Roberto Diaz, 2215556677, en la plata, 7 nro 1234", "7 nro 1234", "La Plata"],
    ["Roberto Diaz, 2215556677, La Plata - 7 e/ 45 y 46 1234", "7 e/ 45 y 46 1234", "La Plata"],
    ["Roberto Diaz 2215556677 Rosario - calle San Martin 1234", "calle San Martin 1234", "Rosario"],
    ["Roberto Diaz, 2215556677, Mar del Plata, Colon 2000", "Colon 2000", "Mar del Plata"],
  ].map(
    ([said, address, city]): Scenario => ({
      ...shop,
      name: `packs trial 12: '${said}' stores city ${city} and street ${address} apart`,
      turns: [
        { say: "hola" },
        { say: "dale" },
        { say: said, expect: { customer: { city, address }, notReply: [`${city} ${address}`] } },
      ],
    }),
  ),
  {
    ...shop,
    name: "packs trial 12: 'Roberto Diaz 2215556677 Quilmes Mitre 450' then the city asked: the city is cut from the stored street",
    turns: [
      { say: "hola" },
      { say: "dale" },
      // packs29 (t28a 031): a known city glued to its street is cut, never asked as if unsaid; beside the
      // name and the phone it is the city at once (t35a 064).
      { say: "Roberto Diaz 2215556677 Quilmes Mitre 450", expect: { state: "ofrecer_promos", customer: { city: "Quilmes", address: "Mitre 450" }, reply: ["Mitre 450, Quilmes"], notReply: ["Quilmes Mitre 450", "¿En qué ciudad estás?", "¿Tu ciudad es"] } },
    ],
  },
  // 2. A labelled detail beside a question (verbatim 205).
  {
    ...shop,
    name: "packs trial 12: 'mi direccion es Belgrano 340 piso 2, soy de Quilmes, llegan hasta aca?' keeps the address (verbatim 205)",
    turns: [
      { say: "hola quiero info de los colchones" },
      { say: "si pasame", expect: { reply: ["¿Cómo es tu nombre?"] } },
      { say: "mi direccion es Belgrano 340 piso 2, soy de Quilmes, llegan hasta aca? me llamo laura gomez y mi tel 1144556677", expect: { state: "ofrecer_promos", reply: ["llegamos a Quilmes", "Estas son nuestras promos"], notReply: ["Me falta tu dirección"], customer: { firstName: "Laura", lastName: "Gomez", city: "Quilmes", address: "Belgrano 340 piso 2", phone: "1144556677" } } },
    ],
  },
  ...[
    "mi direccion es Belgrano 340 piso 2. hacen envios a Quilmes? soy laura gomez, tel 1144556677, de Quilmes",
    "me llamo laura gomez, tel 1144556677, vivo en Quilmes, cuanto tarda? mi direccion es Belgrano 340 piso 2",
    "laura gomez, 1144556677, quilmes. la direccion es Belgrano 340 piso 2, cuanto sale el envio?",
    "mi domicilio es Belgrano 340 piso 2 y llegan a Quilmes? laura gomez 1144556677 de Quilmes",
  ].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 12: '${said}' keeps the labelled address beside the question`,
      turns: [
        { say: "hola" },
        { say: "dale" },
        { say: said, expect: { state: "ofrecer_promos", notReply: ["Me falta tu dirección"], customer: { city: "Quilmes", address: "Belgrano 340 piso 2" } } },
      ],
    }),
  ),
  // 3. A yes in a hurry with a price question, at the offer and at the summary (verbatim 206).
  {
    ...shop,
    name: "packs trial 12: 'si pero rapido q no tengo todo el dia. cuanto sale el de 3?' answers the price and takes the yes (verbatim 206)",
    turns: [
      { say: "hola", expect: { reply: ["¿Querés que te pase las promos?"] } },
      { say: "si pero rapido q no tengo todo el dia. cuanto sale el de 3?", expect: { state: "collecting_data", reply: ["$949.000", "¿Cómo es tu nombre?"], notReply: ["¿Querés que te pase las promos?", "¡Genial!"] } },
      { say: "julieta romero, 1133221100, caba, av cordoba 3300 5to b. dale q me aburro", expect: { state: "ofrecer_promos", reply: ["Estas son nuestras promos"], notReply: ["¿Tu nombre es"], customer: { firstName: "Julieta", lastName: "Romero", city: "CABA", address: "av cordoba 3300 5to b" } } },
      { say: "el de 1. efectivo. confirmame ya", expect: { state: "resumen" } },
      { say: "si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 38_900_000, paymentMethod: "cash", customerName: "Julieta Romero" } } },
    ],
  },
  ...["dale rapido, cuanto sale el de 2?", "si, cuanto salen 3?", "ok pero apurate. cuanto cuesta el de 2?", "bueno si, y cuanto sale uno?", "si porfa, cuanto esta el pack de 3?"].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 12: '${said}' at the offer of the promos answers the price and asks the data`,
      turns: [
        { say: "hola" },
        { say: said, expect: { state: "collecting_data", reply: ["$", "¿Cómo es tu nombre?"], notReply: ["¿Querés que te pase las promos?", "¿Te paso las promos?"] } },
      ],
    }),
  ),
  ...["si pero rapido. cuanto sale el de 3?", "dale, y cuanto salia el de 3?", "si confirmo. cuanto sale el de 3 por las dudas?"].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 12: '${said}' at the summary confirms and answers the price`,
      turns: [
        { say: "quiero 2 colchones. Juan Perez, 3415556677, Rosario, San Martin 1234", expect: { reply: ["¿Cómo vas a pagar?"] } },
        { say: "efectivo", expect: { state: "resumen" } },
        { say: said, expect: { state: "compra_confirmada", reply: ["$949.000"], orders: 1, lastOrder: { total: 69_900_000 } } },
      ],
    }),
  ),
  {
    ...shop,
    name: "packs trial 12: 'si, pero antes: cuanto sale el de 3?' at the summary waits (a hesitant yes confirms nothing)",
    turns: [
      { say: "quiero 2 colchones. Juan Perez, 3415556677, Rosario, San Martin 1234" },
      { say: "efectivo", expect: { state: "resumen" } },
      { say: "si, pero antes: cuanto sale el de 3?", expect: { state: "resumen", reply: ["$949.000"], orders: 0 } },
    ],
  },
  // 4. A name written plainly in a list of details is never read back.
  ...[
    "julieta romero, 1133221100, caba, av cordoba 3300 5to b",
    "Julieta Romero; 1133221100; Rosario; Mitre 450",
    "dale. julieta romero, 1133221100, quilmes, belgrano 340",
    "julieta romero, tel 1133221100, de la plata, calle 7 n 1234",
    "Julieta Romero, 1133221100, Moron, Rivadavia 18000 piso 3",
  ].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 12: '${said}' after the name was asked is the name, never read back`,
      turns: [
        { say: "hola" },
        { say: "dale", expect: { reply: ["¿Cómo es tu nombre?"] } },
        { say: said, expect: { notReply: ["¿Tu nombre es"], customer: { firstName: "Julieta", lastName: "Romero", phone: "1133221100" } } },
      ],
    }),
  ),
  // 5. One reply asks one next thing, never offering what it just gave.
  ...["hola buenas tardes, vi la publicidad del colchon, cuanto sale?", "cuanto sale el colchon?", "precio?", "cuanto cuesta?", "hola! cuanto esta el colchon"].map(
    (said): Scenario => ({
      ...shop,
      name: `packs trial 12: '${said}' gets the price and one next question`,
      turns: [
        { say: said, expect: { reply: ["$389.000", /\?[^?]*$/], notReply: ["Pasame tus datos", "Con tu nombre, teléfono", /promos\?[\s\S]*promos\?/] } },
      ],
    }),
  ),
  // 6. Counts written "x2" / "2x" name the pack.
  ...[["x2", 2], ["2x", 2], ["x3", 3], ["3x", 3], ["quiero x2", 2], ["dame 2x colchones", 2]].map(
    ([said, units]): Scenario => ({
      ...shop,
      name: `packs trial 12: '${said}' with the promos shown chooses the pack of ${units}`,
      turns: [
        { say: "quiero comprar. Juan Perez, 3415556677, Rosario, San Martin 1234", expect: { state: "ofrecer_promos" } },
        { say: String(said), expect: { reply: [`${units} colchones`, "¿Cómo vas a pagar?"] } },
      ],
    }),
  ),
];
