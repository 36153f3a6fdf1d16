// Bundled by scripts/bench-llm.mjs (esbuild) and run in Node: the agent's real turn code
// (rules, trial run, intent detector, orchestrator, budget) over in-memory ports built from the
// demo seed, with the real Anthropic SDK pointed at the fake Messages API.
import { anthropicPort } from "../../src/agent/claude/client";
import { kinds } from "../../src/agent/kinds";
import type { AgentPorts, CustomerRecord, NewOrder, OrderRecord, Product } from "../../src/agent/ports";
import { newSession, type Session } from "../../src/agent/session";
import { runJob } from "../../src/agent/job";
import type { InboundContent } from "../../src/lib/messages";
import { cartTotals } from "../../src/agent/cart-math";
import { CommerceProfileSchema } from "../../src/lib/commerce-profile";

export interface TurnStats {
  silent: boolean;
  calls: number;
  failedAttempts: number;
  promptTokens: number;
  cacheRead: number;
  cacheWrite: number;
  outputTokens: number;
  state: string;
  said: string;
  replies: string[];
}

export interface BenchConfig {
  seedSql: string;
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
    const raw = step.raw as { type?: string; text?: { body?: string } };
    return [raw.type === "text" ? { type: "text", text: raw.text?.body ?? "" } : { type: "unsupported", kind: raw.type ?? "unknown" }];
  }
  return [];
}

/** Plays one conversation, a step a turn, and returns what each turn cost. */
export async function playConversation(cfg: BenchConfig, contact: string, steps: BenchStep[]): Promise<{ turns: TurnStats[]; finalState: string; definition: string }> {
  const seed = parseSeed(cfg.seedSql, cfg.workspace);
  const kind = kinds.get(seed.definition);
  const def = kind.definition;
  const { ports, setLastOrderStatus } = memoryPorts(seed, contact);
  ports.llm = anthropicPort({
    apiKey: cfg.apiKey,
    baseUrl: cfg.baseUrl,
    intentModel: "claude-haiku-4-5",
    orchestratorModel: "claude-sonnet-4-6",
    turnTimeoutMs: cfg.turnTimeoutMs ?? 20_000,
    tokenBudget: cfg.tokenBudget ?? 50_000,
  });
  let session: Session = newSession(`bench-${contact}`, Date.now(), def.initialState);
  const turns: TurnStats[] = [];
  for (const [i, step] of steps.entries()) {
    if (typeof step === "object" && "orderStatus" in step) {
      setLastOrderStatus(step.orderStatus);
      continue;
    }
    const silent = def.states[session.state]?.silent ?? false;
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
      state: session.state,
      said: messages.map((m) => ("text" in m.content ? m.content.text : "title" in m.content ? `[${m.content.title}]` : `[${m.content.type}]`)).join(" | "),
      replies: result.replies.map((r) => ("text" in r ? r.text : JSON.stringify(r))),
    });
  }
  return { turns, finalState: session.state, definition: def.id };
}

interface Seed {
  definition: string;
  currency: string;
  timezone: string;
  profile: ReturnType<typeof CommerceProfileSchema.parse>;
  products: Product[];
}

/** The demo seed's INSERT statements, read without a database. */
function parseSeed(sql: string, workspace: string): Seed {
  const rows = (table: string) =>
    [...sql.matchAll(new RegExp(`INSERT (?:OR IGNORE )?INTO ${table} \\([^)]*\\) VALUES([\\s\\S]*?)(?:ON CONFLICT|;)`, "g"))].flatMap((m) => tuples(m[1]));
  const ws = rows("workspaces").find((r) => r[0] === workspace);
  if (!ws) throw new Error(`workspace ${workspace} not in the seed`);
  const stock = new Map(rows("stock").map((r) => [r[0] as string, r[1] as number]));
  const products = rows("products")
    .filter((r) => r[1] === workspace && r[9] === 1)
    .map((r) => ({
      id: r[0] as string,
      sku: r[2] as string,
      name: r[3] as string,
      brand: r[4] as string | null,
      aliases: JSON.parse(r[5] as string) as string[],
      category: r[6] as string,
      description: r[7] as string | null,
      price: r[8] as number,
      active: true,
      stock: stock.get(r[0] as string) ?? null,
    }));
  return { definition: ws[2] as string, currency: ws[3] as string, timezone: ws[4] as string, profile: CommerceProfileSchema.parse(JSON.parse(ws[5] as string)), products };
}

