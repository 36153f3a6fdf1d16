// Words that never name a product, whatever else the message says: how a customer asks, hurries,
// pays, fills a sentence or talks in English or Portuguese around the product ("6 cervezas
// urgente", "sumale un agua así no pago envío", "falta la manteca", "mercadopago", "vocês
// entregam?", "retiro en un rato"). A phrase is searched without them; one made only of them is no product
// (never `No tengo "cuánto"`). Pure data.

import { HURRY_WORDS } from "./cues"; // answers10: hurry words ("urgente", "rápido", "asap") live in cues.ts

/** Questions about price and quantity: the product is what they ask about, never them. */
const QUESTION_WORDS = ["cuanto", "cuanta", "cuantos", "cuantas", "quanto", "quanta", "custa", "custam"];
/** Ways to pay, as one word ("mercadopago", "pix", "cash"): the payment, never a product. */
// trial 23c 012: "que medios de pago tienen?" searched "medios" (a Tampón Medio): the ways to pay are asked, never sold.
const PAYMENT_WORDS = ["medios", "metodos", "formas", "paga", "pagan", "pagas", "abona", "abonan", "cobra", "cobran", "mercadopago", "mercadopag", "mp", "pix", "efectivo", "transferencia", "transfe", "tarjeta", "debito", "credito", "cash", "card", "dinheiro", "cartao"];
/** Fillers and the sentence around a product ("así no pago envío", "falta la manteca", "obvio"). */
const FILLER_WORDS = ["asi", "falta", "faltan", "faltaba", "faltaban", "obvio", "obviamente", "porfis", "porfi", "plis", "please", "pls", "plz", "thanks", "viste",
  // words11 (trial 10): a nudge to go on ("entonces?", "y?", "che y?", "so?"), never a product.
  "entonces", "entao", "che", "so", "well", "then", "pues",
  // trial 13a 102: "¿cuánto sale cada uno?" prices what was shown; "cada" is never searched.
  "cada",
  // t25c 016: "¿cuánto sale la docena?" after alfajores were shown counts them; a dozen alone is never searched.
  "docena", "docenas"];
/** When, said around the order ("retiro en un rato", "en un toque", "enseguida"): never "gato" by a spelling correction. */
const TIME_WORDS = ["rato", "ratito", "toque", "toquecito", "enseguida", "seguidita"];
/** Portuguese function words left untranslated ("vocês entregam?", "também"). */
const PORTUGUESE_WORDS = ["voce", "voces", "vc", "vcs", "entregam", "entrega", "entregar", "tambem", "obrigado", "obrigada", "aqui", "isso", "tudo"];

/** Laughter and chat ("no lemon juice lol", "jajaja"). */
const CHAT_WORDS = ["lol", "lmao", "haha", "hahaha", "jaja", "jajaja", "jajaj", "jeje", "xd", "kkk", "kkkk", "rsrs"];
/** words13 (trial 12): acknowledgements and sighs ("ok dejala", "ah esperá", "bue, sacala"), never a product or a cart line. */
const ACK_WORDS = ["ok", "oka", "okey", "okay", "okis", "bue", "bueh", "ah", "ahh", "uh", "uy", "ups", "ufa", "epa"];
/** English words left untranslated around a product ("an airbnb nearby"); "how much is it" is read by the English table. */
const ENGLISH_WORDS = ["nearby", "airbnb", "hotel"];
/** The order around the products, never one ("los precios del aceite", "pedí dulce de leche", "la otra lista", "no quiero pagar 2 envíos", "retirar mañana"). */
const ORDER_WORDS = ["precio", "precios", "pedi", "pedido", "pedidos", "pregunte", "lista", "listas", "envio", "envios", "retirar", "manana", "hoy", "gratis", "partir"];
/**
 * Verbs of asking, in every person and tense ("hace media hora que pregunto si tienen hielo",
 * "les consulto si hay fanta"): the asking, never what is asked for (t25b 017 answered No tenemos "pregunto").
 */
const ASKING_WORDS = ["pregunto", "preguntas", "pregunta", "preguntamos", "preguntan", "preguntaba", "preguntabas", "preguntaste", "preguntando", "preguntar", "preguntarte", "preguntarles",
  "consulto", "consultas", "consultamos", "consultaba", "consulte", "consultaste", "consultando", "consultar", "consultarte", "consultarles"];

/**
 * Verbs said around the order, never its product ("la que tomo es la serenísima", "como le puse",
 * "te dije que lo cambies", "pan no tiene, ¿verdad?"): a big catalog has a "Toro" one letter
 * from "tomo" and a "Puré" one from "puse".
 */
