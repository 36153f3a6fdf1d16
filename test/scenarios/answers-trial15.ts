import { ALMACEN } from "./almacen-shop";
import type { Scenario } from "./types";

// Blind trial 14, answers round 15: the words a reply adds are in the customer's language (never
// the reading's Spanish "Leche 1 litros" or "cerveza"); a size word picks the smallest or biggest
// of the product named; a tip never repeats what the answer just said; a complaint about an order
// goes to a person with an apology, never a sales offer.

/** Class 1: labels and browse headings in the customer's words. */
const language: Scenario[] = [
  {
    name: "answers15: 'I want a dozen eggs and 2 liters of milk' labels the milk list in English (verbatim t14c 003)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have eggs?", expect: { reply: ["Huevos"] } },
      { say: "I want a dozen eggs and 2 liters of milk", expect: { reply: ["Milk (for 2)"], notReply: ["Leche 1 litros", "litros (for"] } },
    ],
  },
  {
    name: "answers15: 'quero 3 litros de leite e 2 pacotes de arroz' labels the milk list in Portuguese (variant)",
    ...ALMACEN,
    turns: [{ say: "oi, quero 3 litros de leite e 2 pacotes de arroz", expect: { reply: ["Leite (para 3)"], notReply: ["Leche 1 litros", /Leche \(para/] } }],
  },
  {
    name: "answers15: 'voces tem cerveja?' browses 'cerveja', and the next page too (verbatim t14c 005)",
    ...ALMACEN,
    turns: [
      { say: "ola boa tarde, voces tem cerveja?", expect: { reply: ["opções de cerveja"], notReply: ["opções de cerveza"] } },
      { say: "ver mais", expect: { reply: ["Mais opções de cerveja"], notReply: ["de cerveza"] } },
    ],
  },
  {
    name: "answers15: 'do you have beer?' browses 'beer'; Spanish stays 'cerveza' (variants)",
    ...ALMACEN,
    turns: [{ say: "hello, do you have beer?", expect: { reply: ["options of beer"], notReply: ["of cerveza"] } }],
  },
  {
    name: "answers15: a Spanish customer still reads 'opciones de cerveza'",
    ...ALMACEN,
    turns: [{ say: "tenes cerveza?", expect: { reply: ["opciones de cerveza"] } }],
  },
];

/** Class 2: a size word said with a product picks the smallest or biggest of that product, with the count said. */
const sizes: Scenario[] = [
  {
    name: "answers15: 'bueno 2 cocas chicas' after an offer whose only coke is the 1.5 L adds two 500 ml (t12a 103, said in one phrase)",
    turns: [
      { say: "tenes red bull?", expect: { reply: ["Coca-Cola 1,5 L"] } },
      { say: "bueno 2 cocas chicas", expect: { cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "answers15: 'dale, 2 cocas grandes' after the offer adds two 1.5 L (variant)",
    turns: [
      { say: "tenes red bull?" },
      { say: "dale, 2 cocas grandes", expect: { cart: { "coca-15": 2 } } },
    ],
  },
];

/** Class 3: the fee answer already said the threshold: no free-delivery tip beside it. */
const tips: Scenario[] = [
  {
    name: "answers15: 'dame 4 del jorgito. cuanto sale el envio?' says the free threshold once (verbatim t14a 108)",
    turns: [
      { say: "q tal, tenes alfajores?" },
      { say: "dame 4 del jorgito. cuanto sale el envio?", expect: { reply: ["gratis desde $5.000"], notReply: ["Te faltan", "para el envío gratis", "te sale gratis"], cart: { "alfajor-jorgito": 4 } } },
    ],
  },
  {
    name: "answers15: 'agregame 2 fantas, el envio es gratis?' says the threshold once (variant)",
    turns: [{ say: "agregame 2 fantas. el envio es gratis?", expect: { notReply: ["Te faltan", "te sale gratis"] } }],
  },
  {
    name: "answers15: the free-delivery tip still comes when nothing else said it",
    turns: [{ say: "2 fantas", expect: { reply: [/Te faltan \$400|Con \$400 más/], cart: { "fanta-15": 2 } } }],
  },
];

/** Class 4: a complaint about an order goes to a person with an apology. */
const complaints: Scenario[] = [
  {
    name: "answers15: 'q onda con mi pedido?? hace 1 hora q pedi y nada, son unos desastre' hands off with an apology (verbatim t14c 011)",
    ...ALMACEN,
    turns: [
      {
        say: "q onda con mi pedido?? hace 1 hora q pedi y nada, son unos desastre",
        expect: { reply: ["Perdón", "persona del equipo"], notReply: ["¿Querés hacer uno?", "Querés"], handoff: "complaint" },
      },
    ],
  },
  {
    name: "answers15: 'pedi hace una hora y todavia nada' / 'donde esta mi pedido?? un desastre' hand off (variants)",
    turns: [{ say: "hola, cuando llega mi pedido? pedi hace una hora y todavia nada", expect: { reply: ["Perdón", "persona del equipo"], notReply: ["¿Querés hacer uno?"], handoff: "complaint" } }],
  },
  {
    name: "answers15: 'donde esta mi pedido?? son un desastre' hands off (variant)",
    turns: [{ say: "donde esta mi pedido?? son un desastre", expect: { reply: ["persona del equipo"], notReply: ["¿Querés hacer uno?"], handoff: "complaint" } }],
  },
  {
    name: "answers15: 'pedi hace un rato, le puedo agregar una coca?' is the sale's, no handoff",
    turns: [{ say: "pedi hace un rato, le puedo agregar una coca?", expect: { notReply: ["persona del equipo"] } }],
  },
];

export const answersTrial15Scenarios: Scenario[] = [...language, ...sizes, ...tips, ...complaints];
