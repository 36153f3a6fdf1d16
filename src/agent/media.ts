import type { InboundContent } from "../lib/messages";
import { inboundText } from "../lib/messages";
import type { TurnEngine, TurnMessage } from "./engine";
import { sentence, type MessageKey } from "./language";
import { text } from "./replies";

// What a batch of customer messages carries besides typed words, for every kind of shop: a voice
// note's transcript is read exactly like text (history marks it as audio); an image's or video's
// caption is read as text and the customer hears that pictures are not seen yet; a voice note
// that could not be heard gets a polite ask to write; stickers and reactions get no reply unless
// the conversation is waiting for an answer; a document is acknowledged and goes to a person; a
// cart from the WhatsApp catalog is handed to the kind.

type OrderContent = Extract<InboundContent, { type: "order" }>;
type AudioContent = Extract<InboundContent, { type: "audio" }>;

export interface InboundReading {
  /** The words to read, in order: texts, taps, captions, transcripts, a catalog cart's note. */
  texts: string[];
  /** Said before the answer, as reply kinds of the catalog: what could not be read ("no puedo ver imágenes todavía…"). */
  notices: MessageKey[];
  /** Carts sent from the shop's WhatsApp catalog. */
  catalogOrders: OrderContent[];
  /** Documents (a receipt, a list…): a person looks at them. */
  documents: { filename?: string; caption?: string }[];
  /** Only stickers and reactions, nothing to read. */
  gesturesOnly: boolean;
  /** The emoji of the batch's last reaction, if any. */
  reaction: string | null;
}

function unheard(audio: AudioContent): MessageKey {
  return audio.unheard === "too_long" || audio.unheard === "too_big" ? "audioTooLong" : "audioUnheard";
}

/** Reactions that read as agreement (a shop may let one confirm its summary). */
const AGREEMENT = new Set(["👍", "👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿", "👌", "✅", "🆗", "❤️", "🙌"]);

export function isAgreement(emoji: string | null): boolean {
  return emoji !== null && AGREEMENT.has(emoji);
}

export function readInbound(messages: TurnMessage[]): InboundReading {
  const reading: InboundReading = { texts: [], notices: [], catalogOrders: [], documents: [], gesturesOnly: messages.length > 0, reaction: null };
  const notice = (s: MessageKey) => {
    if (!reading.notices.includes(s)) reading.notices.push(s);
  };
  for (const { content: c } of messages) {
    if (c.type !== "sticker" && c.type !== "reaction") reading.gesturesOnly = false;
    const words = inboundText(c).trim();
    switch (c.type) {
      case "image":
      case "video":
        notice(words ? "imageWithCaption" : "imagesNotSeen");
        break;
      case "audio":
        if (!c.transcript) notice(unheard(c));
        break;
      case "document":
        reading.documents.push({ filename: c.filename, caption: c.caption });
        continue; // its caption goes to the person with it
      case "order":
        reading.catalogOrders.push(c);
        continue; // its note is read with the cart
      case "reaction":
        reading.reaction = c.emoji ?? null;
        break;
      case "unsupported":
        if (!words) notice("otherNotRead");
        break;
    }
    if (words) reading.texts.push(words);
  }
  return reading;
}

/**
 * The part of a turn that media decides alone. Returns true when the turn is over: a document
 * handed to a person, gestures (no reply unless an answer is awaited), or media with no words
 * (what could not be read is said, then what the conversation waits for, if anything).
 * `awaited` says the pending question again and returns whether there was one.
 */
export async function answerMedia(t: TurnEngine, reading: InboundReading, awaited: () => Promise<boolean>): Promise<boolean> {
  if (reading.documents.length) {
    t.intent("document");
    const names = reading.documents.map((d) => d.filename ?? "sin nombre").join(", ");
    const captions = reading.documents.flatMap((d) => (d.caption ? [`"${d.caption}"`] : []));
    t.say(text(sentence(t.session, "documentReceived")));
    t.requestHandoff({ trigger: "document", reason: `El cliente mandó un documento (${names})${captions.length ? ` con el texto ${captions.join(", ")}` : ""}: revisalo en el chat.` });
    return true;
  }
  if (reading.gesturesOnly) {
    t.intent("gesture");
    await awaited();
    return true;
  }
  // Media that carried no words (a picture without caption, a note not heard); a bare pin or an
  // empty text is the kind's to read.
  if (reading.texts.length === 0 && reading.catalogOrders.length === 0 && reading.notices.length > 0) {
    t.intent("unreadable_media");
    for (const n of reading.notices) t.say(text(sentence(t.session, n)));
    await awaited();
    return true;
  }
  for (const n of reading.notices) t.say(text(sentence(t.session, n)));
  return false;
}
