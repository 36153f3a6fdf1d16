import type { Session } from "../../session";
import { PACKS_OPTIONAL, PACKS_REQUIRED, packsData, updatePacksData } from "./data";

// The details asked in turn (trial 15a 204): asked for the phone, the customer gave the surname,
// then the city, then the address, one per message, and every reply closed with "¿Me pasás un
// teléfono de contacto?". A detail asked for and passed over while the customer gave another one
// is asked for last: the next question follows what is still missing in its order, and the
// passed-over one comes back when nothing else is left. A reply that gave nothing new (a question,
// words not understood) leaves the order as it was.

const known = (s: Session): number => [...PACKS_REQUIRED, ...PACKS_OPTIONAL].filter((f) => !!s.customer[f]).length;

/** The missing details in the order to ask them (passed-over ones last), remembering the one asked now. */
export function inAskingOrder(session: Session, missing: string[]): string[] {
  const data = packsData(session);
  const now = known(session);
  // A passed-over detail given now answers the earlier question: the one just asked is not passed over.
  const earlierAnswered = data.skipped.some((f) => !missing.includes(f));
  const passedOver = data.askedField && missing.includes(data.askedField) && now > data.knownAtAsk && !earlierAnswered && !data.skipped.includes(data.askedField);
  const skipped = (passedOver ? [...data.skipped, data.askedField as string] : data.skipped).filter((f) => missing.includes(f));
  const ordered = [...missing.filter((f) => !skipped.includes(f)), ...missing.filter((f) => skipped.includes(f))];
  updatePacksData(session, { askedField: ordered[0] ?? null, knownAtAsk: now, skipped });
  return ordered;
}
