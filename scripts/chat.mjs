#!/usr/bin/env node
// `npm run chat`: talk to the local shop from a terminal, as a WhatsApp customer would.
// Each line is sent as a webhook signed like Meta signs them; replies are read back from the
// shop's sandbox outbox through the operator API, with the workspace's operator token (from
// OPERATOR_TOKENS in .dev.vars, or --token). `#2` taps the second button or list row of the last reply.
//   npm run chat -- --url http://localhost:8787 --contact 5491122334455 --name Juan
//   npm run chat -- --say "hola" --say "quiero 2 cocas"      (non-interactive)
//   npm run chat -- --phone-number-id 100000000000002         (the packs demo shop)
import { createHmac, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline/promises";

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
// --say lines are sent one at a time, each after the shop answered; a --burst "a | b | c" sends its
// parts together (as a customer typing three quick messages: the shop answers them as one turn).
const scripted = args.flatMap((a, i) => (a === "--say" ? [[args[i + 1]]] : a === "--burst" ? [args[i + 1].split(" | ").filter((p) => p.trim())] : []));
const url = opt("url", "http://localhost:8787").replace(/\/$/, "");
const contact = opt("contact", `54911${Math.floor(10000000 + Math.random() * 89999999)}`);
const name = opt("name", "Cliente");
const phoneNumberId = opt("phone-number-id", "100000000000001");
// The demo shops, by their WhatsApp number (as `npm run dev` seeds them); another shop needs --workspace.
const DEMO_WORKSPACES = { "100000000000001": "demo", "100000000000002": "packs", "100000000000003": "almacen" };
const workspace = opt("workspace", DEMO_WORKSPACES[phoneNumberId] ?? "demo");
const token = opt("token", operatorToken(workspace) ?? "dev-operator-token");
const secret = opt("secret", devVar("WHATSAPP_APP_SECRET") ?? "dev-app-secret");
// How long to wait for the first reply: a loaded machine with several chats at once takes more
// than the debounce; a reply that comes later is printed under the next line, which misleads.
const waitMs = Number(opt("wait", "20000"));
// After the first reply, how long to keep listening when the conversation cannot say it is answered.
const settleMs = Number(opt("settle", "2500"));

function devVar(key) {
  for (const file of [".dev.vars", ".dev.vars.example"]) {
    if (!existsSync(file)) continue;
    const line = readFileSync(file, "utf8").split("\n").find((l) => l.startsWith(`${key}=`));
    if (line) return line.slice(key.length + 1).trim();
  }
  return undefined;
}

/** The workspace's token in OPERATOR_TOKENS ("demo:token,packs:token"). */
function operatorToken(ws) {
  for (const pair of (devVar("OPERATOR_TOKENS") ?? "").split(",")) {
    const i = pair.indexOf(":");
    if (i > 0 && pair.slice(0, i).trim() === ws) return pair.slice(i + 1).trim();
  }
  return undefined;
}

let lastSeq = 0;
let lastChoices = [];

function payload(messages) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    object: "whatsapp_business_account",
    entry: [{ id: "WABA", changes: [{ field: "messages", value: {
      messaging_product: "whatsapp",
      metadata: { display_phone_number: "5491155550000", phone_number_id: phoneNumberId },
      contacts: [{ wa_id: contact, profile: { name } }],
      messages: messages.map((message) => ({ from: contact, id: `wamid.CHAT${randomUUID().replace(/-/g, "")}`, timestamp, ...message })),
    } }] }],
  };
}

/** The WhatsApp message a typed line is: text, or `#N` as a tap on the last reply's Nth button or row. */
function messageOf(line) {
  const tap = /^#(\d+)$/.exec(line.trim());
  if (!tap || !lastChoices[Number(tap[1]) - 1]) return { type: "text", text: { body: line } };
  const c = lastChoices[Number(tap[1]) - 1];
  console.log(`  (tocaste «${c.title}»)`);
  return { type: "interactive", interactive: c.kind === "list" ? { type: "list_reply", list_reply: { id: c.id, title: c.title } } : { type: "button_reply", button_reply: { id: c.id, title: c.title } } };
}

/**
 * Sends the lines as one webhook delivery (WhatsApp's payload carries a list of messages). A
 * burst goes in one delivery so that it reaches the shop in order and at once however loaded
 * this machine is; separate deliveries of a real burst are joined by the shop's debounce, which
 * test/integration covers.
 */
