// The word tables of an address: what opens a street ("av", "calle"), what continues an address
// after its number ("piso", "timbre", "entre"), what leads to a street ("a", "en", "to", "na"),
// what a number is instead of a house number (a size's unit, an hour), what opens another fact
// (a payment, a DNI, a name, chat), and what is never a street's name. Their own room: they grow
// with every way customers write an address, apart from the reading itself (address.ts), and
// other readers (street-start.ts, unlabeled.ts, barrio-first.ts) share them.

/** Words that open a street ("Av.", "calle", "pasaje", "ruta"). */
export const STREET_PREFIX = new Set([
  "av", "avda", "avenida", "calle", "pasaje", "pje", "bv", "boulevard", "bulevar", "diagonal", "diag", "ruta", "camino",
  "autopista", "peatonal", "costanera", "colectora",
]);

/** Words that continue an address after its number (normalised forms: "dto" reads "departamento"). */
export const COMPLEMENT_WORDS = new Set([
  "piso", "p", "pb", "planta", "baja", "alta", "departamento", "dep", "torre", "timbre", "entre", "esquina", "esq", "barrio",
  "casa", "lote", "manzana", "mz", "mza", "monoblock", "block", "bloque", "uf", "unidad", "oficina", "of", "local", "porton",
  "puerta", "frente", "contrafrente", "edificio", "edif", "tira", "escalera", "sector", "km", "bis", "tocar", "toca",
  "golpear", "al", "fondo", "atras", "cerca", "arriba", "abajo", "dejar", "portero", "encargado", "referencia", "referencias",
  "color", "reja", "verde", "blanca", "blanco", "negra", "negro", "roja", "rojo", "azul", "amarilla", "amarillo", "gris",
  // An English or Portuguese customer's flat and floor ("apt 4B", "apto 5B", "andar 3", "bloco 2").
  "apt", "apto", "apartment", "apartamento", "flat", "floor", "andar", "bloco",
]);

/** Colours: they describe a door, gate or house said before them ("portón verde"), never a flat on their own. */
export const COLOUR_WORDS = new Set(["verde", "blanca", "blanco", "negra", "negro", "roja", "rojo", "azul", "amarilla", "amarillo", "gris"]);

/**
 * Words before a street that send the order there, in Spanish, English and Portuguese ("a
 * Lavalle 500", "to 1550 Arenales street", "na rua Uruguay 950"): never the street's first word.
 */
export const LEADS_TO_STREET = new Set(["a", "en", "al", "to", "at", "in", "on", "na", "no", "em"]);
/** English street words after the name ("1550 Arenales street", "742 Evergreen st"). */
export const ENGLISH_STREET = new Set(["street", "st", "avenue", "ave", "av", "road", "rd", "boulevard", "blvd", "lane", "drive"]);
/** An hour after a number ("19 hs", "7 y media", "8 pm"): a time, never a house number. */
export const TIME_AFTER = /^(?:horas?|h|am|pm)$/;

/** Units after a number: a product's size ("1 kg de yerba", "mayonesa de 950 gr"), never a house number. */
export const SIZE_UNITS = /^(?:g|gr|grs|gramos|kg|kgs|kilo|kilos|ml|cc|l|lt|lts|litro|litros|mg|unidades|paquetes?|latas?|botellas?)$/;
/** Openers of another fact even inside a clause: a payment, a DNI, a phone, a name. */
export const NEVER_IN_ADDRESS = new Set([
  "dni", "documento", "cel", "celular", "telefono", "whatsapp", "email", "soy", "llamo", "pago", "pagaria", "pagar", "pagamos",
  "abono", "efectivo", "transferencia", "transfiero", "mercadopago", "paga", "pagas", "pagan", "abona", "abonas",
]);
/** Words that start a different fact: an address ends before them (those above, and chat and order words). */
export const FOREIGN_OPENERS = new Set([
  ...NEVER_IN_ADDRESS, "nombre", "apellido", "mp", "tarjeta", "retiro", "retirar", "gracias", "saludos", "chau", "quiero",
  "dame", "agrega", "agregame", "sumame", "ademas", "tambien", "ok", "dale", "listo", "perfecto", "cuanto", "cuando", "hasta",
  "hacen", "tienen", "tenes", "aceptan",
  // details9: another fact or chat opened in English or Portuguese ("…, name John Miller, I'll pay cash").
  "name", "nome", "my", "meu", "minha", "i", "ill", "i'll", "im", "i'm", "pay", "paying", "cash", "card", "pix", "please",
  "thanks", "thank", "obrigado", "obrigada", "eu", "sou",
]);
/** "mercado pago", "por favor", "mi cel": two-word openers of another fact. */
export const FOREIGN_PAIRS = new Set(["mercado pago", "por favor", "mi dni", "mi cel", "mi celular", "mi telefono", "mi nombre", "mi email", "mi apellido", "me llamo", "a nombre", "en efectivo", "con efectivo", "con transferencia", "te pago", "les pago", "le pago", "se llama", "lo recibe", "la recibe"]);

/** Words that are never part of a street's name ("me equivoqué, es Callao 1000"). */
export const NOT_STREET = new Set([
  "me", "te", "se", "mi", "tu", "su", "es", "era", "son", "fue", "sea", "no", "si", "que", "y", "o", "pero", "equivoque",
  "confundi", "perdon", "quise", "decir", "corrijo", "digo", "mejor", "vivo", "queda", "esta", "estoy", "en", "a", "al",
  "direccion", "domicilio", "numero", "nro", "ahora", "entonces", "bueno", "dale", "ok", "ah", "eh", "hola", "quiero",
  "para", "por", "con", "sin", "lo", "le", "les", "un", "una", "unos", "unas", "tengo", "tenes", "hay", "eran", "sean",
  "serian",
  // A time or the way said before a number ("a eso de las 7", "tipo 19", "busco 7"), and the
  // English and Portuguese words before a street ("delivery to", "entrega na").
  "eso", "esto", "tipo", "busco", "buscar", "retiro", "retirar", "retira", "envio", "entrega", "entregar", "deliver",
  "to", "at", "in", "on", "na", "em", "is", "it's", "its", "i'm", "im",
  // details9: a correction's words before the street ("it's just Defensa 580", "es solo jujuy 455", "está mal, es …").
  "just", "only", "solo", "solamente", "nomas", "wrong", "mal", "apenas", "so", "mas",
  // details13: "envio, te dije caseros 455", "como te puse, lavalle 500": the telling is no street's name.
  "dije", "dijo", "dicho", "puse", "pase", "mande", "escribi", "told", "said",
]);
