import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 24, the customer's details (details25): the DNI never asked a fourth time in a row
// when other details answer it (after the way out was offered it is set aside, said so, and still
// taken when given later); a row word ("la primera") with a list open is that row, never an answer
// to the detail asked; "la dirección" / "mi dirección es" never part of the stored address.

const almacen = ALMACEN;

const dniMariaVerbatim: Scenario = {
  name: "details trial 24: the DNI answered with the phone, the payment and a 'si' is not asked a fourth time, and given later it is kept (verbatim t24b 001)",
  ...almacen,
  turns: [
    { say: "hola buenas, tenes yerba playadito?" },
    { say: "dale poneme 2 de 1 kg", expect: { reply: ["Agregué 2"] } },
    { say: "y un aceite cocinero de 1.5" },
    { say: "listo" },
    { say: "envio" },
    { say: "rivadavia 1234 piso 2 dpto b" },
    { say: "Maria Gonzalez", expect: { reply: ["DNI"] } },
    { say: "3516112233", expect: { customer: { phone: "3516112233" } } },
    { say: "efectivo", expect: { reply: ["sin DNI"] } },
    { say: "si", expect: { notReply: ["¿Me pasás tu DNI?", "Antes de seguir me falta tu DNI"], reply: ["Resumen"] } },
    { say: "ah si perdon 29444555", expect: { customer: { dni: "29444555" }, reply: ["DNI 29444555"] } },
  ],
};

const dniCarlosVerbatim: Scenario = {
  name: "details trial 24: name and cell, payment, 'si': the DNI asked at most three times, then the summary (verbatim t24b 005)",
  ...almacen,
  turns: [
    { burst: ["hola", "quiero 2 birras quilmes", "y 1 fernet branca", "y hielo?"] },
    { say: "#1", expect: { cart: { [id("7792798001262")]: 2 } } },
    { say: "listo" },
    { say: "me lo mandan a belgrano 340" },
    { say: "Carlos Diaz, cel 3515551234", expect: { reply: ["DNI"] } },
    { say: "efectivo" },
    { say: "si", expect: { reply: ["sin DNI"] } },
    { say: "dale", expect: { notReply: ["¿Me pasás tu DNI?"], reply: ["Resumen", "Carlos Diaz"] } },
    { say: "no tengo dni a mano", expect: { notReply: ["¿Me pasás tu DNI?"] } },
    { say: "si", expect: { orders: 1, reply: ["confirmado"] } },
  ],
};

const dniOtherDetails = (said: string[]): Scenario => ({
  name: `details trial 24: the DNI answered with '${said.join("', '")}' is never asked a fourth time (t23c 001)`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "eso es todo" },
    { say: "retiro" },
    { say: "Ana Torres", expect: { reply: ["DNI"] } },
    ...said.slice(0, -1).map((s) => ({ say: s })),
    { say: said[said.length - 1], expect: { notReply: ["¿Me pasás tu DNI?"], reply: ["Resumen", "Ana Torres"] } },
  ],
});

const dniGonzalezVerbatim: Scenario = {
  name: "details trial 24: the DNI answered with the phone, the payment and a 'si' goes on to the summary, and the DNI said then is kept (verbatim t23c 001)",
  ...almacen,
  turns: [
    { say: "hola, tenes yerba playadito?" },
    { say: "dame 2 de 1 kg" },
    { say: "y 1 azucar ledesma" },
    { say: "listo" },
    { say: "envio a Belgrano 450 piso 2 dto B" },
    { say: "Maria Gonzalez", expect: { reply: ["DNI"] } },
    { say: "3514567890" },
    { say: "efectivo", expect: { reply: ["sin DNI"] } },
    { say: "si", expect: { notReply: ["¿Me pasás tu DNI?"] } },
    { say: "26555444", expect: { customer: { dni: "26555444" }, reply: ["DNI 26555444"] } },
    { say: "si", expect: { orders: 1 } },
  ],
};

const ordinalWithList: Scenario = {
  name: "details trial 24: 'la primera' at the DNI question with the leche list open is row 1 of the list (verbatim t24c 018)",
  ...almacen,
  turns: [
    { say: "hola buenas tardes quería saber si me podés mandar dos paquetes de yerba taragüí de medio kilo y también una leche descremada coma a nombre de Pedro Alvarez punto mi dirección es Caseros 250", expect: { reply: ["DNI"] } },
    { say: "la primera", expect: { cart: { [id("7790387113327")]: 2, [id("7790742362100")]: 1 }, notReply: ["no llegué a entender tu DNI"] } },
    { say: "no tengo dni a mano" },
    { say: "efectivo", expect: { reply: ["Resumen", "Caseros 250"] } },
  ],
};

const ordinalAtName: Scenario = {
  name: "details trial 24: 'el segundo' at the name question with a list open is row 2, never the name (t24c 018)",
  ...almacen,
  turns: [
    { say: "quiero 2 yerbas playadito de 1 kg y un aceite cocinero de 1.5, envio a rivadavia 1234" },
    { say: "el segundo", expect: { notReply: ["a nombre de El Segundo", "Segundo"], cart: { [id("7793704000225")]: 2, [id("7790070225023")]: 1 } } },
  ],
};

const addressLeadIn = (lead: string): Scenario => ({
  name: `details trial 24: '${lead} 27 de abril 300' stores the address without the lead-in (verbatim t23b 013)`,
  ...almacen,
  turns: [
    { say: "una manteca la serenisima de 200 y una leche entera ilolay", expect: { cart: { [id("7793940054006")]: 1, [id("7790787002528")]: 1 } } },
    { say: "listo. cuanto es todo?" },
    { say: `ok mandalo a ${lead} 27 de abril 300, soy Laura Benitez 36111222, tel 3516778899, pago con transferencia`, expect: { reply: ["Resumen", "Entrega en: 27 de abril 300"], notReply: ["Entrega en: la", "Entrega en: mi"] } },
  ],
});

export const detailsTrial24Scenarios: Scenario[] = [
  dniMariaVerbatim,
  dniCarlosVerbatim,
  dniOtherDetails(["3516112233", "transferencia", "dale"]),
  dniGonzalezVerbatim,
  ordinalWithList,
  ordinalAtName,
  addressLeadIn("la dirección"),
  addressLeadIn("la direccion"),
  addressLeadIn("mi direccion es"),
];
