import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 27, the customer's details (details28): a floor dictated after "coma" stays in the
// address.

const almacen = ALMACEN;

const floorAfterComma = (said: string, address: string, verbatim: string): Scenario => ({
  name: `details trial 27: '${said}' keeps the floor after the dictated comma (${verbatim})`,
  ...almacen,
  turns: [
    { say: "necesito dos paquetes de yerba taragui de un kilo", expect: { reply: ["Agregué 2"] } },
    { say: "cuanto seria todo con envio" },
    { say: said, expect: { customer: { address }, reply: ["Resumen", `Entrega en: ${address}`, "DNI"] } },
  ],
});

export const detailsTrial27Scenarios: Scenario[] = [
  floorAfterComma("ok mandalo a la calle ituzaingo 560 coma piso 3 a nombre de Raul Benitez dni 25333444 y pago en efectivo", "calle ituzaingo 560, piso 3", "verbatim t27c 017"),
  floorAfterComma("mandalo a belgrano 340 coma depto 2 a nombre de Ana Ruiz dni 30111222 y pago en efectivo", "belgrano 340, depto 2", "t27c 017"),
  floorAfterComma("mandalo a mitre 455, piso 2 a nombre de Laura Sosa dni 27444555 y pago con transferencia", "mitre 455, piso 2", "t27c 017"),
  floorAfterComma("envialo a san martin 1200 coma 4to B a nombre de Juan Paz dni 28111222, pago efectivo", "san martin 1200, 4to B", "t27c 017"),
];

const nameBesidePick = (pick: string, name: string, lastName: string, verbatim: string, lead = "a nombre de"): Scenario => ({
  name: `details trial 27: '${pick}, ${lead} ${name}' with a list open takes the pick and the name (${verbatim})`,
  ...almacen,
  turns: [
    { burst: ["holaa", "me mandas 2 coca de litro y medio", "y 1 fanta", "a 9 de julio 55 4to B"], expect: { reply: ["Fanta 1.5 Lt"], customer: { address: "9 de julio 55 4to B" } } },
    { say: `${pick}, ${lead} ${name}`, expect: { reply: ["Agregué 1 Gaseosa Naranja Fanta 1.5 Lt", "DNI"], customer: { lastName }, notReply: ["¿A nombre de quién"] } },
  ],
});

export const detailsTrial27NameScenarios: Scenario[] = [
  nameBesidePick("la de 1.5", "sofi rios", "Rios", "verbatim t27c 012"),
  nameBesidePick("la de 1.5 lt", "sofi rios", "Rios", "t27c 012"),
  nameBesidePick("la de 1.5", "Marta Gomez", "Gomez", "t27c 012", "soy"),
];

const dniAfterComplaint = (said: string, dni: string, verbatim: string): Scenario => ({
  name: `details trial 27: '${said}' at the DNI question stores the DNI (${verbatim})`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: "dale apurate q tengo q salir. envio a Obispo Trejo 250 dpto 4, Carla Ruiz, efectivo", expect: { reply: ["DNI"] } },
    { say: said, expect: { customer: { dni }, reply: ["Resumen", `DNI ${dni}`], notReply: ["no llegué a entender"] } },
  ],
});

export const detailsTrial27DniScenarios: Scenario[] = [
  dniAfterComplaint("ufff otra pregunta mas?? 29888777", "29888777", "verbatim t27c 008"),
  dniAfterComplaint("uff cuantas preguntas! 29888777", "29888777", "t27c 008"),
  dniAfterComplaint("otra mas?? bueno 31222333", "31222333", "t27c 008"),
];
