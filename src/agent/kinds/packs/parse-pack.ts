import type { Pack } from "./tools";

// The pack a customer names in their own words: "el de 2", "2x", "tres colchones", "el primero".

const UNIT_WORDS: Record<string, number> = { un: 1, uno: 1, una: 1, solo: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 };
const ORDINALS: Record<string, number> = { primero: 0, primera: 0, segundo: 1, segunda: 1, tercero: 2, tercera: 2 };
const N = "(\\d|un|uno|una|dos|tres|cuatro|cinco)";
const PATTERNS = [
  new RegExp(`\\b${N}\\s*x\\b`), // "2x", "2 x"
  new RegExp(`\\bx\\s*${N}\\b`), // "x2"
  new RegExp(`\\b(?:pack|combo|promo|promocion|opcion|kit)\\s+(?:de\\s+|x\\s*)?${N}\\b`), // "el pack de 3", "opción 2"
  new RegExp(`\\b(?:el|la)\\s+(?:de\\s+)?${N}\\b(?!\\s*(?:de|mil|\\d))`), // "el de 2", "la 3"
  new RegExp(`\\b${N}\\s+colchon(?:es)?\\b`), // "3 colchones", "un colchón"
  new RegExp(`^(?:quiero\\s+|dame\\s+|mejor\\s+)?${N}(?:\\s+solo)?(?:\\s+por\\s+favor)?$`), // "2", "mejor uno solo"
  new RegExp(`\\b(?:llevo|llevar|llevaria|quiero|dame|mejor|prefiero|me quedo con|cambiame a|cambialo a|pasame a|pasalo a)\\s+(?:el\\s+(?:de\\s+)?|la\\s+|los\\s+)?${N}\\b(?!\\s*(?:de|mil|\\d))`), // "y si mejor llevo 2?"
];

/** A pack named in normalised text ("el de 2", "2x", "tres colchones", "el primero"), or null. */
export function parsePack(normalized: string, packs: Pack[]): Pack | null {
  if (!normalized || packs.length === 0) return null;
  for (const re of PATTERNS) {
    const m = re.exec(normalized);
    if (!m) continue;
    const units = /^\d$/.test(m[1]) ? Number(m[1]) : UNIT_WORDS[m[1]];
    const pack = packs.find((p) => p.units === units);
    if (pack) return pack;
  }
  const ordinal = /\b(?:el|la)\s+(primero|primera|segundo|segunda|tercero|tercera)\b/.exec(normalized);
  return ordinal ? (packs[ORDINALS[ordinal[1]]] ?? null) : null;
}
