import { detectCues, hurryWords } from "../understand/cues";
import { normalize } from "../understand/normalize";

// After-sale words, read before any agent runs so the router can send them to support: a
// question about an order's status, a complaint about what arrived, a return. Plain
// alternations over the normalised text (lowercase, no accents): linear time, no nesting.

export type AfterSaleCue = "status" | "complaint" | "return";

const ORDER = "(?:(?:el|mi|mis|nuestro|los) (?:pedido|pedidos|compra|encargo|orden)|mi (?:envio|delivery))";

/** A message that is only "when does it come": arrival words, with nothing else to read. */
const ARRIVAL = new RegExp(
  "^(?:(?:hola|che|y|bueno|ok|oka|perfecto|genial|gracias|una pregunta|una consulta|pregunta|and|so|hi|oi|e)\\s+)*" +
    "(?:(?:a (?:que|q) hora|para (?:que|q) hora|cuando|para cuando|en cuanto(?: tiempo)?|cuanto (?:tiempo )?(?:mas )?(?:falta|tarda|tardan|demora|demoran))(?: (?:mas o menos|aprox|aproximadamente|mas o menos))?(?: (?:me )?(?:llega|llegan|llegaria|viene|vienen|sale|salen|lo traen|lo mandan|lo envian|estaria|esta|va a llegar|va a estar|lo tengo))?" +
    "|ya (?:salio|sale|viene|esta en camino|lo mandaron|lo enviaron|esta saliendo)|(?:esta|viene) en camino|falta mucho|tarda mucho|demora mucho" +
    "|when (?:will|does|do) (?:it|they|my order|the order) (?:arrive|come|get here)|how long (?:until|till|before|will) (?:it|my order|the order)(?: arrives?| comes?| take)?|is it on (?:the|its) way|has it (?:left|shipped)" +
    "|quando (?:chega|vai chegar|sai|vem|chegaria)|que horas (?:chega|vai chegar)|quanto tempo (?:falta|demora|leva)|ja saiu|esta a caminho)" +
    "(?: (?:mas o menos|aprox|aproximadamente|mas o menos|mais ou menos|more or less|roughly|entonces|el pedido|mi pedido|eso|mas|che|hoy))*$",
);

/** answers17: the whole message asks when the order comes ("¿cuándo llega?", "a q hora llega más o menos?"). */
export function asksArrival(text: string): boolean {
  return ARRIVAL.test(normalize(text));
}

