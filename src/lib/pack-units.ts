// How many units one pack holds, read from a product's name ("Huevos Blancos 12 Un",
// "Pañal Pampers G x 46 Un", "Cerveza Lata 354 Cc 6 Un"). One reader for every place that
// counts a pack's units: dozens, a pack's count as its size, a pack's content per litre.

// "12 Un", "x 46 unidades", or a bare "x 6" / "pack x6" that no measure follows ("x 1.5 Lt" is a size).
const PACK_UNITS = /\b(?:x\s*)?(\d{1,4})\s*(?:un|u|uds?|unid|unidades)\b|\bx\s*(\d{1,4})\b(?![.,]\d)(?!\s*(?:ml|cc|cm3|g|gr|grs|kg|kgs|k|l|lt|lts|litros?|m|mt|mts|metros?)\b)/i;

/** The units a pack's name says, or null when the name names no count. */
export function packUnitsIn(name: string): number | null {
  const m = PACK_UNITS.exec(name);
  const units = m ? Number(m[1] ?? m[2]) : 0;
  return units > 0 ? units : null;
}
