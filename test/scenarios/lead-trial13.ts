import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Round 13's integration, from blind trial 13c: while a person is awaited, an order that needs a
// "¿cuál?" ("anotame 2 harinas pureza 000") is taken like any other (13c 005 got three
// acknowledgements and an empty cart), and details given with the order ("retiro yo, jorge paz
// 25666777, efectivo") are kept and lead on to the summary (13c 013 lost them all).

const HARINA_000_CANUELAS = "almacen.7792180001528";
const CBSE_HIERBAS = "almacen.7790710000102";

export const leadTrial13Scenarios: Scenario[] = [
  {
    name: "lead trial 13: while a person is awaited, 'anotame 2 harinas pureza 000' asks which and the row adds 2 (verbatim t13c 005)",
    ...ALMACEN,
    turns: [
      { say: "hola quiero hablar con una persona por favor", expect: { reply: ["Te paso con una persona"] } },
      { say: "hola?? alguien", expect: { reply: ["equipo"] } },
      { say: "bueno mientras tanto anotame 2 harinas pureza 000", expect: { reply: ["(para 2)"], notReply: ["Sigo acá", "quedó anotado para el equipo"] } },
      { say: "1", expect: { cart: { [HARINA_000_CANUELAS]: 2 } } },
    ],
  },
  {
    name: "lead trial 13: after an angry handoff, 'dejame esas 2 entonces. retiro yo, jorge paz 25666777, efectivo' keeps every detail (t13c 013)",
    ...ALMACEN,
    turns: [
      { say: "buenas quiero 2 yerbas cbse", expect: { cart: { [CBSE_HIERBAS]: 2 } } },
      { say: "noo yo queria la comun no la de hierbas!! siempre lo mismo con ustedes la puta madre", expect: { reply: ["Te paso con una persona"] } },
      { say: "bueno dejame esas 2 entonces. retiro yo, jorge paz 25666777, efectivo", expect: { reply: ["Resumen de tu pedido", "Jorge Paz"], customer: { firstName: "Jorge", lastName: "Paz", dni: "25666777" }, state: "AWAITING_CONFIRMATION" } },
      { say: "si", expect: { orders: 1, lastOrder: { fulfilment: "pickup", paymentMethod: "cash", customerName: "Jorge Paz" } } },
    ],
  },
  {
    name: "lead trial 13: 'q onda' is a greeting, never 'No te entendí' (t13c 007, t13b 010)",
    ...ALMACEN,
    turns: [{ say: "q onda", expect: { reply: ["¡Hola!"], notReply: ["No te entendí"] } }],
  },
  {
    name: "lead trial 13: 'EH HACE 20 MINUTOS QUE ESPERO MI PEDIDO' with no order is looked into by a person, never 'No te entendí' (verbatim t13a 108)",
    turns: [{ say: "EH HACE 20 MINUTOS QUE ESPERO MI PEDIDO", expect: { reply: ["No encuentro ningún pedido"], notReply: ["No te entendí"], state: "HANDOFF" } }],
  },
  {
    name: "lead trial 13: 'buenas cuanto sale la coca chica' says the price once (verbatim t13a 110)",
    turns: [{ say: "buenas cuanto sale la coca chica", expect: { reply: ["Coca-Cola 500 ml sale $1.200"], notReply: ["sale $1.200.\nCoca-Cola 500 ml sale"] } }],
  },
  {
    name: "lead trial 13: 'y red bull' beside the alfajores offered is asked as a product, never 'No te entendí' (verbatim t13a 102)",
    turns: [
      { say: "tenes alfajores?", expect: { reply: ["Alfajor Havanna", "Alfajor Jorgito"] } },
      { say: "y red bull", expect: { reply: ["No tenemos \"red bull\""], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "lead trial 13: 'cuanto sale cada uno' after the alfajores offered prices the two, never searches 'cada' (t13a 102)",
    turns: [
      { say: "tenes alfajores?", expect: { reply: ["Alfajor Havanna", "Alfajor Jorgito"] } },
      { say: "cuanto sale cada uno", expect: { reply: ["Alfajor Havanna: $1.500", "Alfajor Jorgito: $700"], notReply: ["\"cada\""] } },
    ],
  },
  {
    name: "lead trial 14: 'y lo otro que te dije la otra vez?' is no product named: nothing is added (round 14's 'y las X que te pedí' reading had added one more of the last line)",
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "sumale 2 alfajores jorgito", expect: { cart: { "pepsi-15": 2, "alfajor-jorgito": 2 } } },
      { say: "y lo otro que te dije la otra vez?", expect: { cart: { "pepsi-15": 2, "alfajor-jorgito": 2 }, notReply: ["Agregué", "ahora son 3"] } },
    ],
  },
];