const STATUS = [
  new RegExp(`\\b(?:ya esta|esta|estara|ya estan|ya salio|salio|sale|llega|llego|viene|falta mucho|falta|tarda|tardan|demora|demoran|anda|va|queda)(?: listo| lista| en camino| preparado| hecho| para retirar)? (?:con )?${ORDER}\\b`),
  new RegExp(`\\b(?:donde|cuando|como) (?:esta|anda|viene|va|llega|sale|queda)(?: con)? ${ORDER}\\b`),
  // The order named first: "¿mi pedido ya está listo?", "el pedido está en camino?".
  new RegExp(`\\b${ORDER} (?:ya )?(?:esta|estara|sigue) (?:listo|lista|en camino|preparado|en preparacion|para retirar)\\b`),
  // words38 (t37c 003): "¿mi pedido ORD-00001 sigue en pie?", "¿sigue vigente el pedido?": still on is its status (its number may follow it).
  new RegExp(`\\b${ORDER}(?: ord \\d+)? (?:todavia |aun )?(?:sigue|esta|queda) (?:en pie|vigente|activo|activa|firme|en marcha)\\b|\\b(?:sigue|esta) (?:en pie|vigente|activo|activa) ${ORDER}\\b`),
  new RegExp(`\\b(?:estado|novedades|noticias|seguimiento) (?:de|del|de mi|de el) (?:pedido|compra|envio|orden)\\b`),
  new RegExp(`\\b(?:que onda|que pasa|que paso|que hay) con ${ORDER}\\b`),
  // answers16 (trial 15b 014): "hola? se confirmó?", "¿quedó confirmado el pedido?", "¿ya entró mi pedido?".
  new RegExp(`^(?:(?:hola|che|y|bueno|perdon|disculpa|una consulta)\\s+)*(?:ya\\s+)?(?:se confirmo|quedo confirmad[oa]|esta confirmad[oa]|lo confirmaron|me lo confirmaron|se hizo|salio bien|entro)(?:\\s+(?:el|mi) (?:pedido|compra|orden))?(?:\\s+(?:entonces|bien|o no|no))*$`),
  new RegExp(`\\b(?:se confirmo|quedo confirmad[oa]|esta confirmad[oa]|confirmaron|entro|se hizo|se registro|quedo registrad[oa]) ${ORDER}\\b|\\b${ORDER} (?:ya )?(?:se confirmo|quedo confirmad[oa]|esta confirmad[oa]|entro|se hizo|quedo registrad[oa])\\b`),
  // answers17 (trial 16a 103): the whole message asks when "it" comes — "a q hora llega mas o menos?",
  // "cuándo llega?", "cuánto falta?", "ya salió?", "when will it arrive?", "quando chega?". With no
  // order placed, support declines it (then "¿cuánto tarda?" is the shop's delivery time).
  ARRIVAL,
  /\b(?:ya (?:lo|la|los) (?:puedo|podemos|puede) (?:pasar a |ir a |venir a )?(?:buscar|retirar)|ya (?:puedo|podemos|puede) (?:pasar a |ir a |venir a )?(?:buscar|retirar)(?:lo|la|los)?|ya (?:lo|la) (?:mandaron|enviaron|despacharon)|ya salio|ya esta listo|ya esta lista|esta en camino|sigue en preparacion|para cuando (?:esta|llega))\b/,
];

const BARE_WAIT_COMPLAINT = /\bhace (?:\d+|una|un|media|mas de \S+) (?:\S+ )?(?:(?:que|q) )?(?:espero|esperamos|estoy esperando|estamos esperando)\b/;

const COMPLAINT = [
  /\b(?:reclamo|reclamar|queja|quejarme|disconforme)\b/,
  /\b(?:me|nos) (?:llego|llegaron|vino|vinieron|mandaron|trajeron|dieron|entregaron|cobraron) (?:mal|roto|rota|rotos|rotas|vencido|vencida|vencidos|vencidas|abierto|abierta|frio|fria|caliente|incompleto|incompleta|otra cosa|otro|otra|de menos|de mas|cualquier cosa|equivocado|equivocada)\b/,
  /\b(?:llego|llegaron|vino|vinieron|estaba|estaban|esta|estan) (?:roto|rota|rotos|rotas|vencido|vencida|vencidos|vencidas|abierto|abierta|aplastado|aplastada|pinchado|pinchada|mal cerrado|incompleto|incompleta|tarde|feo|fea|en mal estado|podrido|podrida)\b/,
  /\ben (?:vez|lugar) de\b.*\b(?:llego|llegaron|vino|vinieron|mandaron|trajeron)\b/,
  /\b(?:llego|llegaron|vino|vinieron|mandaron|trajeron)\b.*\ben (?:vez|lugar) de\b/,
  /\b(?:falto|faltaron|faltaba|faltaban|me falto|nos falto) (?:un|una|uno|dos|tres|algo|\d+|el|la|los|las)\b/,
  /\b(?:no|nunca|todavia no|aun no) (?:me |nos )?(?:llego|llegaron|vino|trajeron|entregaron)\b/,
  // Trial 13a 108: "HACE 20 MINUTOS QUE ESPERO MI PEDIDO", "sigo esperando el pedido".
  new RegExp(`\\b(?:espero|estoy esperando|sigo esperando|seguimos esperando|esperamos|esperando) ${ORDER}\\b`),
  /\bme cobraron (?:mal|de mas|dos veces|doble)\b/,
  // answers15 (trial 14c 011): "hace 1 hora q pedí y nada", "pedí hace una hora", "todavía no llega".
  // Ordered a while ago and nothing came yet ("pedí hace un rato, le agrego una coca?" is the sale's).
  /\b(?:pedi|pedimos|compre|encargue|hice (?:el|un|mi) pedido) hace (?:\d+|una|un|media|mas de \S+|rato|un rato|banda)\b.*\by (?:nada|no|todavia|sigo|seguimos|aun|nunca|ni)\b/,
  /\bhace (?:\d+|una|un|media|mas de \S+) (?:\S+ )?(?:que|q) (?:pedi|pedimos|compre|encargue|hice (?:el|un|mi) pedido)\b.*\by (?:nada|no|todavia|sigo|seguimos|aun|nunca|ni)\b/,
  BARE_WAIT_COMPLAINT,
  /\b(?:todavia no|aun no|y no|nunca) (?:me |nos )?(?:llega|llegan|viene|vienen)\b/,
];

