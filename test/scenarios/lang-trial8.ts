import type { Scenario, Turn } from "./types";

// Blind trial 7, three classes. (1) Hurry or a greeting said with an order replaced the order
// ("2 cocas grandes y apurate q me voy" got an apology and nothing added, "las latas. dale q
// estoy apurado, cuanto tarda el envio??" only its question answered): hurry is never anger nor a
// product word, the order is done, and hurry alone is heard ("¡Dale, vamos rápido!") with where
// the sale stands. (2) "me falta tu product_choice": no internal name reaches a customer; a
// pending pick is asked again and "confirmá así como está" shows the summary. (3) Issue #14
// leftovers in English and Portuguese: the waiting lines of a handoff, the tools' refusals and
// the shop's own Spanish texts (delivery area and time, quoted as the shop's words).
// Kiosk prices: Coca-Cola 1,5 L $2.500, Pepsi 1,5 L $2.200, Fanta 1,5 L $2.300, Sprite $2.300, Havanna $1.500.

const almacen = { workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003" };
const id = (sku: string) => `almacen.${sku}`;
const STELLA_LATA = id("7792798001293");
const ARROZ = id("7790070411716");

/** Internal names: snake_case steps and camelCase fields ("product_choice", "firstName"). */
const INTERNAL = /\b[a-z]+_[a-z_]+\b|\b(?:firstName|lastName|paymentMethod|neighborhood|fulfilment|product_choice|confirmation)\b/;
/** Words only the Spanish replies use (English and Portuguese replies never do). */
const SPANISH = /[¿¡]|\b(?:tenemos|tengo|querés|tenés|pasás|Agregué|Saqué|quedan|Listo|Dale|carrito|Perdón|Hola|vos|Anoté|Resumen|Te paso|escribime|avisé|equipo|Tarda)\b/;
const noSpanish = (turns: Turn[]): Turn[] => turns.map((t) => ({ ...t, expect: { ...t.expect, notReply: [...(t.expect?.notReply ?? []), SPANISH, INTERNAL] } }));

const hurry: Scenario[] = [
  {
    name: "lang8 (trial 7a, 105, verbatim): '2 cocas grandes y apurate q me voy' adds them and the order is written",
    turns: [
      { say: "necesito 6 cervezas urgente", expect: { notReply: ['"cervezas urgente"', "Perdón"], cart: {} } },
      { say: "q kiosco no tiene birra... bueno 2 cocas grandes y apurate q me voy", expect: { reply: ["Agregué 2 Coca-Cola 1,5 L"], notReply: ["Perdón por las vueltas", "Hablar con alguien"], cart: { "coca-15": 2 } } },
      { say: "ya esta, paso a retirar", expect: { reply: ["retiro en el local"] } },
      { say: "juan perez", expect: { customer: { firstName: "Juan", lastName: "Perez" } } },
      { say: "30111222" },
      { say: "efectivo", expect: { reply: ["Resumen de tu pedido", "2 × Coca-Cola 1,5 L"], state: "AWAITING_CONFIRMATION" } },
      { say: "si", expect: { orders: 1, lastOrder: { total: 500000, fulfilment: "pickup", paymentMethod: "cash", customerName: "Juan Perez" } } },
    ],
  },
  {
    ...almacen,
    name: "lang8 (trial 6c, 009, verbatim): 'las latas. dale q estoy apurado, cuanto tarda el envio??' takes the cans and answers the question",
    turns: [
      { say: "necesito 4 cervezas stella artois y un hielo", expect: { reply: ["Cerveza Rubia en Lata Stella Artois 473 Cc"] } },
      { say: "las latas. dale q estoy apurado, cuanto tarda el envio??", expect: { reply: ["Agregué 4 Cerveza Rubia en Lata Stella Artois 473 Cc", "Tarda en el día"], notReply: ["No te entendí"], cart: { [STELLA_LATA]: 4 } } },
    ],
  },
  {
    ...almacen,
    name: "lang8: 'la de lata, rapido porfa' picks the can; 'rapido porfa: 1 yerba playadito 500' adds it",
    turns: [
      { say: "necesito 4 cervezas stella artois", expect: { reply: ["Cerveza Rubia en Lata Stella Artois 473 Cc"] } },
      { say: "la de lata, rapido porfa", expect: { reply: ["Agregué 4 Cerveza Rubia en Lata Stella Artois 473 Cc"], notReply: ["No te entendí"], cart: { [STELLA_LATA]: 4 } } },
      { say: "rapido porfa: 1 yerba playadito 500", expect: { reply: ["Yerba Lata Playadito 500 Gr"], notReply: ["No tengo"], cart: { [STELLA_LATA]: 4, [id("7793704000089")]: 1 } } },
    ],
  },
  {
    name: "lang8: a greeting or hurry in front of the order ('hola buenas, 2 cocas', 'rapido porfa: 1 havanna y 2 sprite', '2 pepsi y apurate') does the order",
    turns: [
      { say: "hola buenas, 2 cocas", expect: { reply: ["Coca-Cola 1,5 L o Coca-Cola 500 ml"], cart: {} } },
      { say: "las grandes", expect: { reply: ["Agregué 2 Coca-Cola 1,5 L"], cart: { "coca-15": 2 } } },
      { say: "rapido porfa: 1 havanna y 2 sprite", expect: { reply: ["1 Alfajor Havanna", "2 Sprite 1,5 L"], cart: { "coca-15": 2, "alfajor-havanna": 1, "sprite-15": 2 } } },
      { say: "2 pepsi y apurate", expect: { reply: ["Agregué 2 Pepsi 1,5 L"], notReply: ["Perdón", "No tengo"], cart: { "coca-15": 2, "alfajor-havanna": 1, "sprite-15": 2, "pepsi-15": 2 } } },
    ],
  },
  {
    name: "lang8: 'dale q estoy apurado, 2 de las grandes' after the answer naming both cocas adds 2 of the 1,5 L",
    turns: [
      { say: "tenes coca?", expect: { reply: ["Coca-Cola 500 ml"] } },
      { say: "dale q estoy apurado, 2 de las grandes", expect: { reply: ["Agregué 2 Coca-Cola 1,5 L"], cart: { "coca-15": 2 } } },
    ],
  },
  {
    name: "lang8: hurry alone ('apurate!!', 'rapido por favor') is heard, with where the sale stands; never 'No te entendí'",
    turns: [
      { say: "2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "apurate!!", expect: { reply: ["¡Dale, vamos rápido!", "2 Pepsi 1,5 L"], notReply: ["No te entendí"], cart: { "pepsi-15": 2 } } },
      { say: "una fanta", expect: { reply: ["Agregué 1 Fanta 1,5 L"], cart: { "pepsi-15": 2, "fanta-15": 1 } } },
    ],
  },
  {
    name: "lang8: 'estoy apurado' with nothing ordered yet asks what they want",
    turns: [
      { say: "hola" },
      { say: "estoy apurado", expect: { reply: ["¡Dale, vamos rápido!", "¿Qué necesitás?"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "lang8: English and Portuguese hurry ('hurry up, 2 cokes', \"I'm in a hurry, 1 fanta please\", 'estou com pressa, quero 2 fantas')",
    turns: noSpanish([
      { say: "hurry up, 2 cokes", expect: { reply: ["Coca-Cola 1,5 L or Coca-Cola 500 ml"], cart: {} } },
      { say: "the big ones", expect: { reply: ["Added 2 × Coca-Cola 1,5 L"], cart: { "coca-15": 2 } } },
      { say: "I'm in a hurry, 1 fanta please", expect: { reply: ["Added 1 × Fanta 1,5 L"], cart: { "coca-15": 2, "fanta-15": 1 } } },
      { say: "hurry up please", expect: { reply: ["On it, quick as I can!"], cart: { "coca-15": 2, "fanta-15": 1 } } },
    ]),
  },
  {
    name: "lang8: Portuguese hurry with the order ('oi, estou com pressa, quero 2 fantas', 'anda logo')",
    turns: noSpanish([
      { say: "oi, estou com pressa, quero 2 fantas", expect: { reply: ["Adicionei 2 × Fanta 1,5 L"], cart: { "fanta-15": 2 } } },
      { say: "anda logo", expect: { reply: ["Pode deixar, vamos rápido!", "2 × Fanta 1,5 L"], cart: { "fanta-15": 2 } } },
    ]),
  },
  {
    workspace: "packs",
    channel: "packs-wa",
    phoneNumberId: "100000000000002",
    name: "lang8: packs, 'quiero 2 colchones, rapido porfa' notes the pack and 'apurate' asks the detail still missing",
    turns: [
      { say: "hola quiero 2 colchones, rapido porfa", expect: { reply: ["el pack de 2 colchones", "¿Cómo es tu nombre?"], notReply: ["Perdón"] } },
      { say: "apurate", expect: { reply: ["¡Dale, vamos rápido!", "¿Cómo es tu nombre?"], notReply: ["No te entendí", "Perdón"] } },
    ],
  },
];

const internalNames: Scenario[] = [
  {
    ...almacen,
    name: "lang8 (trial 7c, 013): the summary asked with a pick open never says 'product_choice'; 'confirmá así como está' after the summary writes the order",
    turns: [
      { say: "2 arroz gallo oro 1kg", expect: { cart: { [ARROZ]: 2 } } },
      { say: "y ya esta", expect: { reply: ["¿Te lo enviamos o pasás a retirarlo?"] } },
      { say: "envio" },
      { say: "a mi casa q es en rivadavia 88 entre san juan y mitre", expect: { customer: { address: "rivadavia 88 entre san juan y mitre" } } },
      { say: "daniel acosta" },
      { say: "29876543" },
      { say: "pago con transf", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "falta mi apellido, acosta", expect: { notReply: [INTERNAL] } },
      { say: "fanta?? no pedi nada de eso. mostrame el resumen", expect: { reply: ["2 × Arroz Gallo Oro 1 Kg"], notReply: [INTERNAL, "me falta tu"] } },
      // The summary was shown twice just above: "confirmá así como está" is the explicit yes.
      { say: "????? confirma el pedido asi como esta", expect: { reply: ["ORD-00001 quedó confirmado"], notReply: [INTERNAL], orders: 1, lastOrder: { total: 276000, fulfilment: "delivery", paymentMethod: "transfer", customerName: "Daniel Acosta", address: "rivadavia 88 entre san juan y mitre" } } },
    ],
  },
];

const otherLanguages: Scenario[] = [
  {
    name: "lang8: English, a person asked for: the waiting line is English",
    turns: noSpanish([
      { say: "I want 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "I want to talk to a person", expect: { handoff: "customer_request" } },
      { say: "hello?", expect: { reply: ["I've let the team know"], replies: 1 } },
    ]),
  },
  {
    name: "lang8: Portuguese, a person asked for: the waiting line is Portuguese",
    turns: noSpanish([
      { say: "oi, quero 2 fantas", expect: { cart: { "fanta-15": 2 } } },
      { say: "quero falar com uma pessoa", expect: { handoff: "customer_request" } },
      { say: "oi?", expect: { reply: ["Já avisei a equipe"], replies: 1 } },
    ]),
  },
  {
    name: "lang8: English and Portuguese 'same as last time' with no orders: the tool's refusal in their language",
    turns: noSpanish([
      { say: "hi" },
      { say: "same as last time please", expect: { reply: ["You don't have any previous orders."], cart: {} } },
    ]),
  },
  {
    name: "lang8: Portuguese 'o mesmo da última vez' with no orders: the refusal in Portuguese",
    turns: noSpanish([
      { say: "oi" },
      { say: "quero o mesmo da última vez", expect: { reply: ["Você não tem pedidos anteriores."], cart: {} } },
    ]),
  },
  {
    ...almacen,
    name: "lang8: English delivery answers use the shop's own English area and time",
    turns: noSpanish([
      { say: "hi, do you deliver?", expect: { reply: ["Yes, we deliver in the Alberdi neighbourhood and around", "It takes the same day"], notReply: ["“"] } },
    ]),
  },
  {
    ...almacen,
    name: "lang8: Portuguese delivery answers use the shop's own Portuguese area and time",
    turns: noSpanish([
      { say: "oi, vocês fazem entrega?", expect: { reply: ["fazemos entregas no bairro Alberdi e arredores"], notReply: ["“"] } },
      { say: "quanto tempo demora a entrega?", expect: { reply: ["demora no mesmo dia."] } }, // chatter13: with when it goes out
    ]),
  },
  {
    name: "lang8 (#14): an English address without its number is refused in English (was 'Mmm, falta la altura…')",
    turns: noSpanish([
      { say: "I want 2 pepsi" },
      { say: "that's all" },
      { say: "delivery" },
      { say: "my address is Arenales street", expect: { reply: ["Hmm, the street number is missing."] } },
    ]),
  },
  {
    name: "lang8 (#14): a Portuguese address without its number and an English short DNI are refused in their language",
    turns: noSpanish([
      { say: "quero 2 pepsi" },
      { say: "só isso" },
      { say: "entrega" },
      { say: "meu endereço é rua Arenales", expect: { reply: ["Hmm, falta o número da rua."] } },
    ]),
  },
  {
    name: "lang8 (#14): an English DNI of 3 digits is refused in English",
    turns: noSpanish([
      { say: "I want 2 pepsi" },
      { say: "that's all" },
      { say: "pickup" },
      { say: "John Miller" },
      { say: "my DNI is 123", expect: { reply: ["Hmm, the DNI has 7 or 8 digits."] } },
    ]),
  },
  {
    ...almacen,
    name: "lang8 (#14): a product not found is quoted as the customer wrote it ('takis', never the reading's 'bags de takis'; words10: 'bags' is the unit, lays are found)",
    turns: noSpanish([{ say: "hi" }, { say: "ok cool. 6 quilmes cans and 2 bags of takis please", expect: { reply: ['don\'t have "takis"'], notReply: ["de takis"] } }]),
  },
  {
    name: "lang8 (#14): the Spanish refusal reads as it always did",
    turns: [{ say: "quiero 2 pepsi" }, { say: "listo" }, { say: "envio" }, { say: "mi direccion es calle Arenales", expect: { reply: ["Mmm, falta la altura (el número de la calle)."] } }],
  },
  {
    ...almacen,
    name: "lang8: Spanish delivery answers keep the shop's words as written",
    turns: [{ say: "hacen envios?", expect: { reply: ["Sí, hacemos envíos en barrio Alberdi y alrededores.", "Tarda en el día."], notReply: ["“"] } }],
  },
];

export const langTrial8Scenarios: Scenario[] = [...hurry, ...internalNames, ...otherLanguages];
