// How many of a pick the customer said around it: pointing at the one thing offered with a
// count after it ("esa misma, 2") or a count before the row ("3 del más barato", "dame 2 de la
// de 1 kg"). Pure text reading over the understanding's normalised words.
import type { Understanding } from "../../understand/types";

/** "esa", "esa dale", "dale, esa", "quiero esa", "esa misma": the one thing just offered. */
const POINTING = /^(?:(?:si|dale|bueno|ok|listo|quiero|dame|mandame|poneme|agregame|sumame|entonces|va|y)\s+)*(?:esa|ese|eso|esta|este|esas|esos)(?:\s+(?:misma|mismo|dale|si|porfa|por|favor|nomas|va|gracias|entonces|esta|bien|perfecto))*(?:\s+(\d{1,2}))?$/;

export function pointsAtOffer(u: Understanding): boolean {
  return POINTING.test(u.normalized) && !u.isQuestion;
}

/** "esa misma, 2", "esa, 3": the count said after pointing at the one thing offered. */
export function pointedQuantity(u: Understanding): number | null {
  const n = POINTING.exec(u.normalized)?.[1];
  return n && !u.isQuestion && Number(n) >= 1 ? Number(n) : null;
}

/** "3 del más barato", "dame 2 de la grande", "2 de 1.5", "dame 2 de la de 1 kg", "3 de esa": how many, said before the row. */
const COUNT_BEFORE = /^(?:(?:dame|poneme|mandame|traeme|agregame|sumame|quiero) )?(\d{1,2}) (?:del\b|(?:de )?(?:la|el|las|los|esa|ese|esas|esos)\b)|^(\d{1,2}) del? (?=\d)/;

export function countBefore(normalized: string): number | null {
  const lead = COUNT_BEFORE.exec(normalized);
  return lead ? Number(lead[1] ?? lead[2]) : null;
}
