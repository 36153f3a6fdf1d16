// Conversational cues over the normalised text: greeting, thanks, farewell, human request,
// anger, correction, order cancellation, repeat-last-order, show-cart and checkout.
// Every pattern is a plain alternation over short literals (no nested quantifiers): linear time.

import type { Anger } from "./types";
import { MINIMUM_ASKED } from "./info";

const any = (s: string, res: RegExp[]) => res.some((re) => re.test(s));

const GREETING = [
  // words32 (t31a 033): "che q tal los alfajores havanna?" asks how a product is, never a hello.
  /^(?:\S+ ){0,2}(?:hola|buenas|buen dia|buenos dias|buenas tardes|buenas noches|que tal(?! (?:los|las|el|la|son|es|estan|esta|salen|sale)\b)|hey|saludos|alo|holi|wenas|q onda|que onda|ke onda)\b/,
];
const THANKS = [/\b(?:gracias|agradezco|agradecido|agradecida|thanks|thx|genio|capo|sos un sol)\b/];
const FAREWELL = [
  /\b(?:chau|chao|adios|hasta luego|hasta manana|hasta la proxima|nos vemos|bye|nos hablamos|hablamos|abrazo|besos|buen finde|buen fin de semana|que tengas buen dia|que tengas buena tarde|que tengas buena noche|que descanses)\b/,
  /\b(?:saludos|buenas noches)$/,
  // answers16 (trial 15b 011): a give-up is a goodbye: "uf bueno nada entonces", "ah bueno, no importa", "nada che, gracias igual".
  // mood28 (t27c 018): "mejor no, dejalo, me voy al super": leaving for another shop is a goodbye too.
  /\b(?:me voy|me fijo|voy|vamos|compro|lo compro|la compro|los compro|lo busco|busco|lo consigo|pido) (?:al|a un|en el|en un|a otro|en otro|a la|en la) (?:super|supermercado|chino|otro lado|otro negocio|otro local|otra parte|otro almacen|almacen de la esquina|kiosco de la esquina)\b/,
  /^(?:(?:uf+|uh+|ah+|bueno|ok|ya|che|pucha|que macana|una lastima|que lastima)\s+)+(?:nada|no importa|no pasa nada|ahi veo|veo en otro lado)(?:\s+(?:entonces|che|gracias|igual|gracias igual|nomas))*$|^nada (?:entonces|che)(?:\s+(?:gracias|igual|gracias igual))*$/,
];

const HUMAN = [
  /\b(?:hablar|comunicarme|comunicar|charlar|contactar|contactarme|atienda|hable|chatear)(?: con)? (?:una persona|alguien|un humano|una humana|el encargado|la encargada|el dueno|la duena|un operador|una operadora|un asesor|una asesora|un vendedor|una vendedora|alguien real|una persona real|un ser humano|el responsable|la responsable|un empleado|una empleada|gente)\b/,
  /\b(?:pasame|pasas|pasen|comunicame|comunicas|derivame|derivas|paseme|comuniqueme) (?:con|a) (?:alguien|una persona|un humano|el encargado|la encargada|un operador|una operadora|el dueno|la duena|un asesor|una asesora|otra persona)\b/,
  /\b(?:humano|humana|operador|operadora|encargado|encargada|persona real|asesor|asesora|agente humano|atencion humana|atencion al cliente|ser humano)\b/,
  /\bno (?:quiero|me interesa) (?:hablar con )?(?:un|una|el|la) (?:robot|bot|maquina|contestador)\b/,
  // answers11: "¿hay alguien?" alone asks whether anyone is there (stack/impatience.ts answers it), never a request.
  /\b(?:hay alguien (?:que|con quien|para|real|de verdad|humano)|hay una persona)\b/,
];

