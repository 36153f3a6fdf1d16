// A local stand-in for Anthropic's Messages API that speaks the same wire protocol:
// POST /v1/messages with an API key and `anthropic-version`, the request checked the way the
// real API checks it (roles, tool_use → tool_result pairing, tool_choice, cache_control), and
// answers shaped like the real ones (usage with cache fields, `{type:"error"}` bodies with the
// real status codes, retry-after on 429/529). Tests, the local demo and the bench point
// ANTHROPIC_BASE_URL at it. Control endpoints live under /__fake/:
//   POST   /__fake/script    {match?, responses:[…]}  queue answers; `match` is a substring of the
//                            raw request body (e.g. metadata.user_id), none = the global FIFO
//   GET    /__fake/requests?match=…   recorded requests (headers, body, status, response)
//   DELETE /__fake/requests?match=…   forget them (and that key's queue)
//   POST   /__fake/config    {latencyMs, jitterMs, rate429, rate529, rate500, seed, minCacheTokens, apiKey}
// A queued response is one of: {text}, {tool_use:{name,input}}, {tool_uses:[…]}, {content, stop_reason},
// {error: 429|529|500|400|401, retryAfter?, message?}, {hang: ms} (no answer; a client timeout),
// each optionally with {when:{model?, toolChoice?, hasTools?, noTools?}} and {delayMs}.
// Unscripted calls get the rule-driven answers at the bottom (demo and bench mode).
import { listen, mulberry32, readBody, send } from "./http.mjs";
import http from "node:http";
import { createHash, randomBytes } from "node:crypto";
import { rulesAnswer } from "./anthropic-rules.mjs";

const MODEL_RE = /^claude-[a-z0-9.-]+$/;
const ERROR_TYPES = { 400: "invalid_request_error", 401: "authentication_error", 403: "permission_error", 404: "not_found_error", 413: "request_too_large", 429: "rate_limit_error", 500: "api_error", 529: "overloaded_error" };