function tuples(values: string): (string | number | null)[][] {
  const out: (string | number | null)[][] = [];
  let row: (string | number | null)[] | null = null;
  for (let i = 0; i < values.length; i++) {
    const c = values[i];
    if (c === "(" && !row) row = [];
    else if (c === ")" && row) {
      out.push(row);
      row = null;
    } else if (row && c === "'") {
      let s = "";
      for (i++; i < values.length; i++) {
        if (values[i] === "'" && values[i + 1] === "'") s += values[i++];
        else if (values[i] === "'") break;
        else s += values[i];
      }
      row.push(s);
    } else if (row && /[-\d]/.test(c)) {
      const m = /^-?\d+/.exec(values.slice(i))!;
      row.push(Number(m[0]));
      i += m[0].length - 1;
    } else if (row && values.startsWith("NULL", i)) {
      row.push(null);
      i += 3;
    }
  }
  return out;
}

/** Orders and customers in memory; totals computed from the catalog like the D1 store does. */
function memoryPorts(seed: Seed, contact: string): { ports: AgentPorts; setLastOrderStatus(status: string): void } {
  const orders = new Map<string, OrderRecord & { key: string; contact: string }>();
  const customers = new Map<string, CustomerRecord>();
  const setLastOrderStatus = (status: string) => {
    const last = [...orders.values()].at(-1);
    if (last) last.status = status;
  };
  const ports: AgentPorts = {
    workspaceId: "bench",
    currency: seed.currency,
    timezone: seed.timezone,
    profile: seed.profile,
    clock: { now: () => Date.now() },
    catalog: { list: async () => seed.products.map((p) => ({ ...p })) },
    customers: {
      get: async (c) => customers.get(c) ?? null,
      upsert: async (c, fields) => {
        const prev = customers.get(c) ?? { contact: c, extra: {}, debt: 0, orders: 0, spend: 0 };
        customers.set(c, { ...prev, ...fields });
      },
    },
    orders: {
      async create(o: NewOrder) {
        const existing = [...orders.values()].find((x) => x.key === o.idempotencyKey);
        if (existing) return existing;
        const cart = o.lines.map((l) => {
          const p = seed.products.find((x) => x.id === l.productId)!;
          return { productId: p.id, sku: p.sku, name: p.name, unitPrice: p.price, quantity: l.quantity };
        });
        const t = cartTotals(cart, seed.products, seed.profile, o.fulfilment);
        const number = `ORD-${String(orders.size + 1).padStart(5, "0")}`;
        const record = { id: orders.size + 1, number, status: "confirmed" /* backoffice: order lifecycle */, fulfilment: o.fulfilment, address: o.address, paymentMethod: o.paymentMethod, subtotal: t.subtotal, deliveryFee: t.deliveryFee, total: t.total, currency: seed.currency, createdAt: Date.now(), items: t.lines.map((l) => ({ productId: l.productId, sku: l.sku, name: l.name, unitPrice: l.unitPrice, quantity: l.quantity, lineTotal: l.lineTotal })), key: o.idempotencyKey, contact };
        orders.set(number, record);
        return record;
      },
      get: async (n) => orders.get(n) ?? null,
      history: async (c, limit) => [...orders.values()].filter((o) => o.contact === c).reverse().slice(0, limit),
      async cancel(n) {
        const o = orders.get(n);
        if (o && o.status === "confirmed") o.status = "cancelled"; // backoffice: order lifecycle
        return o ?? null;
      },
    },
  };
  return { ports, setLastOrderStatus };
}
