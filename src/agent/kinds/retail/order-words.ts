// The order thread's own words, read on the normalized text with no model: closing alone ("listo"),
// joining the order already written ("mismo pedido"), undoing the line just added ("sacalo", "no
// pedí nada"), letting it all go ("mejor no, dejalo"), an order verb alone ("quiero"), and the loose
// ends around the cart the rules sharpen (an adding verb that carries a mention, "¿cuánto es todo?",
// a bare count to a stock offer). Its own room because these patterns and their small helpers use
// nothing of the rules' flow: rules.ts reads better as the order of decisions, and stays under 400 lines.
import { fold } from "../../../lib/fold";
import type { TurnEngine } from "../../engine";
import type { Understanding } from "../../understand/types";
import { STOCK_OFFER } from "./lines";

/** "listo", "ok listo", "bueno, ya está": closing words on their own. */
export const CLOSING_ALONE = /^(?:(?:ok|bueno|dale|ya|si|bien|entonces) )*(?:listo|ya esta)(?: (?:entonces|gracias|eso|nomas))*$/;

/** Joining what is being bought to the order already written ("mismo pedido", "sumalo al pedido de las cervezas"). */
export const MERGE_ORDER = /\b(?:junto con (?:el|la|los|las|lo)|mismo pedido|mismo envio|un solo envio|(?:2|dos) envios|(?:sumalo|sumalos|sumala|sumalas|suma|agregalo|agregalos|agregala|agregalas|ponelo|ponelos|mandalo|mandalos|juntalo|juntalos) (?:al|en el|con el) (?:pedido|otro pedido|anterior|envio))\b/;
/** "si las papas también agregalas": a product named with an adding verb that carries it. */
const ADD_CARRIED = /\b(?:agregal[oa]s?|agregamel[oa]s?|sumal[oa]s?|sumamel[oa]s?|ponel[oa]s?|ponemel[oa]s?|mandal[oa]s?|mandamel[oa]s?|anotal[oa]s?|anotamel[oa]s?|metel[oa]s?)\b/;
/** "cuánto me sale todo", "cuánto es todo", "el total": the whole order's price. */
const ALL_OF_IT = /\b(?:cuanto (?:me )?(?:sale|es|seria|queda|cuesta) (?:todo|el total|en total)|cuanto (?:es|seria) en total|total con envio)\b/;

/**
 * stack9: what the reading leaves loose around the cart. "si las papas también agregalas" orders
 * the papas (a mention, otherwise offered again); "¿cuánto me sale todo con envío?" asks the total
 * with delivery (not the fee alone), and "¿cuánto es todo?" asks it (it is no "eso es todo").
 */
export function sharpenTotals(t: TurnEngine, u: Understanding): void {
  if (!u.items.length && u.mentions.length && ADD_CARRIED.test(u.normalized) && !u.isQuestion) {
    u.items = u.mentions;
    u.mentions = [];
  }
  if (!t.session.cart.length || !ALL_OF_IT.test(u.normalized)) return;
  const withDelivery = /\b(?:con|mas el|y el) (?:envio|delivery)\b/.test(u.normalized);
  u.questions = [...u.questions.filter((q) => q.kind !== "delivery" && q.kind !== "total" && q.kind !== "catalog"), { kind: "total", withDelivery }];
  u.infoTopics = u.infoTopics.filter((topic) => topic !== "prices" && topic !== "catalog" && topic !== "delivery");
  u.wantsToCheckout = false;
}

/** "mejor no, dejalo", "olvidalo" next to a thanks or a goodbye: the whole thing let go (stack9). */
export const DROPS_ALL = /\b(?:mejor no|dejalo|deja nomas|dejalo nomas|olvidalo|olvidate)\b/;
/** "sacalo" with nothing named: the line just added. */
export const UNDO_ADD = /\b(?:sacalo|sacala|quitalo|quitala|borralo|borrala|saca eso|sacame eso|quita eso|no lo agregues|no la agregues)\b/;
/** "no no yo no pedí nada": the line the last reply just added was never ordered (stack9). */
export const NOT_ORDERED = /\bno (?:te )?pedi (?:nada|eso|ese|esa|esos|esas|ningun|ninguna|ninguno)\b|\b(?:solo |nomas |yo )?te (?:preguntaba|pregunte|estaba preguntando|consultaba) (?:si (?:tenias|tenian|tenes|tienen|habia|hay|quedaba|quedan)|nomas|el precio|cuanto)\b/;

