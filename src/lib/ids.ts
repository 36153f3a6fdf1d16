// The shapes of the ids that name things: workspaces, channels, contacts and the conversations
// built from them. Checked wherever one arrives from outside (URL, body, ticket, webhook), before
// it is looked up anywhere or names a Durable Object. A strict pattern refuses most garbage; the
// lookups themselves never go through plain objects, so a name like "constructor" that fits the
// pattern is still just a key nobody has.

/** Lowercase letters, digits, "-" and "_", starting with a letter or digit: "demo", "demo-wa". */
const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;
/** A phone number as WhatsApp and Infobip name a contact: digits only (wa_id). */
const CONTACT = /^[0-9]{6,20}$/;

export function isWorkspaceId(value: unknown): value is string {
  return typeof value === "string" && SLUG.test(value);
}

export function isChannelId(value: unknown): value is string {
  return typeof value === "string" && SLUG.test(value);
}

export function isContactId(value: unknown): value is string {
  return typeof value === "string" && CONTACT.test(value);
}

/**
 * One customer, one id: "+5491155550000" and "5491155550000" are the same person (providers send
 * either), so the contact id is the digits alone. Null when it is not a phone number.
 */
export function normalizeContact(raw: string): string | null {
  const digits = raw.startsWith("+") ? raw.slice(1) : raw;
  return CONTACT.test(digits) ? digits : null;
}

export interface ConversationParts {
  workspaceId: string;
  channelId: string;
  contact: string;
}

/** "demo:demo-wa:5491155550000" → its parts, or null unless every part has its shape. */
export function parseConversationName(name: string): ConversationParts | null {
  const parts = name.split(":");
  if (parts.length !== 3) return null;
  const [workspaceId, channelId, contact] = parts;
  if (!isWorkspaceId(workspaceId) || !isChannelId(channelId) || !isContactId(contact)) return null;
  return { workspaceId, channelId, contact };
}