/** "¿sos un bot?", "¿hablo con una persona?", "¿es automático?": asked, not a request for a person. */
const BOT_QUESTION = [
  /\b(?:sos|eres|es|son|sera|estoy hablando con|hablo con|estoy chateando con|me atiende|me responde|me contesta|esto es|del otro lado hay)\s+(?:un |una |el |la |1 )?(?:bot|robot|maquina|ia|inteligencia artificial|chatbot|humano|humana|persona real|persona|contestador automatico|contestador|respuesta automatica|automatico|automatica|real|de verdad|programa)\b/,
  // answers10: English and Portuguese as the reading leaves them ("are you 1 bot?", "você é 1 robô?").
  /\b(?:are you|r u|is this|es this|is it|es it|am i (?:talking|chatting|speaking) (?:to|with)|i am (?:talking|chatting) (?:to|with))\s+(?:1 |a |an |un |una )?(?:bot|robot|machine|maquina|ai|chatbot|human|humano|real|persona|person|real person|persona real|automated|automatic|automatico|program)\b/,
  /\b(?:voce e|vc e|voce eh|vc eh|e|eh|estou falando con|to falando con|falo con)\s+(?:1 |um |uma )?(?:robo|bot|humano|humana|pessoa|pesoa|persona|maquina|ia|atendente real|automatico)\b/,
];

// "incompetentes", "chantas" and "ladrones" said to the shop are insults too (issue 15, trial 4a K4).
const STRONG_WORDS =
  /\b(?:incompetentes?|chantas?|sinverguenzas?|inoperantes?)\b|\b(?:boludos?|boludas?|pelotudos?|pelotudas?|idiotas?|estupidos?|estupidas?|imbeciles|imbecil|forros?|forras?|tarados?|taradas?|mierda|carajo|hdp|hijos? de puta|la puta|puta madre|putos?|concha|conchudos?|conchudas?|garcas?|chorros?|ladrones|ladron|estafas?|estafadores?|estafaron|estafando|denunciar|denuncia|denuncio|denunciarlos|defensa del consumidor|abogados?|abogada|demandar|demandarlos|escrache|escrachar|escracharlos|me robaron|nos robaron|cagaron|cagada|ortivas?|mogolicos?|retrasados?|(?:sos|son|que|re|flor de|tremendo|tremenda) (?:un |una |unos )?gil(?:es)?|gil de mierda|malditos?|inutiles|sos un inutil|sos una inutil|son unos inutiles|los voy a (?:denunciar|escrachar|matar|cagar|fundir|hundir)|te voy a (?:denunciar|escrachar|matar|cagar)|me las van a pagar|los mato|te mato|llamar a la policia)\b/;
// answers11: an insult said to whoever answers ("sos un desastre", "sos un inútil", "qué inútil
// que sos", "bot de cuarta", "andate a la mierda"): a person takes over at once. "son un
// desastre" about the shop stays a complaint (frustration, its second message hands off).
const INSULTS =
  /\b(?:sos|eres|sos re|sos muy|sos lo mas) (?:un |una |re |muy |tremendo |tremenda |flor de |alto |alta |lo mas )?(?:desastre|inutil|incompetente|idiota|tarado|tarada|tonto|tonta|burro|burra|nabo|naba|salame|gil|ganso|payaso|payasa|mamarracho|bestia|zapallo|lenteja|otario|pajero|choto|cualquiera|trucho|troncho|ridiculo|ridicula|chanta|verso|estorbo|bodrio|fiasco|horror|cero)\b|\b(?:que|re|muy|tan|bot|robot|maquina|sistema|programa|pedazo de|flor de|alto) inutil\b|^inutil\b|\binutil$|\b(?:bot|robot|maquina|pedazo de|programa) (?:de cuarta|de morondanga|berreta|trucho|choto|pelotudo|boludo|idiota|estupido|tarado|inservible|del orto|de porqueria)\b|\b(?:andate|vayanse|andense|anda|vete) (?:a la|al) (?:mierda|carajo|concha|orto|bosta)\b|\bdel orto\b|\b(?:pajeros?|pajeras?|chotos?|sorete|soretes|malparidos?|la concha de|lpm|lcdtm|ctm|la re puta|me cago en)\b|\bcallate\b/;
