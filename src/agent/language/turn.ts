import { inboundText } from "../../lib/messages";
import type { TurnMessage } from "../engine";
import { nextLanguage, type Lang } from "./detect";
import { contentAsSpanish } from "./reading";

// A batch of customer messages through the language room: the conversation's language follows
// the customer (it changes only when they clearly switch), and each message's words are handed
// to the rules as the Spanish they read. What the customer wrote stays as it was everywhere else.

export function readLanguage(session: { language?: Lang }, messages: TurnMessage[]): TurnMessage[] {
  for (const m of messages) session.language = nextLanguage(session.language, inboundText(m.content));
  // Read in the conversation's language, not each message's guess: "paso a buscar" stays Spanish.
  const lang = session.language ?? "es";
  return lang === "es" ? messages : messages.map((m) => ({ ...m, content: contentAsSpanish(m.content, lang) }));
}
