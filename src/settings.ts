import { z } from "zod";
import { isWorkspaceId } from "./lib/ids";

/** The settings the Worker reads from its environment (wrangler vars, .dev.vars, secrets): strings only. */
export interface SettingsVars {
  WHATSAPP_APP_SECRET?: string;
  WHATSAPP_VERIFY_TOKEN?: string;
  WHATSAPP_ACCESS_TOKEN?: string;
  WHATSAPP_API_BASE_URL?: string;
  WHATSAPP_API_VERSION?: string;
  INFOBIP_WEBHOOK_USER?: string;
  INFOBIP_WEBHOOK_PASSWORD?: string;
  INFOBIP_API_KEY?: string;
  INFOBIP_BASE_URL?: string;
  ANTHROPIC_API_KEY?: string;
  ANTHROPIC_BASE_URL?: string;
  ANTHROPIC_INTENT_MODEL?: string;
  ANTHROPIC_ORCHESTRATOR_MODEL?: string;
  OPERATOR_TOKENS?: string;
  OPERATOR_TICKET_SECRET?: string;
  /** Bearer token of the admin API (/api/admin); unset, the admin API refuses every call. */
  ADMIN_TOKEN?: string;
  DEBOUNCE_MS?: string;
  /** The longest a burst is held for coalescing, counted from its first message. */
  MAX_COALESCE_MS?: string;
  OUTBOUND_MAX_RETRIES?: string;
  /** How long one send to a provider may take before it counts as a (retryable) timeout. */
  OUTBOUND_SEND_TIMEOUT_MS?: string;
  /** First retry delay of a failed send; each retry doubles it (capped at 300 s). */
  OUTBOUND_BACKOFF_BASE_SECONDS?: string;
  TOKEN_BUDGET?: string;
  LLM_TURN_TIMEOUT_MS?: string;
  /** Chaos testing only: share (0..1) of turns that throw after the order write, before the commit. */
  CHAOS_TURN_FAILURE_RATE?: string;
  /** Minutes of opening time a handoff may wait untaken before operators are told again (0 = never). */
  HANDOFF_ESCALATION_MINUTES?: string;
  /** A chat the owner took from the phone (Coexistence) goes back to the agent after this many idle minutes (0 = never). */
  OWNER_IDLE_RELEASE_MINUTES?: string;
  /** Largest voice note or audio file downloaded for transcription, in bytes. */
  AUDIO_MAX_BYTES?: string;
  /** Longest voice note or audio file transcribed, in seconds. */
  AUDIO_MAX_SECONDS?: string;
  /** Workers AI speech-to-text model for voice notes (needs the AI binding). */
  TRANSCRIBER_MODEL?: string;
  /** Model spend budgets (0 = no limit): per conversation per hour and per day, per workspace per day. */
  LLM_CONVERSATION_CALLS_PER_HOUR?: string;
  LLM_CONVERSATION_CALLS_PER_DAY?: string;
  LLM_CONVERSATION_TOKENS_PER_HOUR?: string;
  LLM_CONVERSATION_TOKENS_PER_DAY?: string;
  LLM_WORKSPACE_CALLS_PER_DAY?: string;
  LLM_WORKSPACE_TOKENS_PER_DAY?: string;
  /** Turns one conversation may run per minute; more messages wait and are answered together (0 = no limit). */
  FLOOD_MAX_TURNS_PER_MINUTE?: string;
  /** Turns after a tip before another tip (any kind) may come in the same conversation. */
  TIP_COOLDOWN_TURNS?: string;
  /** Minutes before a tip of the same kind may come again in a conversation. */
  TIP_KIND_COOLDOWN_MINUTES?: string;
}

const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
const rate = z.coerce.number().min(0).max(1).default(0);
const optionalString = z.string().trim().min(1).optional().catch(undefined);

const SettingsSchema = z.object({
  whatsapp: z.object({
    appSecret: optionalString,
    verifyToken: optionalString,
    accessToken: optionalString,
    apiBaseUrl: z.url().default("https://graph.facebook.com"),
    apiVersion: z.string().regex(/^v\d+\.\d+$/).default("v25.0"),
  }),
  infobip: z.object({
    webhookUser: optionalString,
    webhookPassword: optionalString,
    apiKey: optionalString,
    baseUrl: z.url().default("https://api.infobip.com"),
  }),
  anthropic: z.object({
    apiKey: optionalString,
    baseUrl: z.url().default("https://api.anthropic.com"),
    intentModel: z.string().default("claude-haiku-4-5"),
    orchestratorModel: z.string().default("claude-sonnet-4-6"),
    turnTimeoutMs: int(20_000),
    tokenBudget: int(50_000),
  }),
  operator: z.object({
    /** workspace id → operator token. A Map: a workspace named "constructor" finds nothing. */
    tokens: z.map(z.string().refine(isWorkspaceId, "workspace ids are lowercase letters, digits, - and _"), z.string().min(1)),
    /** Signs the console's socket tickets; required for operator access (checked where it is used). */
    ticketSecret: optionalString,
  }),
  /** Model spend budgets; 0 turns one off. Usage is read from D1's turn_audit (llm_call rows). */
  spend: z.object({
    conversationCallsPerHour: int(40),
    conversationCallsPerDay: int(200),
    conversationTokensPerHour: int(300_000),
    conversationTokensPerDay: int(1_000_000),
    workspaceCallsPerDay: int(10_000),
    workspaceTokensPerDay: int(20_000_000),
  }),
  floodMaxTurnsPerMinute: int(20),
  tips: z.object({ conversationCooldownTurns: int(3), kindCooldownMinutes: int(30) }),
  admin: z.object({ token: optionalString }),
  debounceMs: int(1500),
  maxCoalesceMs: int(5000),
  outboundMaxRetries: int(5),
  outboundSendTimeoutMs: z.coerce.number().int().min(100).default(10_000),
  outboundBackoffBaseSeconds: z.coerce.number().int().min(0).max(300).default(2),
  chaosTurnFailureRate: rate,
  handoffEscalationMinutes: int(10),
  ownerIdleReleaseMinutes: int(120),
  audio: z.object({
    maxBytes: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(5 * 1024 * 1024),
    maxSeconds: z.coerce.number().int().min(1).max(3600).default(180),
    transcriberModel: z.string().regex(/^@cf\/[\w.\/-]+$/).default("@cf/openai/whisper-large-v3-turbo"),
  }),
});

