import type { Scenario, Turn } from "./types";

// Issue 14.5, blind trial 6: English and Portuguese customers got Spanish lines in the middle of
// their conversation (a "¡Hola!" before an English answer, "No tenemos…", "Listo, ahora son…",
// "Me quedó pendiente: … ¿Cuál de estos querés?", "Perdón, no te estoy entendiendo bien", order
// notices). Every turn of these conversations asserts that no Spanish line reaches them: no
// "¿" or "¡", and none of the words only Spanish replies use. Product names and the shop's own
// texts (its address, its delivery area) stay as the shop wrote them.
// Kiosk prices (demo seed): Coca-Cola 1,5 L $2.500, Pepsi 1,5 L $2.200, Fanta 1,5 L $2.300,
// Agua mineral 500 ml $900. Packs: 1 colchón $389.000, x2 $699.000, x3 $949.000.

/** Words only the Spanish replies use (English and Portuguese replies never do). */
const SPANISH = /[¿¡]|\b(?:tenemos|tengo|querés|tenés|pasás|Agregué|Saqué|quedan|queda|Listo|Dale|carrito|Perdón|Hola|vos|Anoté|Resumen|Confirmamos el pedido|Te paso|escribime|ahorrás|pagás|cancelé)\b/;

/** Every turn of a conversation in English or Portuguese: no Spanish line. */
const noSpanish = (turns: Turn[]): Turn[] => turns.map((t) => ({ ...t, expect: { ...t.expect, notReply: [...(t.expect?.notReply ?? []), SPANISH] } }));