const VERB_WORDS = [
  "tomo", "tomas", "tomamos", "toman", "tomaba", "puse", "pusiste", "puso", "pusimos", "cambies", "cambie", "cambiaste",
  "cambialo", "cambiala", "cambiame", "cambiar", "dijo", "dijimos", "dijeron", "entiendo", "entendes", "entendiste", "sabes", "se",
  "creo", "parece", "verdad", "traiga", "traigas", "llega", "llegue", "lleguen", "llego", "compre", "compramos", "uso", "usamos",
  "gusta", "gustan", "encanta", "quede", "quedo", "olvide", "olvidaste", "acordas", "acuerdo", "fijate", "mira", "mire", "escuchame",
  // words12 (trial 11): an earlier message and where it goes ("mandalo a la dirección que te pasé" added a Paté).
  "pase", "pasaste", "pasamos", "mande", "mandaste", "mandamos", "escribi", "escribiste", "deje", "dejaste", "dije", "dijiste",
  "mandalo", "mandala", "mandalos", "mandalas", "mandamelo", "mandamela", "mandamelos", "enviamelo", "enviamela", "traemelo", "traemela",
  "llorando", "esperando", "durmiendo", "jugando",
  // words13 (trial 12): a pause or a "leave it" said to the shop ("ah esperá, sacame la coca" offered Jabón Zorro Esferas;
  // "bueno dejala", "confirma asi"), never a product by a spelling correction.
  "espera", "espere", "esperame", "esperen", "aguarda", "aguardame", "aguarde", "pera", "perate", "dejala", "dejalo", "dejalas", "dejalos",
  "dejame", "deja", "confirma", "confirmame", "confirmalo", "confirmala", "confirmamelo", "confirmen", "cerra", "cerralo", "cerrame",
  // words15 (trial 14): "tiene q ser comun 0000" searched "ser 0000", "no, sigo aca" found "Signo de Oro", "harina agregala" and
  // "que me pongas la cañuelas 000" searched as said: the sentence and adding "it", never a product.
  "sea", "sigo", "seguimos", "aca", "alla", "pongas", "pongan", "ponga", "pone", "ponela", "ponelo", "ponelas", "ponelos",
  "agregala", "agregalo", "agregalas", "agregalos", "agregamela", "agregamelo", "sumala", "sumalo", "sumalas", "sumalos", "anotala", "anotalo",
  // words16 (trial 15): ending, leaving, confirming or making the order ("quiero terminar el pedido" offered Termidor wine,
  // "puedo dejar el pedido?" a Deja Vu cleaner, "se confirmo?" answered No tenemos "confirmo"), never a product.
  "terminar", "termino", "terminamos", "terminemos", "termine", "terminado", "terminada", "finalizar", "finalizo", "completar",
  "cerrar", "cierro", "cerramos", "cerremos", "cerrado", "cerrada", "dejar", "dejo", "dejamos", "dejarte", "dejarles", "dejarlo",
  "hacer", "hago", "hacemos", "hice", "hicimos", "hiciste", "confirmar", "confirmo", "confirmaron", "confirmaste", "confirmado",
  "confirmada", "confirmarlo", "confirmarme", "armar", "armo", "armamos",
];
/**
 * Pronouns and the people an order is for ("te pido", "paga ella", "el dni de ella", "para mi
 * vieja"): a "Ellos" diaper line is found by its brand; the tea is not "te" but TEA (tea.ts).
 */
const PERSON_WORDS = ["te", "ella", "ellas", "ellos", "usted", "ustedes", "vos", "yo", "nosotros", "nosotras", "vieja", "viejo", "senora", "senor", "querida", "querido", "mami", "papi",
  // words12 (trial 11): "apurate q el nene esta llorando" is a child, never the "Nene" diapers.
  "nene", "nena", "nenes", "nenas", "hijo", "hija", "hijos", "hijas", "marido", "esposa", "esposo", "novio", "novia", "vecino", "vecina", "abuela", "abuelo"];
/**
 * Number words on their own ("TRES?? no, UNA bolsa"): a count said back, never "Tres Patitos".
 * Inside a phrase the rest of its words still find the product ("arroz dos hermanos").
 */
