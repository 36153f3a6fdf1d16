import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 18, closing: the summary and the yes. A yes said beside a change of the cart never
// confirms a total the customer has not seen; an address remark on a pickup order is no delivery;
// a pack and a payment said together are both taken; "a <street> <number>" ending an order is the
// delivery address.

const packs = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };
const CRISTAL_1L = id("7792798007387");
const COCA_ORIGINAL_225 = id("7790895000997");

const kioskSummary = "quiero 1 pepsi 2 fantas y un havanna, soy Carlos Gomez dni 28555666, envio a mitre 450, pago efectivo";

/** A yes beside a change at the summary: the new summary with its new total, asked again in words. */
const yesBesideChange: Scenario[] = [
  {
    name: "closing trial 18: 'ah no, saca la pepsi. si confirmo' shows the new total and asks the yes for it (verbatim t18a 103)",
    turns: [
      { say: kioskSummary, expect: { reply: ["¿Confirmamos el pedido?"] } },
      { say: "ah no, saca la pepsi. si confirmo", expect: { reply: ["Saqué", "$6.100", /nuevo total|total es/i], cart: { "fanta-15": 2, "alfajor-havanna": 1 }, orders: 0 } },
      { say: "si", expect: { orders: 1, lastOrder: { total: 610000 } } },
    ],
  },
  {
    name: "closing trial 18: 'sacá el havanna, dale confirmá' at the summary asks the yes for the new total (t18a 103 variant)",
    turns: [
      { say: kioskSummary, expect: { reply: ["¿Confirmamos el pedido?"] } },
      { say: "sacá el havanna, dale confirmá", expect: { reply: ["$6.800", /nuevo total|total es/i], cart: { "pepsi-15": 1, "fanta-15": 2 }, orders: 0 } },
    ],
  },
  {
    name: "closing trial 18: 'agregame una coca y confirmo' at the summary asks the yes for the new total (t18a 103 variant)",
    turns: [
      { say: kioskSummary, expect: { reply: ["¿Confirmamos el pedido?"] } },
      { say: "agregame una coca chica y si, confirmo", expect: { reply: [/nuevo total|total es/i], orders: 0 } },
    ],
  },
];

/** An address remark on a pickup order is no delivery: the yes beside it confirms. */
const pickupAddressRemark: Scenario[] = [
  {
    name: "closing trial 18: 'la dirección es otra no importa, si dale' on a pickup order confirms (verbatim t18a 108)",
    turns: [
      { say: "buen dia quisiera una fanta y una pepsi" },
      { say: "no mejor 2 fantas" },
      { say: "tienen con tarjeta?" },
      { say: "listo" },
      { say: "paso a retirar" },
      { say: "Laura Benitez 36111222" },
      { say: "transf", expect: { reply: ["¿Confirmamos el pedido?"] } },
      { say: "la dirección es otra no importa, si dale", expect: { notReply: ["altura", "location_request"], orders: 1, lastOrder: { fulfilment: "pickup" } } },
    ],
  },
  {
    name: "closing trial 18: 'no importa la dirección, confirmo' on a pickup order confirms (t18a 108 variant)",
    turns: [
      { say: "quiero 2 fantas, paso a retirar, soy Laura Benitez 36111222, pago transferencia", expect: { reply: ["¿Confirmamos el pedido?"] } },
      { say: "no importa la dirección, confirmo", expect: { notReply: ["altura"], orders: 1, lastOrder: { fulfilment: "pickup" } } },
    ],
  },
  {
    name: "closing trial 18: 'la dirección es otra, si dale' on a delivery order never confirms (t18a 108 guard)",
    turns: [
      { say: kioskSummary, expect: { reply: ["¿Confirmamos el pedido?"] } },
      { say: "la dirección es otra, si dale", expect: { orders: 0 } },
    ],
  },
];

/** Packs: the pack and the payment said in one message are both taken. */
const packWithPayment: Scenario[] = [
  {
    ...packs,
    name: "closing trial 18: 'ok the 2 one, cash' takes the pack of 2 and cash (verbatim t18a 205)",
    turns: [
      { say: "hi, I want to buy a mattress" },
      { say: "yes" },
      { say: "my name is Kate Brown, phone 1133445566, city La Plata, address calle 50 n 820" },
      { say: "how much for 2?" },
      { say: "ok the 2 one, cash", expect: { reply: ["$699.000"], notReply: ["Which pack will you take", "Reply 1, 2 or 3"] } },
    ],
  },
  {
    ...packs,
    name: "closing trial 18: 'dale el de 2, efectivo' takes the pack of 2 and cash (t18a 205 variant)",
    turns: [
      { say: "hola quiero un colchon" },
      { say: "si" },
      { say: "soy Ana Paz, cel 1133445566, La Plata, calle 50 n 820" },
      { say: "dale el de 2, efectivo", expect: { reply: ["$699.000"], notReply: ["¿Cuál pack", "Respondé 1, 2 o 3"] } },
    ],
  },
];

/** "a <street> <number> …" ending an order is the delivery address. */
const addressAtOrderEnd: Scenario[] = [
  {
    ...ALMACEN,
    name: "closing trial 18: '… Y 2 COCA 2.25 A 9 DE JULIO 55 4TO B' adds the products and keeps the address (verbatim t18b 012)",
    turns: [
      { say: "QUIERO 6 CERVEZAS QUILMES CRISTAL DE LITRO Y 2 COCA 2.25 A 9 DE JULIO 55 4TO B", expect: { cart: { [CRISTAL_1L]: 6, [COCA_ORIGINAL_225]: 2 } } },
      { say: "nada mas", expect: { notReply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
      { say: "Romina Diaz, DNI 40123123" },
      { say: "efectivo", expect: { reply: ["¿Confirmamos el pedido?", "9 DE JULIO 55"], notReply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "closing trial 18: 'quiero 2 coca 2.25 a san martin 1200' keeps the address (t18b 012 variant)",
    turns: [
      { say: "quiero 2 coca 2.25 a san martin 1200", expect: { cart: { [COCA_ORIGINAL_225]: 2 } } },
      { say: "nada mas, soy Romina Diaz dni 40123123, efectivo", expect: { reply: ["¿Confirmamos el pedido?", "san martin 1200"], notReply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "closing trial 18: 'quiero 2 coca 2.25 a 1500' is no address (t18b 012 variant)",
    turns: [
      { say: "quiero 2 coca 2.25 a 1500", expect: { notReply: ["Entrega en", "dirección 1500"] } },
    ],
  },
];

export const closingTrial18Scenarios: Scenario[] = [...yesBesideChange, ...pickupAddressRemark, ...packWithPayment, ...addressAtOrderEnd];