const packs = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };
const almacen = { workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003" };

export const languageTrialScenarios: Scenario[] = [
  // trial 5b, 5204 (verbatim first message): the answer had a Spanish "¡Hola! 👋" in front.
  {
    ...almacen,
    name: "english (trial 5b, 5204): 'hi! do you have coca cola? …' is greeted and answered in English",
    turns: noSpanish([{ say: "hi! do you have coca cola? I want 3 bottles of 1.5 liters", expect: { reply: ["Hi! 👋"] } }]),
  },
  {
    name: "english: product questions, prices and what is not sold, in English",
    turns: noSpanish([
      { say: "hi", expect: { reply: ["Hi! 👋"] } },
      { say: "do you have pepsi?", expect: { reply: ["Yes, we have Pepsi 1,5 L for $2.200."], cart: {} } },
      { say: "how much is the fanta?", expect: { reply: ["Fanta 1,5 L is $2.300."], cart: {} } },
      { say: "do you have sushi?", expect: { reply: ['We don\'t have "sushi"', "We have"], cart: {} } },
      { say: "do you have coca cola?", expect: { reply: ["Yes, we have Coca-Cola 1,5 L ($2.500) and Coca-Cola 500 ml ($1.200)."], cart: {} } },
    ]),
  },
  {
    name: "english: cart edits in English ('make it 3', 'remove the pepsi', an empty cart)",
    turns: noSpanish([
      { say: "I want 2 pepsi and a fanta", expect: { cart: { "pepsi-15": 2, "fanta-15": 1 }, reply: ["Added"] } },
      { say: "make it 3 pepsi", expect: { cart: { "pepsi-15": 3, "fanta-15": 1 }, reply: ["you now have 3 × Pepsi 1,5 L", "In your cart:", "Anything else"] } },
      { say: "remove the pepsi", expect: { cart: { "fanta-15": 1 }, reply: ["I removed Pepsi 1,5 L", "In your cart: 1 × Fanta 1,5 L"] } },
      { say: "remove the fanta", expect: { cart: {}, reply: ["I removed Fanta 1,5 L. Your cart is empty now."] } },
    ]),
  },
  {
    name: "english and portuguese variants: 'what's the total?', 'take out', 'melhor 3'",
    turns: noSpanish([
      { say: "I want 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "what's the total?", expect: { reply: ["Your order (2 × Pepsi 1,5 L) comes to $4.400"], cart: { "pepsi-15": 2 } } },
      { say: "take out the pepsi", expect: { cart: {}, reply: ["I removed Pepsi 1,5 L"] } },
      { say: "oi, quero 2 fanta", expect: { cart: { "fanta-15": 2 }, reply: ["Adicionei 2 × Fanta 1,5 L"] } },
      { say: "melhor 3 fanta", expect: { cart: { "fanta-15": 3 }, reply: ["Pronto, agora você tem 3 × Fanta 1,5 L"] } },
    ]),
  },
  {
    name: "english: more than the stock is offered in English and the yes takes what there is",
    turns: noSpanish([
      { stock: { productId: "pepsi-15", quantity: 3 } },
      { say: "I want 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "make it 5 pepsi", expect: { cart: { "pepsi-15": 2 }, reply: ["I have 3 of Pepsi 1,5 L left. Shall I put 3?"] } },
      { say: "yes", expect: { cart: { "pepsi-15": 3 }, reply: ["you now have 3 × Pepsi 1,5 L"] } },
    ]),
  },
  {
    name: "english: the shop's hours, address and delivery, in English",
    turns: noSpanish([
      { say: "what time do you open?", expect: { reply: ["We open monday to friday from 9 to 20"] } },
      { say: "where are you?", expect: { reply: ["We're at Av. Corrientes 1234"] } },
      { say: "do you deliver?", expect: { reply: ["Yes, we deliver"] } },
    ]),
  },
  {
    name: "english: a picture, a voice note not heard and a pin without a street, in English",
    turns: noSpanish([
      { say: "I want 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { raw: { type: "image", image: { id: "img-en2", mime_type: "image/jpeg" } }, expect: { reply: ["I can't see pictures or videos yet"] } },
      { raw: { type: "audio", audio: { id: "a-en" } }, expect: { reply: ["voice note"] } },
      { say: "that's all, deliver it", expect: { state: "NEEDS_DETAILS" } },
      { say: "John Smith", expect: { customer: { firstName: "John" } } },
      { say: "30123456" },
      { raw: { type: "location", location: { latitude: -34.6037, longitude: -58.3816, name: "Obelisco" } }, expect: { reply: ["I got your location 📍", "street and number"] } },
    ]),
  },
  {
    name: "english: an order placed, its status from the shop, and a cancel asked first, in English",
    turns: noSpanish([
      { say: "I want 2 pepsi please", expect: { cart: { "pepsi-15": 2 } } },
      { say: "that's all", expect: { state: "NEEDS_DETAILS" } },
      { say: "pick up" },
      { say: "John Smith" },
      { say: "30123456" },
      { say: "cash", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "yes", expect: { state: "DONE", orders: 1, lastOrder: { total: 440000, fulfilment: "pickup" } } },
      { say: "is my order ready?", expect: { reply: [/Your order ORD-\d{5} \(\$4\.400\) is confirmed and we haven't started preparing it yet/] } },
      { say: "I want to cancel my order", expect: { reply: [/Shall I cancel your order ORD-\d{5} of \$4\.400\?/] } },
      { say: "yes", expect: { orders: 1, lastOrder: { status: "cancelled" }, reply: [/Done, I cancelled your order ORD-\d{5}/] } },
    ]),
  },
  {
    name: "english: an order being prepared is not cancelled by the agent, said in English",
    turns: noSpanish([
      { say: "I want 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "that's all" },
      { say: "pick up" },
      { say: "John Smith" },
      { say: "30123456" },
      { say: "cash" },
      { say: "yes", expect: { orders: 1 } },
      { orderStatus: "preparing" },
      { say: "where is my order?", expect: { reply: [/Not yet: your order ORD-\d{5} is being prepared since/] } },
      { say: "cancel my order", expect: { handoff: "order_already_processed", reply: [/Your order ORD-\d{5} is already being prepared, so I can't cancel it myself/] } },
    ]),
  },
  {
    name: "portuguese: questions, prices, cart edits and an order, in Portuguese",
    turns: noSpanish([
      { say: "oi, você tem coca?", expect: { reply: ["Oi! 👋", "Sim, temos Coca-Cola 1,5 L ($2.500) e Coca-Cola 500 ml ($1.200)."] } },
      { say: "quanto custa a pepsi?", expect: { reply: ["Pepsi 1,5 L custa $2.200."], cart: {} } },
      { say: "quero 2 pepsi e 1 fanta", expect: { cart: { "pepsi-15": 2, "fanta-15": 1 }, reply: ["Adicionei"] } },
      { say: "tira a pepsi", expect: { cart: { "fanta-15": 1 }, reply: ["Tirei Pepsi 1,5 L", "No carrinho: 1 × Fanta 1,5 L"] } },
      { say: "que horas abre?", expect: { reply: ["Abrimos segunda a sexta das 9 às 20"] } },
      { say: "quanto é o total?", expect: { reply: ["Seu pedido (1 × Fanta 1,5 L) dá $2.300"] } },
      { say: "só isso, vou retirar", expect: { state: "NEEDS_DETAILS" } },
      { say: "Maria Souza", expect: { customer: { firstName: "Maria" } } },
      { say: "30123457" },
      { say: "dinheiro", expect: { state: "AWAITING_CONFIRMATION", reply: ["Resumo do seu pedido:"] } },
      { say: "sim", expect: { state: "DONE", orders: 1, lastOrder: { total: 230000, fulfilment: "pickup" } } },
      { say: "meu pedido está pronto?", expect: { reply: [/Seu pedido ORD-\d{5} \(\$2\.300\) está confirmado/] } },
      { say: "cancelar o pedido", expect: { reply: [/Cancelo seu pedido ORD-\d{5} de \$2\.300\?/] } },
      { say: "sim", expect: { lastOrder: { status: "cancelled" }, reply: [/Pronto, cancelei seu pedido ORD-\d{5}/] } },
    ]),
  },
  {
    ...packs,
    name: "packs, english: from hello to a confirmed pack of 2, all in English",
    turns: noSpanish([
      { say: "hi, I want to buy a mattress", expect: { reply: ["Hi! 👋", "in packs of 1, 2 and 3", "Shall I send you the offers?"] } },
      { say: "how much is it?", expect: { reply: ["$389.000 each"] } },
      {
        say: "my name is John Smith, my phone is 3415556677, my city is Rosario and my address is Mitre 456",
        expect: { customer: { firstName: "John", phone: "3415556677", city: "Rosario", address: "Mitre 456" }, reply: ["I have everything for the delivery to Mitre 456, Rosario"] },
      },
      { say: "yes send me the offers", expect: { state: "ofrecer_promos", reply: ["1 mattress: $389.000", "2 mattresses: $699.000 (you save $79.000)", "3 mattresses: $949.000 (you save $218.000)"] } },
      { say: "the pack of 2", expect: { cart: { "colchon-2x": 1 }, reply: ["2 mattresses, total $699.000", "How will you pay?"] } },
      { say: "cash", expect: { state: "resumen", reply: ["*Total: $699.000*", "Delivery: free", "Payment: cash on delivery", "Shall we confirm?"] } },
      { say: "yes", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 69900000, paymentMethod: "cash" }, reply: [/Your order ORD-\d{5} is confirmed: 2 mattresses, total \$699\.000/, "you pay cash on delivery"] } },
      { say: "thanks!", expect: { reply: ["Thank you"] } },
    ]),
  },
  {
    ...packs,
    name: "packs, portuguese: data, the pack of 3 by number and pix, all in Portuguese",
    turns: noSpanish([
      { say: "oi, quanto custa o colchão?", expect: { reply: ["$389.000 cada um"] } },
      { say: "meu nome é João Silva, telefone 3415556677, cidade Rosario, endereço Mitre 456", expect: { customer: { firstName: "João", phone: "3415556677", city: "Rosario", address: "Mitre 456" }, reply: ["Já tenho tudo para a entrega em Mitre 456, Rosario"] } },
      { say: "sim, manda as promoções", expect: { state: "ofrecer_promos", reply: ["3 colchões: $949.000 (você economiza $218.000)"] } },
      { say: "o de 3", expect: { cart: { "colchon-3x": 1 }, reply: ["3 colchões, total $949.000", "Como você vai pagar?"] } },
      // Pix is no method of the shop (trial 20a 204): said so, nothing set; the transfer chosen next.
      { say: "pix", expect: { reply: ["Pix não aceitamos"], notReply: ["Pagamento: transferência"] } },
      { say: "transferência", expect: { state: "resumen", reply: ["Pagamento: transferência", "Confirmamos?"] } },
      { say: "sim", expect: { state: "compra_confirmada", orders: 1, lastOrder: { total: 94900000, paymentMethod: "transfer" }, reply: [/Seu pedido ORD-\d{5} está confirmado: 3 colchões, total \$949\.000/] } },
    ]),
  },
];
