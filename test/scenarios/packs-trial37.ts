import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

// Blind trial 37 on the mattress shop (packs), round 38.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

// t37a 054, 059: at "¿Cómo es tu nombre?" "quiero un colchon" is wanting to buy, never a name not
// understood: a cheer and the name asked again, no failure counted (a name after it is taken).
const wantAtNameQuestion = (opener: string, want: string, name: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 37: '${want}' at the name question is interest, never a failed name (${note})`,
  turns: [
    { say: opener, expect: { reply: ["¿Cómo es tu nombre?"] } },
    { say: want, expect: { reply: ["¿Cómo es tu nombre?"], notReply: ["no llegué a entender", "no me quedó claro"] } },
    { say: name, expect: { customer: { firstName: name.split(" ")[0] }, notReply: ["no llegué a entender", "no me quedó claro", "¿Tu nombre es"] } },
  ],
});
export const packsTrial37Scenarios: Scenario[] = [
  wantAtNameQuestion("hacen envios a cordoba?", "quiero un colchon", "Lucas Ferrari", "verbatim t37a 054"),
  wantAtNameQuestion("vivo en Quilmes, llegan hasta aca?", "quiero un colchon", "Martin Acosta", "verbatim t37a 059"),
  wantAtNameQuestion("hacen envios a rosario?", "necesito un colchón", "Carla Benitez", "t37a 054"),
  wantAtNameQuestion("buenas, quiero las promos", "quiero comprar", "Julio Paz", "t37a 059"),
];

// t37a 084: "no tengo plata ahora" after a price is money short: "Te entiendo 🙏 Sin compromiso…"
// (as t37a 080 got), never an upsell of the 3-pack.
const moneyShortAfterPrice = (ask: string, then: string, short: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 37: '${short}' after a price gets the no-pressure answer, never an upsell (${note})`,
  turns: [
    { say: ask },
    { say: then },
    { say: short, expect: { reply: ["Te entiendo 🙏"], notReply: ["Lo que más conviene"] } },
  ],
});
packsTrial37Scenarios.push(
  moneyShortAfterPrice("cuanto sale??", "y el de 2?", "uy caro. no tengo plata ahora", "verbatim t37a 084"),
  moneyShortAfterPrice("precio?", "y el de 3?", "uh que caro, ando corto", "t37a 084"),
  moneyShortAfterPrice("cuanto cuesta el colchon?", "y de a dos?", "es caro, no me alcanza", "t37a 084"),
);

// t37a 086: "the cheapest one" said beside the details picks the cheapest pack; never the cheapest
// answered as a question and the pack asked again.
const cheapestBesideDetails = (opener: string, details: string, note: string): Scenario => ({
  ...shop,
  name: `packs trial 37: '${details}' takes the cheapest pack with the details (${note})`,
  turns: [
    { say: opener },
    { say: details, expect: { reply: ["1"], notReply: ["The cheapest is", "Lo más barato es", "Which one will you take", "¿Cuál te llevás"] } },
  ],
});
packsTrial37Scenarios.push(
  cheapestBesideDetails("the cheapest", "ok the cheapest one. Tom Hill 1199998888 CABA, Callao 500", "verbatim t37a 086"),
  cheapestBesideDetails("cual es el mas barato?", "dale el mas barato. Ana Ruiz 1133445566 Moron, Rivadavia 1800", "t37a 086"),
);
packsTrial37Scenarios.push(
  cheapestBesideDetails("hi", "I'll take the cheapest. Ann Lee 1144445555 CABA, Corrientes 900", "t37a 086"),
  {
    ...shop,
    name: "packs trial 37: 'the cheapest' alone with the offers shown is still answered, nothing picked (guard, t36a 055)",
    turns: [
      { say: "hi, I want to buy a mattress" },
      { say: "yes" },
      { say: "Mike Brown, 1144556677, Buenos Aires city, Santa Fe 3200", expect: { reply: ["These are our offers"] } },
      { say: "the cheapest", expect: { reply: ["The cheapest is 1 mattress: $389.000"] } },
    ],
  },
);