/** Whether the agent's last reply added `name` (so "no pedí nada" is about it). */
export function justAdded(t: TurnEngine, name: string): boolean {
  // answers11: every reply since the customer's last message (a tip may follow the "Agregué").
  const h = t.session.history;
  const since = h.slice(h.findLastIndex((e, k) => e.role === "customer" && k < h.length - 1) + 1).filter((e) => e.role === "agent");
  return since.some((e) => /(?:Agregué|Added|Adicionei) /.test(e.text) && e.text.includes(name));
}
/** An order verb with nothing after it: "quiero", "necesito", "hola quería pedir". */
export const WANT_ALONE = /^(?:(?:hola|buenas|buen dia|bueno|che|y|si|ah|eh|tambien|yo) )*(?:quiero|queria|quisiera|necesito|necesitaria|dame|mandame|quiero pedir|queria pedir|quisiera pedir|quiero hacer un pedido|queria hacer un pedido|quiero encargar)(?: (?:algo|unas cosas|cosas|mas|otra cosa|pedir))?$/;
/** Words that drop what is under way ("mejor no, dejalo", "olvidate"), read when nothing was asked. */
export const DROPS_IT = /\b(?:dejalo|deja nomas|mejor no|olvidalo|olvidate|no quiero nada)\b/;

/**
 * "bueno dale ponele 1" right after "De Alfajor Havanna me quedan 1. ¿Te pongo 1?": a quantity
 * with no product named answers the offer, never an edit of the line added last.
 */
export function answersStockOffer(t: TurnEngine, u: Understanding): void {
  const edit = u.cartEdit;
  if (!t.session.extra[STOCK_OFFER] || u.items.length || !edit || edit.kind === "clear" || edit.kind === "remove" || edit.match) return;
  const quantity = edit.kind === "set_quantity" ? edit.quantity : edit.delta;
  if (quantity <= 0) return;
  u.quantityOnly = quantity;
  u.cartEdit = null;
}

/**
 * words38 (t37c 003): "que insecticida?? no pedí eso, sacalo. quería fernet y hielo nada más" disowns
 * a line and asks it out together, whatever else the message names: the cart line its words name
 * (one only), or else the line added last. The product words that named it are no question.
 */
export function disownedLine(t: TurnEngine, u: Understanding): { productId: string; name: string } | null {
  const cart = t.session.cart;
  if (!cart.length || !NOT_ORDERED.test(u.normalized) || !UNDO_ADD.test(u.normalized)) return null;
  if (u.cartEdit && (u.cartEdit.kind !== "remove" || u.cartEdit.match.kind === "one")) return null;
  const said = [...u.questions.flatMap((q) => (q.kind === "product" ? [q.query] : [])), ...u.mentions.map((m) => m.query), ...u.items.map((i) => i.query)];
  const words = new Set(said.flatMap((q) => q.split(" ")).filter((w) => w.length > 3));
  const named = cart.filter((l) => foldName(l.name).some((w) => words.has(w)));
  const line = named.length === 1 ? named[0] : cart.at(-1)!;
  const own = new Set(foldName(line.name));
  const namesLine = (q: string) => q.split(" ").some((w) => own.has(w));
  u.questions = u.questions.filter((q) => q.kind !== "product" || !namesLine(q.query));
  u.mentions = u.mentions.filter((m) => !namesLine(m.query));
  u.items = u.items.filter((i) => !namesLine(i.query));
  return line;
}

const foldName = (name: string): string[] => fold(name).split(/[^a-z0-9]+/).filter((w) => w.length > 3);
