import type { CommerceProfile } from "../lib/commerce-profile";

// Opening a shop and its numbers, for the admin API: workspaces and channels upserted by id.
// Channels never move between workspaces and a provider number belongs to one channel; both are
// enforced here and, for two requests at once, by the channels' unique index.

export interface WorkspaceInput {
  name: string;
  definition: string;
  currency: string;
  timezone: string;
  profile: CommerceProfile;
}

export interface ChannelInput {
  provider: "whatsapp" | "infobip";
  externalId: string;
  displayPhone?: string | null;
  /** undefined keeps the stored token; null clears it (the channel falls back to the env token or the sandbox). */
  accessToken?: string | null;
}

export interface ChannelView {
  id: string;
  provider: string;
  externalId: string;
  displayPhone: string | null;
  hasAccessToken: boolean;
}

/** Creates or updates the workspace; true when it was created. */
export async function upsertWorkspace(d1: D1Database, id: string, input: WorkspaceInput, now = Date.now()): Promise<boolean> {
  const row = await d1
    .prepare(
      `INSERT INTO workspaces (id, name, definition, currency, timezone, profile, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, definition = excluded.definition, currency = excluded.currency,
         timezone = excluded.timezone, profile = excluded.profile
       RETURNING created_at`,
    )
    .bind(id, input.name, input.definition, input.currency, input.timezone, JSON.stringify(input.profile), now)
    .first<{ created_at: number }>();
  return row?.created_at === now;
}

export async function listChannels(d1: D1Database, workspaceId: string): Promise<ChannelView[]> {
  const { results } = await d1
    .prepare("SELECT id, provider, external_id, display_phone, access_token IS NOT NULL AS has_token FROM channels WHERE workspace_id = ? ORDER BY created_at, id")
    .bind(workspaceId)
    .all<{ id: string; provider: string; external_id: string; display_phone: string | null; has_token: number }>();
  return results.map((r) => ({ id: r.id, provider: r.provider, externalId: r.external_id, displayPhone: r.display_phone, hasAccessToken: r.has_token === 1 }));
}

export type ChannelUpsert = { ok: true; created: boolean } | { ok: false; field: string; message: string };

export async function upsertChannel(d1: D1Database, workspaceId: string, channelId: string, input: ChannelInput, now = Date.now()): Promise<ChannelUpsert> {
  const [own, taken] = await d1.batch<{ id: string; workspace_id: string }>([
    d1.prepare("SELECT id, workspace_id FROM channels WHERE id = ?").bind(channelId),
    d1.prepare("SELECT id, workspace_id FROM channels WHERE provider = ? AND external_id = ? AND id <> ?").bind(input.provider, input.externalId, channelId),
  ]);
  const existing = own.results[0];
  if (existing && existing.workspace_id !== workspaceId) return { ok: false, field: "channelId", message: "belongs to another workspace" };
  const other = taken.results[0];
  if (other) {
    const whose = other.workspace_id === workspaceId ? `channel "${other.id}" of this workspace` : "another workspace";
    return { ok: false, field: "externalId", message: `${input.provider} ${input.externalId} is already used by ${whose}` };
  }
  try {
    const res = await d1
      .prepare(
        `INSERT INTO channels (id, workspace_id, provider, external_id, display_phone, access_token, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (id) DO UPDATE SET provider = excluded.provider, external_id = excluded.external_id, display_phone = excluded.display_phone,
           access_token = CASE WHEN ?8 THEN excluded.access_token ELSE channels.access_token END
         WHERE channels.workspace_id = excluded.workspace_id`,
      )
      .bind(channelId, workspaceId, input.provider, input.externalId, input.displayPhone ?? null, input.accessToken ?? null, now, input.accessToken !== undefined ? 1 : 0)
      .run();
    if (res.meta.changes === 0) return { ok: false, field: "channelId", message: "belongs to another workspace" };
  } catch (err) {
    // Another request took the number between the check and the write.
    if (String(err).includes("UNIQUE")) return { ok: false, field: "externalId", message: `${input.provider} ${input.externalId} is already used by another channel` };
    throw err;
  }
  return { ok: true, created: !existing };
}
