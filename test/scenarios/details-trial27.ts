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
