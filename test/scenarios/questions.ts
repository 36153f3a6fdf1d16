import type { Scenario, Turn } from "./types";
import { ALMACEN } from "./almacen-shop";

// Conversations around questions (issue 16) and what WhatsApp sends besides text (issue 17):
// each answered from data, in one message, without nagging. The kiosk's prices are in
// retail.ts; the almacén (phone_number_id 100000000000003) sells the 1,731 products of its list.


/** 2 Pepsi ($4.400) to pick up, paid cash: the summary is shown. */
const toSummary: Turn[] = [
  { say: "quiero 2 pepsi" },
  { say: "listo" },
  { say: "retiro" },
  { say: "Nora" },
  { say: "30999888" },
  { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
];

export const questionScenarios: Scenario[] = [
  {
    name: "availability: sold, with its price; a 'dale' takes the one named",
    turns: [
      { say: "che, tenés fanta?", expect: { replies: 1, reply: ["Sí, tenemos Fanta 1,5 L a $2.300"], notReply: ["carrito", "¿Qué te gustaría pedir?"], cart: {} } },
      { say: "dale", expect: { cart: { "fanta-15": 1 }, reply: ["Agregué 1 Fanta"] } },
    ],
  },
  {
    name: "not sold is said plainly, with the closest products; not 'No te entendí'",
    turns: [
      { say: "¿tenés coca zero?", expect: { replies: 1, reply: ['No tenemos "coca zero"', "Coca-Cola 1,5 L ($2.500)", "Coca-Cola 500 ml ($1.200)"], notReply: ["No te entendí"] } },
      { say: "la de 500", expect: { cart: { "coca-500": 1 } } },
      { say: "¿hay Red Bull?", expect: { reply: ['No tenemos "Red Bull"', "En bebidas tenemos"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "prices from the catalog, never the whole list",
    turns: [
      { say: "¿cuánto sale la coca chica?", expect: { replies: 1, reply: ["Coca-Cola 500 ml sale $1.200"], notReply: ["Pepsi", "Fanta"] } },
      { say: "¿cuánto es en total?", expect: { replies: 1, reply: ["Todavía no tenés nada en el carrito"], notReply: ["$2.500", "¿Qué te gustaría pedir?"] } },
    ],
  },
  {
    name: "browsing a category and a kind the kiosk files under another word",
    turns: [
      { say: "¿qué bebidas tenés?", expect: { replies: 1, reply: ["Tenemos 6 opciones de bebidas"] } },
      { say: "hay gaseosas?", expect: { reply: ["En bebidas tenemos"], notReply: ["No tenemos"] } },
      { say: "¿qué galletitas tenés?", expect: { reply: ['No tenemos "galletitas"', "golosinas"] } },
    ],
  },
  {
    name: "a greeting carries its question: the question is answered, with a hello",
    turns: [{ say: "q tal, ¿tenés alfajores?", expect: { replies: 1, reply: ["Hola", "Alfajor Havanna ($1.500)", "Alfajor Jorgito ($700)"], notReply: ["¿Qué te gustaría pedir hoy?"] } }],
  },
  {
    name: "delivery for this cart, hours for a day, payment by method",
    turns: [
      { say: "quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 } } },
      { say: "¿cuánto sale el envío?", expect: { replies: 1, reply: ["Con tu pedido de $4.400, el envío sale $500", "gratis desde $5.000"] } },
      { say: "¿abren el domingo?", expect: { reply: ["El domingo no abrimos"] } },
      { say: "¿aceptan tarjeta?", expect: { reply: ["Con tarjeta no", "Mercado Pago"] } },
      { say: "¿cuánto es en total?", expect: { reply: ["Tu pedido (2 Pepsi 1,5 L) suma $4.400", "el envío sale $500"], notReply: ["Por cierto"] } },
    ],
  },
  {
    name: "no nagging: the cart comes back once after a change, then only when leaving",
    turns: [
      { say: "quiero 2 pepsi" },
      { say: "hasta qué hora abren?", expect: { replies: 1, reply: ["Por cierto, tenés 2 Pepsi"] } },
      { say: "¿aceptan mercado pago?", expect: { replies: 1, reply: ["Mercado Pago"], notReply: ["Por cierto"] } },
      { say: "¿hacen envíos?", expect: { notReply: ["Por cierto"] } },
      { say: "¿dónde están?", expect: { notReply: ["Por cierto"] } },
      { say: "gracias!", expect: { reply: ["Gracias a vos", "Por cierto, tenés 2 Pepsi"] } },
    ],
  },
  {
    name: "more than the stock: says what is left and a 'sí' takes it",
    turns: [
      { say: "quiero 5 alfajores havanna", expect: { cart: {}, reply: ["me quedan 3", "¿Te pongo 3?"] } },
      { say: "sí", expect: { cart: { "alfajor-havanna": 3 }, reply: ["Agregué 3 Alfajores Havanna"] } },
    ],
  },
  {
    name: "a product with no stock left: asked without a quantity, it says so (never a blank or 'null' reply), and lists mark it",
    turns: [
      { stock: { productId: "alfajor-havanna", quantity: 0 } },
      { say: "hay havanna?", expect: { replies: 1, reply: ["Alfajor Havanna no me queda stock"], notReply: ["null"], cart: {} } },
      { say: "cuanto sale el havanna?", expect: { replies: 1, reply: ["no me queda stock"], notReply: ["null"] } },
      { say: "y alfajores q tenes?", expect: { reply: ["Alfajor Havanna (sin stock ahora)", "Alfajor Jorgito ($700)"], notReply: ["null", "Havanna ($"] } },
    ],
  },
  {
    name: "a question at the summary is answered, and the next 'sí' still confirms the order",
    turns: [
      ...toSummary,
      { say: "¿tenés fanta?", expect: { replies: 1, reply: ["Sí, tenemos Fanta 1,5 L a $2.300", "¿Lo confirmamos?"], state: "AWAITING_CONFIRMATION" } },
      { say: "sí", expect: { orders: 1, lastOrder: { total: 440000 }, cart: {} } },
    ],
  },
  {
    name: "an image's caption is read, and the customer hears pictures are not seen",
    turns: [
      { raw: { type: "image", image: { id: "img-cap", mime_type: "image/jpeg", caption: "quiero 2 de estas pepsi" } }, expect: { replies: 1, reply: ["No puedo ver imágenes todavía", "Agregué 2 Pepsi"], cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "stickers and reactions get no reply unless an answer is awaited",
    turns: [
      { raw: { type: "sticker", sticker: { id: "stk1", mime_type: "image/webp", animated: false } }, expect: { replies: 0 } },
      { raw: { type: "reaction", reaction: { message_id: "wamid.ours", emoji: "❤️" } }, expect: { replies: 0 } },
      { say: "quiero una sprite" },
      { say: "listo", expect: { reply: ["enviamos o pasás a retirarlo"] } },
      { raw: { type: "sticker", sticker: { id: "stk2", mime_type: "image/webp" } }, expect: { replies: 1, reply: ["enviamos o pasás a retirarlo"] } },
    ],
  },
  {
    name: "a 👍 to the summary is not a yes: the summary's question is asked again",
    turns: [
      ...toSummary,
      { raw: { type: "reaction", reaction: { message_id: "wamid.summary", emoji: "👍" } }, expect: { replies: 1, orders: 0, state: "AWAITING_CONFIRMATION", reply: ["¿Confirmamos el pedido?"] } },
      { say: "sí", expect: { orders: 1 } },
    ],
  },
  {
    name: "a document is acknowledged and goes to a person",
    turns: [
      { say: "quiero 2 pepsi" },
      { raw: { type: "document", document: { id: "doc1", mime_type: "application/pdf", filename: "comprobante.pdf" } }, expect: { replies: 1, reply: ["Recibí tu archivo", "persona del equipo"], state: "HANDOFF", handoff: "document", cart: { "pepsi-15": 2 } } },
    ],
  },
  {
    name: "a cart from the WhatsApp catalog becomes the cart, priced by our catalog, unknown SKUs named",
    turns: [
      { say: "quiero una fanta", expect: { cart: { "fanta-15": 1 } } },
      {
        raw: { type: "order", order: { catalog_id: "194836987003835", text: "sin hielo", product_items: [{ product_retailer_id: "COCA-15", quantity: 2, item_price: 1, currency: "ARS" }, { product_retailer_id: "ALF-HAVANNA", quantity: 5, item_price: 1, currency: "ARS" }, { product_retailer_id: "NO-EXISTE", quantity: 1, item_price: 1, currency: "ARS" }] } },
        expect: { replies: 1, cart: { "coca-15": 2, "alfajor-havanna": 3 }, state: "NEEDS_DETAILS", reply: ["Recibí tu pedido del catálogo", "2 × Coca-Cola 1,5 L ($2.500 c/u)", "me quedan 3", "NO-EXISTE", "enviamos o pasás a retirarlo"], notReply: ["$1 "] },
      },
      { say: "retiro" },
      { say: "Eva" },
      { say: "30111999" },
      { say: "efectivo", expect: { reply: ["Total: $9.500"] } },
      { say: "sí", expect: { orders: 1, lastOrder: { total: 950000 } } },
    ],
  },
  {
    name: "the address is asked with WhatsApp's location button; a pin without a street number asks for it",
    turns: [
      { say: "quiero 3 cocas grandes" },
      { say: "listo" },
      { say: "envío" },
      { say: "Beto" },
      { say: "30555666", expect: { reply: ["A qué dirección", "Enviar ubicación"] } },
      { raw: { type: "location", location: { latitude: -34.6037, longitude: -58.3816, name: "Obelisco" } }, expect: { replies: 1, reply: ["Recibí tu ubicación", "calle y el número"], state: "NEEDS_DETAILS" } },
      { say: "Av. Corrientes 1000, 5B", expect: { customer: { address: "Av. Corrientes 1000, 5B" }, reply: ["cómo vas a pagar"] } },
      { say: "efectivo", expect: { reply: ["Entrega en: Av. Corrientes 1000, 5B"] } },
      { say: "sí", expect: { orders: 1, lastOrder: { fulfilment: "delivery" } } },
    ],
  },
  {
    name: "almacén: a real catalog is searched, not read — availability, browsing with 'ver más', not sold",
    ...ALMACEN,
    turns: [
      { say: "hola, ¿tenés yerba playadito?", expect: { replies: 1, reply: ["Hola", "Playadito"] } },
      { say: "¿tenés fideos?", expect: { replies: 1, reply: ["opciones de fideos", "ver más"] } },
      { say: "ver más", expect: { replies: 1, reply: ["Más opciones de fideos"] } },
      { say: "¿hay fernet?", expect: { reply: ['No tenemos "fernet"'] } },
      { say: "quiero 2 leches cindor", expect: { cart: { "almacen.7791337991071": 2 }, reply: ["Agregué 2 Leche Chocolatada Cindor"] } },
      { say: "¿cuánto sale el envío?", expect: { reply: ["el envío sale $800"] } },
    ],
  },
];
