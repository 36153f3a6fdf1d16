import { anthropicPort } from "../agent/claude/client";
import type { AgentPorts } from "../agent/ports";
import { settings, type Env } from "../env";
import { d1Catalog } from "../store/catalog";
import { d1Customers } from "../store/customers";
import { d1Orders } from "../store/orders";
import type { Workspace } from "../store/profile";
import { getWorkspace } from "../store/workspaces";

const WORKSPACE_TTL_MS = 30_000;
const workspaceCache = new Map<string, { at: number; workspace: Workspace }>();

/** Workspace profile, cached briefly per isolate: it changes rarely and is read every turn. */
export async function loadWorkspace(env: Env, id: string): Promise<Workspace> {
  const hit = workspaceCache.get(id);
  if (hit && Date.now() - hit.at < WORKSPACE_TTL_MS) return hit.workspace;
  const workspace = await getWorkspace(env.DB, id);
  if (!workspace) throw new Error(`workspace ${id} not found`);
  workspaceCache.set(id, { at: Date.now(), workspace });
  return workspace;
}

export function buildPorts(env: Env, workspace: Workspace, conversation: string, clock: { now(): number }): AgentPorts {
  const anthropic = settings(env).anthropic;
  return {
    workspaceId: workspace.id,
    currency: workspace.currency,
    timezone: workspace.timezone,
    profile: workspace.profile,
    catalog: d1Catalog(env.DB, workspace.id),
    orders: d1Orders(env.DB, workspace, conversation, clock),
    customers: d1Customers(env.DB, workspace.id, clock),
    clock,
    llm: anthropic.apiKey ? anthropicPort({ ...anthropic, apiKey: anthropic.apiKey }) : undefined,
  };
}
