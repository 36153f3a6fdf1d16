import type { Scenario } from "./types";

// The kiosk's cart as customers change it: relative quantities, the line last touched, an open
// options question, the stock, bursts and several intents in one message, typed buttons and
// typos. Prices as in retail.ts (Havanna: 3 in stock).

export const retailCartScenarios: Scenario[] = [
  {
    name: "cart: 'sacame un alfajor' takes one, not the line; 'mejor 2 havanna' sets it",
    turns: [
      { say: "quiero 3 havanna", expect: { cart: { "alfajor-havanna": 3 }, reply: ["Agregué 3 Alfajores Havanna"] } },
      { say: "sacame un alfajor", expect: { cart: { "alfajor-havanna": 2 }, reply: ["ahora son 2 Alfajores Havanna"] } },
      { say: "mejor 2 havanna", expect: { cart: { "alfajor-havanna": 2 }, notReply: ["carrito está vacío"] } },
    ],
  },
  {
    name: "cart: 'y una más' and 'sacame una' change the last line touched",
    turns: [
      { say: "quiero una fanta y 2 pepsi", expect: { cart: { "fanta-15": 1, "pepsi-15": 2 } } },
      { say: "y una más", expect: { cart: { "fanta-15": 1, "pepsi-15": 3 }, reply: ["ahora son 3 Pepsi 1,5 L"] } },
      { say: "sacame una", expect: { cart: { "fanta-15": 1, "pepsi-15": 2 } } },
      { say: "otra fanta", expect: { cart: { "fanta-15": 2, "pepsi-15": 2 } } },
      { say: "eran 4", expect: { cart: { "fanta-15": 4, "pepsi-15": 2 }, reply: ["ahora son 4 Fanta 1,5 L"] } },
    ],
  },
  {
    name: "cart: 'cuántas tengo?' shows the cart",
    turns: [{ say: "2 jorgitos y una sprite" }, { say: "cuantas tengo?", expect: { reply: ["Tu carrito", "2 × Alfajor Jorgito", "1 × Sprite 1,5 L"] } }],
  },
  {
    name: "cart: after the options question a quantity-only answer keeps the question open",
    turns: [
      { say: "quiero 2 cocas", expect: { reply: ["Coca-Cola 1,5 L o Coca-Cola 500 ml"], cart: {} } },
      { say: "3", expect: { cart: {}, reply: ["para 3", "Coca-Cola 1,5 L o Coca-Cola 500 ml"], notReply: ["carrito está vacío", "No te entendí"] } },
      { say: "la grande", expect: { cart: { "coca-15": 3 } } },
    ],
  },
  {
    name: "cart: 'mejor 4' after the options question changes the quantity, then 'la más barata'",
    turns: [
      { say: "dame unas cocas" },
      { say: "mejor 4", expect: { cart: {}, reply: ["para 4"] } },
      { say: "la mas barata", expect: { cart: { "coca-500": 4 } } },
    ],
  },
  {
    name: "cart: the options question answered by position",
    turns: [{ say: "quiero un alfajor", expect: { reply: ["Alfajor Havanna o Alfajor Jorgito"] } }, { say: "la segunda", expect: { cart: { "alfajor-jorgito": 1 } } }],
  },
  {
    name: "cart: the options question answered by brand",
    turns: [{ say: "2 alfajores", expect: { reply: ["Alfajor Havanna o Alfajor Jorgito"] } }, { say: "havanna", expect: { cart: { "alfajor-havanna": 2 } } }],
  },
  {
    name: "cart: the options question answered by size with a quantity",
    turns: [{ say: "unas cocas" }, { say: "3 de las de 500", expect: { cart: { "coca-500": 3 } } }],
  },
  {
    name: "cart: the options question answered by typing a row's label",
    turns: [{ say: "una coca" }, { say: "coca-cola 500 ml", expect: { cart: { "coca-500": 1 } } }],
  },
  {
    name: "cart: the options question answered 'la más cara'",
    turns: [{ say: "2 alfajores porfa" }, { say: "el mas caro", expect: { cart: { "alfajor-havanna": 2 } } }],
  },
  {
    name: "cart: stock answer keeps the line and a bare number takes it",
    turns: [
      { say: "quiero 2 havanna", expect: { cart: { "alfajor-havanna": 2 } } },
      { say: "mejor 10", expect: { cart: { "alfajor-havanna": 2 }, reply: ["me quedan 3", "¿Te pongo 3?", "Por ahora tenés 2 Alfajores Havanna"] } },
      { say: "dale", expect: { cart: { "alfajor-havanna": 3 } } },
    ],
  },
  {
    name: "cart: stock offer answered with a smaller number",
    turns: [{ say: "mandame 5 havanna" }, { say: "bueno 2", expect: { cart: { "alfajor-havanna": 2 }, reply: ["Agregué 2 Alfajores Havanna"] } }],
  },
  {
    name: "cart: stock offer declined leaves the cart as it was",
    turns: [
      { say: "quiero una pepsi y 6 havanna", expect: { cart: { "pepsi-15": 1 }, reply: ["Agregué 1 Pepsi", "me quedan 3"] } },
      { say: "no, dejá", expect: { cart: { "pepsi-15": 1 }, reply: ["Dale"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "cart: a burst with a product named in passing is asked back, not dropped",
    turns: [
      { burst: ["hola", "quiero 2 cocas grandes", "y 1 agua", "ah y unas papas"], expect: { cart: { "coca-15": 2, "agua-500": 1, "papas-lays": 1 }, replies: 1 } },
    ],
  },
  {
    name: "cart: a burst of lines and a question, every part answered",
    turns: [
      { burst: ["buenas", "2 fantas", "1 sprite", "hacen envios?"], expect: { cart: { "fanta-15": 2, "sprite-15": 1 }, reply: ["Agregué 2 Fanta 1,5 L", "1 Sprite 1,5 L", "hacemos envíos"] } },
    ],
  },
  {
    name: "cart: an unknown product next to known ones is named back",
    turns: [{ say: "quiero 2 pepsi, una pizza y un agua", expect: { cart: { "pepsi-15": 2, "agua-500": 1 }, reply: ['No tengo "pizza"', "En el carrito: 2 Pepsi 1,5 L y 1 Agua mineral 500 ml"] } }],
  },
  {
    name: "cart: typos in short product words ('cocs', 'fnta')",
    turns: [
      { say: "quiero 2 cocs", expect: { reply: ["Coca-Cola 1,5 L o Coca-Cola 500 ml"] } },
      { say: "las grandes", expect: { cart: { "coca-15": 2 } } },
      { say: "y una fnta", expect: { cart: { "coca-15": 2, "fanta-15": 1 } } },
    ],
  },
  {
    name: "cart: typos in long product words ('havana', 'alfajores jorjito')",
    turns: [{ say: "2 alfajores jorjito y un havana", expect: { cart: { "alfajor-jorgito": 2, "alfajor-havanna": 1 } } }],
  },
  {
    name: "cart: plurals agree in the replies",
    turns: [
      { say: "3 jorgitos y 2 aguas", expect: { reply: ["3 Alfajores Jorgito", "2 Aguas minerales 500 ml"] } },
      { say: "sacame un agua", expect: { reply: ["ahora es 1 Agua mineral 500 ml"] } },
    ],
  },
  {
    name: "cart: a single bag of chips reads in the neutral form",
    turns: [{ say: "unas papas fritas", expect: { cart: { "papas-lays": 1 }, reply: ["1 Papas fritas Lays 150 g"], notReply: ["× 1"] } }],
  },
  {
    name: "cart: emptying a full cart asks first; 'no' keeps it",
    turns: [
      { say: "quiero 2 pepsi y una fanta" },
      { say: "borra todo", expect: { reply: ["¿Vacío el carrito?"], cart: { "pepsi-15": 2, "fanta-15": 1 } } },
      { say: "no no, dejalo", expect: { cart: { "pepsi-15": 2, "fanta-15": 1 }, reply: ["no toco nada"] } },
    ],
  },
  {
    name: "cart: emptying a one-item cart does not ask",
    turns: [{ say: "una sprite" }, { say: "vacia el carrito", expect: { cart: {}, state: "IDLE", reply: ["vacié el carrito"] } }],
  },
  {
    name: "cart: 'nah olvidate, cancelá' asks, 'ah no, mejor sí lo quiero' keeps it",
    turns: [
      { say: "quiero 4 fantas" },
      { say: "nah olvidate, cancelá", expect: { reply: ["¿Vacío el carrito?"], cart: { "fanta-15": 4 } } },
      { say: "ah no, mejor sí lo quiero", expect: { cart: { "fanta-15": 4 }, reply: ["no toco nada"] } },
      { say: "listo", expect: { state: "NEEDS_DETAILS" } },
    ],
  },
  {
    name: "cart: the summary's buttons typed in lowercase and without accents",
    turns: [
      { say: "2 pepsi" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Tomás" },
      { say: "32000111" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "modificar", expect: { state: "COLLECTING_ORDER", reply: ["qué querés cambiar"] } },
      { say: "agregame una sprite", expect: { cart: { "pepsi-15": 2, "sprite-15": 1 } } },
      { say: "listo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Total: $6.700"] } },
      { say: "confirmar", expect: { orders: 1, state: "DONE" } },
    ],
  },
  {
    name: "cart: the summary's Cancelar typed with a typo asks before emptying",
    turns: [
      { say: "2 pepsi" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Ema" },
      { say: "32000222" },
      { say: "efectivo" },
      { say: "cancelr", expect: { reply: ["¿Vacío el carrito?"], orders: 0 } },
      { say: "si", expect: { cart: {}, state: "IDLE" } },
    ],
  },
  {
    name: "cart: the payment buttons typed ('mercado pago', 'mp')",
    turns: [{ say: "2 pepsi" }, { say: "listo" }, { say: "retiro" }, { say: "Iara" }, { say: "41000111" }, { say: "mercado pago", expect: { state: "AWAITING_CONFIRMATION", reply: ["Pago: Mercado Pago"] } }],
  },
  {
    name: "cart: the reminder of the cart is not repeated on every question",
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "hacen envios?", expect: { reply: ["Por cierto, tenés 2 Pepsi"] } },
      { say: "y aceptan transferencia?", expect: { notReply: ["Por cierto"] } },
      { say: "hasta que hora abren?", expect: { notReply: ["Por cierto"] } },
    ],
  },
  {
    name: "cart: multi-intent, order and payment and pickup in any order",
    turns: [
      { say: "pago con transferencia, paso a buscar, dame 2 sprite y 2 jorgitos", expect: { cart: { "sprite-15": 2, "alfajor-jorgito": 2 }, reply: ["a nombre de quién"] } },
      { say: "Bruno 30999888", expect: { state: "AWAITING_CONFIRMATION", reply: ["Pago: transferencia", "Retirás en"] } },
    ],
  },
  {
    name: "cart: a product added at the summary shows the new summary at once, and the yes confirms the new total (round 13)",
    turns: [
      { say: "2 pepsi" },
      { say: "listo" },
      { say: "retiro" },
      { say: "Lola" },
      { say: "33000999" },
      { say: "efectivo", expect: { reply: ["Total: $4.400"] } },
      { say: "ah y un agua", expect: { cart: { "pepsi-15": 2, "agua-500": 1 }, orders: 0, state: "AWAITING_CONFIRMATION", reply: ["Total: $5.300"] } },
      { say: "listo", expect: { orders: 1, lastOrder: { total: 530000 } } },
    ],
  },
  {
    name: "cart: quantities in words and 'media docena'",
    turns: [{ say: "media docena de jorgitos y dos aguas", expect: { cart: { "alfajor-jorgito": 6, "agua-500": 2 }, reply: ["6 Alfajores Jorgito"] } }],
  },
  {
    name: "cart: 'que sean 3' on the last line",
    turns: [{ say: "quiero 2 sprite" }, { say: "que sean 3", expect: { cart: { "sprite-15": 3 } } }],
  },
  {
    name: "cart: a burst part nothing can be read from is named back, the rest acted on",
    turns: [{ burst: ["hola", "quiero 2 pepsi", "zxqw plok"], expect: { cart: { "pepsi-15": 2 }, reply: ["Agregué 2 Pepsi", "no lo entendí", "zxqw plok"] } }],
  },
  {
    name: "cart: a product named in passing with a greeting is taken as the order",
    turns: [{ say: "hola, papas", expect: { cart: { "papas-lays": 1 } } }],
  },
  {
    name: "cart: a product named inside other words is asked back, never dropped",
    turns: [
      { say: "quiero 2 fantas y despues vemos lo de las papas", expect: { cart: { "fanta-15": 2 }, reply: ["Agregué 2 Fanta", "Papas fritas Lays"] } },
      { say: "si dale", expect: { cart: { "fanta-15": 2, "papas-lays": 1 } } },
    ],
  },
];
