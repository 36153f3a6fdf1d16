import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 19, the customer's details (details19): an address after "envio a" with an abbreviated
// "av." is the address, never a name; a name said in capitals beside the address and payment is kept.

const almacen = ALMACEN;

const avenueAddress = (said: string, address: string): Scenario => ({
  name: `details trial 19: '${said}' is the address, never a name (verbatim t19c 008)`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "listo eso", expect: { reply: ["enviamos"] } },
    { say: said, expect: { customer: { address }, notReply: ["Anoté ✅ a nombre", "falta la altura"] } },
  ],
});

const capsBurst = (said: string, firstName: string, lastName: string, address: string): Scenario => ({
  name: `details trial 19: '${said}' keeps name, address and payment (verbatim t19b 008)`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: said, expect: { customer: { firstName, lastName, address }, notReply: ["¿Te lo enviamos"] } },
  ],
});

const verbatimAvenue: Scenario = {
  name: "details trial 19: the avenue, then the name with its DNI, then mp reach the summary (verbatim t19c 008)",
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "listo eso" },
    { say: "envio a av. velez sarsfield 1500 entre montevideo y san luis, timbre 3" },
    { say: "Rocio Paz dni 39111444", expect: { customer: { firstName: "Rocio", lastName: "Paz", dni: "39111444" }, notReply: ["¿Te lo enviamos"] } },
    { say: "mp", expect: { reply: ["Resumen"], customer: { address: "av. velez sarsfield 1500 entre montevideo y san luis, timbre 3" } } },
  ],
};

const nameWrongAtSummary = (said: string, firstName: string, lastName: string): Scenario => ({
  name: `details trial 19: '${said}' at the summary corrects the name without its 'soy' (verbatim t19c 008)`,
  turns: [
    { say: "quiero 2 pepsi", expect: { reply: ["Agregué 2"] } },
    { say: "listo" },
    { say: "envio a mitre 300, soy ana lopez 28999111, pago efectivo", expect: { reply: ["Resumen"] } },
    { say: said, expect: { customer: { firstName, lastName }, notReply: ["Soy "] } },
  ],
});

export const detailsTrial19Scenarios: Scenario[] = [
  verbatimAvenue,
  nameWrongAtSummary("el nombre esta mal, soy Rocio Paz. y falta entre montevideo y san luis, timbre 3", "Rocio", "Paz"),
  nameWrongAtSummary("el nombre esta mal, soy Rocio Paz", "Rocio", "Paz"),
  nameWrongAtSummary("el nombre está mal, me llamo Julieta Ramos", "Julieta", "Ramos"),
  avenueAddress("envio a av. velez sarsfield 1500 entre montevideo y san luis, timbre 3", "av. velez sarsfield 1500 entre montevideo y san luis, timbre 3"),
  avenueAddress("envio a av. corrientes 2300", "av. corrientes 2300"),
  avenueAddress("mandalo a avda. san martin 455 piso 2", "avda. san martin 455 piso 2"),
  capsBurst("DIEGO SOSA 9 DE JULIO 55 4TO B EFECTIVO PAGO CON 20000", "Diego", "Sosa", "9 DE JULIO 55 4TO B"),
  capsBurst("diego sosa 9 de julio 55 4to b efectivo pago con 20000", "Diego", "Sosa", "9 de julio 55 4to b"),
  capsBurst("MARTA GIMENEZ 25 DE MAYO 1200 TRANSFERENCIA", "Marta", "Gimenez", "25 DE MAYO 1200"),
];
