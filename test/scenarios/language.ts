import type { Scenario } from "./types";

// The customer's language (src/agent/language/): an English and a Portuguese customer order
// end to end from the Spanish catalog of the kiosk, product names as the shop wrote them.
// Prices (demo seed): Coca-Cola 1,5 L $2.500, Pepsi 1,5 L $2.200, Agua $900.

export const languageScenarios: Scenario[] = [
  {
    name: "english: 2 cokes to an order, answered in English",
    turns: [
      { say: "I want 2 cokes please", expect: { reply: ["I have a few options (for 2)", "Coca-Cola 1,5 L or Coca-Cola 500 ml?"], notReply: ["No tengo", "cokes please"] } },
      { say: "the big one", expect: { cart: { "coca-15": 2 }, reply: ["Added 2 × Coca-Cola 1,5 L ($2.500 each)", "subtotal $5.000", "Anything else"] } },
      { say: "that's all", expect: { state: "NEEDS_DETAILS", reply: ["Should we deliver it, or will you pick it up?"] } },
      { say: "pick up", expect: { reply: ["What name should the order be under?"] } },
      { say: "John Smith", expect: { customer: { firstName: "John" }, reply: ["ID (DNI)"] } },
      { say: "30123456", expect: { reply: ["How will you pay? We accept cash, bank transfer and Mercado Pago."] } },
      { say: "cash", expect: { state: "AWAITING_CONFIRMATION", reply: ["Your order:", "• 2 × Coca-Cola 1,5 L ($2.500 each) = $5.000", "*Total: $5.000*", "Payment: cash", "Shall we confirm the order?"], notReply: ["Resumen", "Pago:"] } },
      { say: "yes", expect: { state: "DONE", orders: 1, lastOrder: { total: 500000, fulfilment: "pickup" }, reply: [/Your order ORD-\d{5} is confirmed\. Total: \$5\.000\. See you at Av\. Corrientes 1234/] } },
    ],
  },
  {
    name: "english: a greeting, two products at once, and words it cannot read, in English",
    turns: [
      { say: "hi", expect: { reply: ["Hi! 👋 I'm the assistant of Kiosco Don Tito. What would you like to order today?"] } },
      { say: "I want 2 pepsi and a water", expect: { cart: { "pepsi-15": 2, "agua-500": 1 }, reply: ["Added 2 × Pepsi 1,5 L ($2.200 each) and 1 × Agua mineral 500 ml ($900 each)"] } },
      { say: "asdkjh qwe", expect: { reply: ["Sorry, I didn't quite get that"] } },
    ],
  },
  {
    name: "portuguese: oi, quero 2 cocas to an order with delivery, answered in Portuguese",
    turns: [
      { say: "oi, quero 2 cocas", expect: { reply: ["Tenho várias opções (para 2)", "Coca-Cola 1,5 L ou Coca-Cola 500 ml?"] } },
      { say: "a pequena", expect: { cart: { "coca-500": 2 }, reply: ["Adicionei 2 × Coca-Cola 500 ml ($1.200 cada)", "No carrinho"] } },
      { say: "só isso, com entrega", expect: { state: "NEEDS_DETAILS", reply: ["Em nome de quem fazemos o pedido?"] } },
      { say: "Maria Souza", expect: { customer: { firstName: "Maria" }, reply: ["documento (DNI)"] } },
      { say: "30123457", expect: { reply: ["Para qual endereço enviamos?"] } },
      { say: "Av. Rivadavia 5000", expect: { reply: ["Como você vai pagar? Aceitamos dinheiro, transferência e Mercado Pago."] } },
      { say: "dinheiro", expect: { state: "AWAITING_CONFIRMATION", reply: ["Resumo do seu pedido:", "Entrega: $500", "*Total: $2.900*", "Entrega em: Av. Rivadavia 5000", "Pagamento: dinheiro", "Confirmamos o pedido?"] } },
      { say: "sim", expect: { state: "DONE", orders: 1, lastOrder: { total: 290000, fulfilment: "delivery", deliveryFee: 50000 }, reply: [/Seu pedido ORD-\d{5} está confirmado\. Total: \$2\.900\. Enviamos para Av\. Rivadavia 5000/] } },
    ],
  },
  {
    name: "language switch: Spanish until the customer clearly writes English, then English",
    turns: [
      { say: "hola", expect: { reply: ["¿Qué te gustaría pedir hoy?"] } },
      { say: "ok thanks", expect: { reply: ["Gracias"], notReply: ["Thank you"] } },
      { say: "sorry, I want 2 pepsi please", expect: { cart: { "pepsi-15": 2 }, reply: ["Added 2 × Pepsi 1,5 L"] } },
      { say: "quiero una fanta también", expect: { cart: { "pepsi-15": 2, "fanta-15": 1 }, reply: ["Agregué 1 Fanta"] } },
    ],
  },
  // trial 4b, 4221: a browse answered in the language the customer wrote in.
  {
    name: "almacén questions (4221): 'Hello! do you have yerba mate?' is answered in English",
    workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003",
    turns: [{ say: "Hello! do you have yerba mate?", expect: { reply: ["We have 13 options of yerba mate", "write \"more\""], notReply: ["Tenemos", "opciones"] } }],
  },
];
