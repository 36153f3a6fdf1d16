// Words that never name a product, whatever else the message says: how a customer asks, hurries,
// pays, fills a sentence or talks in English or Portuguese around the product ("6 cervezas
// urgente", "sumale un agua así no pago envío", "falta la manteca", "mercadopago", "vocês
// entregam?", "retiro en un rato"). A phrase is searched without them; one made only of them is no product
// (never `No tengo "cuánto"`). Pure data.

import { HURRY_WORDS } from "./cues"; // answers10: hurry words ("urgente", "rápido", "asap") live in cues.ts

/** Questions about price and quantity: the product is what they ask about, never them. */
const QUESTION_WORDS = ["cuanto", "cuanta", "cuantos", "cuantas", "quanto", "quanta", "custa", "custam"];
/** Ways to pay, as one word ("mercadopago", "pix", "cash"): the payment, never a product. */
const PAYMENT_WORDS = ["mercadopago", "mercadopag", "mp", "pix", "efectivo", "transferencia", "transfe", "tarjeta", "debito", "credito", "cash", "card", "dinheiro", "cartao"];
/** Fillers and the sentence around a product ("así no pago envío", "falta la manteca", "obvio"). */
const FILLER_WORDS = ["asi", "falta", "faltan", "faltaba", "faltaban", "obvio", "obviamente", "porfis", "porfi", "plis", "please", "pls", "plz", "thanks", "viste"];
/** When, said around the order ("retiro en un rato", "en un toque", "enseguida"): never "gato" by a spelling correction. */
const TIME_WORDS = ["rato", "ratito", "toque", "toquecito", "enseguida", "seguidita"];
/** Portuguese function words left untranslated ("vocês entregam?", "também"). */
const PORTUGUESE_WORDS = ["voce", "voces", "vc", "vcs", "entregam", "entrega", "entregar", "tambem", "obrigado", "obrigada", "aqui", "isso", "tudo"];

/** Laughter and chat ("no lemon juice lol", "jajaja"). */
const CHAT_WORDS = ["lol", "lmao", "haha", "hahaha", "jaja", "jajaja", "jajaj", "jeje", "xd", "kkk", "kkkk", "rsrs"];
/** English words left untranslated around a product ("an airbnb nearby"); "how much is it" is read by the English table. */
const ENGLISH_WORDS = ["nearby", "airbnb", "hotel"];
/** The order around the products, never one ("los precios del aceite", "pedí dulce de leche", "la otra lista", "no quiero pagar 2 envíos", "retirar mañana"). */
const ORDER_WORDS = ["precio", "precios", "pedi", "pedido", "pedidos", "pregunte", "lista", "listas", "envio", "envios", "retirar", "manana", "hoy", "gratis", "partir"];

/** Every word above, normalised (no accents, lower case). */
export const NEVER_PRODUCT_WORDS: ReadonlySet<string> = new Set([...QUESTION_WORDS, ...HURRY_WORDS, ...PAYMENT_WORDS, ...FILLER_WORDS, ...TIME_WORDS, ...PORTUGUESE_WORDS, ...CHAT_WORDS, ...ENGLISH_WORDS, ...ORDER_WORDS]);