export async function startFakeAnthropic({ port = 0, host = "127.0.0.1", quiet = true, ...config } = {}) {
  const state = {
    requests: [],
    queues: new Map(), // match key ("" = global) → queued responses
    cache: new Map(), // prefix hash → expiresAt
    config: { latencyMs: 0, jitterMs: 0, rate429: 0, rate529: 0, rate500: 0, seed: 1, minCacheTokens: 1024, apiKey: null, ...config },
    counter: 0,
  };
  let rng = mulberry32(state.config.seed);
  const hanging = new Set();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://x");
    const raw = await readBody(req);
    if (url.pathname.startsWith("/__fake/")) return control(url, req, raw, res);
    if (url.pathname !== "/v1/messages") return apiError(res, 404, `Not found: ${req.method} ${url.pathname}`);
    if (req.method !== "POST") return apiError(res, 404, `Not found: ${req.method} /v1/messages`);

    const record = { at: Date.now(), headers: pickHeaders(req.headers), body: null, raw, status: 0, response: null };
    const reply = (status, json, headers = {}) => {
      record.status = status;
      record.response = json;
      send(res, status, json, headers);
    };
    // Authentication first, as the real API does: an x-api-key, or a Bearer token (what SDK 1.x sends).
    const key = req.headers["x-api-key"] ?? (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    if (!key) return recordAnd(record, () => reply(401, errorBody(401, "x-api-key header is required")));
    if (state.config.apiKey && key !== state.config.apiKey) return recordAnd(record, () => reply(401, errorBody(401, "invalid x-api-key")));
    if (!req.headers["anthropic-version"]) return recordAnd(record, () => reply(400, errorBody(400, "anthropic-version: header is required")));
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return recordAnd(record, () => reply(400, errorBody(400, "There was an issue with your request body: invalid JSON")));
    }
    record.body = body;
    state.requests.push(record);
    const problem = validate(body);
    if (problem) return reply(problem.status ?? 400, errorBody(problem.status ?? 400, problem.message));

    const scripted = takeScripted(raw, body);
    const delay = (scripted?.delayMs ?? 0) + state.config.latencyMs + Math.round(rng() * state.config.jitterMs);
    if (delay) await sleep(delay);
    if (scripted?.hang !== undefined) return hang(res, record, scripted.hang);
    if (scripted?.error) return reply(scripted.error, errorBody(scripted.error, scripted.message), retryHeaders(scripted.error, scripted.retryAfter));
    if (!scripted) {
      const roll = rng();
      const c = state.config;
      if (roll < c.rate429) return reply(429, errorBody(429), retryHeaders(429));
      if (roll < c.rate429 + c.rate529) return reply(529, errorBody(529), retryHeaders(529));
      if (roll < c.rate429 + c.rate529 + c.rate500) return reply(500, errorBody(500));
    }
    const answer = scripted ? scriptedContent(scripted) : rulesAnswer(body);
    const message = {
      id: `msg_fake${String(++state.counter).padStart(8, "0")}`,
      type: "message",
      role: "assistant",
      model: body.model,
      content: answer.content,
      stop_reason: answer.stop_reason,
      stop_sequence: null,
      usage: usage(body, answer.content),
    };
    if (!quiet) console.log(`[fake-anthropic] ${body.model} → ${answer.stop_reason} ${summarise(answer.content)}`);
    reply(200, message, { "request-id": `req_fake${randomBytes(8).toString("hex")}` });
  });

  function recordAnd(record, fn) {
    state.requests.push(record);
    fn();
  }

  function hang(res, record, ms) {
    record.status = -1; // never answered: the client gave up or the fake hung up
    hanging.add(res);
    const timer = setTimeout(() => {
      hanging.delete(res);
      res.destroy();
    }, ms);
    res.on("close", () => {
      clearTimeout(timer);
      hanging.delete(res);
    });
  }

  /** The first queued answer (this key's queue, then the global one) whose `when` fits the request. */
  function takeScripted(raw, body) {
    for (const [match, queue] of [...state.queues].sort(([a], [b]) => b.length - a.length)) {
      if (match && !raw.includes(match)) continue;
      const i = queue.findIndex((r) => fits(r.when, body));
      if (i >= 0) return queue.splice(i, 1)[0];
    }
    return null;
  }

  function usage(body, content) {
    const total = tokensOf(body.tools) + tokensOf(body.system) + tokensOf(body.messages);
    const prefix = cachedPrefix(body);
    let created = 0;
    let read = 0;
    if (prefix && prefix.tokens >= state.config.minCacheTokens) {
      const now = Date.now();
      const hit = (state.cache.get(prefix.hash) ?? 0) > now;
      if (hit) read = prefix.tokens;
      else created = prefix.tokens;
      state.cache.set(prefix.hash, now + prefix.ttlMs);
    }
    return {
      input_tokens: Math.max(1, total - created - read),
      output_tokens: Math.max(1, tokensOf(content)),
      cache_creation_input_tokens: created,
      cache_read_input_tokens: read,
      cache_creation: { ephemeral_5m_input_tokens: created, ephemeral_1h_input_tokens: 0 },
      service_tier: "standard",
    };
  }

  function control(url, req, raw, res) {
    const match = url.searchParams.get("match");
    if (url.pathname === "/__fake/requests" && req.method === "GET") {
      return send(res, 200, state.requests.filter((r) => !match || r.raw.includes(match)).map(({ raw: _raw, ...r }) => r));
    }
    if (url.pathname === "/__fake/requests" && req.method === "DELETE") {
      state.requests = match ? state.requests.filter((r) => !r.raw.includes(match)) : [];
      if (match) state.queues.delete(match);
      else state.queues.clear();
      return send(res, 200, { ok: true });
    }
    if (url.pathname === "/__fake/script" && req.method === "POST") {
      const { match: key = "", responses = [] } = JSON.parse(raw || "{}");
      const queue = state.queues.get(key) ?? [];
      queue.push(...responses);
      state.queues.set(key, queue);
      return send(res, 200, { queued: queue.length });
    }
    if (url.pathname === "/__fake/config" && req.method === "POST") {
      Object.assign(state.config, JSON.parse(raw || "{}"));
      rng = mulberry32(state.config.seed);
      return send(res, 200, state.config);
    }
    if (url.pathname === "/__fake/cache" && req.method === "DELETE") {
      state.cache.clear();
      return send(res, 200, { ok: true });
    }
    return send(res, 404, { error: "unknown control endpoint" });
  }

  const fake = await listen(server, port, host, () => {
    for (const res of hanging) res.destroy();
  });
  return { ...fake, state };
}

function fits(when, body) {
  if (!when) return true;
  if (when.model && !body.model.includes(when.model)) return false;
  if (when.toolChoice && body.tool_choice?.name !== when.toolChoice) return false;
  if (when.hasTools && !(body.tools ?? []).length) return false;
  if (when.noTools && (body.tools ?? []).length) return false;
  if (when.auto && body.tool_choice?.type === "tool") return false;
  return true;
}

