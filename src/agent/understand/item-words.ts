// The words around order lines: the verbs that open them, what may stand between a verb and its
// product, what ends a product phrase, and the words that show a phrase is no product. Pure,
// read by items.ts (and the readers that share its verbs).

import { QUERY_STOPWORDS } from "./products";
import type { Word } from "./types";

/** Verbs that introduce order lines. */
export const ORDER_VERBS = new Set([
  "quiero", "queria", "quisiera", "querria", "dame", "deme", "dan", "das", "da", "traeme",
  "traigan", "trae", "traes", "traen", "mandame", "mandan", "mandas", "manda", "enviame", "envias", "envian", // words29: "me envias 2 pepsi"
  "agrega", "agregame", "agregale", "agregar", "agregue", "agregen", "agreguen", "agregas",
  "suma", "sumame", "sumale", "sumar", "sumas", "poneme", "ponele", "pone", "anota", "anotame",
  "anotale", "necesito", "llevo", "compro", "pido", "pedir", "encargo", "vendeme", "pasame",
  "ademas", "tambien", "keria", "kiero", "kero", "qiero", "qeria", "kisiera", // words13: wanting misspelt ("keria 1 lavandina")
  "poner", // lists21: "volvé a poner la yerba", "me podés poner 2 cocas" as "agregar" (t20c 009 read no product)
  "quiere", "quieren", "queremos", "necesita", "necesitamos", // lists30: "es para mi mamá … quiere 2 kg de papa" orders for someone else (t29b 024 lost the papa)
]);
/** Verbs that allow an unknown product without a quantity ("dame hamburguesas"). */
export const STRONG_VERBS = new Set(["dame", "deme", "traeme", "mandame", "agrega", "agregame", "agregale", "suma", "sumame", "sumale", "poneme", "anotame", "anotale", "vendeme"]);
/** Words allowed between an order verb and the product ("quiero pedir 2 cocas"). */
export const VERB_FILLERS = new Set([
  "me", "te", "nos", "pedir", "encargar", "comprar", "llevar", "llevarme", "agregar", "sumar",
  "mandar", "traer", "traerme", "mandarme", "pasar", "por", "favor", "tambien", "ademas",
  "podes", "podrias", "puede", "podrian", "pueden", "si", "asi", "que", "ahora",
  // "quisiera saber…", "quería consultar…": a question follows, not a product.
  "saber", "preguntar", "consultar", "averiguar",
  // words40 (t38b 060): "necesito que me mandes eh dos paquetes…" searched "mandes" and added a Maní: the subjunctive
  // of a sending verb after "que", and a hesitation, belong to the request, never to the product.
  "mandes", "manden", "traigas", "envies", "envien", "agregues", "sumes", "pongas", "anotes", "pases", "vendas", "eh",
]);
/** Words that end a product phrase. */
export const BOUNDARY = new Set([
  "y", "e", "o", "pero", "porque", "que", "para", "si", "no", "gracias", "por", "con", "mas",
  "tambien", "ademas", "hola", "buenas", "cuanto", "como", "donde", "cuando", "a", "hasta",
  "despues", "luego", // words25: "y despues un paquete de yerba" (t24b 016): a time word, never part of a product
  "desde", "tenes", "tienen", "hay", "es", "son", "esta", "estan", "mi", "tu", "su", "ya",
  "quiero", "dame", "total", "todo", "nada", "envio", "retiro", "efectivo", "transferencia",
  "ok", "dale", "listo", "sale", "salen", "cuesta", "cuestan", "vale", "valen", "precio",
  "era", "eran", "seria", "serian", "sea", "sean", "fue", "queda", "quedan",
  // Fillers said after a product ("2 fantas entonces", "el alfajor mejor", "2 pepsi igual"); counts30 (t29a 007):
  // "2 coca de 500 entao" searched "coca de 500 entao": the Portuguese "então" and clipped "tonces" too.
  "entonces", "entonce", "tonces", "entao", "igual", "nomas", "mejor", "digo", "decia", "ninguno", "ninguna", "ningun", "nenhum", "nenhuma", // words13: "gaseosa ninguna"
  // "¿agregaste la pepsi?": a question about the cart, the verb never part of the product.
  "agregaste", "anotaste", "pusiste", "sumaste", "cargaste", "agregaron", "anotaron", "pusieron",
  // Verbs that ask whether something is sold ("¿venden vino?"): never part of the product.
  "venden", "vendes", "vende", "tiene", "tienes", "tendras", "tendrian", "tenian", "tenias", "habra", "trabajan", "manejan", "consigo", "conseguis",
]);
/** Words that show the phrase is not a product ("una consulta", "a las 8 horas"). */
export const NON_PRODUCT = new Set([
  "consulta", "consultas", "pregunta", "preguntas", "duda", "dudas", "cosa", "cosas", "favor",
  "momento", "segundo", "segundos", "minuto", "minutos", "hora", "horas", "dia", "dias", "vez",
  "veces", "persona", "personas", "humano", "alguien", "encargado", "operador", "pedido",
  "pedidos", "carrito", "semana", "mes", "meses", "ano", "anos", "cuadra", "cuadras", "piso",
  "departamento", "pesos", "peso", "mangos", "lucas", "mil", "envio", "direccion", "dni",
  "telefono", "celular", "email", "nombre", "calle", "numero", "numeros", "mensaje", "mensajes",
  "problema", "reclamo", "queja", "pregunta", "opcion", "primera", "segunda", "tercera",
  "ultima", "cuotas", "cuota", "tarjeta", "transferencia", "efectivo", "hijos", "hijo", "nene",
  "nena", "chicos", "amigo", "amiga", "cuenta", "total", "robot", "bot", "litro", "litros",
  "kilo", "kilos", "gramos", "ml", "cc",
  // "eran 2 te dije": what was said, not a product.
  "dije", "dijiste", "digo", "decia", "pedi",
]);

