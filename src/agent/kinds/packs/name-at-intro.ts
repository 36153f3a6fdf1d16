import type { TurnEngine } from "../../engine";
import { fold } from "../../../lib/fold";
import { NAME_PART, NOT_NAME } from "./details-read";
import { isGivenName } from "../../understand/given-names";
import { isKnownCity } from "./known-places";
import { NOT_A_NAME } from "./name-with-yes";

// "buenas" → "¿Querés que te pase las promos?" → "jorge": a customer who answers the promos
// question with a name is starting to buy, and the name is the first detail of the data step —
// never a second message not understood and a handoff (trial 19a 204). Only a message that is
// nothing but a name opening with a known given name: "genial", "precio" or "dale" stay what they are.

/** The message is a name said at the intro's promos question, read as the answer to "¿cómo es tu nombre?". */
export function nameAtIntro(t: TurnEngine, parts: string[]): boolean {
  if (t.state !== "conversacion" || t.session.expecting || t.session.customer.firstName || parts.length !== 1) return false;
  const said = parts[0].trim().replace(/[.!,]+$/, "");
  // Before the intro (after an apology, t31a 029): only a full name, "Martin Acosta", is sure enough.
  const full = said.split(/\s+/).length >= 2;
  if (!full && !t.session.templatesSent.some((k) => k.startsWith("intro#"))) return false;
  if (!NAME_PART.test(said) || NOT_NAME.test(fold(said)) || isKnownCity(said)) return false;
  return isGivenName(said.split(/\s+/)[0]) || (full && writtenAsName(said));
}

/**
 * "Ramiro Quiroga" (t33a 014): two or three words each written with a capital and the rest in
 * lower case are a full name as people write one, even when the given name is not among the
 * known ones — never a message not understood and a handoff. A word all in capitals or all in
 * lower case ("QUIERO PRECIO", "cuanto sale") is no such sign; a known city is a place.
 */
function writtenAsName(said: string): boolean {
  return said.split(/\s+/).every((w) => /^\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*$/u.test(w)) && !NOT_A_NAME.test(fold(said)) && !PLACE_OPENING.test(fold(said));
}

/** "San Isidro", "Villa Crespo", "Mar Azul": the words places open with, a city said early rather than a name. */
const PLACE_OPENING = /^(?:san|santa|santo|villa|general|puerto|mar|rio|bahia|lomas|barrio|capital|ciudad|parque|playa|cerro|monte|colonia|presidente|doctor)\b/;