// Anger said in English, which the language table leaves as written: swearing, insults and threats
// hand off at once like their Spanish kin ("HEINEKEN. only heineken. fuck" got "Sorry, I didn't get
// that"); complaints about the service are frustration (MILD_EN), the second one hands off.
// Written with doubled letters single, as the reading leaves them ("useless" is read "useles").
const STRONG_EN =
  /\b(?:fuck|fucks|fucking|fuckin|fucked|wtf|stfu|shit|shity|bulshit|crap service|piece of (?:shit|crap)|ashole|asholes|bastard|bastards|motherfucker|motherfuckers|dickhead|dickheads|scam|scamers?|scamed|rip ?of|riped (?:me )?of|thieves|i wil sue|i'?l sue|i l sue|sue you|my lawyer|report you)\b|\b(?:you|u|you'?re|you re|you are|ur|this|what an?|such an?|so|fucking|stupid|useles) (?:are )?(?:an? )?(?:idiot|idiots|moron|morons|stupid|dumb|useles|incompetent|joke|clown|clowns|retard|retarded|garbage|trash)\b|\b(?:stupid|dumb|useles|idiotic|incompetent|worthles) (?:bot|robot|machine|ap|thing|shop|store|service|people)\b|\b(?:shut up|screw you|go to hel|damn you)\b/;
