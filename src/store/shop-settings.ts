import type { CommerceProfile } from "../lib/commerce-profile";

// The shop's settings as the console edits them: the workspace row with its profile JSON as
// stored (the exact text is what a write is guarded by, so two editors cannot overwrite each
// other unseen).

export interface ShopRow {
  id: string;
  name: string;
  definition: string;
  currency: string;
  timezone: string;
  /** The profile JSON exactly as stored. */
  profile: string;
}

export function readShop(d1: D1Database, workspaceId: string): Promise<ShopRow | null> {
  return d1.prepare("SELECT id, name, definition, currency, timezone, profile FROM workspaces WHERE id = ?").bind(workspaceId).first<ShopRow>();
}

/** Writes the profile (and the shop name it carries) if nobody changed it since `previous`; false otherwise. */
export async function writeProfile(d1: D1Database, workspaceId: string, previous: string, profile: CommerceProfile): Promise<boolean> {
  const result = await d1
    .prepare("UPDATE workspaces SET profile = ?, name = ? WHERE id = ? AND profile = ?")
    .bind(JSON.stringify(profile), profile.name, workspaceId, previous)
    .run();
  return result.meta.changes === 1;
}
