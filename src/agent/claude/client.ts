import Anthropic, { APIConnectionError, APIError } from "@anthropic-ai/sdk";
import type { Message, MessageCreateParamsNonStreaming } from "@anthropic-ai/sdk/resources/messages";
import { backoffMs } from "../../lib/backoff";
import { sha256Hex } from "../../lib/crypto";

// The one door to the Messages API. The SDK makes one attempt per call (maxRetries 0): retries,
// backoff and the time they may take belong to the turn, which has a fixed budget, so a slow
// or overloaded API never holds a conversation's alarm longer than LLM_TURN_TIMEOUT_MS.

export type LlmPurpose = "intent" | "orchestrator" | "compaction";

/** What the agent needs from the model provider: built from settings (tests point it at the fake API). */
export interface LlmPort {
  intentModel: string;
  orchestratorModel: string;
  /** Wall-clock budget for every model call of one turn, retries included. */
  turnTimeoutMs: number;
  /** Upper bound on the input tokens of any one call; above it the history is compacted. */
  tokenBudget: number;
  /** One attempt at POST /v1/messages. */
  create(params: MessageCreateParamsNonStreaming, opts: { timeoutMs: number }): Promise<Message>;
}

/** One attempt, as the turn audit records it (D1 turn_audit, kind "llm_call"). */
export interface LlmCall {
  purpose: LlmPurpose;
  model: string;
  ok: boolean;
  /** HTTP status of a failed attempt; null for a timeout or a connection error. */
  status: number | null;
  error: string | null;
  inputTokens: number;
  outputTokens: number;
  cacheWriteTokens: number;
  cacheReadTokens: number;
  latencyMs: number;
}

/** The model could not be reached within the turn's budget (or refused the request). */
export class LlmUnavailable extends Error {
  constructor(message: string, override readonly cause?: unknown) {
    super(message);
    this.name = "LlmUnavailable";
  }
}

export interface AnthropicSettings {
  apiKey: string;
  baseUrl: string;
  intentModel: string;
  orchestratorModel: string;
  turnTimeoutMs: number;
  tokenBudget: number;
}

const clients = new Map<string, Anthropic>();

/** The real SDK client, pointed at ANTHROPIC_BASE_URL (a local fake in tests and benches). */
export function anthropicPort(s: AnthropicSettings): LlmPort {
  const cacheKey = `${s.baseUrl}|${s.apiKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    // Its own fetch, bound here: Workers' fetch must not be called with the SDK as `this`.
    client = new Anthropic({ apiKey: s.apiKey, baseURL: s.baseUrl, maxRetries: 0, fetch: (input, init) => fetch(input, init), logLevel: "off", openTelemetry: false });
    clients.set(cacheKey, client);
  }
  const sdk = client;
  return {
    intentModel: s.intentModel,
    orchestratorModel: s.orchestratorModel,
    turnTimeoutMs: s.turnTimeoutMs,
    tokenBudget: s.tokenBudget,
    create: (params, { timeoutMs }) => sdk.messages.create(params, { timeout: timeoutMs, maxRetries: 0 }),
  };
}

/** An opaque id per conversation for `metadata.user_id`: Anthropic asks for no phone numbers there. */
export async function llmUserId(conversation: string): Promise<string> {
  return `tendero-${(await sha256Hex(`llm-user:${conversation}`)).slice(0, 32)}`;
}

const MIN_ATTEMPT_MS = 300;
const MAX_WAIT_MS = 8_000;

/**
 * One logical call: retried on 429, 529, other 5xx, 408/409, timeouts and connection errors,
 * honouring retry-after, until the turn's deadline. Every attempt lands in `calls`.
 */
export async function callModel(llm: LlmPort, params: MessageCreateParamsNonStreaming, purpose: LlmPurpose, deadline: number, calls: LlmCall[]): Promise<Message> {
  // A single hung attempt may use at most 60% of the turn budget, so a retry still fits.
  const attemptCap = Math.max(MIN_ATTEMPT_MS, Math.floor(llm.turnTimeoutMs * 0.6));
  for (let attempt = 0; ; attempt++) {
    const remaining = deadline - Date.now();
    if (remaining < MIN_ATTEMPT_MS) throw new LlmUnavailable(`turn budget spent before the ${purpose} call`);
    const started = Date.now();
    try {
      const message = await llm.create(params, { timeoutMs: Math.min(remaining, attemptCap) });
      const u = message.usage;
      calls.push({
        purpose,
        model: message.model ?? params.model,
        ok: true,
        status: 200,
        error: null,
        inputTokens: u?.input_tokens ?? 0,
        outputTokens: u?.output_tokens ?? 0,
        cacheWriteTokens: u?.cache_creation_input_tokens ?? 0,
        cacheReadTokens: u?.cache_read_input_tokens ?? 0,
        latencyMs: Date.now() - started,
      });
      return message;
    } catch (err) {
      const status = err instanceof APIError && typeof err.status === "number" ? err.status : null;
      calls.push({ purpose, model: params.model, ok: false, status, error: describe(err), inputTokens: 0, outputTokens: 0, cacheWriteTokens: 0, cacheReadTokens: 0, latencyMs: Date.now() - started });
      if (!retryable(err)) throw new LlmUnavailable(`${purpose} call refused: ${describe(err)}`, err);
      const wait = backoff(err, attempt);
      if (Date.now() + wait + MIN_ATTEMPT_MS > deadline) throw new LlmUnavailable(`${purpose} call failed within the turn budget: ${describe(err)}`, err);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

function retryable(err: unknown): boolean {
  if (err instanceof APIConnectionError) return true; // includes timeouts
  if (err instanceof APIError) {
    const s = err.status;
    return s === undefined || s === 408 || s === 409 || s === 429 || s >= 500;
  }
  // fetch itself failing (DNS, reset) surfaces as a TypeError in some runtimes.
  return err instanceof TypeError;
}

/** retry-after (seconds) or retry-after-ms when the API sends them; else exponential with jitter. */
function backoff(err: unknown, attempt: number): number {
  const headers = err instanceof APIError ? (err.headers as Headers | undefined) : undefined;
  const ms = Number(headers?.get?.("retry-after-ms"));
  if (Number.isFinite(ms) && ms >= 0 && headers?.get?.("retry-after-ms")) return Math.min(ms, MAX_WAIT_MS);
  const seconds = Number(headers?.get?.("retry-after"));
  if (headers?.get?.("retry-after") && Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_WAIT_MS);
  return backoffMs(attempt, { baseMs: 250, maxMs: MAX_WAIT_MS, jitter: 0.25 });
}

function describe(err: unknown): string {
  if (err instanceof APIError) return `${err.status ?? "no status"} ${err.type ?? err.name}: ${err.apiMessage ?? err.message}`.slice(0, 300);
  return err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 300) : String(err).slice(0, 300);
}