/** answers15: the order asked about with anger or "y nada" is a complaint ("q onda con mi pedido?? son unos desastre"). */
const NOTHING_YET = /\by (?:nada|todavia nada|aun nada|ni noticias)\b|\b(?:desastre|verguenza|una mierda|cualquiera|cualquier cosa|impresentables?|chantas?|estafa|estafadores)\b/;

const RETURN = [
  /\b(?:devolver|devolverlo|devolverla|devolverlos|devolverlas|devuelvo|devolucion|devoluciones|reembolso|reembolsar|reintegro|me devuelven|me devuelvan|la plata de vuelta|mi plata)\b/,
  /\b(?:cambiar|cambiarlo|cambiarla|cambio) (?:el|la|los|las|un|una)? ?\S+ (?:que|porque) (?:me )?(?:vino|vinieron|llego|llegaron|compre)\b/,
];

/** A complaint that the order is late or never came ("no llegó nada", "hace 40 minutos que pedí"). */
const LATE = /\b(?:no|nunca|todavia no|aun no) (?:me |nos )?(?:llego|llegaron|vino|trajeron|entregaron)\b|\bhace (?:\d+|una|media|mas de \S+) (?:minutos?|hora|horas)\b/;

export function isLate(text: string): boolean {
  return LATE.test(normalize(text));
}

// questions35 (t34b 012): "HACE MEDIA HORA ESPERO. quiero 3 …" says the wait without "que" (unacknowledged).
/** "hace media hora que espero" with no order named after it: a wait, for the chat or for an order. */
const BARE_WAIT = /\bhace (?:\d+|una|un|media|mas de \S+|rato|un rato) (?:\S+ )?(?:(?:que|q) )?(?:espero|esperamos|estoy esperando|estamos esperando)(?! (?:mi |el |un |nuestro |los |las |la )?(?:pedido|pedidos|orden|compra|envio|delivery|paquete|cosas|mercaderia))\b/;

/**
 * mood28 (t27b 013): a bare wait said while the conversation is going on ("dale apurate que hace media
 * hora que espero" right after a reply) is about the chat, never a complaint about an order: with no
 * order placed it is impatience, no person sought nor an order hunted. "pedí", "no llegó" still complain.
 */
export function waitsOnTheChat(text: string): boolean {
  const norm = normalize(text);
  return BARE_WAIT.test(norm) && !COMPLAINT.some((re) => re !== BARE_WAIT_COMPLAINT && re.test(norm)) && !RETURN.some((re) => re.test(norm));
}

/** Words that order something: a verb of asking for goods or a count. */
const ORDERING = /\b(?:quiero|queria|quisiera|necesito|dame|deme|mandame|traeme|pasame|poneme|agregame|sumame|me das|me mandas|me traes|me pasas|i want|i need|quero|preciso|me ve|manda)\b|\b\d+\b/;

/** Whether a part of a message orders something (a verb of asking for goods or a count). */
export function ordersSomething(part: string): boolean {
  return ORDERING.test(normalize(part));
}

/**
 * mood29 (t28c 017): "HACE 20 MINUTOS QUE ESPERO. quiero 2 pepsi de 1.5": a bare wait followed by
 * a part of its own that orders something is impatience beside an order, even as the first message
 * (the wait alone, "hace una hora que espero", still reaches a person when there is no order).
 */
