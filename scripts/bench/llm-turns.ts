// Bundled by scripts/bench-llm.mjs (esbuild) and run in Node: the agent's real turn code
// (rules, trial run, intent detector, orchestrator, budget) over the in-memory shop the tests
// use (test/support: the demo seed's catalog, orders and customers), with the real Anthropic
// SDK pointed at the fake Messages API.
import { anthropicPort } from "../../src/agent/claude/client";
import { isSilent } from "../../src/agent/fsm";
import { runJob } from "../../src/agent/job";
import { kinds } from "../../src/agent/kinds";
import { newSession, type Session } from "../../src/agent/session";
import { parseWhatsAppWebhook } from "../../src/channels/whatsapp";
import { mergeReplies, type InboundContent } from "../../src/lib/messages";
import { CommerceProfileSchema } from "../../src/lib/commerce-profile";
import { parseCatalogCsv } from "../../src/store/catalog-file";
import { MemoryStore } from "../../test/support/memory-ports";
import { parseSeed, type ShopData } from "../../test/support/seed";

export interface TurnStats {
  silent: boolean;
  calls: number;
  failedAttempts: number;
  promptTokens: number;
  cacheRead: number;
  cacheWrite: number;
  outputTokens: number;
  /** Messages the turn sends, merged as the actor's commit merges them. */
  messages: number;
  state: string;
  said: string;
  replies: string[];
}

export interface BenchConfig {
  seedSql: string;
  /** The almacén's workspace spec (almacen.json) and catalog file (almacen.csv), as the admin import reads them. */
  almacen?: { spec: string; csv: string };
  workspace: string;
  baseUrl: string;
  apiKey: string;
  turnTimeoutMs?: number;
  tokenBudget?: number;
}

/**
 * One step of a conversation, as the bench corpus and test/scenarios write them: text, several
 * texts answered as one turn, a tapped button or row, a raw WhatsApp message, or a shop-side
 * change of the last order's status (no turn).
 */
export type BenchStep =
  | string
  | { say: string }
  | { burst: string[] }
  | { tap: { id: string; title: string } }
  | { raw: Record<string, unknown> }
  | { orderStatus: string };

function contents(step: BenchStep): InboundContent[] {
  if (typeof step === "string") return [{ type: "text", text: step }];
  if ("say" in step) return [{ type: "text", text: step.say }];
  if ("burst" in step) return step.burst.map((text) => ({ type: "text" as const, text }));
  if ("tap" in step) return [{ type: step.tap.id.startsWith("product:") || step.tap.id.startsWith("pack:") ? "list" : "button", ...step.tap }];
  if ("raw" in step) {
    // A raw WhatsApp message, read by the real webhook parser (images, audio, locations, carts…).
    const payload = { object: "whatsapp_business_account", entry: [{ id: "WABA", changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "1", phone_number_id: "1" }, messages: [{ from: "5491100000000", id: "wamid.bench", timestamp: "0", ...step.raw }] } }] }] };
    const parsed = parseWhatsAppWebhook(payload);
    return "error" in parsed ? [] : parsed.messages.map((m) => m.content);
  }
  return [];
}

/** Plays one conversation, a step a turn, and returns what each turn cost. */
export async function playConversation(cfg: BenchConfig, contact: string, steps: BenchStep[]): Promise<{ turns: TurnStats[]; finalState: string; definition: string }> {
  const shop = cfg.workspace === "almacen" && cfg.almacen ? almacenShop(cfg.almacen) : parseSeed(cfg.seedSql, cfg.workspace);
  const kind = kinds.get(shop.kindId);
  const def = kind.definition;
  const store = new MemoryStore(shop);
  const llm = anthropicPort({
    apiKey: cfg.apiKey,
    baseUrl: cfg.baseUrl,
    intentModel: "claude-haiku-4-5",
    orchestratorModel: "claude-sonnet-4-6",
    turnTimeoutMs: cfg.turnTimeoutMs ?? 20_000,
    tokenBudget: cfg.tokenBudget ?? 50_000,
  });
  const ports = store.ports(contact, { now: () => Date.now() }, llm);
  let session: Session = newSession(`bench-${contact}`, Date.now(), def.initialState);
  const turns: TurnStats[] = [];
  for (const [i, step] of steps.entries()) {
    if (typeof step === "object" && "orderStatus" in step) {
      store.setLastOrderStatus(contact, step.orderStatus);
      continue;
    }
    const silent = isSilent(def, session.state);
    const messages = contents(step).map((content, j) => ({ id: `m${i}.${j}`, at: Date.now(), content }));
    const result = await runJob(kind, session, { type: "messages", contact, key: `bench/${contact}/t${i}`, messages }, ports);
    session = result.session;
    const ok = (result.llmCalls ?? []).filter((c) => c.ok);
    turns.push({
      silent,
      calls: ok.length,
      failedAttempts: (result.llmCalls ?? []).length - ok.length,
      promptTokens: ok.reduce((n, c) => n + c.inputTokens + c.cacheReadTokens + c.cacheWriteTokens, 0),
      cacheRead: ok.reduce((n, c) => n + c.cacheReadTokens, 0),
      cacheWrite: ok.reduce((n, c) => n + c.cacheWriteTokens, 0),
      outputTokens: ok.reduce((n, c) => n + c.outputTokens, 0),
      messages: mergeReplies(result.replies).length,
      state: session.state,
      said: messages.map((m) => ("text" in m.content ? m.content.text : "title" in m.content ? `[${m.content.title}]` : `[${m.content.type}]`)).join(" | "),
      replies: result.replies.map((r) => ("text" in r ? r.text : JSON.stringify(r))),
    });
  }
  return { turns, finalState: session.state, definition: def.id };
}

/** The almacén as the import opens it: its profile, and its rows with the ids the import gives. */
function almacenShop({ spec, csv }: { spec: string; csv: string }): ShopData {
  const s = JSON.parse(spec) as { id: string; workspace: { definition: string; currency: string; timezone: string; profile: unknown } };
  const products = parseCatalogCsv(csv).rows.filter((r) => r.active).map((r) => ({ ...r, id: `${s.id}.${r.sku}`, active: true }));
  return { workspaceId: s.id, kindId: s.workspace.definition, currency: s.workspace.currency, timezone: s.workspace.timezone, profile: CommerceProfileSchema.parse(s.workspace.profile), products };
}