async function send(lines, echo = true) {
  const messages = lines.map((line) => {
    if (echo) console.log(`\n🙂 vos: ${line}`);
    return messageOf(line);
  });
  const body = JSON.stringify(payload(messages));
  const signature = "sha256=" + createHmac("sha256", secret).update(body).digest("hex");
  const res = await fetch(`${url}/webhooks/whatsapp`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, body });
  if (!res.ok) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
}

/** What the shop sent this number before (the sandbox keeps it), printed before the first new line so replies stay under their messages. */
async function history() {
  const res = await fetch(`${url}/api/workspaces/${encodeURIComponent(workspace)}/sandbox/outbox?to=${contact}&after=0`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`reading replies answered ${res.status}: ${await res.text()} (operator token for "${workspace}": --token or OPERATOR_TOKENS in .dev.vars)`);
  const { messages } = await res.json();
  if (!messages.length) return;
  console.log("(lo que la tienda le mandó antes a este número)");
  for (const m of messages) {
    lastSeq = m.seq;
    print(m.message, m.author);
  }
  console.log("(fin de lo anterior)");
}

/** The conversation as the operator console sees it (null before it exists or when unreadable). */
async function snapshot() {
  const res = await fetch(`${url}/api/workspaces/${encodeURIComponent(workspace)}/conversations/${contact}`, { headers: { authorization: `Bearer ${token}` } });
  return res.ok ? res.json() : null;
}

/**
 * True when the turn for everything sent so far is over and its replies have left: an agent or
 * shop message after the customer's last one, and nothing still waiting to be delivered. A turn
 * commits its replies together, but the queue delivers them one by one, so a fixed quiet period
 * could print a turn's second reply under the next line.
 */
function answered(snap) {
  if (!snap?.messages?.length) return false;
  const lastIn = Math.max(-1, ...snap.messages.filter((m) => m.direction === "in").map((m) => m.seq));
  const out = snap.messages.filter((m) => m.direction === "out");
  return out.some((m) => m.seq > lastIn) && out.every((m) => !["pending", "queued"].includes(String(m.status)));
}

async function poll(minWait) {
  const start = Date.now();
  let got = 0;
  // Wait for the first reply (the agent debounces ~1.5 s); then until the conversation says the
  // turn is answered and delivered, or, if it cannot say, a short quiet period.
  let done = false;
  while (Date.now() - start < waitMs) {
    const res = await fetch(`${url}/api/workspaces/${encodeURIComponent(workspace)}/sandbox/outbox?to=${contact}&after=${lastSeq}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`reading replies answered ${res.status}: ${await res.text()} (operator token for "${workspace}": --token or OPERATOR_TOKENS in .dev.vars)`);
    const { messages } = await res.json();
    for (const m of messages) {
      lastSeq = m.seq;
      got++;
      print(m.message, m.author);
    }
    if (done) break;
    if (got) {
      const snap = await snapshot();
      // Answered: read the outbox once more (the last reply may have landed since), then stop.
      if (snap ? answered(snap) : Date.now() - start > minWait) done = true;
      if (done) continue;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (!got) console.log("  (sin respuesta todavía)");
}

function print(message, author) {
  const who = author === "operator" ? "👤 operador" : "🤖 tienda";
  lastChoices = [];
  if (message.type === "text") console.log(`${who}: ${message.text}`);
  else if (message.type === "buttons") {
    console.log(`${who}: ${message.text}`);
    message.buttons.forEach((b, i) => { console.log(`   [#${i + 1} ${b.title}]`); lastChoices.push({ kind: "button", ...b }); });
  } else if (message.type === "list") {
    console.log(`${who}: ${message.text}`);
    message.rows.forEach((r, i) => { console.log(`   #${i + 1} ${r.title}${r.description ? ` — ${r.description}` : ""}`); lastChoices.push({ kind: "list", ...r }); });
  } else if (message.type === "location_request") {
    console.log(`${who}: ${message.text}`);
    console.log("   [📍 Enviar ubicación]");
  } else console.log(`${who}: [${message.type}] ${message.preview ?? message.name ?? ""}`);
}

console.log(`Chateando con ${url} como ${name} (${contact}). Escribí y Enter; Ctrl+C para salir.`);
await history();
if (scripted.length) {
  for (const lines of scripted) {
    await send(lines);
    await poll(settleMs);
  }
} else {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  for (;;) {
    const line = await rl.question("\n🙂 vos: ");
    if (!line.trim()) continue;
    try {
      await send([line], false); // the prompt already shows the line
      await poll(settleMs);
    } catch (err) {
      console.error(`  ✗ ${err.message}`);
    }
  }
}