function scriptedContent(r) {
  if (r.content) return { content: r.content, stop_reason: r.stop_reason ?? "end_turn" };
  const uses = r.tool_uses ?? (r.tool_use ? [r.tool_use] : []);
  const content = [];
  if (r.text) content.push({ type: "text", text: r.text });
  for (const u of uses) content.push({ type: "tool_use", id: `toolu_fake${randomBytes(10).toString("hex")}`, name: u.name, input: u.input ?? {} });
  return { content, stop_reason: uses.length ? "tool_use" : "end_turn" };
}

/** The checks the real API makes that a client bug could trip; messages follow the real ones. */
function validate(b) {
  if (typeof b !== "object" || b === null || Array.isArray(b)) return { message: "request body must be a JSON object" };
  if (typeof b.model !== "string" || !b.model) return { message: "model: Field required" };
  if (!MODEL_RE.test(b.model)) return { status: 404, message: `model: ${b.model}` };
  if (!Number.isInteger(b.max_tokens) || b.max_tokens < 1) return { message: "max_tokens: Field required (a positive integer)" };
  if (b.max_tokens > 64000) return { message: `max_tokens: ${b.max_tokens} > 64000, which is the maximum allowed number of output tokens for ${b.model}` };
  if (b.stream) return { message: "stream: this fake answers non-streaming requests only" };
  if (b.temperature !== undefined && (typeof b.temperature !== "number" || b.temperature < 0 || b.temperature > 1)) return { message: "temperature: must be between 0 and 1" };
  if (b.metadata?.user_id !== undefined && (typeof b.metadata.user_id !== "string" || b.metadata.user_id.length > 256)) return { message: "metadata.user_id: must be a string of at most 256 characters" };
  if (b.system !== undefined && typeof b.system !== "string") {
    if (!Array.isArray(b.system) || b.system.some((s) => s?.type !== "text" || typeof s.text !== "string")) return { message: "system: must be a string or a list of text blocks" };
    if (b.system.some((s) => !s.text.trim())) return { message: "system: text content blocks must be non-empty" };
  }
  const toolNames = new Set();
  for (const [i, t] of (b.tools ?? []).entries()) {
    if (!/^[a-zA-Z0-9_-]{1,128}$/.test(t?.name ?? "")) return { message: `tools.${i}.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'` };
    if (toolNames.has(t.name)) return { message: `tools: Tool names must be unique. Duplicate: ${t.name}` };
    toolNames.add(t.name);
    if (t.input_schema?.type !== "object") return { message: `tools.${i}.custom.input_schema.type: Input should be 'object'` };
  }
  const choice = b.tool_choice;
  if (choice !== undefined) {
    if (!["auto", "any", "tool", "none"].includes(choice?.type)) return { message: `tool_choice.type: Input should be 'auto', 'any', 'tool' or 'none'` };
    if (choice.type !== "none" && choice.type !== "auto" && !toolNames.size) return { message: "tool_choice may only be specified while providing tools." };
    if (choice.type === "tool" && !toolNames.has(choice.name)) return { message: `tool_choice: Tool '${choice.name}' not found in 'tools'` };
  }
  if (!Array.isArray(b.messages) || b.messages.length === 0) return { message: "messages: at least one message is required" };
  if (b.messages[0].role !== "user") return { message: "messages: first message must use the \"user\" role" };
  const breakpoints = [b.tools, b.system, b.messages].flatMap(blocksOf).filter((x) => x?.cache_control).length;
  for (const [i, m] of b.messages.entries()) {
    if (m.role !== "user" && m.role !== "assistant") return { message: `messages.${i}.role: Input should be 'user' or 'assistant'` };
    if (i > 0 && b.messages[i - 1].role === m.role) return { message: `messages: roles must alternate between "user" and "assistant", but found multiple "${m.role}" roles in a row` };
    const content = typeof m.content === "string" ? [{ type: "text", text: m.content }] : m.content;
    if (!Array.isArray(content) || content.length === 0) return { message: `messages.${i}: all messages must have non-empty content except for the optional final assistant message` };
    for (const block of content) {
      if (block.type === "text" && !block.text && !(m.role === "assistant" && i === b.messages.length - 1)) return { message: `messages.${i}: text content blocks must be non-empty` };
      if (block.cache_control && block.cache_control.type !== "ephemeral") return { message: `messages.${i}: cache_control.type: Input should be 'ephemeral'` };
      if (block.type === "tool_use" && m.role !== "assistant") return { message: `messages.${i}: tool_use blocks can only be in assistant messages` };
      if (block.type === "tool_result" && m.role !== "user") return { message: `messages.${i}: tool_result blocks can only be in user messages` };
    }
    const uses = content.filter((c) => c.type === "tool_use").map((c) => c.id);
    if (uses.length) {
      const next = b.messages[i + 1];
      const nextContent = next && Array.isArray(next.content) ? next.content : [];
      const results = nextContent.filter((c) => c.type === "tool_result").map((c) => c.tool_use_id);
      const missing = uses.filter((id) => !results.includes(id));
      if (missing.length) return { message: `messages.${i + 1}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(", ")}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.` };
      const firstOther = nextContent.findIndex((c) => c.type !== "tool_result");
      if (firstOther >= 0 && nextContent.slice(firstOther).some((c) => c.type === "tool_result")) return { message: `messages.${i + 1}: tool_result blocks must come before any other content` };
    }
    if (m.role === "user") {
      const previous = i > 0 && Array.isArray(b.messages[i - 1].content) ? b.messages[i - 1].content : [];
      const known = new Set(previous.filter((c) => c.type === "tool_use").map((c) => c.id));
      const stray = content.filter((c) => c.type === "tool_result" && !known.has(c.tool_use_id));
      if (stray.length) return { message: `messages.${i}.content.0: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${stray[0].tool_use_id}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.` };
    }
  }
  if (breakpoints > 4) return { message: `A maximum of 4 blocks with cache_control may be provided. Found ${breakpoints}.` };
  return null;
}