const MILD_EN =
  /\b(?:so slow|to slow|very slow|you don'?t understand|you dont understand|you don t understand|you do not understand|you never understand|not working|doesn'?t work|doesn t work|awful|horible service|ridiculous|unbelievable|this is useles|stil waiting|i'?m waiting|i m waiting|ben waiting|how many times|i already (?:said|told you)|anoyed|anoying|frustrated|frustrating|fed up|sick of|what the hel|damn|damit|damn it|come on)\b/;
const MILD = [
  /\b(?:que lento|que lenta|muy lento|muy lenta|re lento|tardan mucho|tardas mucho|tarda mucho|cuanto tardan|no (?:me )?entendes|no entendiste|no (?:me )?entendiste|no entiende|no entienden|no entendes nada|no sirve|no sirven|no servis|ya te (?:lo )?dije|te lo dije|ya lo dije|cuantas veces|un desastre|que desastre|pesimo|pesima|horrible|malisimo|malisima|que mal|mal servicio|pesima atencion|una verguenza|que verguenza|es inutil|ya basta|basta ya|basta che|harto|harta|cansado de|cansada de|podrido|podrida|no puede ser|nadie (?:me )?responde|nadie contesta|nadie atiende|estoy esperando|hace una hora|hace horas|hace rato que|no anda|una burla|me estas jodiendo|me estan jodiendo|que onda con|no me sirve|no funciona|enojado|enojada|indignado|indignada|reclamo|queja|disconforme|no me llego|nunca llego|todavia no llego|sigo esperando)\b/,
  // impatience counts as frustration (issue 15 item 6; the words also in stack/cues.ts).
  /\b(?:me (?:van a|vas a) (?:contestar|responder|atender)|nadie me (?:contesta|responde|atiende)|me (?:estas|estan) cargando|me (?:estas|estan) tomando el pelo|son un desastre|son unos desastres|que desastres|unos desastres|(?:no|nunca) (?:me )?contestan|nadie me (?:contesto|respondio))\b/,
];

/**
 * Hurry said around an order ("2 cocas grandes y apurate q me voy", "las latas. dale q estoy
 * apurado", "rapido porfa: 1 yerba", "necesito 6 cervezas urgente"): never anger, never product
 * words. The order is done; a message that is only hurry is impatience (stack/cues.ts).
 * English and Portuguese hurry is read into these words by language/synonyms.ts.
 */
/**
 * answers10: the one list of words that only say hurry, read here and by not-products.ts (never
 * product words). English and Portuguese ones stay for the phrases searched as they were written.
 */
export const HURRY_WORDS: readonly string[] = [
  "apurate", "apurense", "apurale", "apurese", "apurenle", "apuralo", "apurala", "apurado", "apurada", "apurados", "apuradas",
  "rapidito", "rapidisimo", "rapido", "urgente", "urgentes", "urgencia", "asap", "urgent", "hurry", "quickly", "rapidinho",
];
const HURRY = new RegExp(
  String.raw`\b(?:(?:y |dale |bueno |che )*(?:que )?(?:estoy|estamos|ando|andamos|voy) (?:re |muy |medio |bastante )?(?:apurad[oa]s?|con (?:prisa|apuro)|corto de tiempo|a las apuradas)|(?:y |dale |che )*(?:${HURRY_WORDS.join("|")}|de urgencia|con urgencia|cuanto antes|lo antes posible|lo mas rapido posible|ya mismo|tengo (?:apuro|prisa)|con prisa|a las apuradas)(?: (?:que|q|porque|xq|pq|ya) (?:me (?:voy|tengo que ir|estoy yendo|estan esperando|esperan)|tengo que (?:salir|irme)|no tengo tiempo|tengo (?:un |una )?(?:gente|visitas|invitados|amigos|familia|asado|cumple|cumpleanos|fiesta|reunion|cena|almuerzo)(?: en casa| en mi casa| aca)?|estoy (?:apurad[oa]|con prisa)))?(?: por favor| porfa)?)\b`,
  "g",
);

/**
 * chatter13: mood said beside an order ("la cristal. sos lento eh", "dale que no tengo todo el
 * dia", "no es tan dificil", "jaja", "obvio", "que desastre"): never product words, never a
 * detail. The order is done; anger in it is still read by detectCues (one apology).
 */
const MOOD = new RegExp(
  String.raw`\b(?:(?:(?:y|dale|bueno|che|pero|vamos) )*(?:(?:que|q|porque|xq|pq|ya) )?no tengo (?:todo el dia|toda la tarde|toda la noche|todo el tiempo del mundo|mucho tiempo|tiempo)|(?:sos|son|estas|estan|que|re|muy|tan|mas) (?:(?:re|muy|medio|bastante|mas|un|una) )?(?:lento|lenta|lentos|lentas|lentisimo|lentisima|tortuga)|no es (?:(?:tan|muy|nada|re) )?(?:dificil|complicado|complicada)|no (?:era|es) tan dificil|(?:ja|je|ji|jo|js|ha)(?:ja|je|ji|jo|js|ha|j)+|obvio|obviamente|me (?:estas|estan) (?:cargando|jodiendo|tomando el pelo)|que (?:desastre|bronca|paciencia|lentitud)|un desastre|por dios|dios mio)(?: (?:eh|che|loco|boludo|man|amigo|amiga|hermano|no))*\b`,
  "g",
);

function positionsOf(re: RegExp, normWords: readonly string[], out: Set<number>): void {
  const norm = normWords.join(" ");
  const starts: number[] = [];
  let at = 0;
  for (const w of normWords) {
    starts.push(at);
    at += w.length + 1;
  }
  for (const m of norm.matchAll(re)) {
    const from = m.index ?? 0;
    const to = from + m[0].length;
    starts.forEach((s, k) => {
      if (s >= from && s < to) out.add(k);
    });
  }
}

/**
 * The word positions (in the normalised text's words) that only say the customer is in a hurry,
 * and (unless `mood: false`) the mood said with it ("sos lento eh", "jaja"): nothing to do.
 */
export function hurryWords(normWords: readonly string[], opts: { mood?: boolean } = {}): Set<number> {
  const out = new Set<number>();
  positionsOf(HURRY, normWords, out);
  if (opts.mood !== false) positionsOf(MOOD, normWords, out);
  return out;
}

/** The message says the customer is in a hurry. */
export function saysHurry(norm: string): boolean {
  return hurryWords(norm.split(" ").filter(Boolean), { mood: false }).size > 0;
}

const CANCEL_ORDER = [
  /\b(?:cancela|cancelar|cancelen|cancelame|cancelalo|cancelo|anula|anular|anulen|anulame|anulalo|anulo|dar de baja|dame de baja|den de baja|baja)(?: todo)? (?:el|mi|del|la|mis|los|ese|este)? ?(?:pedido|pedidos|orden|compra|encargo)\b/,
  /\b(?:ya )?no quiero (?:mas )?(?:el|mi) (?:pedido|compra|orden)\b/,
  /\b(?:quiero|quisiera|queria|necesito|puedo) (?:cancelar|anular|dar de baja)\b/,
  // The whole message drops the order: "nah olvidate, cancelá", "olvidalo", "no, dejá, cancelalo".
  // stack9: "uh perdon, cancelalo, mi señora ya compró", "anulalo", "cancelá nomás": the order (or the cart) it points at.
  /\b(?:cancelalo|cancelala|cancelamelo|cancelamela|anulalo|anulala|anulamelo|anulamela)\b/,
  /\b(?:cancela|anula|cancelen|anulen)(?: (?:todo|nomas|porfa|por favor|mejor|entonces|ya|gracias))*$/,
  /^(?:(?:nah|no|bueno|ok|mejor|che|ah|uh|ya|entonces|dale) )*(?:olvidate|olvidalo|olvida|cancela|cancelar|cancelalo|cancelo|anula|anulalo|deja nomas|no quiero nada|no quiero nada mas)(?: (?:de todo|todo|nomas|mejor|entonces|por favor|gracias|cancela|cancelalo|cancelar|dale))*$/,
];
/** Changing an order already placed ("quiero modificar mi pedido"), not the cart being built. */
const MODIFY_ORDER = [
  /\b(?:quiero|quisiera|queria|necesito|puedo|podes|podrias) (?:modificar|cambiar|editar) (?:el|mi) (?:pedido|orden|compra)\b/,
  /\b(?:modifica|modificame|cambia|cambiame)(?:me)? (?:el|mi) (?:pedido|orden|compra)\b/,
];
/**
 * Haggling: prices come from the catalog, so the rules answer it the same way every time.
 * "el más barato", and picks33 (t32c 012) "el suavizante más barato" (an article and up to two words
 * before it), describe the cheapest row: never haggling.
 */
const DISCOUNT = [
  /\b(?:descuento|descuentito|descuentos|rebaja|rebajita|precio especial|precio amigo|(?<!\b(?:el|la|los|las|del|de la|de los|de las)(?: (?!mas\b)[a-z]+){0,2} )mas barat(?:o|a|os|as|ito|ita)|me lo dejas (?:a|en)|me haces (?:precio|un precio)|bajame el precio|bajar el precio)\b/,
];
/** Attempts to steer the agent itself, or to reach other customers' data. */
const MANIPULATION = [
  /\b(?:ignora|ignore|ignorar|olvidate de|olvida|olvidá) (?:tus|las|lo que|todas|todo lo)\b/,
  /\b(?:tu|tus|el) (?:prompt|instrucciones|system prompt)\b/,
  /\bmodo (?:desarrollador|developer|admin|administrador|dios)\b/,
  /\b(?:datos|pedido|pedidos|telefono|direccion|dni|compras) de (?:otro|otra|otros|otras|mi vecin[oa]|el cliente|la clienta|todos los clientes)\b/,
];
const REPEAT = [
  /\blo mismo (?:de|que) (?:la otra vez|la ultima vez|la vez pasada|siempre|ayer|antes|el otro dia|la semana pasada|el mes pasado|la ultima|pedi)\b/,
  /\blo de siempre\b/,
  /\b(?:repeti|repetir|repetime|repetirme|repitan|repite|repetis|repetime|repetimos|repetilo)(?: el| mi| la)?(?: ultimo| ultima| mismo)? (?:pedido|compra|orden)\b/,
  // edits12: "ponela en el pedido anterior" puts something in that order, never repeats it.
  /(?<!\b(?:en|con|junto con|dentro de) )\b(?:el|mi) (?:mismo )?(?:pedido|compra) (?:de siempre|de la otra vez|de la ultima vez|anterior|de ayer|de la semana pasada)\b/,
  /\b(?:el|mi) ultimo pedido\b.*\b(?:otra vez|de nuevo|repet)/,
  /\b(?:quiero|dame|mandame|traeme) lo mismo\b/,
];
const SHOW_CART = [
  // answers16 (trial 15a 110): "apurate q tengo sed" is no cart asked: "qué tengo/llevo/pedí" ends there or says "hasta ahora".
  /\bque (?:tengo|llevo|pedi)(?: (?:hasta ahora|por ahora|en total|anotado|ya|entonces|al final))?$/,
  /\bque (?:me anotaste|anotaste|hay en el carrito|hay en mi carrito|tengo en el carrito|tengo en mi carrito|llevo pedido|tengo pedido|va en el pedido)\b/,
  /\b(?:mostrame|mostra|muestrame|ver|pasame|mandame|decime|repetime|quiero ver)(?: el| mi)? (?:carrito|resumen|pedido hasta ahora|como va el pedido)\b/,
  /\bcomo (?:va|viene|quedo|queda) (?:mi|el) (?:pedido|carrito)\b/,
  /\b(?:mi carrito|el carrito|resumen del pedido|resumen)$/,
  /\b(?:cuanto llevo|cuanto va|cuantas van|cuantos van|cuantas llevo|cuantos llevo)\b/,
  // mood29 (t28c 015): "no me respondiste nada de los precios": the prices of what was ordered, the cart's lines.
  /\bno me (?:respondiste|contestaste|dijiste|pasaste|diste|mandaste|aclaraste)(?: nada)?(?: (?:de|sobre|con))? (?:los|el) precios?\b/,
  /\b(?:cuantas|cuantos) (?:tengo|llevo|van|hay en el carrito|me anotaste|puse|pedi)\b/,
];
const CHECKOUT = [
  /\b(?:eso es todo|es todo|eso seria todo|seria todo|eso nomas|eso solo|nada mas|nada por ahora|nada mas por ahora|con eso (?:estoy|alcanza|esta|basta|estamos|va)|listo eso|listo asi|asi esta bien|ya esta todo)\b/,
  // words32 (t31b 011): "no mas nada", "mas nada, gracias": "nada más" said the other way round.
  /(?:^|\b(?:no|y|bueno|ok|dale|listo|eso|ya|nah) )mas nada(?: (?:por ahora|gracias|eso es todo|nomas|entonces))*$/,
  /\b(?:quiero|queria|quisiera|vamos a|puedo) (?:confirmar|cerrar|finalizar|terminar|pagar)\b/,
  /\b(?:confirmar|confirmo|cerrar|cerrame|cerra|cerralo|finalizar|finaliza|finalizame|terminar|termina|terminame) (?:el |mi )?(?:pedido|compra|orden|carrito)\b/,
  // mood28 (t27b 005): "ya está, eso" after the cart reminder closes the same as "ya está".
  /\b(?:ya esta|terminamos|termine|finalizar|cerrar pedido|confirmar pedido|checkout)(?: (?:con )?eso)?$/,
  /\b(?:como sigo|como seguimos|que sigue)\b/,
  // "y listo", "bueno listo, eso" (trial 11a: "y listo" got "No te entendí").
  /^(?:y|bueno|ok|dale|entonces|e) listo(?: (?:entonces|nomas|gracias|eso|eso es todo))?$/,
  // picksb22 (t21c 016, t21b 010): "no, esta bien. listo", "solo el terma entonces. listo": a closing "listo" ends the message.
  /\b(?:bien|entonces|nomas|asi|todo) listo$/,
  // mood23 (t22c 012): "bueno no importa. listo": a give-up of the last thing asked, then the close.
  /\b(?:no importa|no pasa nada|ya fue|dejalo|dejala|olvidalo|olvidate) listo$/,
];
const CHECKOUT_IF_CART = [
  /\b(?:cuanto (?:es|seria|sale todo|es todo|es en total|te debo|le debo|les debo|es el total|da|queda)|cuanto en total|cuanto es el total|el total)\b/,
  // "cuanto me sale todo?", "cuanto nos queda", "cuanto te pago", "cuanto tengo que pagar": the cart's total.
  /\bcuanto (?:(?:me|nos) )?(?:sale|salen|saldria|queda|quedaria|cuesta|cuestan|costaria) (?:todo|todo junto|en total|el total|el pedido|lo que pedi)\b/,
  /\bcuanto (?:te|le|les) (?:pago|abono|tengo que pagar|transfiero)\b|\bcuanto (?:tengo|tenemos) que (?:pagar|abonar|transferir)\b/,
  /^(?:y )?(?:el )?total\??$/,
  // offers36 (t35a 026): "cuanto tengo hasta ahora?", "cuanto llevo?", "cuanto va hasta aca?": the cart so far and its total.
  /\bcuanto (?:tengo|llevo|llevamos|va|vamos|voy|van|me va) (?:hasta ahora|por ahora|hasta aca|hasta el momento|en el carrito|gastado)\b|^(?:y )?cuanto (?:llevo|llevamos|voy gastando)$/,
];

const CORRECTION = [
  /\b(?:me equivoque|me confundi|quise decir|quice decir|quiero decir|corrijo|correccion|mejor dicho|en realidad|no era|estaba mal|esta mal|perdon es|perdon era|perdon son|perdon mi|error mio|lo escribi mal|me olvide|disculpa era|disculpa es)\b/,
];

export interface Cues {
  greeting: boolean;
  thanks: boolean;
  farewell: boolean;
  wantsHuman: boolean;
  /** "¿sos un bot?": answered honestly, with the offer of a person. */
  asksIfBot: boolean;
  anger: Anger;
  cancelOrder: boolean;
  modifyOrder: boolean;
  repeatLastOrder: boolean;
  asksDiscount: boolean;
  manipulation: boolean;
  showCart: boolean;
  wantsToCheckout: boolean;
  /** "¿cuánto es?" and friends: a checkout when the cart has lines, else a price question. */
  asksTotal: boolean;
  correction: boolean;
}

/** "ya te dije", "te lo dije": a reproach, frustration when nothing else is said. */
const TOLD_YOU = /\b(?:ya te (?:lo )?dije|te lo dije|ya lo dije)\b/;
/** Words around it that say no answer ("ya te dije eso", "ya te dije mil veces", "ya te dije mi nombre"). */
const TOLD_FILLERS = /\b(?:que|q|k|eso|esto|ya|che|pero|antes|recien|arriba|mil veces|como|lo|y|e|mi|mis|el|la|los|las|todo|todos|datos?|nombre|apellido|direccion|telefono|ciudad|dni)\b/g;

/**
 * "ya te dije, uno", "te lo dije: el de 3": the reproach beside an answer is the answer said
 * again, never frustration (t20a 207: it counted as the second frustrated message and handed the
 * sale to a person). The phrase is dropped when other words are left; alone it still counts.
 */
function withoutToldYouBesideAnswer(norm: string): string {
  if (!TOLD_YOU.test(norm)) return norm;
  const rest = norm.replace(new RegExp(TOLD_YOU.source, "g"), " ");
  return rest.replace(TOLD_FILLERS, " ").replace(/[^a-z0-9]+/g, "").length ? rest : norm;
}

/** Share of upper-case letters, for shouting. */
function shouting(text: string): boolean {
  let upper = 0;
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const lc = c.toLowerCase();
    const uc = c.toUpperCase();
    if (lc !== uc) {
      letters++;
      if (c === uc) upper++;
    }
  }
  return letters >= 8 && upper / letters >= 0.8;
}

