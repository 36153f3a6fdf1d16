import { anthropicPort } from "../agent/claude/client";
import type { AgentPorts } from "../agent/ports";
import { settings } from "../settings";
import type { Env } from "../env";
import { d1Catalog } from "../store/catalog";
import { d1Customers } from "../store/customers";
import { d1Orders } from "../store/orders";
import { d1PastOrders } from "../store/past-orders";
import type { Workspace } from "../store/profile";
import { getWorkspace } from "../store/workspaces";
import { d1Spend } from "../store/usage";
import { TtlCache } from "../lib/ttl-cache";

const workspaces = new TtlCache<Workspace>(30_000);

/** Workspace profile, cached briefly per isolate: it changes rarely and is read every turn. */
export function loadWorkspace(env: Env, id: string): Promise<Workspace> {
  return workspaces.get(id, async () => {
    const workspace = await getWorkspace(env.DB, id);
    if (!workspace) throw new Error(`workspace ${id} not found`);
    return workspace;
  });
}

// The settings API drops its isolate's copy after a write (src/http/settings.ts).
export function forgetWorkspace(id: string): void {
  workspaces.delete(id);
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
    pastOrders: d1PastOrders(env.DB, workspace.id),
    clock,
    llm: anthropic.apiKey ? anthropicPort({ ...anthropic, apiKey: anthropic.apiKey }) : undefined,
    spend: d1Spend(env.DB, workspace.id, conversation, clock, settings(env).spend),
    tips: settings(env).tips, // the tips' cooldowns
  };
}
