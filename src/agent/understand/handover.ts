// Pickup said in other words (trial 9): "la mando a buscar", "mañana paso", "en 20 min paso",
// "paso en un rato", "viene mi hijo a buscarlo". And a time said relative to now ("en 20 min",
// "en un rato", "en media hora"): kept as the order's note with the way, never a product.

/** A time relative to now, normalised ("en 20 min", "en un rato", "en media hora", "mas tarde"). */
export const SOON = "(?:en (?:\\d{1,3}|un|una|dos|tres|cinco|diez|quince|veinte|treinta|media|un par de) ?(?:min|mins|minutos?|minutitos?|hs|h|horas?|horita|rato|ratito)|en un rato|en un ratito|mas tarde|mas tardecito|al toque|enseguida)";

/** Someone picks it up: said with "paso", "mando a buscar", "viene … a buscar". */
export const PICKUP_SAID: RegExp[] = [
  // "la mando a buscar", "lo mandamos a buscar", "mando a mi hijo a buscarlo", "mando a alguien a retirar".
  /\b(?:(?:lo|la|los|las) )?(?:mando|manda|mandan|mandamos|mandare|voy a mandar|va a pasar|pasa|viene|vienen|va a venir|van a venir)(?: (?:a )?(?:alguien|mi \w+|el \w+|la \w+|un \w+|una \w+|\w+))? a (?:buscar|retirar)(?:lo|la|los|las)?\b/,
  // "mañana paso", "paso mañana", "en 20 min paso", "paso en un rato", "hoy paso a la tarde".
  new RegExp(`\\b(?:hoy|manana|pasado manana|despues|luego|${SOON}) paso(?: yo| por ahi| por el local)?(?! (?:la|el|los|las|mi|tu|su|te|un|una|lo|plata)\\b)(?![\\p{L}])`, "u"),
  new RegExp(`(?:^|[^\\p{L}])(?<!\\b(?:te|le|les|se|me|lo|la) )paso(?: yo)? (?:hoy|manana|pasado manana|despues|luego|a la (?:manana|tarde|noche)|a las \\d|tipo \\d|${SOON})\\b`, "u"),
];

/** SOON at the start of some normalised words. */
const SOON_AT = new RegExp(`^${SOON}(?![\\p{L}\\d])`, "u");

/** How many words from k say a time relative to now ("en 20 min": 3), or 0. */
export function soonAt(words: readonly { n: string }[], k: number): number {
  const m = SOON_AT.exec(words.slice(k, k + 5).map((w) => w.n).join(" "));
  return m ? m[0].split(" ").length : 0;
}
