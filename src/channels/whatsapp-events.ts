import type { HistoryMessage, ParsedWebhook } from "./whatsapp";

// Coexistence webhooks are recorded in D1's whatsapp_events and acknowledged. Each row has a
// dedupe key, so a redelivered webhook inserts nothing new.

export interface WhatsAppEventRow {
  kind: "echo" | "history" | "app_state";
  phoneNumberId: string;
  contact: string | null;
  ref: string;
  body: string;
}

/** A history thread can hold thousands of messages: rows stay well under D1's 2 MB row limit. */
const MAX_PART_CHARS = 400_000;

function historyParts(messages: HistoryMessage[]): HistoryMessage[][] {
  const parts: HistoryMessage[][] = [];
  let part: HistoryMessage[] = [];
  let size = 0;
  for (const m of messages) {
    const length = JSON.stringify(m).length;
    if (part.length && size + length > MAX_PART_CHARS) {
      parts.push(part);
      part = [];
      size = 0;
    }
    part.push(m);
    size += length;
  }
  if (part.length) parts.push(part);
  return parts;
}

/** The rows a webhook's Coexistence parts are recorded as. */
export function coexistenceRows(parsed: ParsedWebhook): WhatsAppEventRow[] {
  const rows: WhatsAppEventRow[] = [];
  for (const e of parsed.echoes) rows.push({ kind: "echo", phoneNumberId: e.businessNumber, contact: e.contact, ref: e.id, body: JSON.stringify(e) });
  for (const s of parsed.appStateSync) {
    rows.push({ kind: "app_state", phoneNumberId: s.businessNumber, contact: s.contact, ref: `${s.contact}:${s.action}:${s.timestamp}`, body: JSON.stringify(s) });
  }
  for (const h of parsed.history) {
    const chunk = { phase: h.phase, chunkOrder: h.chunkOrder, progress: h.progress };
    if (h.errors.length || !h.threads.length) {
      const ref = `chunk:${h.phase ?? "-"}:${h.chunkOrder ?? "-"}:${h.errors.map((e) => e.code).join(",")}`;
      rows.push({ kind: "history", phoneNumberId: h.businessNumber, contact: null, ref, body: JSON.stringify({ ...chunk, errors: h.errors }) });
    }
    for (const t of h.threads) {
      for (const messages of historyParts(t.messages)) {
        const ref = `${t.contact}:${messages[0]!.id}:${messages[messages.length - 1]!.id}`;
        rows.push({ kind: "history", phoneNumberId: h.businessNumber, contact: t.contact, ref, body: JSON.stringify({ ...chunk, contact: t.contact, messages }) });
      }
    }
  }
  return rows;
}

/** Records a webhook's Coexistence parts in one D1 batch; duplicates are ignored by their key. */
export async function recordCoexistence(db: D1Database, parsed: ParsedWebhook, now = Date.now()): Promise<number> {
  const rows = coexistenceRows(parsed);
  if (!rows.length) return 0;
  const insert = db.prepare(
    "INSERT INTO whatsapp_events (kind, phone_number_id, contact, ref, body, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (kind, phone_number_id, ref) DO NOTHING",
  );
  await db.batch(rows.map((r) => insert.bind(r.kind, r.phoneNumberId, r.contact, r.ref.slice(0, 1000), r.body, now)));
  return rows.length;
}
