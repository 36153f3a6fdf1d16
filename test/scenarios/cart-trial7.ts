import type { Scenario } from "./types";

// Blind trial 6 on the kiosk, the cart and picks: size words and "las de 500" pick among the
// products the agent just named in an answer; removals said with "saques"/"te dije que" and
// trailing fillers ("mejor", "entonces", "nomás") around a product; "el más barato" picks from
// the last list; a burst names a missing product once; English "add one X"/"X too" adds and
// cart questions show the cart; Portuguese "essa mesmo, 2" picks the one row offered.

const sizes: Scenario[] = [
  {
    name: "cart trial 7: 'dame 2 de las chicas' after the answer naming both cocas adds 2 of the 500 ml (verbatim)",
    turns: [
      { say: "hola buenas, q tal. tenes coca?", expect: { reply: ["Coca-Cola 1,5 L", "Coca-Cola 500 ml"] } },
      { say: "dame 2 de las chicas", expect: { reply: ["Agregué 2 Coca-Cola 500 ml"], notReply: ["No tengo"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "cart trial 7: 'las cocas chicas digo, las de 500. 2' after the answer (and another list) adds 2 of the 500 ml (verbatim)",
    turns: [
      { say: "hola buenas, q tal. tenes coca?", expect: { reply: ["Coca-Cola 500 ml"] } },
      { say: "y un alfajor, q alfajores tenes", expect: { reply: ["Alfajor Havanna o Alfajor Jorgito"] } },
      { say: "las cocas chicas digo, las de 500. 2", expect: { reply: ["Agregué 2 Coca-Cola 500 ml"], notReply: ["No te entendí"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "cart trial 7: 'la grande' / '3 de la más grande' / 'la de litro y medio' after the answer pick the 1,5 L",
    turns: [
      { say: "tenes coca?", expect: { reply: ["Coca-Cola 500 ml"] } },
      { say: "3 de la mas grande", expect: { reply: ["Agregué 3 Coca-Cola 1,5 L"], cart: { "coca-15": 3 } } },
      { say: "tenes coca?" },
      { say: "y una chica", expect: { cart: { "coca-15": 3, "coca-500": 1 } } },
    ],
  },
];

const removals: Scenario[] = [
  {
    name: "cart trial 7: 'sacame el alfajor mejor' takes the alfajor out (verbatim)",
    turns: [
      { say: "2 coca de 500 y 1 havanna", expect: { cart: { "coca-500": 2, "alfajor-havanna": 1 } } },
      { say: "sacame el alfajor mejor", expect: { reply: ["Saqué Alfajor Havanna"], notReply: ["No encontré"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "cart trial 7: 'no pera, te dije q saques el alfajor havanna' at the delivery question takes it out (verbatim)",
    turns: [
      { say: "2 coca de 500 y 1 havanna", expect: { cart: { "coca-500": 2, "alfajor-havanna": 1 } } },
      { say: "listo eso es todo", expect: { reply: ["retir"] } },
      { say: "no pera, te dije q saques el alfajor havanna", expect: { reply: ["Saqué Alfajor Havanna"], notReply: ["forma de entrega"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "cart trial 7: 'quitá la fanta nomás', 'que borres las pepsi porfa' take those lines out",
    turns: [
      { say: "quiero una fanta, 2 pepsi y 2 jorgitos", expect: { cart: { "fanta-15": 1, "pepsi-15": 2, "alfajor-jorgito": 2 } } },
      { say: "quitá la fanta nomás", expect: { reply: ["Saqué Fanta"], cart: { "pepsi-15": 2, "alfajor-jorgito": 2 } } },
      { say: "te pedi que borres las pepsi porfa", expect: { reply: ["Saqué Pepsi"], cart: { "alfajor-jorgito": 2 } } },
    ],
  },
];

const fillers: Scenario[] = [
  {
    name: "cart trial 7: 'bueno pone 2 fantas entonces' adds 2 Fanta (verbatim)",
    turns: [
      { say: "hola" },
      { say: "uh q macana. bueno pone 2 fantas entonces", expect: { reply: ["Agregué 2 Fanta 1,5 L"], notReply: ["No tengo"], cart: { "fanta-15": 2 } } },
    ],
  },
  {
    name: "cart trial 7: '2 pepsi igual' and 'un havanna nomás porfa' add without the fillers",
    turns: [
      { say: "dale 2 pepsi igual", expect: { reply: ["Agregué 2 Pepsi 1,5 L"], cart: { "pepsi-15": 2 } } },
      { say: "y un havanna nomas porfa", expect: { cart: { "pepsi-15": 2, "alfajor-havanna": 1 } } },
    ],
  },
];

const cheapest: Scenario[] = [
  {
    name: "cart trial 7: 'dame 3 del mas barato' after the golosinas list adds 3 Jorgito, never a discount answer (verbatim)",
    turns: [
      { say: "hola che q golosinas tenes", expect: { reply: ["Alfajor Havanna", "Alfajor Jorgito"] } },
      { say: "dame 3 del mas barato", expect: { reply: ["Agregué 3 Alfajores Jorgito"], notReply: ["descuento"], cart: { "alfajor-jorgito": 3 } } },
    ],
  },
  {
    name: "cart trial 7: 'el más caro' / 'la más barata, 2' / '2 de la mas cara' after an answer or a list pick by price with the quantity said",
    turns: [
      { say: "tenes coca?", expect: { reply: ["Coca-Cola 500 ml"] } },
      { say: "dame el mas caro", expect: { reply: ["Agregué 1 Coca-Cola 1,5 L"], cart: { "coca-15": 1 } } },
      { say: "tenes coca?" },
      { say: "la más barata, 2", expect: { reply: ["Agregué 2 Coca-Cola 500 ml"], cart: { "coca-15": 1, "coca-500": 2 } } },
      { say: "q golosinas tenes" },
      { say: "2 de la mas cara", expect: { reply: ["Agregué 2 Alfajores Havanna"], cart: { "coca-15": 1, "coca-500": 2, "alfajor-havanna": 2 } } },
    ],
  },
];

const bursts: Scenario[] = [
  {
    name: "cart trial 7: a burst asking for red bull twice says it is missing once, never a hello in the middle (verbatim)",
    turns: [
      {
        burst: ["hola", "tenes red bull?", "y alfajores jorgito", "quiero 4 jorgitos y 2 red bull"],
        expect: { reply: ["Agregué 4 Alfajores Jorgito", "No tengo \"red bull\""], notReply: [/red bull[\s\S]*red bull/i, /\S[\s\S]*¡Hola! 👋/], cart: { "alfajor-jorgito": 4 } },
      },
    ],
  },
  {
    name: "cart trial 7: 'tenés pepsi? dame 2' said as a burst or 'tenes monster? quiero 2 monster' at once: the line answers, one 'No tengo' per product",
    turns: [
      { burst: ["hola", "tenes pepsi?", "dame 2 pepsi"], expect: { reply: ["Agregué 2 Pepsi 1,5 L"], notReply: ["Sí, tenemos Pepsi", /\S[\s\S]*¡Hola! 👋/], cart: { "pepsi-15": 2 } } },
      { say: "tenes monster? quiero 2 monster y una fanta", expect: { reply: ['No tengo "monster"', "Agregué 1 Fanta 1,5 L"], notReply: [/monster[\s\S]*monster/i], cart: { "pepsi-15": 2, "fanta-15": 1 } } },
    ],
  },
];

const cartChecks: Scenario[] = [
  {
    name: "cart trial 7: '¿me agregaste la fanta?' / '¿dónde está la pepsi?' show the cart, never 'No tenemos \"agregaste la fanta\"'",
    turns: [
      { say: "2 cocas grandes y una fanta", expect: { cart: { "coca-15": 2, "fanta-15": 1 } } },
      { say: "me agregaste la fanta?", expect: { reply: ["Tu carrito", "1 × Fanta 1,5 L"], notReply: ["No tenemos"], cart: { "coca-15": 2, "fanta-15": 1 } } },
      { say: "donde esta la pepsi?? te dije agrega 1 pepsi", expect: { reply: ["Agregué 1 Pepsi 1,5 L"], notReply: ["No tenemos", "Sí, tenemos"], cart: { "coca-15": 2, "fanta-15": 1, "pepsi-15": 1 } } },
      { say: "agregaste la pepsi?", expect: { reply: ["1 × Pepsi 1,5 L"], notReply: ["No tenemos"], cart: { "coca-15": 2, "fanta-15": 1, "pepsi-15": 1 } } },
    ],
  },
  {
    name: "cart trial 7: English 'add 2 fanta as well' adds; 'have you added the fanta?' shows the cart",
    turns: [
      { say: "hi, 1 pepsi please", expect: { cart: { "pepsi-15": 1 } } },
      { say: "add 2 fanta as well", expect: { reply: ["Added 2 × Fanta 1,5 L"], cart: { "pepsi-15": 1, "fanta-15": 2 } } },
      { say: "have you added the fanta?", expect: { reply: ["2 × Fanta 1,5 L"], notReply: ["We don't have", "agregaste"], cart: { "pepsi-15": 1, "fanta-15": 2 } } },
    ],
  },
];

const english: Scenario[] = [
  {
    name: "cart trial 7: English 'add one pepsi too. that's it, i'll pick it up' adds it; 'did you add the pepsi??' shows the cart (verbatim)",
    turns: [
      { say: "ok then 2 large cokes please", expect: { cart: { "coca-15": 2 } } },
      { say: "add one pepsi too. that's it, i'll pick it up", expect: { reply: ["Added 1 × Pepsi 1,5 L"], notReply: ["Shall I add"], cart: { "coca-15": 2, "pepsi-15": 1 } } },
      { say: "John Smith. did you add the pepsi??", expect: { reply: ["Pepsi 1,5 L"], notReply: ["We don't have", "agregá"], cart: { "coca-15": 2, "pepsi-15": 1 } } },
    ],
  },
  {
    name: "cart trial 7: English 'where is the pepsi?? i said add 1 pepsi' adds it once and never says 'We don't have' (verbatim)",
    turns: [
      { say: "ok then 2 large cokes please", expect: { cart: { "coca-15": 2 } } },
      { say: "where is the pepsi?? i said add 1 pepsi", expect: { reply: ["Pepsi 1,5 L"], notReply: ["We don't have"], cart: { "coca-15": 2, "pepsi-15": 1 } } },
      { say: "one more pepsi", expect: { cart: { "coca-15": 2, "pepsi-15": 2 } } },
    ],
  },
];

const portuguese: Scenario[] = [
  {
    name: "cart trial 7: Portuguese 'essa mesmo, 2' after a one-row list adds 2 of that row (verbatim)",
    turns: [
      { say: "oi, boa tarde! vocês têm salgadinho?" },
      // words11: "pacotes" reads as "paquetes", so the Lays are added at once (no one-row list left to answer "essa mesmo, 2").
      { say: "quero 2 pacotes de lays e 1 coca pequena", expect: { reply: ["2 × Papas fritas Lays 150 g"], cart: { "coca-500": 1, "papas-lays": 2 } } },
    ],
  },
];

portuguese.push({
  name: "cart trial 7: 'esa, 3' / 'esa misma, 2' to the one product offered take it with that quantity",
  turns: [
    { say: "quiero 2 pacotes de lays", expect: { reply: ["Cuál de estos"], cart: {} } },
    { say: "esa, 3", expect: { reply: ["Agregué 3 Papas fritas Lays 150 g"], cart: { "papas-lays": 3 } } },
  ],
});

export const cartTrial7Scenarios: Scenario[] = [...sizes, ...removals, ...fillers, ...cheapest, ...bursts, ...cartChecks, ...english, ...portuguese];
