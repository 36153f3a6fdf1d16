import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

const TORO_TINTO_1L = id("7790314000041");

// Blind trial 27, mood round 28: "dale apurate que hace media hora que espero" in a conversation
// going on now is impatience with the chat, never a complaint about an order this number never
// placed (no person on one impatient message); "uh sabés qué, mejor no, dejalo, me voy al súper"
// with a list open lets the list go with a goodbye, never "No te entendí".

/** Class: a bare wait said mid-conversation with no order placed is impatience, never an after-sale complaint. */
const waitIsImpatience: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 27: 'dale apurate que hace media hora que espero' after the cart emptied is impatience, no order hunted, no person (verbatim t27b 013)",
    turns: [
      { say: "hola necesito 4 cocas de 2 litros ya", expect: { reply: ["Agregué 4 Coca Cola Retornable 2 Lt"] } },
      { say: "no quiero retornable, la comun de 2 y cuarto" },
      { say: "dale apurate que hace media hora que espero", expect: { reply: ["Perdón"], notReply: ["No encuentro ningún pedido", "No te entendí"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 27: 'che hace 20 minutos que espero' with a list open is impatience and asks the list again (variant)",
    turns: [
      { say: "hola tenes vino toro", expect: { reply: ["opciones de vino toro"] } },
      { say: "che hace 20 minutos que espero", expect: { reply: ["Perdón", "Cuál"], notReply: ["No encuentro ningún pedido"] } },
    ],
  },
  {
    name: "mood trial 27: 'hace 10 minutos que espero, dale' in the kiosk with a cart keeps the cart, no order hunted (variant)",
    turns: [
      { say: "2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "hace 10 minutos que espero, dale", expect: { reply: ["Perdón"], notReply: ["No encuentro ningún pedido"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 27: 'hace una hora que espero mi pedido' with no order is still the missing-order complaint (guard)",
    turns: [{ say: "hace una hora que espero mi pedido", expect: { reply: ["No encuentro ningún pedido"] } }],
  },
];

/** Class: leaving for another shop with a list open: the list let go, a goodbye, never "No te entendí". */
const leavesWithListOpen: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 27: 'uh sabes q mejor no, dejalo, me voy al super' with the coca list open says goodbye (verbatim t27c 018)",
    turns: [
      { say: "buenas tenes alfajores jorgito?", expect: { reply: ["Jorgito"] } },
      { say: "dame 3" },
      { say: "y una coca de 500", expect: { reply: ['No tengo "coca de 500"'] } },
      { say: "uh sabes q mejor no, dejalo, me voy al super", expect: { notReply: ["No te entendí", "¿Cuál"], cart: {} } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 27: 'mejor no, lo compro en otro lado' with the vino toro list open says goodbye (variant)",
    turns: [
      { say: "hola tenes vino toro", expect: { reply: ["opciones de vino toro"] } },
      { say: "mmm mejor no, lo compro en otro lado", expect: { notReply: ["No te entendí", "¿Cuál"], cart: {} } },
    ],
  },
];

/** Class: "ya está, eso" with a stale list above: the close, never "¿Cuál de la lista de arriba?"; "no hay X, entonces…" never searches X again. */
const staleListAndSaidMissing: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 27: 'ya está, eso' after the cart reminder closes the order, never the stale list; 'no hay fernet, entonces…' never searches fernet (verbatim t27b 005)",
    turns: [
      { burst: ["hola", "quiero 6 cervezas quilmes", "y un fernet"], expect: { reply: ['No tengo "fernet"'] } },
      { say: "las latas de 473, las quilmes comunes" },
      { say: "bueno no hay fernet, entonces sacá las cervezas y poneme 2 vinos toro", expect: { reply: ["opciones"], notReply: ["fernet"] } },
      { say: "el tinto de litro", expect: { cart: { [TORO_TINTO_1L]: 2 } } },
      { say: "cuanto sale el envio y hasta que hora abren??" },
      { say: "ya está, eso", expect: { reply: ["enviamos"], notReply: ["No te entendí", "lista de arriba"], cart: { [TORO_TINTO_1L]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 27: 'como no tenes fernet, entonces poneme 2 vinos toro' never searches fernet again (variant)",
    turns: [
      { say: "quiero un fernet", expect: { reply: ['"fernet"'] } },
      { say: "como no tenes fernet, entonces poneme 2 vinos toro", expect: { reply: ["opciones"], notReply: ["fernet"] } },
    ],
  },
];

/** Class: a row number with its Portuguese article ("quero o 7") picks row 7, never "Não entendi". */
const portugueseRow: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 27: 'quero o 7' with the café list open adds row 7 (verbatim t27c 007)",
    turns: [
      { say: "ola bom dia, voces tem cafe?", expect: { reply: ["cafe"] } },
      { say: "quero o 7", expect: { reply: ["Café Molido Clásico La Morenita 1 Kg"], notReply: ["Não entendi"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "mood trial 27: 'me dá a número 3, duas' with the café list open adds 2 of row 3 (variant)",
    turns: [
      { say: "ola bom dia, voces tem cafe?", expect: { reply: ["cafe"] } },
      { say: "me dá a número 3, duas", expect: { reply: ["2", "Café en Saquitos La Virginia 20 Un"], notReply: ["Não entendi"] } },
    ],
  },
];

/** Class: a list asked in a reply is never asked again in the same reply as "Me quedó pendiente". */
const pendingAskedOnce: Scenario[] = [
  {
    ...ALMACEN,
    name: "mood trial 27: 'el de la huerta y de aceite el cocinero de 1.5' asks the cocinero once, never 'Me quedó pendiente' beside it (verbatim t27c 009)",
    turns: [
      { say: "Hola buenas tardes quisiera hacer un pedido para enviar coma 2 kilos de papa no se si tienen verduras" },
      { say: "ah bueno entonces un pure de papas maggi y un aceite de oliva" },
      { say: "el de la huerta y de aceite el cocinero de 1.5", expect: { reply: ["Cocinero 1.5 Lt o Aceite Mezcla Cocinero 1.5 Lt"], notReply: ["Me quedó pendiente"] } },
    ],
  },
];

export const moodTrial27Scenarios: Scenario[] = [...waitIsImpatience, ...leavesWithListOpen, ...staleListAndSaidMissing, ...portugueseRow, ...pendingAskedOnce];