export function detectCues(norm: string, text: string): Cues {
  // Without a "?", only "sos un bot" asks; "mejor hablo con un humano" requests.
  const botQuestion = any(norm, BOT_QUESTION) && (text.includes("?") || /^(?:\S+ ){0,2}(?:sos|eres|are you|voce e)\b/.test(norm));
  const single = norm.replace(/([a-z])\1+/g, "$1");
  const strong = STRONG_WORDS.test(norm) || INSULTS.test(norm) || STRONG_EN.test(single);
  const mild = any(withoutToldYouBesideAnswer(norm), MILD) || MILD_EN.test(single) || (shouting(text) && /[!?]{2,}/.test(text)) || /[?!]{4,}/.test(text);
  return {
    greeting: any(norm, GREETING),
    thanks: any(norm, THANKS),
    farewell: any(norm, FAREWELL),
    asksIfBot: botQuestion,
    // "¿sos humano?" asks; "quiero hablar con una persona" requests.
    wantsHuman: any(norm, HUMAN) && !(botQuestion && !/\b(?:quiero|quisiera|necesito|pasame|paseme|comunicame|hablar con|derivame)\b/.test(norm)),
    anger: strong ? "strong" : mild ? "mild" : "none",
    cancelOrder: any(norm, CANCEL_ORDER),
    modifyOrder: any(norm, MODIFY_ORDER),
    repeatLastOrder: any(norm, REPEAT),
    asksDiscount: any(norm, DISCOUNT),
    manipulation: any(norm, MANIPULATION),
    showCart: any(norm, SHOW_CART),
    wantsToCheckout: any(norm, CHECKOUT),
    asksTotal: any(norm, CHECKOUT_IF_CART) && !/\b(?:envio|delivery)\b/.test(norm) && !MINIMUM_ASKED.test(norm),
    correction: any(norm, CORRECTION),
  };
}

/**
 * details33 (t32b 016): "no, eso nomas. q tarda el envio?" got only the answer: closing words said
 * in a sentence of their own, apart from a question, close the cart as well ("¿es todo lo que hay?"
 * is one question, never a close).
 */
export function closesApartFromQuestion(norm: (s: string) => string, text: string): boolean {
  const parts = text.split(/(?<=[.,;!?])\s*/u).filter((p) => p.trim());
  return parts.length > 1 && parts.some((p) => /\?\s*$/u.test(p)) && parts.some((p) => !/[?¿]/u.test(p) && any(norm(p), CHECKOUT));
}
