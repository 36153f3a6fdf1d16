import { inboundText } from "../lib/messages";
import type { TurnMessage } from "./engine";

// What rules read from a batch of customer messages, whatever the kind: the words, and the
// button or list row tapped last (its id carries an exact meaning the words may not).

/** The batch's texts, trimmed, without empty ones (stickers, images…). */
export function messageTexts(messages: TurnMessage[]): string[] {
  return messages.map((m) => inboundText(m.content).trim()).filter(Boolean);
}

/** The reply button or list row tapped in the batch's last message, if it was a tap. */
export function lastTap(messages: TurnMessage[]): { id: string; title: string } | null {
  const last = messages[messages.length - 1];
  return last && (last.content.type === "button" || last.content.type === "list") ? { id: last.content.id, title: last.content.title } : null;
}
