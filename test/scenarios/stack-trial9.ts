import { ALMACEN, id } from "./almacen-shop";
import type { Scenario, Turn } from "./types";

// Blind trial 8, the stack's round 9: handoffs while closed and with an order, impatience in a
// batch, a thanks that is no yes, cancelling a written order, hurry, and one answer per question.
// The kiosk opens Monday to Friday 9 to 20; the scenarios start Monday 14:00.

const HOUR = 60 * 60_000;
const BIMBO = id("7796989007620");
const MAYO = id("7794000960107");
const NIDO = id("7613037865219");
const PAMPERS = id("7500435011549");
const NATURA = id("7790272001029");

/** 2 Pepsi for pickup, up to the summary: the order a "cancelalo" is about. */
const pepsiToConfirm: Turn[] = [
      { say: "quiero 2 pepsi" },
      { say: "listo, eso es todo" },
      { say: "paso a retirar" },
      { say: "Juan Pérez" },
      { say: "30123456" },
  { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
];

export const stackTrial9Scenarios: Scenario[] = [
  {
    name: "stack9: a person asked for while the kiosk is closed hears it is closed and when it opens, never 'en breve' (verbatim)",
    turns: [
      { wait: 8 * HOUR },
      {
        say: "hola, hacen pedidos grandes para un cumple? quiero hablar con alguien del local",
        expect: { state: "HANDOFF", handoff: "customer_request", reply: ["persona", "Ahora estamos cerrados; abrimos mañana"], notReply: ["En breve"] },
      },
      { say: "ok gracias, espero", expect: { reply: ["cerrados"], notReply: ["En breve"] } },
    ],
  },
  {
    name: "stack9: a person asked for in English on a Saturday night hears when the shop opens",
    turns: [
      { wait: 5 * 24 * HOUR + 8 * HOUR },
      { say: "hi, can I talk to a person please?", expect: { state: "HANDOFF", reply: ["We're closed right now; we open"], notReply: ["shortly", "En breve"] } },
    ],
  },
  {
    name: "stack9: a person asked for while open still hears 'en breve'",
    turns: [{ say: "quiero hablar con una persona", expect: { state: "HANDOFF", reply: ["En breve te responde"], notReply: ["cerrados"] } }],
  },
  {
    name: "stack9: 'listo / envio a jujuy 455 / martin gomez / hola??? me van a contestar???' keeps all three details (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "rapido porfa: 1 pan de mesa liviano bimbo y 1 mayonesa hellmanns de 237", expect: { cart: { [BIMBO]: 1, [MAYO]: 1 } } },
      {
        burst: ["listo", "envio a jujuy 455", "martin gomez", "hola??? me van a contestar???"],
        expect: { cart: { [BIMBO]: 1, [MAYO]: 1 }, customer: { address: "jujuy 455" }, notReply: ["Perdón por las vueltas"] },
      },
    ],
  },
  {
    name: "stack9: 'hola??? me van a contestar lo de la nan???' answers about NAN, no apology (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "la nido fortigrow de 800, dame 1", expect: { cart: { [NIDO]: 1 } } },
      { say: "hola??? me van a contestar lo de la nan???", expect: { cart: { [NIDO]: 1 }, reply: ["nan"], notReply: ["Perdón por las vueltas"] } },
    ],
  },
  {
    name: "stack9: 'hay alguien? 2 pepsi' adds the pepsi",
    turns: [
      { say: "hola" },
      { say: "hay alguien?? 2 pepsi", expect: { cart: { "pepsi-15": 2 }, notReply: ["Perdón por las vueltas"] } },
    ],
  },
  {
    name: "stack9: impatience alone still gets the apology",
    turns: [
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "hola??? me van a contestar???", expect: { reply: ["Perdón"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "stack9: an order and a person asked in one message: the pañales added, then the handoff; the cart named while waiting",
    ...ALMACEN,
    turns: [
      { say: "hola tienen pañales pampers?" },
      {
        // The trial's "los confort sec talle G de 60, 1 paquete" is a pick the picks' owner reads; this one the search reads.
        say: "1 pañal confort sec G de 60. pero tengo una duda con una factura, me pasas con alguien del local?",
        expect: { cart: { [PAMPERS]: 1 }, state: "HANDOFF", handoff: "customer_request", reply: ["Agregué 1 Pañal G Confort Sec Pampers 60 Un", "persona"] },
      },
      { say: "ok espero. y los pañales me los anotaste?", expect: { reply: ["1 × Pañal G Confort Sec Pampers 60 Un"], cart: { [PAMPERS]: 1 } } }, // answers12: the cart answered while waiting
    ],
  },
  {
    name: "stack9: '2 pepsi y pasame con una persona' adds the pepsi and hands over",
    turns: [{ say: "2 pepsi y pasame con una persona porfa", expect: { cart: { "pepsi-15": 2 }, state: "HANDOFF", reply: ["Agregué 2 Pepsi", "persona"] } }],
  },
  {
    name: "stack9: 'ok gracias, despues te escribo' after a price answer adds nothing; 'no no yo no pedi nada' empties it (verbatim)",
    ...ALMACEN,
    turns: [
      { burst: ["hola", "abren los domingos?", "aceptan tarjeta de debito?", "cuanto sale el aceite natura de 1.5"], expect: { reply: ["$1.850"], cart: {} } },
      { say: "y llegan a barrio general paz? cuanto tarda" },
      { say: "ok gracias, despues te escribo", expect: { cart: {}, notReply: ["Agregué"] } },
      { say: "no no yo no pedi nada, solo preguntaba. chau", expect: { cart: {}, notReply: ["en el carrito"] } },
    ],
  },
  {
    name: "stack9: 'dale, lo pienso' and 'ok chau' to '¿Te agrego …?' are no yes",
    turns: [
      { say: "tenes papas?" },
      { say: "dale, lo pienso", expect: { cart: {}, notReply: ["Agregué"] } },
      { say: "tenes papas?" },
      { say: "ok chau", expect: { cart: {}, notReply: ["Agregué"] } },
    ],
  },
  {
    name: "stack9: an item added by a yes that was none comes out with 'yo no pedí eso'",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 aceite natura de 1.5", expect: { cart: { [NATURA]: 1 } } },
      { say: "no, yo no pedi eso", expect: { cart: {} } },
    ],
  },
  {
    name: "stack9: 'uh perdon, cancelalo, mi señora ya compro' after an order asks to cancel it (verbatim)",
    turns: [
      ...pepsiToConfirm,
      { say: "si", expect: { orders: 1 } },
      { say: "uh perdon, cancelalo, mi señora ya compro", expect: { reply: [/¿Cancelo tu pedido ORD-\d{5}/] } },
      { say: "si", expect: { reply: ["cancelé tu pedido"], lastOrder: { status: "cancelled" } } },
    ],
  },
  {
    name: "stack9: 'anulalo' and 'cancelá nomás' after an order ask to cancel it",
    turns: [
      ...pepsiToConfirm,
      { say: "si", expect: { orders: 1 } },
      { say: "anulalo porfa", expect: { reply: [/¿Cancelo tu pedido ORD-\d{5}/] } },
      { say: "no" },
      { say: "cancelá nomás", expect: { reply: [/¿Cancelo tu pedido ORD-\d{5}/] } },
    ],
  },
  {
    name: "stack9: 'mejor no, dejalo … gracias igual' with the cart full asks whether to empty it (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "la nido fortigrow de 800, dame 1", expect: { cart: { [NIDO]: 1 } } },
      { say: "ah bueno, entonces mejor no, dejalo. la nena toma nan nomas. gracias igual", expect: { reply: ["¿Vacío el carrito?"], cart: { [NIDO]: 1 } } },
      { say: "si", expect: { cart: {} } },
    ],
  },
  {
    name: "stack9: 'rapido q me voy' in a burst is hurry, never 'no lo entendí', and no tip (verbatim)",
    turns: [
      { burst: ["hola", "necesito 4 cocas de 500", "y 2 chicles", "rapido q me voy"], expect: { cart: { "coca-500": 4 }, notReply: ["no lo entendí", "💡"] } },
    ],
  },
  {
    name: "stack9: '4 cocas de 500, apurate xq me voy' adds them with no tip",
    turns: [{ say: "4 cocas de 500, apurate xq me voy", expect: { cart: { "coca-500": 4 }, notReply: ["no lo entendí", "💡"] } }],
  },
  {
    name: "stack9: 'me lo mandas junto con las cervezas? mismo pedido' after an order is answered honestly, no beer list (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "2 cervezas stella artois 970, retiro en el local, soy ana torres dni 33444555, pago en efectivo" },
      { say: "si", expect: { orders: 1 } },
      { say: "2 coca cola 1.5" },
      {
        say: "pero me lo mandas junto con las cervezas no? mismo pedido",
        expect: { reply: ["ya quedó confirmado", "pedido nuevo", "persona"], notReply: ["opciones de cervezas", "Resumen de tu pedido"], orders: 1 },
      },
      { say: "no quiero pagar 2 envios!! sumalo al pedido de las cervezas", expect: { reply: ["a tu pedido ORD-"], notReply: ["no tengo \"envios\""], orders: 1 } },
    ],
  },
  {
    name: "stack9: 'me pueden traer la mercadería a mi casa … cuando llega el muchacho' hears 'Sí, hacemos envíos' first (verbatim)",
    ...ALMACEN,
    turns: [
      {
        say: "Buenas tardes señores del almacen. Mi nombre es Roberto Anibal Quiroga, tengo 78 años y vivo a la vuelta, en calle Santa Rosa 1450. Quisiera saber si ustedes me pueden traer la mercaderia a mi casa porque tengo problemas en la rodilla y no puedo caminar mucho, y si se puede pagar cuando llega el muchacho en efectivo. Desde ya muchas gracias y disculpe la molestia.",
        expect: { reply: ["Sí, hacemos envíos"] },
      },
    ],
  },
  {
    name: "stack9: '¿hacen envíos? ¿cuánto tarda?' says yes and the time",
    ...ALMACEN,
    turns: [{ say: "hacen envios? cuanto tarda?", expect: { reply: ["Sí, hacemos envíos", "en el día"] } }],
  },
  {
    name: "stack9: 'si las papas tambien agregalas' after the offer went by adds them, never asks again (verbatim)",
    turns: [
      { burst: ["holaa", "queria unas pepsi", "3", "y papas fritas si tenes"] },
      { say: "3 pepsi te dije", expect: { cart: { "pepsi-15": 3 } } },
      { say: "si las papas tambien agregalas", expect: { cart: { "pepsi-15": 3, "papas-lays": 1 }, notReply: ["¿Te agrego"] } },
    ],
  },
  {
    name: "stack9: 'seguir aca. que golosinas hay' gives one answer, never also a pick offering the one with no stock (verbatim)",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 0 } },
      { say: "seguir aca. que golosinas hay", expect: { reply: ["Alfajor Jorgito"], notReply: ["¿Alfajor Havanna o Alfajor Jorgito?"], replies: 1 } },
    ],
  },
  {
    name: "stack9: 'cuanto me sale todo con envio a palermo?' gives the total with delivery (verbatim)",
    turns: [
      { say: "5 alfajores jorgito", expect: { cart: { "alfajor-jorgito": 5 } } },
      { say: "cuanto me sale todo con envio a palermo?", expect: { reply: ["$4.000"] } },
    ],
  },
  {
    name: "stack9: 'una mas / y una coca de 2 litros retornable / cuanto es todo?' gives the total, no category list (verbatim)",
    ...ALMACEN,
    turns: [
      { say: "2 coca cola 1.5" },
      { burst: ["y una leche armonia", "cuanto es todo?"], expect: { reply: ["$2.424,60"], notReply: ["productos en", "categorías"] } },
    ],
  },
];
