import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 16, the customer's details (details17): a product phrase ("harina 0000 pureza 2 kg")
// never replaces a recorded address, and "es <address>" after a complaint about the address is the
// correction.

const almacen = ALMACEN;

const productNotAddress = (said: string): Scenario => ({
  name: `details trial 17: '${said}' keeps the recorded address`,
  ...almacen,
  turns: [
    { say: "buenas, soy maria lopez 27444333, vivo en catamarca 1500 casa 2. necesito 1 docena de huevos. pago en efectivo" },
    { say: said, expect: { customer: { address: "catamarca 1500 casa 2" }, notReply: [/Entrega en: (?!catamarca)/] } },
  ],
});

const correction = (said: string): Scenario => ({
  name: `details trial 17: '${said}' after a wrong address is the correction`,
  ...almacen,
  turns: [
    { say: "hola soy maria lopez 27444333, vivo en catamarca 1500 casa 2. quiero 1 docena de huevos. pago en efectivo" },
    { say: "nada mas", expect: { reply: ["Entrega en: catamarca 1500 casa 2"] } },
    { say: "cambia la direccion a alsina 200" , expect: { customer: { address: "alsina 200" } } },
    { say: said, expect: { customer: { address: "catamarca 1500 casa 2" }, reply: ["catamarca 1500 casa 2"] } },
  ],
});

const payInList = (said: string, pay: string): Scenario => ({
  name: `details trial 17: '${said}' stores the payment said inside the details`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "nada mas" },
    { say: said, expect: { reply: ["Resumen", `Pago: ${pay}`], notReply: ["¿Cómo vas a pagar?"] } },
  ],
});

const surnameAlone = (first: string, surname: string, firstName: string, lastName: string): Scenario => ({
  name: `details trial 17: '${first}' then '${surname}' takes the surname, never a bad DNI`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "nada mas" },
    { say: "envio" },
    { say: first, expect: { reply: ["DNI"] } },
    { say: surname, expect: { customer: { firstName, lastName }, reply: ["DNI"], notReply: ["no llegué a entender"] } },
  ],
});

export const detailsTrial17Scenarios: Scenario[] = [
  {
    name: "details trial 17: a product phrase does not replace the address, 'es X' corrects it (verbatim C16 013)",
    ...almacen,
    turns: [
      { say: "buenas, soy maria lopez 27444333, vivo en catamarca 1500 casa 2. necesito 2 kg de harina pureza, 1 docena de huevos y 3 latas de atun. pago en efectivo", expect: { customer: { address: "catamarca 1500 casa 2" } } },
      { say: "leudante no, la comun 0000. y el atun al natural de la campagnola" },
      { say: "NO. harina 0000 pureza 2 kg. y 3 atunes al natural la campagnola", expect: { customer: { address: "catamarca 1500 casa 2" }, notReply: ["Entrega en: harina"] } },
      { say: "que es esa direccion?? es catamarca 1500 casa 2!!! y falta la harina, que tenes de pureza 0000?", expect: { customer: { address: "catamarca 1500 casa 2" } } },
      { say: "bueno dame 2 de la 0000 morixe", expect: { customer: { address: "catamarca 1500 casa 2" }, reply: ["Agregué 2 Harinas de Trigo 0000 Morixe"] } },
    ],
  },
  productNotAddress("harina 0000 pureza 2 kg"),
  productNotAddress("y 3 atunes al natural la campagnola"),
  productNotAddress("NO. 2 paquetes de fideos lucchetti 500 gr"),
  productNotAddress("azucar ledesma 1 kg"),
  correction("la direccion esta mal. es catamarca 1500 casa 2"),
  correction("que es esa direccion?? es catamarca 1500 casa 2!!!"),
  correction("no, la direccion es catamarca 1500 casa 2"),
  // ---- 2. a bare payment word inside a list of details is the payment -------------------------
  payInList("eso. mandalo a bv san juan 980 3ro a. tomas quiroga. dni 40111222. mp", "Mercado Pago"),
  payInList("envio a lavalle 500. ana gomez. dni 30111222. transfe", "transferencia"),
  payInList("a corrientes 1200 2do b, juan perez, 28999111, mercadopago", "Mercado Pago"),
  payInList("envio a jujuy 455. marta diaz 33444555. efectivo", "efectivo"),
  payInList("envio a av la plata 1200. Tomas Ruiz, 39222333, pago con mp", "Mercado Pago"),
  // ---- 3. a surname alone right after the first name ---------------------------------------------
  surnameAlone("a nombre de rocio", "benitez", "Rocio", "Benitez"),
  surnameAlone("soy carla", "fernandez", "Carla", "Fernandez"),
  surnameAlone("a nombre de lucia", "martinez.", "Lucia", "Martinez"),
];