// t37a 030 (kiosk): "que hora llega?" (no "a") asks when the order arrives: the time, never "Sí,
// hacemos envíos…"; with the shop closed, when it goes out (as t37a 017 got at the same hour).
const HOUR = 60 * 60_000;
const TAKES = /tarda (?:en el día|entre 30 y 45 minutos)/i;
packsTrial37Scenarios.push(
  {
    name: "packs trial 37: 'que hora llega?' at the DNI question with the kiosk closed says when it goes out (verbatim t37a 030)",
    turns: [
      { wait: 17 * HOUR },
      { say: "hola quiero 2 cocas" },
      { say: "#1" },
      { say: "listo" },
      { say: "envio" },
      { say: "Av Rivadavia 5000 piso 3" },
      { say: "Juan Pérez" },
      { say: "que hora llega?", expect: { reply: ["sale cuando abrimos", TAKES, "DNI"], notReply: ["Sí, hacemos envíos"] } },
    ],
  },
  {
    name: "packs trial 37: 'q hora llega el pedido?' with the kiosk open says the time (t37a 030)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "q hora llega el pedido?", expect: { reply: [TAKES], notReply: ["Sí, hacemos envíos"] } },
    ],
  },
  {
    name: "packs trial 37: 'que hora me lo traen?' in the almacén says the time (t37a 030)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 arroz gallo oro 1 kg" },
      { say: "que hora me lo traen?", expect: { reply: [TAKES], notReply: ["Sí, hacemos envíos"] } },
    ],
  },
  {
    name: "packs trial 37: 'que hora abren?' still asks the hours, never the delivery time (guard, t37a 030)",
    turns: [{ say: "que hora abren?", expect: { notReply: ["Sí, hacemos envíos", TAKES] } }],
  },
);

// t37c 042 (almacén): "hace 10 minutos q espero, me atienden o no??" is a wait and whether anyone is
// there: the apology, then where the order stands — never "No te entendí".
const waitedWithCart = (shopOf: Partial<Scenario>, add: string, pick: string | null, said: string, cartLine: string, note: string): Scenario => ({
  ...shopOf,
  name: `packs trial 37: '${said}' with a cart gets the apology and where the order stands (${note})`,
  turns: [
    { say: add },
    ...(pick ? [{ say: pick }] : []),
    { say: said, expect: { reply: ["Perdón por la espera", cartLine], notReply: ["No te entendí", "No tengo"] } },
  ],
});
packsTrial37Scenarios.push(
  waitedWithCart(ALMACEN, "hola quiero 1 lavandina ayudin", "#1", "hace 10 minutos q espero, me atienden o no??", "Lavandina", "verbatim t37c 042"),
  waitedWithCart({}, "quiero 2 coca de 500", null, "hace 5 minutos que espero, me contestan o no?", "Coca-Cola 500 ml", "t37c 042"),
  waitedWithCart(ALMACEN, "quiero 2 arroz gallo oro 1 kg", null, "hace rato que espero, alguien me atiende o no??", "Arroz", "t37c 042"),
);

// t37a 076: the burst "soy Mariana" / "Lopez" / "3415001122" / "soy de la plata" / "calle 12 nro 800",
// delivered together, is one turn: one reply with every detail, never the city asked after it was sent.
packsTrial37Scenarios.push({
  ...shop,
  name: "packs trial 37: a burst of name, surname, phone, city and street delivered together is one reply (t37a 076 control)",
  turns: [
    { say: "buenas" },
    { say: "si", expect: { reply: ["¿Cómo es tu nombre?"] } },
    { burst: ["soy Mariana", "Lopez", "3415001122", "soy de la plata", "calle 12 nro 800"], expect: { replies: 1, reply: ["Estas son nuestras promos"], notReply: ["¿En qué ciudad estás?"], customer: { firstName: "Mariana", lastName: "Lopez", city: "La Plata" } } },
  ],
});