export function ordersBesideWait(text: string): boolean {
  if (!waitsOnTheChat(text)) return false;
  const parts = clausesOf(text).map((p) => normalize(p));
  return parts.some((p) => !BARE_WAIT.test(p) && !isImpatient(p) && !isLate(p) && ORDERING.test(p));
}

/**
 * angry36 (t35b 018): "HOLA HACE MEDIA HORA QUE ESPERO QUIERO 3 COCAS DE 2 LITROS" has no stop
 * between the wait and the order: a verb of asking for goods opens a clause of its own, as a stop would.
 */
const ORDER_OPENS = /(?<!\b(?:y|e|pero|ahora|igual|bueno|entonces))\s+(?=(?:(?:y|e|pero|ahora|igual|bueno|entonces) )*(?:quiero|quiera|queria|quería|quisiera|necesito|dame|deme|mandame|mandáme|traeme|traéme|pasame|pasáme|poneme|ponéme|agregame|agregáme|sumame|sumáme|me das|me mandas|me mandás|me traes|me traés|i want|i need|quero|preciso)\b)/i;

/** The clauses of a message: split at stops and commas (never a decimal's) and where an order opens. */
export function clausesOf(text: string): string[] {
  return text.split(/[!?¡¿;\n]+|[.,](?!\d)/).flatMap((p) => p.split(ORDER_OPENS)).map((p) => p.trim()).filter((p) => /\p{L}|\d/u.test(p));
}

/**
 * angry36 (t35b 026): "estoy re caliente, ayer pedí y no llegó nada. ahora quiero 2 sprite de 2
 * litros": a complaint about an order followed by a NEW order. The clauses after the complaint, when
 * every one of them orders something, joined; null when the message is only the complaint or says more.
 */
export function orderBesideComplaint(text: string): string | null {
  // The order comes after the complaint ("estoy re caliente, ayer pedí y no llegó nada. ahora quiero …"):
  // what precedes the last complaint clause is the complaint's own (the mood, when, what).
  const parts = clausesOf(text);
  const complains = (p: string) => COMPLAINT.some((re) => re.test(normalize(p))) || isLate(p);
  const last = parts.map(complains).lastIndexOf(true);
  const rest = parts.slice(last + 1);
  return last >= 0 && rest.length && rest.every((p) => ORDERING.test(normalize(p)) && !isImpatient(p) && detectCues(normalize(p), p).anger === "none") ? rest.join(". ") : null;
}

/**
 * Impatience: "hola??? me van a contestar???", "hay alguien?", "me estás cargando?". Frustration
 * when the conversation already had messages, never a greeting to answer with the opening one.
 */
const IMPATIENCE = [
  /\b(?:me|nos) (?:van a|vas a|piensan|pensas) (?:contestar|responder|atender)\b|\b(?:nadie|no) (?:me |nos )?(?:contesta|contestan|responde|responden|atiende|atienden)\b/,
  /\b(?:hay alguien|alguien (?:ahi|me lee|lee|(?:me |nos )?(?:atiende|atienda))|estas ahi|estan ahi|me (?:estas|estan) cargando|me (?:estas|estan) jodiendo|me (?:estas|estan) tomando el pelo)\b/,
  // mood23 (trial 22b 007): "hace media hora que espero una respuesta" waits for a reply, never a product ("Repuesto…");
  // "hace media hora que pregunto si tienen X" still asks X (answers11), so only the wait for a reply itself.
  /\b(?:espero|esperando|esperar) (?:una |tu |su |la |alguna )?(?:respuesta|contestacion)\b/,
  // mood28 (t27b 013): "dale apurate que hace media hora que espero" waits with nothing named: the chat's wait.
  BARE_WAIT,
  // lead33 (t32c 017): "porque tarda tanto??? dale" with a list open got "No te entendí": the chat's slowness
  // complained of. "¿por qué tarda tanto el envío?" names what is slow: a question about an order, not this.
  /\bpor ?que (?:tarda|tardas|tardan|demora|demoras|demoran) tanto\b(?! (?:el|la|en llegar|mi|los|las)\b)/,
];

