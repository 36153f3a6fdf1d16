// picksb18: "2 de cada una" with several lists open sets the count of every one of them, but only
// the last is the open "¿cuál?" asked again; the others are named back in the same reply, so the
// customer sees that no list was dropped (trial 17: the first list seemed gone).
import type { TurnEngine } from "../../engine";
import { joinList, langOf, sentence, word } from "../../language";
import { text } from "../../replies";
import { askedLists, countOfEach } from "./asked-lists";
import { saidBack } from "./replies";

/** After the open "¿cuál?" was asked again for "N de cada una": every other unanswered list, named back with N. */
export async function otherListsNamedBack(t: TurnEngine, normalized: string, pendingIds: string[]): Promise<void> {
  const each = countOfEach(normalized);
  if (each === null) return;
  const held = (ids: string[]) => ids.some((id) => t.session.cart.some((l) => l.productId === id));
  const same = (ids: string[]) => ids.length === pendingIds.length && ids.every((id) => pendingIds.includes(id));
  const others = askedLists(t.session).filter((l) => l.ids.length > 1 && !held(l.ids) && !same(l.ids));
  const lang = langOf(t.session);
  for (const list of others) {
    const names = (await t.products(list.ids)).map((p) => p.name);
    if (names.length < 2) continue;
    const what = names.length <= 3 ? joinList(lang, names, "or") : sentence(t.session, "whichOf", { what: saidBack(t, list.said, sentence(t.session, "listBefore")) });
    t.say(text(sentence(t.session, "stillPending", { what: `${what}${each > 1 ? word(lang, "choiceFor", { quantity: each }) : ""}` })));
  }
}
