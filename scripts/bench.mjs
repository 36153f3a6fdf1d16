#!/usr/bin/env node
// `npm run bench`: the ingress benchmark. Starts `wrangler dev` itself (fresh state, the demo
// shop, the fake Graph API as the send API), warms up, then measures in the same run with the
// same client (autocannon) at 32 and 128 connections:
//   A  GET /healthz                                  the runtime's own limit on this machine
//   B  signed WhatsApp webhooks, one text each, 1,000 distinct contacts
//   C  signed webhooks, all for one contact          one hot actor
// B and C measure the ingress path: the turns their messages start are held back (a long
// debounce) and run afterwards, and every contact must then be answered. B with the turns sharing
// the thread (default debounce) is reported too,
// and end to end, webhook → reply at the fake Graph API, for 200 conversations: with the
// deterministic agent, and with the Claude path against the 0-latency fake Messages API.
// Prints a table and writes BENCHMARKS.md, keeping the sections other benches write there
// (`npm run bench:catalog`'s, between its markers). Traffic goes to 127.0.0.1 only.
//   npm run bench                       default: 10 s per measurement
//   npm run bench -- --duration 5 --no-write
import autocannon from "autocannon";
import { createHmac, randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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
let withTurns = null;
let backlog = null;
const contactOf = (i) => `5491150${String(i % 1000).padStart(6, "0")}`;
const ONE = "5491159999999";

/** Every contact's message so far answered at the fake Graph API (at least one reply each). */
async function answered(contacts, maxMs) {
  const start = Date.now();
  for (;;) {
    const replied = new Set(fake.state.requests.map((r) => r.body.to));
    const missing = contacts.filter((c) => !replied.has(c));
    if (!missing.length || Date.now() - start > maxMs) return { missing: missing.length, ms: Date.now() - start };
    await new Promise((r) => setTimeout(r, 500));
  }
}

// ---- A, B, C: the ingress path ----------------------------------------------------------------
// The webhook's job ends when the contact's actor has durably appended the message and armed its
// turn. To measure that path, this server holds every turn back (DEBOUNCE_MS = MAX_COALESCE_MS =
// HOLD_MS): in wrangler dev one workerd thread runs both the webhooks and the turns they start,
// where Cloudflare runs each actor's turns wherever that actor lives. The held turns run after the
// measurements, and the run checks that every contact is answered. B with turns sharing the thread
// is measured on its own below, with the default debounce.
const HOLD_MS = Number(arg("hold", "150000"));
let server = await startDevServer({ WHATSAPP_APP_SECRET: SECRET, WHATSAPP_ACCESS_TOKEN: "bench-token", WHATSAPP_API_BASE_URL: fake.url, ANTHROPIC_API_KEY: "", DEBOUNCE_MS: String(HOLD_MS), MAX_COALESCE_MS: String(HOLD_MS) }, { snapshot: true });
try {
  log(`wrangler dev at ${server.url}; ${cpus().length} cores; ${DURATION} s per measurement after a ${WARMUP} s warm-up`);
  const many = signedBodies(60_000, contactOf);
  const one = signedBodies(60_000, () => ONE);
  // Warm-up: JIT, the channel and workspace caches, and every one of the 1,000 actors created
  // (each contact's first message); the creation rate is reported on its own.
  await cannon(`${server.url}/healthz`, 32, WARMUP);
  const firstTouch = await cannon(server.url, 32, 60, webhookRequests(many.slice(0, 1000)), 1000);
  coldRate = firstTouch;
  log(`first message to each of 1,000 new contacts: ${firstTouch.rps.toFixed(0)} req/s  p50 ${firstTouch.p50} ms  p99 ${firstTouch.p99} ms`);
  await cannon(server.url, 32, WARMUP, webhookRequests(one.slice(0, 5_000)));
  let offsetMany = 1_000;
  let offsetOne = 5_000;
  for (const connections of CONNECTIONS) {
    const a = await cannon(`${server.url}/healthz`, connections, DURATION);
    log(`A healthz            c=${connections}: ${a.rps.toFixed(0)} req/s  p50 ${a.p50} ms  p99 ${a.p99} ms  errors ${a.errors}`);
    // Local workerd evicts an actor idle for 10 s: touch every contact again so B meets the warm
    // actors a steady stream of messages keeps in memory (cold creation is the warm-up figure).
    await cannon(server.url, connections, 60, webhookRequests(many.slice(offsetMany, offsetMany + 1000)), 1000);
    offsetMany += 1000;
    const b = await cannon(server.url, connections, DURATION, webhookRequests(many.slice(offsetMany)));
    offsetMany += b.requests;
    log(`B webhooks, 1,000    c=${connections}: ${b.rps.toFixed(0)} req/s  p50 ${b.p50} ms  p99 ${b.p99} ms  errors ${b.errors}`);
    const c = await cannon(server.url, connections, DURATION, webhookRequests(one.slice(offsetOne)));
    offsetOne += c.requests;
    log(`C webhooks, 1 actor  c=${connections}: ${c.rps.toFixed(0)} req/s  p50 ${c.p50} ms  p99 ${c.p99} ms  errors ${c.errors}`);
    rows.push({ connections, a, b, c });
  }
  // Nothing is lost: the held turns run now; every contact of A–C must get its answer.
  const sent = offsetMany + offsetOne;
  const contacts = [...Array.from({ length: 1000 }, (_, i) => contactOf(i)), ONE];
  const held = await answered(contacts, HOLD_MS + 180_000);
  backlog = { messages: sent, contacts: contacts.length, missing: held.missing };
  log(`held turns: ${contacts.length - held.missing}/${contacts.length} conversations answered (${sent} messages)`);
} finally {
  await server.stop();
}

// ---- B with turns, and end to end: the product's default debounce -----------------------------
server = await startDevServer({ WHATSAPP_APP_SECRET: SECRET, WHATSAPP_ACCESS_TOKEN: "bench-token", WHATSAPP_API_BASE_URL: fake.url, ANTHROPIC_API_KEY: "", DEBOUNCE_MS: String(DEBOUNCE_MS) }, { snapshot: true });
try {
  const many = signedBodies(30_000, (i) => `5491160${String(i % 1000).padStart(6, "0")}`);
  await cannon(`${server.url}/healthz`, 32, WARMUP);
  await cannon(server.url, 32, 60, webhookRequests(many.slice(0, 1000)), 1000);
  await quiet(fake);
  const a = await cannon(`${server.url}/healthz`, 32, DURATION);
  await cannon(server.url, 32, 60, webhookRequests(many.slice(1000, 2000)), 1000);
  const b = await cannon(server.url, 32, DURATION, webhookRequests(many.slice(2000)));
  withTurns = { a, b };
  log(`B with turns (debounce ${DEBOUNCE_MS} ms) c=32: ${b.rps.toFixed(0)} req/s against A ${a.rps.toFixed(0)} req/s  p50 ${b.p50} ms  p99 ${b.p99} ms  errors ${b.errors}`);
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
const withTurnsLine = withTurns
  ? `${f0(withTurns.b.rps)} req/s (p50 ${withTurns.b.p50} ms, p99 ${withTurns.b.p99} ms, ${withTurns.b.errors} errors) against A ${f0(withTurns.a.rps)} req/s: B/A ${(withTurns.b.rps / withTurns.a.rps).toFixed(2)}`
  : "n/a";
const backlogLine = backlog ? `${backlog.contacts - backlog.missing} of ${backlog.contacts} conversations (${backlog.messages} messages) answered after the measurements${backlog.missing ? ` — ${backlog.missing} NOT answered` : ""}` : "n/a";
console.log("\n" + table.join("\n") + "\n\n" + e2eTable.join("\n"));
const verdicts = rows.map((r) => `c=${r.connections}: B/A ${(r.b.rps / r.a.rps).toFixed(2)} (target ≥ 0.5), C/A ${(r.c.rps / r.a.rps).toFixed(2)} (target ≥ 0.3), errors ${r.a.errors + r.b.errors + r.c.errors}`);
console.log(verdicts.join("\n"));
console.log(`held turns: ${backlogLine}\nB with turns on the same thread (c=32): ${withTurnsLine}`);

if (WRITE) {
  const md = `# Benchmarks

Ingress throughput and webhook-to-reply latency of the product running in \`wrangler dev\` on this
project's machine: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB,
Node ${process.version}. Client, server and fakes share those cores.

Command: \`npm run bench\` (scripts/bench.mjs; ${DURATION} s per measurement, autocannon, one
process). Last run: ${startedAt.toISOString()}.

## Ingress: A, B, C

${table.join("\n")}

B and C measure the ingress path: verify the signature, parse, resolve the channel, and have the
contact's actor durably append the message and arm its turn — the webhook answers 200 only then.
The turns these messages start are held back during the measurements (the server runs with
\`DEBOUNCE_MS = MAX_COALESCE_MS = ${HOLD_MS}\`) and run afterwards: ${backlogLine}.
Before each B every contact is touched once, so B meets warm actors as a steady stream would
(local workerd evicts an actor idle for 10 s); the cost of creating them is the next figure.

- First message to each of 1,000 new contacts (1,000 actor creations, 32 connections):
  ${coldRate ? `${f0(coldRate.rps)} req/s (p50 ${coldRate.p50} ms, p99 ${coldRate.p99} ms)` : "n/a"}.
- B with the turns running on the same thread (default ${DEBOUNCE_MS} ms debounce, 1,000 contacts,
  32 connections): ${withTurnsLine}.

Runs on this shared 2-core machine move by about ±10%. B/A sits close to the floor described
under "What limits each figure", so a single run can land on either side of 0.5.

Targets: B/A ≥ 0.5, C/A ≥ 0.3, no errors, webhook-to-reply p50 under 2× the debounce window.
This run: ${verdicts.join("; ")}; end to end ${e2e.every((e) => e.p50 < 2 * DEBOUNCE_MS) ? "met" : "missed"}.

## End to end

${e2eTable.join("\n")}

## What limits each figure

- **A (\`GET /healthz\`)** is the runtime's own ceiling here: wrangler dev's proxy worker in front
  of the user worker's workerd, plus the HTTP client, all on the same 2 cores.
- **B (webhooks, 1,000 contacts)** is bounded by one SQLite commit and one RPC per webhook in the
  user worker's single workerd thread. A throwaway worker measured on this machine during the
  work (2026-11-22) puts the floor there: a warm Durable Object RPC that touches no storage runs
  at ~0.8 of A, one that inserts a row at ~0.55, and one that also sets an alarm at ~0.47–0.55.
  Our append is one log insert (the log row is also the dedupe record and, until its turn
  commits, the inbox) and the drain timer row, written only when it moves, like the alarm, which
  is written only when it must fire earlier; everything else it reads (identity,
  clock, contact name, timers) comes from memory, since the actor is its storage's only writer.
- **B with turns** is bounded by the turns: each message here is its own turn (its contact wrote
  nothing else within the debounce window), and each turn — session, agent, commit, audit row,
  queue, the send to the fake Graph API, two D1 writes for the send, the actor's acknowledgement
  and the inbox hub update — runs in that same thread. On Cloudflare each actor's turns run where
  the actor lives, not in the thread that answers the webhooks.
- **Actor creation** (the first-message figure) adds a new SQLite file per contact on disk.
- **C (one contact)** is one actor: one Durable Object runs one request at a time, so every append
  queues behind the previous one's SQLite transaction.
- **End to end** is the debounce window (the agent waits ${DEBOUNCE_MS} ms for more messages of a burst)
  plus the turn, the local queue's batching and the send. With the Claude path the model calls add
  their round trips (0 ms of model latency here: what remains is our own overhead per call).
`;
  writeFileSync(join(root, "BENCHMARKS.md"), `${md}${keptSections(join(root, "BENCHMARKS.md"))}`);
  console.log("\nwrote BENCHMARKS.md");
}

/** Sections other benches write (between <!-- name:start --> and <!-- name:end --> markers), kept as they are. */
function keptSections(path) {
  if (!existsSync(path)) return "";
  const kept = readFileSync(path, "utf8").match(/<!-- ([a-z-]+):start -->[\s\S]*?<!-- \1:end -->/g) ?? [];
  return kept.map((s) => `\n${s}\n`).join("");
}