/**
 * Words of conversation, greetings and addresses ("bueno listo", "buen día", "paso a retirar",
 * "piso 7", "Av Córdoba", "Santa …"): a phrase said in passing made of them is no product, even
 * when a big catalog has a "Vela Buenos Días" or a "Paso de los Toros".
 */
export const PASSING_WORDS = new Set([
  "bueno", "buena", "buen", "buenos", "buenas", "dia", "dias", "tarde", "tardes", "noche", "noches",
  "paso", "pasa", "pasas", "pasamos", "piso", "depto", "dpto", "departamento", "calle", "av", "avda",
  "avenida", "barrio", "esquina", "entre", "santa", "saber", "queria", "quisiera", "listo", "lista",
  "perfecto", "genial", "joya", "barbaro", "claro", "retirar", "buscar", "local", "casa", "paquete", "paquetes",
  // "pago en efectivo": the payment, never a "Paño" through a spelling correction.
  "pago", "pagar", "pagamos", "pagaria", "abono", "torre", "timbre", "anda", "andan", "funciona", "funcionan",
]);

/**
 * words25: "después vemos lo de las papas", "luego te digo lo del arroz": a time word before a verb
 * of deciding later puts the rest of the clause off; what follows is named, never ordered. Before
 * anything else ("y después un paquete de yerba", t24b 016) the time word only joins the next line.
 */
const LATER_WORDS = new Set(["despues", "luego"]);
const DECIDE_LATER = new Set(["vemos", "veo", "ves", "vamos", "decido", "decidimos", "digo", "aviso", "confirmo", "hablamos", "arreglamos", "pienso", "miro", "fijo"]);

/** How many words put the rest of the clause off at `i` ("despues vemos", "luego te digo"), else 0. */
export function deferralAt(words: readonly { n: string }[], i: number): number {
  if (!LATER_WORDS.has(words[i]?.n ?? "")) return 0;
  const clitic = ["te", "lo", "le", "les", "me", "nos"].includes(words[i + 1]?.n ?? "") ? 1 : 0;
  return DECIDE_LATER.has(words[i + 1 + clitic]?.n ?? "") ? 2 + clitic : 0;
}

/**
 * words27 (t26c 012): "un pedido de 2 coca": the phrase so far is words that name no product and
 * its "de", so a number after it counts the product named next, never a size of it (a size only
 * with its unit: "un pedido de 2 litros de coca").
 */
export function ofNoProduct(out: readonly Word[]): boolean {
  const head = out.slice(0, -1);
  return out.at(-1)?.n === "de" && head.some((o) => NON_PRODUCT.has(o.n)) && head.every((o) => NON_PRODUCT.has(o.n) || QUERY_STOPWORDS.has(o.n));
}

/** t30b 019: "2 bon o bon" was two lines (2 + 1) split at "o": a word, "o", the same word again is one name. */
export function sameWordAround(words: readonly Word[], k: number, out: readonly Word[]): boolean {
  const next = words[k + 1];
  return words[k].n === "o" && !!next && !next.brk && next.n === out[out.length - 1]?.n;
}
