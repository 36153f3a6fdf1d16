import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 31, the customer's details (details32): "dejalo así" / "eso es todo" at the summary
// keeps the order (the summary's yes is still due, never an edit prompt); the pickup said before a
// name and its DNI is kept; a doubt around "¿para qué el DNI?" is no failed DNI.

const almacen = ALMACEN;

const toWay = [
  { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
  { say: "listo, confirmame", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
];

const kioskSummary = [
  { say: "hola quiero 2 cocas grandes y 1 agua", expect: { reply: ["Agregué 2 Coca-Cola 1,5 L"] } },
  { say: "listo" },
  { say: "retiro" },
  { say: "Julia Rey 33666777" },
  { say: "efectivo", expect: { reply: ["Resumen", "¿Confirmamos el pedido?"] } },
];

const keepsIt = (said: string, verbatim: string): Scenario => ({
  name: `details trial 31: '${said}' at the summary keeps the order and asks its yes again (${verbatim})`,
  turns: [
    ...kioskSummary,
    { say: said, expect: { reply: ["¿Confirmamos el pedido?"], notReply: ["qué querés cambiar", "qué cambiamos", "opciones"], state: "AWAITING_CONFIRMATION" } },
    { say: "si", expect: { orders: 1, reply: ["confirmado"] } },
  ],
});

export const detailsTrial31KeepScenarios: Scenario[] = [
  keepsIt("no, dejalo así", "verbatim t31a 057"),
  keepsIt("no eso es todo", "t30c 003"),
  keepsIt("no, así está bien", "t31a 057"),
  {
    name: "details trial 31: 'no eso es todo' at the almacén summary asks its yes again (verbatim t30c 003)",
    ...almacen,
    turns: [
      ...toWay,
      { say: "retiro" },
      { say: "maria lopez 33222111" },
      { say: "efectivo", expect: { reply: ["Resumen"] } },
      { say: "no eso es todo", expect: { reply: ["¿Confirmamos el pedido?"], notReply: ["qué querés cambiar"], state: "AWAITING_CONFIRMATION" } },
      { say: "dale", expect: { orders: 1, reply: ["confirmado"] } },
    ],
  },
  {
    name: "details trial 31: a bare 'no' at the summary still asks what to change (t31a 057 guard)",
    turns: [...kioskSummary, { say: "no", expect: { reply: ["qué querés cambiar"], orders: 0 } }],
  },
  {
    name: "details trial 31: 'no, sacá el agua' at the summary still edits the cart (t31a 057 guard)",
    turns: [...kioskSummary, { say: "no, sacá el agua", expect: { notReply: ["Dale, queda así"], orders: 0 } }],
  },
];

const pickupSaid = (said: string, verbatim: string): Scenario => ({
  name: `details trial 31: '${said}' keeps the pickup said beside the other details (${verbatim})`,
  ...almacen,
  turns: [
    { say: "2 leches clasica la serenisima", expect: { reply: ["Agregué 2"] } },
    { say: said, expect: { reply: ["Resumen", "Retiro en el local"], notReply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
    { say: "si", expect: { orders: 1, reply: ["confirmado"] } },
  ],
});

export const detailsTrial31PickupScenarios: Scenario[] = [
  pickupSaid("listo retiro Pedro Sosa 26777888 efectivo", "verbatim t30c 036"),
  pickupSaid("listo, retiro. Ana Gomez 30111222 transferencia", "t30c 036"),
  pickupSaid("eso es todo retiro Juan Perez 28111222 efectivo", "t30c 036"),
];

const whyThenDni = (said: string, verbatim: string): Scenario => ({
  name: `details trial 31: '${said}' at the DNI question is answered, never a failed DNI (${verbatim})`,
  ...almacen,
  turns: [
    ...toWay,
    { say: "retiro" },
    { say: "Paula Suarez", expect: { reply: ["DNI"] } },
    { say: said, expect: { reply: ["para identificar el pedido", "DNI"], notReply: ["no llegué a entender", "no me quedó claro"] } },
    { say: "42333111", expect: { customer: { dni: "42333111" }, reply: ["¿Cómo vas a pagar?"] } },
  ],
});

export const detailsTrial31WhyScenarios: Scenario[] = [
  whyThenDni("la verdad no entiendo para que quieren el dni", "verbatim t30c 022"),
  whyThenDni("no entiendo, para que necesitan el dni?", "t30c 022"),
  {
    name: "details trial 31: 'para que quieren el dni? no tengo' is still the way out without a DNI (t30c 022 guard)",
    ...almacen,
    turns: [...toWay, { say: "retiro" }, { say: "Paula Suarez" }, { say: "para que quieren el dni? no tengo", expect: { notReply: ["no llegué a entender"], reply: ["¿Cómo vas a pagar?"] } }],
  },
];
