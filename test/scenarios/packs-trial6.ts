import type { Scenario, Turn } from "./types";

// Blind trial 6 on the mattress shop (packs): a question about the delivery area read as the
// address, numbered streets cut ("calle 7 n 1234" stored as "1234"), a surname offered as the
// city, a labelled first message losing the name, and a change of quantity after the summary
// or the yes. Prices as in packs.ts; the shop delivers "a todo el país".

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

/** The data step open: the shop asked for name, phone, city and address. */
const collecting: Turn[] = [{ say: "hola quiero comprar", expect: { state: "collecting_data" } }];

/** From the data to the summary of one colchón paid by transfer. */
const toSummary = (data: string): Turn[] => [
  ...collecting,
  { say: data, expect: { reply: ["Ya tengo todo para el envío"] } },
  { say: "pasame las promos", expect: { state: "ofrecer_promos" } },
  { say: "el de 1", expect: { reply: ["¿Cómo vas a pagar?"] } },
  { say: "transferencia", expect: { state: "resumen", reply: ["1 colchón", "*Total: $389.000*"] } },
];

export const packsTrial6Scenarios: Scenario[] = [
  // A question about the delivery area: answered, the city kept, never the street address.
  {
    ...shop,
    name: "packs trial 6: 'yo vivo en quilmes y queria saber si llegan hasta aca' is answered and Quilmes is the city, not the address",
    turns: [
      { say: "yo vivo en quilmes y queria saber si llegan hasta aca", expect: { reply: ["llegamos a Quilmes", "todo el país"], notReply: ["Ya tengo todo", "Entrega en"] } },
      { say: "dale, quiero comprar", expect: { state: "collecting_data", notReply: ["tu ciudad"] } },
      { say: "Marcos Diaz, 1155667788, Rivadavia 3400", expect: { customer: { firstName: "Marcos", city: "Quilmes", address: "Rivadavia 3400" }, reply: ["Rivadavia 3400, Quilmes"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: a delivery question with the city while the data is asked ('hacen envios a lanus?') keeps Lanus as the city only",
    turns: [
      ...collecting,
      { say: "hacen envios a lanus?", expect: { reply: ["llegamos a Lanus"], notReply: ["Ya tengo todo"] } },
      { say: "Pedro Gil, 1144556677, Hipolito Yrigoyen 500", expect: { customer: { firstName: "Pedro", address: "Hipolito Yrigoyen 500" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'soy de quilmes, llegan hasta aca?' and 'estoy en Berazategui, me lo mandan?' are answered, no address stored",
    turns: [
      ...collecting,
      { say: "soy de quilmes, llegan hasta aca?", expect: { reply: ["llegamos a Quilmes"] } },
      { say: "estoy en Berazategui, me lo mandan?", expect: { reply: ["Berazategui"] } },
    ],
  },
  // Numbered streets kept whole.
  {
    ...shop,
    name: "packs trial 6: 'calle 7 n 1234' keeps the street number as part of the address",
    turns: [
      ...collecting,
      { say: "Lucia Mendez, 2214445566, La Plata", expect: { customer: { city: "La Plata" }, reply: ["dirección"] } },
      { say: "calle 7 n 1234", expect: { customer: { address: "calle 7 n 1234" }, reply: ["calle 7 n 1234, La Plata"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: '7 nro 1234', 'diagonal 74 n 1500' and 'calle 50 n 620 e/ 7 y 8' answered to the address are kept whole",
    turns: [
      ...collecting,
      { say: "Lucia Mendez, 2214445566, La Plata", expect: { reply: ["dirección"] } },
      { say: "7 nro 1234", expect: { customer: { address: "7 nro 1234" } } },
      { say: "la direccion esta mal, es diagonal 74 n 1500", expect: { customer: { address: "diagonal 74 n 1500" } } },
      { say: "la direccion no es esa, es calle 50 n 620 e/ 7 y 8", expect: { customer: { address: "calle 50 n 620 e/ 7 y 8" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: all details in one message with 'calle 50 n 1234 e/ 7 y 8'",
    turns: [
      ...collecting,
      { say: "Lucia Mendez, 2214445566, La Plata, calle 50 n 1234 e/ 7 y 8", expect: { customer: { firstName: "Lucia", city: "La Plata", address: "calle 50 n 1234 e/ 7 y 8" } } },
    ],
  },
  // A surname alone after the name is the surname.
  {
    ...shop,
    name: "packs trial 6: 'Gómez' after the first name is the surname, never offered as the city",
    turns: [
      ...collecting,
      { say: "Laura", expect: { customer: { firstName: "Laura" } } },
      { say: "Gómez", expect: { customer: { lastName: "Gómez" }, notReply: ["¿Tu ciudad es Gómez", "Gómez?"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'mi apellido? Gómez' and 'apellido Fernández' after the name go to the surname",
    turns: [
      ...collecting,
      { say: "me llamo Laura", expect: { customer: { firstName: "Laura" } } },
      { say: "Fernández", expect: { customer: { lastName: "Fernández" }, notReply: ["¿Tu ciudad es"] } },
    ],
  },
  // A labelled first message.
  {
    ...shop,
    name: "packs trial 6: 'hola, nombre Laura Pérez, quiero el pack X, ciudad La Plata, dirección 12 n 345, pago transferencia' keeps every detail",
    turns: [
      { say: "hola, nombre Laura Pérez, quiero el pack de 2, ciudad La Plata, dirección 12 n 345, pago transferencia", expect: { customer: { firstName: "Laura", lastName: "Pérez", city: "La Plata", address: "12 n 345" }, reply: ["teléfono"], notReply: ["tu nombre"] } },
      { say: "2215550011", expect: { state: "resumen", reply: ["A nombre de: Laura Pérez (tel. 2215550011)", "Entrega en: 12 n 345, La Plata", "2 colchones"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'nombre: Laura Pérez, tel 2215550011, ciudad: La Plata, direccion: calle 12 n 345' all kept",
    turns: [
      { say: "nombre: Laura Pérez, tel 2215550011, ciudad: La Plata, direccion: calle 12 n 345", expect: { customer: { firstName: "Laura", lastName: "Pérez", phone: "2215550011", city: "La Plata", address: "calle 12 n 345" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'hola! mi nombre es Laura Pérez, quiero 3, soy de La Plata, direccion 12 n 345' keeps the name",
    turns: [
      { say: "hola! mi nombre es Laura Pérez, quiero el pack de 3, soy de La Plata, direccion 12 n 345", expect: { customer: { firstName: "Laura", lastName: "Pérez", city: "La Plata", address: "12 n 345" } } },
    ],
  },
  // A quantity change at the summary or after the yes.
  {
    ...shop,
    name: "packs trial 6: 'che mejor cambiamelo a 2' at the summary changes the pack and shows the new summary",
    turns: [
      ...toSummary("Ana Ruiz, 3415550808, Rosario, Corrientes 800"),
      { say: "che mejor cambiamelo a 2", expect: { state: "resumen", cart: { "colchon-2x": 1 }, reply: ["2 colchones", "*Total: $699.000*"] } },
      { say: "si", expect: { orders: 1, lastOrder: { total: 69900000 } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'mejor que sean 3' and 'ponele 2' at the summary change the pack",
    turns: [
      ...toSummary("Ana Ruiz, 3415550808, Rosario, Corrientes 800"),
      { say: "mejor que sean 3", expect: { state: "resumen", cart: { "colchon-3x": 1 }, reply: ["*Total: $949.000*"] } },
      { say: "ponele 2", expect: { state: "resumen", cart: { "colchon-2x": 1 }, reply: ["*Total: $699.000*"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'che mejor cambiamelo a 2' after the yes changes the order to 2 and shows the new summary",
    turns: [
      ...toSummary("Ana Ruiz, 3415550808, Rosario, Corrientes 800"),
      { say: "si", expect: { state: "compra_confirmada", orders: 1 } },
      // A confirmed order is changed with the customer's yes (the kind's consent step), never ignored.
      { say: "che mejor cambiamelo a 2", expect: { state: "compra_confirmada", reply: ["¿Cambio tu pedido", "por 2 colchones, total $699.000?"] } },
      { say: "si", expect: { reply: ["2 colchones", "$699.000"], lastOrder: { total: 69900000 } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'al final quiero 3' and 'cambialo por el de 2' after the yes change the order",
    turns: [
      ...toSummary("Ana Ruiz, 3415550808, Rosario, Corrientes 800"),
      { say: "si", expect: { state: "compra_confirmada", orders: 1 } },
      { say: "al final quiero 3", expect: { reply: ["¿Cambio tu pedido", "por 3 colchones, total $949.000?"] } },
      { say: "no", expect: { reply: ["sigue como estaba (1 colchón)"] } },
      { say: "cambialo por el de 2", expect: { reply: ["¿Cambio tu pedido", "por 2 colchones, total $699.000?"] } },
      { say: "dale", expect: { lastOrder: { total: 69900000 } } },
    ],
  },
  // More ways of the same classes.
  {
    ...shop,
    name: "packs trial 6: 'hola! estoy en Tigre, hacen envios hasta alla?' and 'y a Bahia Blanca llegan?' are answered with the place, Tigre kept as the city",
    turns: [
      { say: "hola! estoy en Tigre, hacen envios hasta alla?", expect: { reply: ["llegamos a Tigre"], notReply: ["falta la altura"] } },
      { say: "y a Bahia Blanca llegan?", expect: { reply: ["Bahia Blanca"], customer: { city: "Tigre" } } },
      { say: "Laura Gómez, 1155667788, Cazón 1200", expect: { customer: { firstName: "Laura", city: "Tigre", address: "Cazón 1200" }, reply: ["Cazón 1200, Tigre"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'envian a cordoba capital?' as the first message is answered and Cordoba Capital kept as the city",
    turns: [
      { say: "envian a cordoba capital?", expect: { reply: ["llegamos a Cordoba Capital"], notReply: ["Entrega en"] } },
      { say: "quiero comprar", expect: { state: "collecting_data", notReply: ["tu ciudad"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'vivo en quilmes, llegan?' at the summary is answered and leaves the stored city and address as they were",
    turns: [
      ...toSummary("Ana Ruiz, 3415550808, Rosario, Corrientes 800"),
      { say: "vivo en quilmes, llegan?", expect: { reply: ["llegamos a Quilmes"], customer: { city: "Rosario", address: "Corrientes 800" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: numbered streets in a details list ('diagonal 74 nro 1500', 'calle 7 n° 1234') and in 'vivo en la plata calle 7 n 1234'",
    turns: [
      ...collecting,
      { say: "Laura Gómez, 2214445566, La Plata, diagonal 74 nro 1500", expect: { customer: { firstName: "Laura", city: "La Plata", address: "diagonal 74 nro 1500" }, reply: ["diagonal 74 nro 1500, La Plata"] } },
      { say: "la direccion esta mal, es calle 7 n° 1234", expect: { customer: { address: "calle 7 n° 1234" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'hola, vivo en la plata calle 7 n 1234, soy Lucia Mendez 2214445566' keeps city, street and name",
    turns: [
      { say: "hola, vivo en la plata calle 7 n 1234, soy Lucia Mendez 2214445566", expect: { customer: { firstName: "Lucia", city: "La Plata", address: "calle 7 n 1234", phone: "2214445566" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: a lowercase surname and a double surname after the first name ('laura' / 'gomez ruiz') are the surname",
    turns: [
      ...collecting,
      { say: "laura", expect: { customer: { firstName: "Laura" } } },
      { say: "gomez ruiz", expect: { customer: { lastName: "Gomez Ruiz" }, notReply: ["¿Tu ciudad es", "ciudad gomez"] } },
      { say: "2215550011", expect: { customer: { phone: "2215550011" }, reply: ["ciudad"] } },
      { say: "La Plata", expect: { customer: { city: "La Plata" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: the city asked right after the first name ('Laura' then '¿En qué ciudad?' 'Quilmes') is still the city",
    turns: [
      ...collecting,
      { say: "Laura, 2215550011", expect: { customer: { firstName: "Laura", phone: "2215550011" }, reply: ["ciudad"] } },
      { say: "Quilmes", expect: { customer: { city: "Quilmes" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'nombre y apellido Laura Pérez, tel 2215550011' mid-message keeps the name",
    turns: [
      { say: "buenas, quiero comprar. nombre y apellido Laura Pérez, tel 2215550011, ciudad Quilmes, direccion Mitre 300", expect: { customer: { firstName: "Laura", lastName: "Pérez", phone: "2215550011", city: "Quilmes", address: "Mitre 300" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'cambialo a 3' and 'no, que sean 2' while the payment is asked, 'mejor uno solo' at the summary change the pack (never the address)",
    turns: [
      ...collecting,
      { say: "Ana Ruiz, 3415550808, Rosario, Corrientes 800", expect: { reply: ["Ya tengo todo"] } },
      { say: "pasame las promos", expect: { state: "ofrecer_promos" } },
      { say: "el de 1", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "cambialo a 3", expect: { cart: { "colchon-3x": 1 } } },
      { say: "no, que sean 2", expect: { cart: { "colchon-2x": 1 } } },
      { say: "efectivo", expect: { state: "resumen", reply: ["*Total: $699.000*"] } },
      { say: "mejor uno solo", expect: { state: "resumen", reply: ["*Total: $389.000*"], customer: { address: "Corrientes 800" } } },
      { say: "si", expect: { orders: 1, lastOrder: { total: 38900000, address: "Corrientes 800, Rosario" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'che cambiame el pack a 2' and 'podés cambiarlo a 3?' at the summary show the new summary",
    turns: [
      ...toSummary("Ana Ruiz, 3415550808, Rosario, Corrientes 800"),
      { say: "che cambiame el pack a 2", expect: { state: "resumen", cart: { "colchon-2x": 1 }, reply: ["*Total: $699.000*"] } },
      { say: "podés cambiarlo a 3?", expect: { state: "resumen", cart: { "colchon-3x": 1 }, reply: ["*Total: $949.000*"] } },
      { say: "si", expect: { orders: 1, lastOrder: { total: 94900000, customerName: "Ana Ruiz", address: "Corrientes 800, Rosario" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'Laura' then 'Gómez, 2215550011' keeps Gómez as the surname beside the phone",
    turns: [
      ...collecting,
      { say: "Laura", expect: { customer: { firstName: "Laura" } } },
      { say: "Gómez, 2215550011", expect: { customer: { lastName: "Gómez", phone: "2215550011" }, notReply: ["¿Tu ciudad es"] } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: 'Nombre Laura Pérez, celular 2215550011, localidad Quilmes, calle 12 n 345' as a first message keeps all",
    turns: [
      { say: "Nombre Laura Pérez, celular 2215550011, localidad Quilmes, calle 12 n 345", expect: { customer: { firstName: "Laura", lastName: "Pérez", phone: "2215550011", city: "Quilmes", address: "calle 12 n 345" } } },
    ],
  },
  {
    ...shop,
    name: "packs trial 6: the verbatim 'hola, nombre Laura Pérez, quiero el pack X, ciudad La Plata, dirección 12 n 345, pago transferencia' keeps the name and asks only the phone",
    turns: [
      { say: "hola, nombre Laura Pérez, quiero el pack X, ciudad La Plata, dirección 12 n 345, pago transferencia", expect: { customer: { firstName: "Laura", lastName: "Pérez", city: "La Plata", address: "12 n 345" }, reply: ["teléfono"], notReply: ["tu nombre", "tu ciudad", "tu dirección"] } },
      { say: "221 555 0011", expect: { customer: { phone: "2215550011" }, reply: ["Ya tengo todo para el envío a 12 n 345, La Plata"] } },
    ],
  },
];