function blocksOf(part) {
  if (part === undefined || typeof part === "string") return [];
  return part.flatMap((x) => (x && Array.isArray(x.content) ? [x, ...x.content] : [x]));
}

/** The prompt up to the last cache_control breakpoint, in the API's order: tools, system, messages. */
function cachedPrefix(b) {
  const parts = [...(b.tools ?? []).map((t) => ["tools", t]), ...(typeof b.system === "string" ? [] : (b.system ?? []).map((s) => ["system", s]))];
  for (const m of b.messages) for (const c of typeof m.content === "string" ? [{ type: "text", text: m.content }] : m.content) parts.push([m.role, c]);
  let last = -1;
  parts.forEach(([, p], i) => p?.cache_control && (last = i));
  if (last < 0) return null;
  const prefix = parts.slice(0, last + 1);
  const ttl = prefix[last][1].cache_control.ttl === "1h" ? 3600_000 : 300_000;
  const hash = createHash("sha256").update(b.model + JSON.stringify(prefix.map(([role, p]) => [role, stripCache(p)]))).digest("hex");
  return { hash, tokens: tokensOf(prefix.map(([, p]) => stripCache(p))), ttlMs: ttl };
}

function stripCache(p) {
  const { cache_control: _c, ...rest } = p ?? {};
  return rest;
}

/** Roughly four characters a token, like English-ish text; enough for budgets and shares. */
export function tokensOf(x) {
  if (x === undefined || x === null) return 0;
  return Math.ceil((typeof x === "string" ? x : JSON.stringify(x)).length / 4);
}

function retryHeaders(status, retryAfter) {
  return status === 429 || status === 529 ? { "retry-after": String(retryAfter ?? 1) } : {};
}

function errorBody(status, message) {
  const messages = { 429: "Number of request tokens has exceeded your per-minute rate limit", 500: "Internal server error", 529: "Overloaded" };
  return { type: "error", error: { type: ERROR_TYPES[status] ?? "api_error", message: message ?? messages[status] ?? "error" }, request_id: `req_fake${randomBytes(8).toString("hex")}` };
}

function apiError(res, status, message) {
  send(res, status, errorBody(status, message));
}

function pickHeaders(h) {
  return { "x-api-key": h["x-api-key"] ? "(set)" : undefined, authorization: h.authorization ? "(set)" : undefined, "anthropic-version": h["anthropic-version"], "anthropic-beta": h["anthropic-beta"], "x-stainless-retry-count": h["x-stainless-retry-count"] };
}

function summarise(content) {
  return content.map((c) => (c.type === "text" ? JSON.stringify(c.text.slice(0, 60)) : `${c.name}(${JSON.stringify(c.input).slice(0, 60)})`)).join(" ");
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 8792);
  const fake = await startFakeAnthropic({ port, quiet: false, latencyMs: Number(process.env.LATENCY_MS ?? 300) });
  console.log(`fake Anthropic Messages API listening on ${fake.url} (rule-driven; latency ${fake.state.config.latencyMs} ms)`);
}
