import type { TurnEngine } from "../../engine";
import { fold } from "../../../lib/fold";

// "es para mi mamá, se llama Rosa Díaz" (t31a 037): the name stored is the person who receives the
// mattress, not the one writing. Thanking "¡Gracias, Rosa!" and "tus datos" would talk to the
// wrong person: the customer is thanked and the details are called Rosa's.

const RELATIVE = "(?:mama|mami|madre|papa|padre|vieja|viejo|hermano|hermana|hijo|hija|esposo|esposa|marido|mujer|novio|novia|abuelo|abuela|tio|tia|primo|prima|amigo|amiga|vecino|vecina|suegro|suegra|jefe|jefa)";
/** "es para mi mamá", "lo recibe mi hermano", "a nombre de mi hija", "mi viejo se llama …". */
const FOR_SOMEONE = new RegExp(
  `\\b(?:(?:es|son|seria|va|van) para (?:mi|mis|la|el) ${RELATIVE}|(?:lo|la|los) recibe (?:mi )?${RELATIVE}|a nombre de (?:mi|la|el) ${RELATIVE}|(?:mi|la|el) ${RELATIVE} se llama)\\b`,
);

/** Whether the customer said the order is for someone else (any message of the conversation kept). */
export function forSomeoneElse(t: Pick<TurnEngine, "session">): boolean {
  return t.session.history.some((h) => h.role === "customer" && FOR_SOMEONE.test(fold(h.text)));
}
