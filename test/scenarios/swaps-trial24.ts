import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 24 (swaps, round 25): a "no, la otra" left unanswered keeps the line and says so,
// never a summary that says the product was left out while the order still holds it.

const GALLO_ORO = id("7790070411716"); // Arroz Gallo Oro 1 Kg
const TOMATE_MOLTO = id("7791579069323"); // Tomate Perita Entero Molto 400 Gr
const MAYO_237 = id("7794000960107"); // Mayonesa Doypack Hellmann's 237 Gr
const SALVADO_350 = id("7793890251081"); // Pan con Salvado Lactal 350 Gr
const VENEZIANA = id("7791708611454"); // Pan Lactal Veneziana 400 Gr

// Class 1, t24b 007: an unanswered swap keeps the line, and the summary says it kept it.
const unansweredSwap: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, la otra' left unanswered keeps the Gallo Oro and the summary says so, never 'Dejé afuera arroz' (verbatim t24b 007)",
    turns: [
      { say: "buen dia quisiera un paquete de arroz gallo y 2 latas de tomate" },
      { say: "#1", expect: { cart: { [TOMATE_MOLTO]: 2 } } },
      { say: "#1", expect: { cart: { [TOMATE_MOLTO]: 2, [GALLO_ORO]: 1 } } },
      { say: "no, la otra", expect: { reply: ["en vez de Arroz Gallo Oro 1 Kg"], cart: { [TOMATE_MOLTO]: 2, [GALLO_ORO]: 1 } } },
      { say: "listo" },
      { say: "envio a 9 de julio 55 4to B" },
      { say: "Sofia Rios, 38777666" },
      { say: "efectivo", expect: { reply: ["Arroz Gallo Oro 1 Kg", "Confirmamos"], notReply: ["Dejé afuera arroz"], cart: { [TOMATE_MOLTO]: 2, [GALLO_ORO]: 1 } } },
      { say: "si", expect: { reply: ["quedó confirmado"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, el otro' to the pan lactal left unanswered, two closing words keep the Salvado and say so (t24b 007 variant)",
    turns: [
      { say: "hola, 2 mayonesas hellmanns de 237 y un pan lactal", expect: { cart: { [MAYO_237]: 2 } } },
      { say: "la 2", expect: { cart: { [MAYO_237]: 2, [SALVADO_350]: 1 } } },
      { say: "no, el otro", expect: { reply: ["en vez de Pan con Salvado Lactal 350 Gr"] } },
      { say: "listo" },
      { say: "listo, eso es todo", expect: { reply: ["Pan con Salvado Lactal 350 Gr"], notReply: ["Dejé afuera pan"], cart: { [MAYO_237]: 2, [SALVADO_350]: 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, la otra' answered with a row still swaps the line (t24b 007 guard)",
    turns: [
      { say: "hola, un pan lactal" },
      { say: "la 2", expect: { cart: { [SALVADO_350]: 1 } } },
      { say: "no, el otro", expect: { reply: ["en vez de Pan con Salvado Lactal 350 Gr"] } },
      { say: "el veneziana", expect: { cart: { [VENEZIANA]: 1 } } },
    ],
  },
];

const AZUCAR = id("7792540260138"); // Azúcar Molida Clasica Ledesma 1 Kg
const HUEVOS = id("7792335000314"); // Huevos Blancos Avicoper 12 Un
const LEUDANTE_PUREZA = id("7792180004888"); // Harina Leudante Ultrarefinada Pureza 1 Kg
const CASERITA_0000 = id("7792590000227"); // Harina de Trigo 0000 Caserita 1 Kg
const MORIXE_0000 = id("7790199000020"); // Harina de Trigo 0000 Morixe 1 Kg
const NATURA_15 = id("7790272001029"); // Aceite de Girasol Natura 1.5 Lt

// Class 3, t24c 004 / t22c 011: "X, no Y" to a one-product offer: the row of its kind that fits X and not Y.
const describedNotOffered: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 24: 'si pero que sea la comun no la leudante' to the Pureza leudante offer asks among the plain harinas, never the leudante (verbatim t24c 004)",
    turns: [
      { burst: ["hola", "necesito azucar ledesma 1 kg", "y 2 harinas pureza", "y una docena de huevos"], expect: { reply: ["Harina Leudante Ultrarefinada Pureza"], cart: { [AZUCAR]: 1, [HUEVOS]: 1 } } },
      { say: "si pero que sea la comun no la leudante", expect: { notReply: ["No te entendí", "Agregué 2 Harina Leudante"], cart: { [AZUCAR]: 1, [HUEVOS]: 1 } } },
      { say: "la caserita 0000", expect: { cart: { [AZUCAR]: 1, [HUEVOS]: 1, [CASERITA_0000]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, la comun 0000 no la leudante' with the harina offer and the atún list open asks between the 0000 ones (verbatim t22c 011)",
    turns: [
      { say: "hola buenas quiero hacer un pedido" },
      { say: "2 kg de harina pureza, un aceite natura de 1.5 y 3 latas de atun", expect: { reply: ["Harina Leudante Ultrarefinada Pureza"] } },
      { say: "no, la comun 0000 no la leudante", expect: { reply: ["0000 Caserita", "0000 Morixe"], notReply: ["No te entendí", "Leudante"] } },
      { say: "la morixe", expect: { cart: { [NATURA_15]: 1, [MORIXE_0000]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 24: 'que sea 0000, no leudante' to the leudante offer asks between the 0000 ones, then 2 of the one picked (t24c 004 variant)",
    turns: [
      { burst: ["hola", "necesito azucar ledesma 1 kg", "y 2 harinas pureza"], expect: { cart: { [AZUCAR]: 1 } } },
      { say: "que sea 0000, no leudante", expect: { reply: ["0000 Caserita", "0000 Morixe"], notReply: ["No te entendí"], cart: { [AZUCAR]: 1 } } },
      { say: "la caserita", expect: { cart: { [AZUCAR]: 1, [CASERITA_0000]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, la leudante no' to the leudante offer is a plain no, nothing added (t24c 004 guard)",
    turns: [
      { burst: ["hola", "necesito azucar ledesma 1 kg", "y 2 harinas pureza"], expect: { cart: { [AZUCAR]: 1 } } },
      { say: "no, la leudante no", expect: { notReply: ["No te entendí"], cart: { [AZUCAR]: 1 } } },
    ],
  },
];

const FARGO_CLASICO = id("7793890251012"); // Pan Clásico Lacteado Fargo 460 Gr
const BIMBO_LIVIANO = id("7796989007620"); // Pan de Mesa Liviano Bimbo 400 Gr
const SALVADO_630 = id("7793890001143"); // Pan con Salvado Lactal 630 Gr
const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const MENOYO_500 = id("7790130000614"); // Mayonesa Doypack Menoyo 500 Cc

// Class 2, t24b 018: "no, la otra, el fargo" after a pick: the words name the other row, of the
// picked line's shelf, in its place with its count; never a new list of everything Fargo.
const otherNamedRow: Scenario[] = [
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, la otra, el fargo' after the Salvado was picked asks which Fargo pan de molde in its place, never the panchos or the tapas (verbatim t24b 018)",
    turns: [
      { say: "tenes mayonesa hellmanns?" },
      { say: "dame 2 de la mas chica", expect: { cart: { [MAYO_237]: 2 } } },
      { say: "y un pan lactal" },
      { say: "la 2", expect: { cart: { [MAYO_237]: 2, [SALVADO_350]: 1 } } },
      { say: "no, la otra, el fargo", expect: { reply: ["en vez de Pan con Salvado Lactal 350 Gr", "Pan Clásico Lacteado Fargo"], notReply: ["Tapas Pascualina", "Panchos"], cart: { [MAYO_237]: 2, [SALVADO_350]: 1 } } },
      { say: "el clasico lacteado", expect: { cart: { [MAYO_237]: 2, [FARGO_CLASICO]: 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, el otro, el de bimbo' after a pan lactal pick asks between the Bimbo ones in its place (t24b 018 variant)",
    turns: [
      { say: "hola, 2 panes lactal" },
      { say: "la 1", expect: { cart: { [VENEZIANA]: 2 } } },
      { say: "no, el otro, el de bimbo", expect: { reply: ["en vez de Pan Lactal Veneziana 400 Gr", "Bimbo"], notReply: ["Hamburguesas"], cart: { [VENEZIANA]: 2 } } },
      { say: "el liviano", expect: { cart: { [BIMBO_LIVIANO]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, la otra, la menoyo' after the smallest Hellmann's was taken swaps to Menoyo with the count (t24b 018 variant)",
    turns: [
      { say: "tenes mayonesa hellmanns?" },
      { say: "dame 2 de la mas chica", expect: { cart: { [MAYO_237]: 2 } } },
      { say: "no, la otra, la menoyo", expect: { reply: ["en vez de Mayonesa Doypack Hellmann's 237 Gr", "Menoyo"], cart: { [MAYO_237]: 2 } } },
      { say: "la de 500", expect: { cart: { [MENOYO_500]: 2 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, la otra, la de 630' after the Salvado 350 still takes the row of the list (t24b 018 guard)",
    turns: [
      { say: "y un pan lactal" },
      { say: "la 2", expect: { cart: { [SALVADO_350]: 1 } } },
      { say: "no, la otra, la de 630", expect: { cart: { [SALVADO_630]: 1 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "swaps trial 24: 'no, la otra, la de 3 litros' after a coca pick never swaps to another brand's bottle by its size alone (t24b 018 guard)",
    turns: [
      { say: "hola, 2 coca cola" },
      { say: "la de 1.5", expect: { cart: { [COCA_15]: 2 } } },
      { say: "no, la otra, la de 3 litros", expect: { notReply: ["Pepsi", "Sprite", "Fanta"] } },
    ],
  },
];

export const swapsTrial24Scenarios: Scenario[] = [...unansweredSwap, ...describedNotOffered, ...otherNamedRow];
