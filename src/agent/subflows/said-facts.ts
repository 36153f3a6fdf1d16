// The facts a message gives the details subflow: the fields the understanding read, set right
// against what the shop keeps and what is stored (a name said again is no city, a city made
// precise, a floor completing the address), with the way of delivery and the payment it states.
import { capitalisePlace } from "../understand/personal-read";
import { detectFulfilment } from "../understand/info";
import { normalize } from "../understand/normalize";
import type { FieldName, Understanding } from "../understand/types";
import { barePayment } from "./bare-payment";

/** What factsOf needs of the details subflow (details.ts): the fields it asks and the ones it keeps. */
interface FieldsAsked {
  fields: { field: string }[];
  optional: FieldName[];
}
import type { Facts } from "./read-back";

/**
 * summary39 (t37b 006): "delivery" to "¿Te lo enviamos o pasás a retirarlo?" was stored as the way
 * and read back as a name ("¿Tu nombre es Delivery?"). A "name" whose words alone state the way
 * of delivery or pickup is the answer to that question, never also a name.
 */
function saysTheWay(facts: Facts): boolean {
  const said = normalize([facts.firstName, facts.lastName].filter(Boolean).join(" "));
  return !!said && detectFulfilment(said, [], [said]) !== null;
}

/** The facts of a message for this subflow, with the fulfilment and payment it states. */
export function factsOf(u: Understanding, flow: FieldsAsked, fulfilmentKnown: boolean, stored: Partial<Record<FieldName, string>>): Facts {
  const facts: Facts = {};
  const storedAddress = stored.address;
  const allowed = new Set<string>([...flow.fields.map((s) => s.field), ...flow.optional]);
  for (const [k, v] of Object.entries(u.fields)) if (allowed.has(k) || (k === "lastName" && allowed.has("firstName"))) facts[k as FieldName] = v;
  // The customer's own name again ("Kevin Brown" repeated, "João Silva, telefone …") is not a city.
  const names = [[stored.firstName, stored.lastName], [u.fields.firstName, u.fields.lastName]].map((n) => normalize(n.filter(Boolean).join(" ")));
  if (facts.city && names.some((n) => n && (n === normalize(facts.city!) || n.split(" ")[0] === normalize(facts.city!)))) delete facts.city;
  // A city read where the shop keeps none stays part of the address ("vivo en la plata calle 7 …").
  if (u.fields.city && u.fields.address && !allowed.has("city") && facts.address) facts.address = `${facts.address}, ${u.fields.city}`;
  // The stored city made precise ("Córdoba capital" after "Córdoba"): it completes the city; at the address
  // question it is no street lacking its number ("falta la altura", details37: t36a 069).
  const said = u.text.trim().replace(/[.!]+$/u, "");
  const city = stored.city && normalize(stored.city);
  if (allowed.has("city") && city && !Object.keys(u.fields).length && !/[0-9]/.test(said) && said.split(/\s+/).length <= 4 && normalize(said).startsWith(`${city} `)) { facts.city = capitalisePlace(said); delete u.invalidFields.address; }
  if (u.fulfilment && allowed.has("fulfilment")) facts.fulfilment = u.fulfilment;
  if (u.fulfilment && facts.firstName && saysTheWay(facts)) { delete facts.firstName; delete facts.lastName; } // summary39 (t37b 006)
  if (facts.phone && facts.phone === (facts.dni ?? stored.dni)) delete facts.phone; // addresses38 (t37c 058): the DNI's digits are never the phone
  if (allowed.has("payment") && barePayment(u)) facts.paymentMethod = barePayment(u)!; // ("… dni 40111222. mp")
  // A floor or flat on its own completes the address ("ah es piso 2 B").
  if (u.fields.apartment && !allowed.has("apartment") && (facts.address ?? storedAddress)) facts.address = `${facts.address ?? storedAddress}, ${u.fields.apartment}`;
  // "paso a buscar a eso de las 7": a pickup needs no address, and words read as one beside it are not.
  if (u.fulfilment === "pickup" && facts.fulfilment === "pickup" && facts.address && !stored.address) delete facts.address;
  // An address given while the way of delivery is open says it: a delivery.
  if (facts.address && !facts.fulfilment && !fulfilmentKnown && allowed.has("fulfilment")) facts.fulfilment = "delivery";
  return facts;
}
