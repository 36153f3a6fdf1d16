import { ALMACEN, id } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 12, chatter round 13: mood beside an order (impatience, complaints, laughs) is
// read as mood and the rest of the message is done; a fallback while a question is open
// re-asks it; delivery questions get a yes/no and a time given the hours; payment methods are
// said once; '¿me atienden?' asks for someone.

const HOUR = 60 * 60_000;
const QUILMES_LIST = { burst: ["hola", "necesito 6 cervezas quilmes de litro"] };

/** Class 1: mood beside an order. */
const mood: Scenario[] = [
  {
    name: "chatter13: 'la cristal obvio. dale que no tengo todo el dia' takes the pick (verbatim t12c 005)",
    ...ALMACEN,
    turns: [
      { burst: ["hola", "necesito 6 cervezas quilmes de litro", "rapido q tengo gente en casa"], expect: { reply: ["Cristal"], notReply: ["Todavía no tenés nada"] } },
      { say: "la cristal obvio. dale que no tengo todo el dia", expect: { reply: ["Agregué 6"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "chatter13: 'la cristal. sos lento eh' / 'que desastre' take the pick and apologise",
    ...ALMACEN,
    turns: [
      { ...QUILMES_LIST, expect: { reply: ["Cristal"] } },
      { say: "la cristal. sos lento eh", expect: { reply: ["Agregué 6"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "chatter13: 'LA CRISTAL!!! 6 cristal de litro. sos lento eh'",
    ...ALMACEN,
    turns: [
      { ...QUILMES_LIST, expect: { reply: ["Cristal"] } },
      { say: "LA CRISTAL!!! 6 cristal de litro. sos lento eh", expect: { reply: ["Agregué 6"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "chatter13: 'la cristal. no tengo todo el dia'",
    ...ALMACEN,
    turns: [
      { ...QUILMES_LIST, expect: { reply: ["Cristal"] } },
      { say: "la cristal. no tengo todo el dia", expect: { reply: ["Agregué 6"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "chatter13: 'la cristal. que desastre' / 'la cristal jaja' / 'rapido q tengo visitas' take the pick",
    ...ALMACEN,
    turns: [
      { burst: ["necesito 6 cervezas quilmes de litro", "rapido q tengo visitas"], expect: { reply: ["Cristal"], notReply: ["Todavía no tenés nada"] } },
      { say: "la cristal. que desastre", expect: { reply: ["Agregué 6"], notReply: ["No te entendí"] } },
      { say: "y 2 lieber jaja", expect: { reply: ["Agregué 2"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "chatter13: mood alone with a list open",
    ...ALMACEN,
    turns: [
      { ...QUILMES_LIST, expect: { reply: ["Cristal"] } },
      { say: "jaja", expect: { replies: 1, reply: ["No te entendí", "¿Cerveza Rubia Cristal Quilmes 1 Lt o Cerveza Rubia Lieber"], notReply: ["Podés pedirme productos"] } },
      { say: "que desastre", expect: { reply: ["Perdón", "¿Cerveza Rubia Cristal Quilmes 1 Lt o Cerveza Rubia Lieber"] } },
      { say: "la cristal", expect: { reply: ["Agregué 6"] } },
    ],
  },
];

/** Class 3: delivery answers say yes/no/maybe and when it goes out, given the hours. */
const delivery: Scenario[] = [
  {
    name: "chatter13: 'hacen envios a nueva cordoba?' says it depends on the address and what decides (verbatim t12b 012)",
    ...ALMACEN,
    turns: [
      { say: "hola" },
      { say: "y hacen envios a nueva cordoba?", expect: { reply: ["¿A Nueva Cordoba? Puede ser: depende de la dirección", "sí llegamos"] } },
      { say: "llegan hasta villa belgrano?", expect: { reply: ["depende de la dirección"] } },
      { say: "mandan a alberdi?", expect: { reply: ["Sí, llegamos a Alberdi"] } },
    ],
  },
  {
    name: "chatter13: 'cuanto tarda en llegar?' while open says it goes out today (verbatim t12c 011)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 arroz gallo oro 1 kg", expect: { reply: ["Agregué 2 Arroz Gallo Oro 1 Kg"] } },
      { say: "cuanto tarda en llegar?", expect: { reply: ["sale hoy y tarda en el día"], notReply: [/^Tarda en el día\.$/m] } },
      { say: "y sale hoy?", expect: { reply: ["sale hoy"] } },
    ],
  },
  {
    name: "chatter13: 'me los traen ya?' at 2 am says when it goes out, given the hours (t12b 006)",
    ...ALMACEN,
    turns: [
      { wait: 17 * HOUR },
      { say: "quiero 2 arroz gallo oro 1 kg" },
      { say: "me los traen ya?", expect: { reply: ["Ahora estamos cerrados: sale cuando abrimos"] } },
      { say: "cuanto tardan???", expect: { reply: ["sale cuando abrimos", "tarda en el día"] } },
      { say: "me lo mandan ahora?", expect: { reply: ["sale cuando abrimos"] } },
    ],
  },
];

/** Class 5 (a brands question beside an order, payment methods said once) and class 6. */
const misc: Scenario[] = [
  {
    name: "chatter13: 'q marcas tenes?' beside a yerba ask lists yerbas only (verbatim t12c 013)",
    ...ALMACEN,
    turns: [
      { say: "holaa necesito yerba, q marcas tenes? la quiero de medio kilo", expect: { reply: ["Tengo varias opciones"], notReply: ["categorías"] } },
    ],
  },
  {
    name: "chatter13: 'tarjeta aceptan?' while the payment is asked lists the methods once (verbatim t12b 008)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 arroz gallo oro 1 kg", expect: { reply: ["Agregué 2"] } },
      { say: "eso es todo" },
      { say: "envio" },
      { say: "a obispo trejo 345 3ro A" },
      { say: "Sofia Rios, 38777666", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "tarjeta aceptan?", expect: { reply: ["Con tarjeta no", "efectivo, transferencia y Mercado Pago"], notReply: [/Aceptamos efectivo[\s\S]*efectivo/] } },
      { say: "y con debito?", expect: { notReply: [/Aceptamos efectivo[\s\S]*efectivo/] } },
      { say: "uh bueno mp entonces", expect: { reply: ["Resumen de tu pedido", "Mercado Pago"] } },
    ],
  },
  {
    name: "chatter13: '¿me atienden?' outside a wait asks for someone, never the hours (round 12 left)",
    ...ALMACEN,
    turns: [
      { say: "hola, me atienden?", expect: { replies: 1, notReply: ["cerramos", "Abrimos lunes"] } },
      { say: "alguien me atiende?", expect: { notReply: ["Abrimos lunes"] } },
      { say: "me atienden el domingo?", expect: { reply: ["domingo"] } },
      { say: "a que hora atienden?", expect: { reply: ["21"] } },
    ],
  },
];

export const chatterTrial13Scenarios: Scenario[] = [...mood, ...delivery, ...misc];