const NUMBER_WORDS = ["nenhum", "nenhuma", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "veinte", "treinta", "cien", "ninguno", "ninguna"];
/** Minutes and hours ("retiro en 20 min", "en media hora"), and where it goes ("entregan a domicilio", "em casa"). */
const WHEN_WHERE_WORDS = ["min", "mins", "minuto", "minutos", "hs", "hr", "hrs", "horita", "seg", "casa", "casita", "domicilio"];
/** Portuguese function words around an order ("entregam em casa?", "umas coisas", "quero 2 potes"). */
const PORTUGUESE_FUNCTION_WORDS = ["em", "um", "uma", "umas", "uns", "coisa", "coisas", "pra", "quero", "queria", "voceis", "nao", "sim"];
/** "la común", "spaghetti comunes", "la normal": the plain kind of what was named before, never "Lavandina Común". */
const PLAIN_WORDS = ["comun", "comunes", "normal", "normales", "cualquiera", "cualquier"];
/** "la común", "los normales", "the regular one": the plain row among those shown, the one whose name adds the least. */
export const PLAIN_ROW_WORDS: ReadonlySet<string> = new Set(["comun", "comunes", "normal", "normales", "clasica", "clasico", "clasicas", "clasicos", "original", "originales", "tradicional", "simple", "regular", "plain", "standard", "comum", "comuns"]);
/** "el más barato", "la más económica", "the cheapest": the row with the lowest price. */
export const CHEAP_WORDS: ReadonlySet<string> = new Set(["barato", "barata", "baratos", "baratas", "baratito", "baratita", "economico", "economica", "economicos", "economicas", "cheap", "cheapest", "cheaper", "barateiro"]);
/**
 * openers22 (trial 21b 004): "la comun, la mas barata" searched "barata" and added a Dulce de
 * Batata. A price said of a row ("la más barata", "la económica") names no product on its own;
 * beside a product's words ("limpiador económico") it still helps find it. "La original", "la
 * clásica" stay searched: they are words of names ("Sabor Original") a cart line is found by.
 */
export const DESCRIBING_WORDS: ReadonlySet<string> = CHEAP_WORDS;
/**
 * Talk about the shop and the order rather than a product ("¿hacen envíos?", "horario", "¿aceptan
 * tarjeta?"): a phrase with one of them asks about the shop (understand/questions.ts reads it so).
 * "paso" is left out: "Paso de los Toros" is a soda.
 */
export const SHOP_TALK_WORDS: ReadonlySet<string> = new Set([
  "envio", "envios", "delivery", "reparto", "horario", "horarios", "hora", "horas", "local", "lugar", "sucursal", "direccion",
  "mercado", "pago", "pagos", "mp", "tarjeta", "tarjetas", "debito", "credito", "efectivo", "transferencia", "alias", "cbu", "cvu",
  "qr", "posnet", "cambio", "vuelto", "tiempo", "idea", "ganas", "razon", "turno", "abierto", "abierta", "whatsapp",
  "numero", "telefono", "promo", "promos", "promocion", "promociones", "descuento", "descuentos", "oferta", "ofertas", "cuotas",
  "factura", "precio", "precios", "catalogo", "lista", "menu", "stock", "novedades", "problema", "pregunta", "consulta", "tal",
  "onda", "pasa", "dia", "noche", "tarde", "manana", "hoy", "finde", "semana", "feriado", "feriados", "domingo", "domingos",
  "sabado", "sabados", "abren", "abre", "atienden", "cierran", "cierra", "llegan", "hacen", "aceptan", "toman", "reciben", "van",
  "envian", "mandan", "reparten", "retirar", "buscar", "pasar", "saber", "preguntar", "consultar", "total", "todo", "cosas", "cosa",
  "productos", "producto", "almacen", "negocio", "kiosco", "tienda", "valor", "costo", "cargo", "recargo", "demora", "atencion",
]);

/** Every word above, normalised (no accents, lower case). */
export const NEVER_PRODUCT_WORDS: ReadonlySet<string> = new Set([
  ...QUESTION_WORDS, ...ACK_WORDS, ...HURRY_WORDS, ...PAYMENT_WORDS, ...FILLER_WORDS, ...TIME_WORDS, ...PORTUGUESE_WORDS, ...CHAT_WORDS, ...ENGLISH_WORDS, ...ORDER_WORDS, ...ASKING_WORDS,
  ...VERB_WORDS, ...PERSON_WORDS, ...NUMBER_WORDS, ...WHEN_WHERE_WORDS, ...PORTUGUESE_FUNCTION_WORDS, ...PLAIN_WORDS, ...SHOP_TALK_WORDS,
]);
