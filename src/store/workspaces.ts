import { and, eq } from "drizzle-orm";
import { db } from "./db";
import { channels, workspaces } from "./schema";
import type { Channel, Workspace } from "./profile";
import { CommerceProfileSchema } from "../lib/commerce-profile";

export async function findChannel(d1: D1Database, provider: Channel["provider"], externalId: string): Promise<Channel | null> {
  const row = await db(d1)
    .select()
    .from(channels)
    .where(and(eq(channels.provider, provider), eq(channels.externalId, externalId)))
    .get();
  if (!row) return null;
  return { id: row.id, workspaceId: row.workspaceId, provider: row.provider as Channel["provider"], externalId: row.externalId, accessToken: row.accessToken };
}

export async function getChannel(d1: D1Database, id: string): Promise<Channel | null> {
  const row = await db(d1).select().from(channels).where(eq(channels.id, id)).get();
  if (!row) return null;
  return { id: row.id, workspaceId: row.workspaceId, provider: row.provider as Channel["provider"], externalId: row.externalId, accessToken: row.accessToken };
}

export async function getWorkspace(d1: D1Database, id: string): Promise<Workspace | null> {
  const row = await db(d1).select().from(workspaces).where(eq(workspaces.id, id)).get();
  if (!row) return null;
  const profile = CommerceProfileSchema.parse(JSON.parse(row.profile));
  return { id: row.id, name: row.name, definition: row.definition, currency: row.currency, timezone: row.timezone, profile };
}