export type Settings = z.infer<typeof SettingsSchema>;

const cache = new WeakMap<object, Settings>();

/** Settings parsed once per env object; a malformed value fails loudly, naming the setting. */
export function settings(env: SettingsVars): Settings {
  const hit = cache.get(env);
  if (hit) return hit;
  const blank = (v: string | undefined) => (v === undefined || v === "" ? undefined : v);
  const parsed = SettingsSchema.safeParse({
    whatsapp: {
      appSecret: env.WHATSAPP_APP_SECRET,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN,
      accessToken: env.WHATSAPP_ACCESS_TOKEN,
      apiBaseUrl: blank(env.WHATSAPP_API_BASE_URL),
      apiVersion: blank(env.WHATSAPP_API_VERSION),
    },
    infobip: {
      webhookUser: env.INFOBIP_WEBHOOK_USER,
      webhookPassword: env.INFOBIP_WEBHOOK_PASSWORD,
      apiKey: env.INFOBIP_API_KEY,
      baseUrl: blank(env.INFOBIP_BASE_URL),
    },
    anthropic: {
      apiKey: env.ANTHROPIC_API_KEY,
      baseUrl: blank(env.ANTHROPIC_BASE_URL),
      intentModel: blank(env.ANTHROPIC_INTENT_MODEL),
      orchestratorModel: blank(env.ANTHROPIC_ORCHESTRATOR_MODEL),
      turnTimeoutMs: blank(env.LLM_TURN_TIMEOUT_MS),
      tokenBudget: blank(env.TOKEN_BUDGET),
    },
    operator: { tokens: parseTokenList(env.OPERATOR_TOKENS), ticketSecret: env.OPERATOR_TICKET_SECRET },
    spend: {
      conversationCallsPerHour: blank(env.LLM_CONVERSATION_CALLS_PER_HOUR),
      conversationCallsPerDay: blank(env.LLM_CONVERSATION_CALLS_PER_DAY),
      conversationTokensPerHour: blank(env.LLM_CONVERSATION_TOKENS_PER_HOUR),
      conversationTokensPerDay: blank(env.LLM_CONVERSATION_TOKENS_PER_DAY),
      workspaceCallsPerDay: blank(env.LLM_WORKSPACE_CALLS_PER_DAY),
      workspaceTokensPerDay: blank(env.LLM_WORKSPACE_TOKENS_PER_DAY),
    },
    floodMaxTurnsPerMinute: blank(env.FLOOD_MAX_TURNS_PER_MINUTE),
    tips: { conversationCooldownTurns: blank(env.TIP_COOLDOWN_TURNS), kindCooldownMinutes: blank(env.TIP_KIND_COOLDOWN_MINUTES) },
    admin: { token: env.ADMIN_TOKEN },
    debounceMs: blank(env.DEBOUNCE_MS),
    maxCoalesceMs: blank(env.MAX_COALESCE_MS),
    outboundMaxRetries: blank(env.OUTBOUND_MAX_RETRIES),
    outboundSendTimeoutMs: blank(env.OUTBOUND_SEND_TIMEOUT_MS),
    outboundBackoffBaseSeconds: blank(env.OUTBOUND_BACKOFF_BASE_SECONDS),
    chaosTurnFailureRate: blank(env.CHAOS_TURN_FAILURE_RATE),
    handoffEscalationMinutes: blank(env.HANDOFF_ESCALATION_MINUTES),
    ownerIdleReleaseMinutes: blank(env.OWNER_IDLE_RELEASE_MINUTES),
    audio: { maxBytes: blank(env.AUDIO_MAX_BYTES), maxSeconds: blank(env.AUDIO_MAX_SECONDS), transcriberModel: blank(env.TRANSCRIBER_MODEL) },
  });
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid settings: ${where}`);
  }
  cache.set(env, parsed.data);
  return parsed.data;
}

/** "demo:token1,other:token2" → Map { demo → "token1", other → "token2" }; the schema checks both sides. */
function parseTokenList(raw: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of (raw ?? "").split(",")) {
    if (!pair.trim()) continue;
    const i = pair.indexOf(":");
    out.set(i > 0 ? pair.slice(0, i).trim() : pair.trim(), i > 0 ? pair.slice(i + 1).trim() : "");
  }
  return out;
}