export function isImpatient(text: string): boolean {
  const norm = normalize(text);
  return IMPATIENCE.some((re) => re.test(norm)) || PRESENCE.test(norm) || /^\W*(?:hola|holaa+|buenas|hello|hey|ey|alo|che)\W*\?{2,}\W*$/i.test(text.trim()) || onlyHurry(text);
}

/** answers11: a message that only asks whether anyone is there ("hay alguien?", "hola??? alguien?", "estás ahí?"). */
// mood27 (t26b 011): "hola??? me contestan" / "alguien me responde?" asks the same: whether anyone is there.
// answers18 (trial 17): the same question in Portuguese or English ("tem alguem ai?", "is anyone
// there?") was read as a product search; the Portuguese reading turns "tem" into "hay".
// t37c 042: "me atienden o no??" asks the same, the "o no" only pressing it.
const PRESENCE = /^(?:(?:hola+|buenas|che|ey|hey|alo|holis|y|bueno|perdon|oi+|ola|hi|hello+)\s+)*(?:hay alguien(?: ahi| ahi atendiendo| atendiendo)?|(?:tem|hay) alguem(?: ai| ai atendendo| atendendo)?|alguem ai|(?:voce|voces|vc|vcs) (?:esta|estao|ta|tao) ai|(?:is |es |are )?(?:any|some)(?:one|body) (?:there|here|around)|(?:are )?(?:you|u) (?:there|still there)|alguien(?: ahi| me lee| lee| atiende| esta)?|estas ahi|estan ahi|sigue(?:s|n)? ahi|me (?:lees|leen|escuchas|escuchan)|hay alguien que lea|(?:alguien )?(?:me|nos) (?:atienden|atendes|atiende|atenderian|atenderias|contestan|contestas|contesta|responden|respondes|responde)|hay alguien que (?:me|nos) atienda)(?:\s+(?:o no|o que|che|hola|por favor|porfa|please|por favor))*$/;

export function asksPresence(text: string): boolean {
  return PRESENCE.test(normalize(text));
}

/** Words that go with a hurry and say nothing else ("dale, apurate porfa", "vamos che, rápido!!"). */
const HURRY_COMPANY = new Set(["dale", "che", "vamos", "y", "bueno", "ya", "por", "favor", "que", "eh", "ok", "daleee", "dalee", "loco", "amigo", "amiga", "hermano", "flaco"]);

/** mood29 (t28b 016): "¿cuánto falta?" said beside a hurry word asks the chat to move on, nothing to read. */
const WAIT_ASKED = /^(?:cuanto (?:mas )?(?:falta|tarda[sn]?|demora[sn]?)|falta mucho|tarda[sn]? mucho|demora[sn]? mucho)$/;

/** The hurry asks how long the wait still is ("cuánto falta"). */
export function asksHowLong(text: string): boolean {
  return /\b(?:cuanto (?:mas )?(?:falta|tarda[sn]?|demora[sn]?)|(?:falta|tarda[sn]?|demora[sn]?) mucho)\b/.test(normalize(text));
}

/** "apurate!!", "estoy apurado", "dale rápido porfa", "che cuánto falta, apurate": only hurry, nothing to do with it (lang8). */
export function onlyHurry(text: string): boolean {
  const words = normalize(text).split(" ").filter(Boolean);
  const hurry = hurryWords(words, { mood: false });
  if (hurry.size === 0) return false;
  const rest = words.filter((w, k) => !hurry.has(k) && !HURRY_COMPANY.has(w));
  return rest.length === 0 || WAIT_ASKED.test(rest.join(" "));
}

/** The after-sale matter of a message, if any: a return or a complaint outweigh a status question. */
export function afterSaleCue(text: string): AfterSaleCue | null {
  const norm = normalize(text);
  if (!norm) return null;
  if (RETURN.some((re) => re.test(norm))) return "return";
  if (COMPLAINT.some((re) => re.test(norm))) return "complaint";
  if (STATUS.some((re) => re.test(norm))) return NOTHING_YET.test(norm) || detectCues(norm, text).anger !== "none" ? "complaint" : "status";
  return null;
}
