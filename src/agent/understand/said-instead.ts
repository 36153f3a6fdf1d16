// t20c 012: "buenas noches, vendo? digo, venden pañales?": the customer takes back the clause they
// just said and says it again right. Read as said, "vendo" was searched and answered as a product
// not sold beside the diapers. Only the clause right before the marker goes (the greeting stays);
// a marker inside a sentence ("te digo que…", "como digo") or around numbers ("3 cocas, digo, 4";
// "lavalle 500, digo, lavalle 520": the count's and the address's own corrections) is left as it is.

/** "digo", "quise decir", "mejor dicho" opening a clause after punctuation. */
const MARKER = /([.,;:!?¿¡]|^)([^.,;:!?¿¡]+)[.,;:!?¿¡]+\s*(?:digo|quise decir|mejor dicho)\s*[,:]?\s+(?=[^.,;:!?¿¡]*[a-zñáéíóú]{3})(?![0-9]+\s*[.,;:!?]*\s*$)/i;

/** "2 nomás", "no, 3 solo": a count alone, with no product named. */
const BARE_COUNT = /^\s*(?:no\s+)?\d{1,3}(?:\s+(?:nomas|nomás|solo|sólo|solamente|nada mas|nada más))?\s*$/i;

/** The verb a taken-back clause opens with, kept when the clause said again has none ("tenes yerba? digo, azucar"). */
const OPENER = /^\s*(tenes|tenés|tienen|tiene|hay|venden|vendes|dame|quiero|queria|quería|poneme|mandame|necesito)\s/i;

/** The message with each clause the customer took back left out ("vendo? digo, venden X?" → "venden X?"). */
export function withoutTakenBack(text: string): string {
  let out = text;
  for (let n = 0; n < 3; n++) {
    const m = MARKER.exec(out);
    if (!m) break;
    const rest = out.slice(m.index + m[0].length);
    // kioskedits35 (t34a 028): "no, 2 nomás... digo 1 pepsi": a bare count taken back by a count with
    // its product said after the marker; only the last count is the line's (both were read back).
    if (BARE_COUNT.test(m[2]) && /^\d{1,3}\s+[a-zñáéíóú]/i.test(rest)) {
      out = `${out.slice(0, m.index)}${m[1] === "" ? "" : `${m[1]} `}${rest}`;
      continue;
    }
    // "lavalle 500, digo, lavalle 520", "3 cocas, digo 4 cocas": numbers said again are the details' and the
    // counts' own corrections (they keep the words around them); only words are taken back here.
    if (/[0-9]/.test(/^[^.,;:!?¿¡]*/.exec(rest)![0]) || /[0-9]/.test(m[2])) break;
    const verb = OPENER.exec(m[2])?.[1];
    const lead = `${m[1] === "" ? "" : `${m[1]} `}${verb && !OPENER.test(` ${rest}`) ? `${verb} ` : ""}`;
    out = `${out.slice(0, m.index)}${lead}${rest}`;
  }
  return out;
}
