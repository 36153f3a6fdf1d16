// The chaos soak: many customers run complete order conversations against the real product
// (`wrangler dev`) while everything that can go wrong does — duplicated, concurrent and late
// webhooks, a send API that answers 500/429 or hangs, turns that crash after writing the order,
// bursts of messages, and customers racing for the last units. At the end it checks, from the
// outside (D1, the fake Graph API, the actors' stored state), that nothing was lost or doubled.
//
// Used by `npm run soak` (scripts/soak.ts) and by the CI-sized test (test/e2e/soak.test.ts).
// Only erasable TypeScript here: Node runs this file directly by stripping the types.
import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
// @ts-ignore plain ESM fake without types
import { startFakeGraph } from "../../../scripts/fakes/graph.mjs";
// @ts-ignore plain ESM helper without types
import { mulberry32 } from "../../../scripts/fakes/http.mjs";
import { startDevServer, type DevServer } from "./dev-server.ts";

const root = join(import.meta.dirname, "..", "..", "..");
const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const APP_SECRET = "soak-app-secret";
const PHONE_NUMBER_ID = "100000000000001";

export interface SoakOptions {
  conversations: number;
  /** Conversations in flight at once. */
  concurrency: number;
  /** Conversations racing for the Alfajor Havanna (3 in stock), included in `conversations`. */
  racers: number;
  /** Contacts whose every reply fails for good: the only replies allowed in the DLQ. */
  doomed: number;
  /** Share of conversations that open with a burst of 5 messages within 200 ms. */
  burstShare: number;
  /** Share of messages delivered again at the very end, minutes after the first delivery. */
  lateShare: number;
  /** Share of messages delivered ten times (else twice). */
  tenTimesShare: number;
  failRate: number;
  rateLimitRate: number;
  timeoutRate: number;
  chaosTurnFailureRate: number;
  debounceMs: number;
  seed: number;
  /** Hard stop for the whole run. */
  maxMinutes: number;
  log: (line: string) => void;
  /** Where to keep wrangler's output for a post-mortem ("" = nowhere). */
  logFile: string;
  /** Leave wrangler's state directory behind when a check fails. */
  keepStateOnFailure: boolean;
}

export const DEFAULTS: SoakOptions = {
  conversations: 1000,
  concurrency: 100,
  racers: 40,
  doomed: 5,
  burstShare: 0.2,
  lateShare: 0.05,
  tenTimesShare: 0.1,
  failRate: 0.15,
  rateLimitRate: 0.145,
  timeoutRate: 0.005,
  chaosTurnFailureRate: 0.1,
  debounceMs: 300,
  seed: 7,
  maxMinutes: 30,
  log: (line) => console.log(line),
  logFile: join(tmpdir(), "tendero-soak-wrangler.log"),
  keepStateOnFailure: true,
};

export interface SoakReport {
  ok: boolean;
  verdict: string;
  failures: string[];
  counts: Record<string, number>;
  seconds: Record<string, number>;
}

// ---- the plans -------------------------------------------------------------------------------

// `many`: how the agent says more than one (plurals agree with the name; brands do not change).
const ITEMS: { word: string; id: string; name: string; many: string }[] = [
  { word: "pepsi", id: "pepsi-15", name: "Pepsi 1,5 L", many: "Pepsi 1,5 L" },
  { word: "fanta", id: "fanta-15", name: "Fanta 1,5 L", many: "Fanta 1,5 L" },
  { word: "sprite", id: "sprite-15", name: "Sprite 1,5 L", many: "Sprite 1,5 L" },
  { word: "agua", id: "agua-500", name: "Agua mineral 500 ml", many: "Aguas minerales 500 ml" },
  { word: "papas", id: "papas-lays", name: "Papas fritas Lays 150 g", many: "Papas fritas Lays 150 g" },
  { word: "jorgito", id: "alfajor-jorgito", name: "Alfajor Jorgito", many: "Alfajores Jorgito" },
];
/** A cart line as the agent writes it: "2 Alfajores Jorgito", "1 Agua mineral 500 ml", "1 Papas fritas Lays 150 g". */
const phrase = (it: (typeof ITEMS)[number], q: number) => (q > 1 ? `${q} ${it.many}` : `1 ${it.name}`);
const FIRST_NAMES = ["Ana", "Juan", "Lucía", "Martín", "Sofía", "Diego", "Valentina", "Mateo", "Camila", "Tomás", "Julieta", "Bruno"];
const LAST_NAMES = ["Pérez", "Gómez", "Fernández", "López", "Díaz", "Martínez", "Romero", "Sosa", "Álvarez", "Torres"];

type Kind = "order" | "burst" | "racer" | "doomed";

interface Step {
  texts: string[];
  /** Replies that must have arrived (counted from before the step) before the next step. */
  done: (newReplies: string[]) => boolean;
}

interface Plan {
  index: number;
  contact: string;
  kind: Kind;
  steps: Step[];
  /** product id → quantity of the one order this conversation must end with (racers: maybe). */
  order: Record<string, number> | null;
}

interface Sent {
  id: string;
  contact: string;
  text: string;
  body: string;
  signature: string;
  at: number;
}


// Each step waits for the reply that answers it (a turn may say two things; counting replies
// would let the customer run ahead of the conversation).
const saying = (re: RegExp) => (r: string[]) => r.some((t) => re.test(t));
const anyReply = (r: string[]) => r.length > 0;
const confirmed = saying(/quedó confirmado/);
// A racer who lost the Havanna goes off script; if the agent hands them to a person (as it must
// after two messages it cannot read), the agent then stays quiet by design: that customer waits.
const handedToPerson = saying(/Te paso con una persona|Ya le avisé/);

function makePlans(o: SoakOptions, rand: () => number): Plan[] {
  const plans: Plan[] = [];
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  for (let i = 0; i < o.conversations; i++) {
    // Doomed first (their replies need the longest to reach the DLQ), racers spread out.
    const kind: Kind = i < o.doomed ? "doomed" : (i - o.doomed) % Math.max(1, Math.floor((o.conversations - o.doomed) / Math.max(1, o.racers))) === 0 && plans.filter((p) => p.kind === "racer").length < o.racers ? "racer" : rand() < o.burstShare ? "burst" : "order";
    const contact = kind === "doomed" ? `5491199${String(i).padStart(6, "0")}` : `5491160${String(i).padStart(6, "0")}`;
    const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
    const dni = String(20_000_000 + i * 7);
    // Racers may find the Havanna gone at any step and go off script: any answer will do.
    const expect = (re: RegExp) => (kind === "racer" ? anyReply : saying(re));
    const tail: Step[] = [
      { texts: ["listo"], done: expect(/enviamos o pasás a retirarlo/) },
      { texts: ["retiro"], done: expect(/A nombre de quién/) },
      { texts: [name], done: expect(/DNI/) },
      { texts: [dni], done: expect(/Cómo vas a pagar/) },
      { texts: ["efectivo"], done: expect(/Confirmamos el pedido/) },
    ];
    if (kind === "doomed") {
      plans.push({ index: i, contact, kind, steps: [{ texts: ["hola"], done: () => true }], order: null });
    } else if (kind === "racer") {
      plans.push({ index: i, contact, kind, steps: [{ texts: ["quiero 1 havanna"], done: anyReply }, ...tail, { texts: ["sí"], done: anyReply }], order: { "alfajor-havanna": 1 } });
    } else if (kind === "burst") {
      const items = [...ITEMS].sort(() => rand() - 0.5).slice(0, 5).map((it) => ({ ...it, q: 1 + Math.floor(rand() * 3) }));
      const texts = items.map((it, k) => (k === 0 ? `quiero ${it.q} ${it.word}` : `${it.q} ${it.word}`));
      // Whether the burst is answered in one turn or several, the cart must end up with all five.
      const full = (r: string[]) => r.some((t) => /En el carrito/.test(t) && items.every((it) => t.includes(phrase(it, it.q))));
      plans.push({ index: i, contact, kind, steps: [{ texts, done: full }, ...tail, { texts: ["sí"], done: confirmed }], order: Object.fromEntries(items.map((it) => [it.id, it.q])) });
    } else {
      const it = pick(ITEMS);
      const q = 1 + Math.floor(rand() * 3);
      plans.push({ index: i, contact, kind, steps: [{ texts: [`quiero ${q} ${it.word}`], done: saying(/Agregué/) }, ...tail, { texts: ["sí"], done: confirmed }], order: { [it.id]: q } });
    }
  }
  return plans;
}

// ---- the run -----------------------------------------------------------------------------------

function webhookBody(contact: string, id: string, text: string): string {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "WABA", changes: [{ field: "messages", value: {
      messaging_product: "whatsapp",
      metadata: { display_phone_number: "5491155550000", phone_number_id: PHONE_NUMBER_ID },
      contacts: [{ wa_id: contact, profile: { name: "Soak" } }],
      messages: [{ from: contact, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } }],
    } }] }],
  });
}

function d1(stateDir: string, sql: string): Record<string, unknown>[] {
  const r = spawnSync(process.execPath, [wranglerJs, "d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", sql], {
    cwd: root,
    env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`d1 query failed: ${sql}\n${r.stderr}`);
  const out = JSON.parse(r.stdout) as { results: Record<string, unknown>[] }[];
  return out[0].results;
}

interface ActorState {
  contact: string;
  customerTexts: string[];
  inbox: number;
  seen: number;
  outbox: { seq: number; id: string; status: string; provider_message_id: string | null }[];
}

/** The actors' own SQLite files, read-only: what each conversation took as turn input. */
function readActors(stateDir: string): Map<string, ActorState> {
  const dir = join(stateDir, "v3", "do", "tendero-ConversationActor");
  const out = new Map<string, ActorState>();
  for (const f of readdirSync(dir)) {
    if (!f.endsWith(".sqlite") || f === "metadata.sqlite") continue;
    const db = new DatabaseSync(join(dir, f), { readOnly: true });
    try {
      const meta = (key: string) => {
        const row = db.prepare("SELECT value FROM meta WHERE key = ?").get(key) as { value: string } | undefined;
        return row ? JSON.parse(row.value) : undefined;
      };
      const identity = meta("identity") as { contact: string } | undefined;
      if (!identity) continue;
      const session = meta("session") as { history: { role: string; text: string }[] } | undefined;
      out.set(identity.contact, {
        contact: identity.contact,
        customerTexts: (session?.history ?? []).filter((h) => h.role === "customer").map((h) => h.text),
        // The log's inbound rows: the dedupe record, and the inbox while `message` is set.
        inbox: (db.prepare("SELECT COUNT(*) AS n FROM log WHERE message IS NOT NULL").get() as { n: number }).n,
        seen: (db.prepare("SELECT COUNT(*) AS n FROM log WHERE direction = 'in'").get() as { n: number }).n,
        outbox: db.prepare("SELECT seq, id, status, provider_message_id FROM outbox ORDER BY seq").all() as ActorState["outbox"],
      });
    } finally {
      db.close();
    }
  }
  return out;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number) => n.toLocaleString("en-US");

export async function runSoak(partial: Partial<SoakOptions> = {}): Promise<SoakReport> {
  const o: SoakOptions = { ...DEFAULTS, ...partial };
  const rand = mulberry32(o.seed);
  const t0 = Date.now();
  const deadline = t0 + o.maxMinutes * 60_000;
  const seconds: Record<string, number> = {};
  const failures: string[] = [];
  const fail = (msg: string) => {
    if (failures.length < 200) failures.push(msg);
  };

  const plans = makePlans(o, rand);
  const doomedContacts = plans.filter((p) => p.kind === "doomed").map((p) => p.contact);

  const fake = await startFakeGraph({ port: 0 });
  await fetch(`${fake.url}/__fake/faults`, {
    method: "POST",
    body: JSON.stringify({ failRate: o.failRate, rateLimitRate: o.rateLimitRate, timeoutRate: o.timeoutRate, timeoutMs: 6000, seed: o.seed, failTo: doomedContacts, maxFaultsPerMessage: 2 }),
  });
  let server: DevServer | null = null;
  let keepState = false;
  try {
    server = await startDevServer({
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_ACCESS_TOKEN: "soak-access-token",
      WHATSAPP_API_BASE_URL: fake.url,
      ANTHROPIC_API_KEY: "",
      DEBOUNCE_MS: String(o.debounceMs),
      CHAOS_TURN_FAILURE_RATE: String(o.chaosTurnFailureRate),
      // The fake hangs for 6 s on a timeout; the client gives up at 5 s (10 s in production).
      // Not much less: a send that answers after the client gave up was delivered all the
      // same, and its retry is a duplicate the customer sees (the Graph API has no idempotency key).
      OUTBOUND_SEND_TIMEOUT_MS: "5000",
      OUTBOUND_BACKOFF_BASE_SECONDS: "1",
    }, { snapshot: true });
    const srv = server;
    // Plenty of everything but the Havanna: the race is for its 3 units only.
    d1(srv.stateDir, "UPDATE stock SET quantity = 1000000 WHERE product_id != 'alfajor-havanna'");
    const initialStock = new Map(d1(srv.stateDir, "SELECT product_id, quantity FROM stock").map((r) => [String(r.product_id), Number(r.quantity)]));
    seconds.startup = (Date.now() - t0) / 1000;
    o.log(`wrangler dev up at ${srv.url} (${seconds.startup.toFixed(1)} s); fake Graph API at ${fake.url}`);

    // Replies as the fake Graph API records them, per contact, in arrival order.
    const byContact = new Map<string, { text: string; wamid: string }[]>();
    let cursor = 0;
    const absorb = () => {
      const reqs = fake.state.requests as { body: { to: string; type: string; text?: { body: string }; interactive?: { body: { text: string } } }; wamid: string }[];
      for (; cursor < reqs.length; cursor++) {
        const r = reqs[cursor];
        const text = r.body.type === "text" ? r.body.text!.body : r.body.type === "interactive" ? r.body.interactive!.body.text : `[${r.body.type}]`;
        const list = byContact.get(r.body.to) ?? [];
        list.push({ text, wamid: r.wamid });
        byContact.set(r.body.to, list);
      }
    };
    const poller = setInterval(absorb, 20);

    const counts = { webhooks: 0, non200: 0, messages: 0, stalled: 0 };
    const sent: Sent[] = [];
    const background = new Set<Promise<void>>();
    const late: Sent[] = [];

    const post = async (m: Sent): Promise<void> => {
      for (let attempt = 0; attempt < 5; attempt++) {
        counts.webhooks++;
        try {
          const res = await fetch(`${srv.url}/webhooks/whatsapp`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": m.signature }, body: m.body });
          await res.arrayBuffer();
          if (res.status === 200) return;
          counts.non200++;
          fail(`webhook for ${m.contact} answered ${res.status}`);
        } catch (err) {
          counts.non200++;
          fail(`webhook for ${m.contact} failed: ${(err as Error).message}`);
        }
        await sleep(500 * (attempt + 1)); // as Meta does: retry a non-200 later
      }
    };
    const later = (ms: number, fn: () => Promise<void>) => {
      const p = sleep(ms).then(fn).finally(() => background.delete(p));
      background.add(p);
    };

    /** One customer message, delivered the way Meta's at-least-once delivery may deliver it. */
    const deliver = async (contact: string, text: string): Promise<void> => {
      const id = `wamid.SOAK${contact}${String(sent.length).padStart(7, "0")}${Math.floor(rand() * 1e9)}`;
      const body = webhookBody(contact, id, text);
      const m: Sent = { id, contact, text, body, signature: "sha256=" + createHmac("sha256", APP_SECRET).update(body).digest("hex"), at: Date.now() };
      sent.push(m);
      counts.messages++;
      const r = rand();
      if (r < o.tenTimesShare) {
        await Promise.all([post(m), post(m), post(m), post(m), post(m)]);
        for (let k = 0; k < 5; k++) later(rand() * 4000, () => post(m));
      } else if (r < 0.6) {
        await Promise.all([post(m), post(m)]);
      } else {
        await post(m);
        later(300 + rand() * 5000, () => post(m));
      }
      if (rand() < o.lateShare) late.push(m);
    };

    const replyTexts = (contact: string) => (byContact.get(contact) ?? []).map((r) => r.text);
    const runPlan = async (plan: Plan): Promise<void> => {
      for (const step of plan.steps) {
        const before = replyTexts(plan.contact).length;
        // A burst: every message of the step leaves within 200 ms, each as its own webhook.
        await Promise.all(step.texts.map((text, k) => sleep(k * 40).then(() => deliver(plan.contact, text))));
        const stepDeadline = Math.min(deadline, Date.now() + 90_000);
        while (!step.done(replyTexts(plan.contact).slice(before))) {
          if (plan.kind === "racer" && handedToPerson(replyTexts(plan.contact))) return;
          if (Date.now() > stepDeadline) {
            counts.stalled++;
            fail(`${plan.kind} ${plan.contact} stalled after "${step.texts.join(" | ")}"; replies so far: ${JSON.stringify(replyTexts(plan.contact).slice(-3))}`);
            return;
          }
          await sleep(50);
        }
        // Off-script answers may come in twos: let the second one land before going on.
        if (plan.kind === "racer") await sleep(500);
      }
    };

    // ---- drive ----
    const tDrive = Date.now();
    let next = 0;
    let finished = 0;
    const progress = setInterval(() => {
      o.log(`  ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s  conversations ${finished}/${plans.length}  messages ${fmt(counts.messages)}  webhooks ${fmt(counts.webhooks)}  replies ${fmt(cursor)}`);
    }, 10_000);
    await Promise.all(
      Array.from({ length: Math.min(o.concurrency, plans.length) }, async () => {
        while (next < plans.length && Date.now() < deadline) {
          const plan = plans[next++];
          await runPlan(plan);
          finished++;
        }
      }),
    );
    clearInterval(progress);
    seconds.conversations = (Date.now() - tDrive) / 1000;
    o.log(`all ${finished} conversations played in ${seconds.conversations.toFixed(0)} s; delivering ${late.length} messages again, late`);

    // ---- late redeliveries, then quiet ----
    await Promise.all([...background]);
    const lateAt = Date.now();
    for (let k = 0; k < late.length; k += 50) await Promise.all(late.slice(k, k + 50).map(post));
    const lateMinutes = late.length ? (lateAt - Math.min(...late.map((m) => m.at))) / 60_000 : 0;
    const tQuiet = Date.now();
    let stableSince = Date.now();
    let lastCount = -1;
    const doomedRows = () => doomedContacts.length;
    for (;;) {
      absorb();
      if (fake.state.requests.length !== lastCount) {
        lastCount = fake.state.requests.length;
        stableSince = Date.now();
      }
      const dlq = (srv.logs().match(/to dead letter queue/g) ?? []).length;
      if (Date.now() - stableSince > 5000 && dlq >= doomedRows()) break;
      if (Date.now() > deadline || Date.now() - tQuiet > 120_000) {
        fail(`did not go quiet: ${dlq} dead letters of ${doomedRows()} expected, last reply ${((Date.now() - stableSince) / 1000).toFixed(0)} s ago`);
        break;
      }
      await sleep(500);
    }
    clearInterval(poller);
    seconds.quiesce = (Date.now() - tQuiet) / 1000;

    // ---- checks, on the stopped server's state (a running workerd holds its SQLite files) ----
    const tCheck = Date.now();
    const logs = srv.logs();
    if (o.logFile) writeFileSync(o.logFile, logs);
    await srv.stop({ keepState: true });
    const actors = readActors(srv.stateDir);
    const orderRows = d1(srv.stateDir, "SELECT o.id, o.contact, o.number, o.status, o.total, i.product_id, i.quantity, i.unit_price FROM orders o JOIN order_items i ON i.order_id = o.id ORDER BY o.id");
    const stockRows = d1(srv.stateDir, "SELECT product_id, quantity FROM stock");
    const outboundRows = d1(srv.stateDir, "SELECT id, to_contact, status, provider_message_id, attempts FROM outbound_messages");
    const turnsRow = d1(srv.stateDir, "SELECT COUNT(*) AS n FROM turn_audit WHERE kind = 'turn'")[0];
    const failedTurns = d1(srv.stateDir, "SELECT COUNT(*) AS n FROM handoff_requests WHERE trigger = 'turn_failed'")[0];

    // 1. Every inbound message produced exactly one turn input.
    const sentBy = new Map<string, Sent[]>();
    for (const m of sent) sentBy.set(m.contact, [...(sentBy.get(m.contact) ?? []), m]);
    let turnInputs = 0;
    for (const plan of plans) {
      const a = actors.get(plan.contact);
      const mine = sentBy.get(plan.contact) ?? [];
      if (!a) {
        fail(`no actor state for ${plan.contact}`);
        continue;
      }
      turnInputs += a.customerTexts.length;
      const expected = mine.map((m) => m.text);
      const same = plan.kind === "burst" ? [...a.customerTexts].sort().join("\n") === [...expected].sort().join("\n") : a.customerTexts.join("\n") === expected.join("\n");
      if (!same) fail(`${plan.contact}: turn inputs ${JSON.stringify(a.customerTexts)} ≠ messages ${JSON.stringify(expected)}`);
      if (a.seen !== mine.length) fail(`${plan.contact}: ${a.seen} distinct messages accepted, ${mine.length} sent`);
      if (a.inbox !== 0) fail(`${plan.contact}: ${a.inbox} messages still in the inbox`);
    }

    // 2. Each conversation has exactly the order it asked for; 5. stock adds up and never went below 0.
    const prices = new Map(d1(srv.stateDir, "SELECT id, price FROM products").map((r) => [String(r.id), Number(r.price)]));
    const ordersBy = new Map<string, Map<number, { total: number; items: Record<string, number>; status: string }>>();
    const sold = new Map<string, number>();
    for (const r of orderRows) {
      const c = String(r.contact);
      const byId = ordersBy.get(c) ?? new Map();
      const o1 = byId.get(Number(r.id)) ?? { total: Number(r.total), items: {}, status: String(r.status) };
      o1.items[String(r.product_id)] = (o1.items[String(r.product_id)] ?? 0) + Number(r.quantity);
      byId.set(Number(r.id), o1);
      ordersBy.set(c, byId);
      sold.set(String(r.product_id), (sold.get(String(r.product_id)) ?? 0) + Number(r.quantity));
    }
    let orders = 0;
    let racersWon = 0;
    for (const plan of plans) {
      const got = [...(ordersBy.get(plan.contact)?.values() ?? [])];
      orders += got.length;
      if (plan.kind === "doomed") {
        if (got.length) fail(`${plan.contact} (doomed) has ${got.length} orders`);
        continue;
      }
      if (plan.kind === "racer") {
        if (got.length > 1) fail(`racer ${plan.contact} has ${got.length} orders`);
        if (got.length === 1) racersWon++;
      } else if (got.length !== 1) {
        fail(`${plan.contact} has ${got.length} orders, asked for 1`);
        continue;
      }
      for (const g of got) {
        const want = plan.order!;
        if (JSON.stringify(Object.entries(g.items).sort()) !== JSON.stringify(Object.entries(want).sort())) fail(`${plan.contact}: order items ${JSON.stringify(g.items)} ≠ ${JSON.stringify(want)}`);
        const total = Object.entries(want).reduce((s, [id, q]) => s + prices.get(id)! * q, 0);
        if (g.total !== total) fail(`${plan.contact}: order total ${g.total} ≠ ${total}`);
      }
    }
    const racers = plans.filter((p) => p.kind === "racer").length;
    const havannaStart = initialStock.get("alfajor-havanna") ?? 0;
    if (racersWon !== Math.min(racers, havannaStart)) fail(`${racersWon} racers got the Havanna; expected ${Math.min(racers, havannaStart)}`);
    let minStock = Infinity;
    for (const r of stockRows) {
      const id = String(r.product_id);
      const q = Number(r.quantity);
      minStock = Math.min(minStock, q);
      if (q < 0) fail(`stock of ${id} is negative: ${q}`);
      if ((initialStock.get(id) ?? 0) - q !== (sold.get(id) ?? 0)) fail(`stock of ${id}: ${initialStock.get(id)} − ${q} ≠ ${sold.get(id) ?? 0} sold`);
    }

    // 3. Every reply reached the Graph API exactly once, in order per contact.
    const wamids = new Set<string>();
    let duplicates = 0;
    let outOfOrder = 0;
    let sentReplies = 0;
    for (const r of fake.state.requests as { wamid: string }[]) {
      if (wamids.has(r.wamid)) duplicates++;
      wamids.add(r.wamid);
    }
    const outboundById = new Map(outboundRows.map((r) => [String(r.id), r]));
    for (const plan of plans) {
      const a = actors.get(plan.contact);
      if (!a) continue;
      const atFake = (byContact.get(plan.contact) ?? []).map((r) => r.wamid);
      const ours = a.outbox.filter((r) => r.status !== "failed" && r.status !== "discarded");
      const unsent = ours.filter((r) => !r.provider_message_id || ["pending", "queued"].includes(r.status));
      if (plan.kind !== "doomed" && unsent.length) fail(`${plan.contact}: ${unsent.length} replies never sent (${unsent.map((r) => r.status).join(",")})`);
      const expectedOrder = ours.map((r) => r.provider_message_id).filter(Boolean) as string[];
      sentReplies += expectedOrder.length;
      const dupHere = atFake.length - new Set(atFake).size;
      if (dupHere) fail(`${plan.contact}: ${dupHere} replies reached the Graph API twice`);
      if (atFake.join(",") !== expectedOrder.join(",")) {
        outOfOrder++;
        fail(`${plan.contact}: Graph API got ${atFake.length} replies ${JSON.stringify(atFake.slice(0, 12))}; outbox order ${JSON.stringify(expectedOrder.slice(0, 12))}`);
      }
      for (const row of a.outbox) {
        const d = outboundById.get(row.id);
        if (plan.kind !== "doomed" && d && d.status !== "sent" && d.status !== "delivered" && d.status !== "read") fail(`${plan.contact}: D1 says reply ${row.id} is ${d.status}`);
      }
    }

    // 4. The DLQ holds only what was meant to fail.
    const deadLetters = (logs.match(/to dead letter queue/g) ?? []).length;
    const failedRows = outboundRows.filter((r) => r.status === "failed");
    const strayFailed = failedRows.filter((r) => !doomedContacts.includes(String(r.to_contact)));
    const doomedOutbox = plans.filter((p) => p.kind === "doomed").reduce((n, p) => n + (actors.get(p.contact)?.outbox.length ?? 0), 0);
    if (strayFailed.length) fail(`${strayFailed.length} replies to ordinary contacts failed: ${JSON.stringify(strayFailed.slice(0, 5))}`);
    if (deadLetters !== doomedOutbox || failedRows.length !== doomedOutbox) fail(`dead letters ${deadLetters}, failed rows ${failedRows.length}, replies to doomed contacts ${doomedOutbox}`);
    for (const c of doomedContacts) if ((byContact.get(c) ?? []).length) fail(`doomed ${c} received a reply`);

    const chaosFailures = (logs.match(/chaos: turn failed/g) ?? []).length;
    if (Number(failedTurns.n)) fail(`${failedTurns.n} conversations handed off because their turn failed every attempt`);
    const injected = [...(fake.state.faultsByMessage as Map<string, number>).values()].reduce((a, b) => a + b, 0) + (fake.state.requests.length ? 0 : 0);
    seconds.checks = (Date.now() - tCheck) / 1000;
    seconds.total = (Date.now() - t0) / 1000;

    const c = {
      conversations: plans.length,
      finished,
      stalled: counts.stalled,
      messages: counts.messages,
      webhooks: counts.webhooks,
      non200: counts.non200,
      turnInputs,
      turns: Number(turnsRow.n),
      chaosFailures,
      orders,
      racers,
      racersWon,
      replies: sentReplies,
      graphRequests: fake.state.requests.length,
      duplicates,
      outOfOrder,
      sendFaults: injected,
      deadLetters,
      doomedReplies: doomedOutbox,
      minStock,
      late: late.length,
      lateMinutes: Math.round(lateMinutes * 10) / 10,
    };
    const ok = failures.length === 0;
    const verdict =
      `SOAK ${ok ? "PASS" : "FAIL"}: ${fmt(c.conversations)} conversations (${c.stalled} stalled), ${fmt(c.messages)} messages in ${fmt(c.webhooks)} webhooks (${c.non200} non-200) → ` +
      `${fmt(c.turnInputs)} turn inputs in ${fmt(c.turns)} turns (${c.chaosFailures} crashed and redone); ${fmt(c.orders)} orders; ` +
      `${fmt(c.replies)} replies, ${c.duplicates} duplicates, ${c.outOfOrder} out of order, ${fmt(c.sendFaults)} send faults injected; ` +
      `DLQ ${c.deadLetters}/${c.doomedReplies} meant to fail; stock min ${c.minStock}, Havanna ${c.racersWon}/${havannaStart} to ${c.racers} racers; ` +
      `${c.late} late redeliveries (${c.lateMinutes} min late); ${seconds.total.toFixed(0)} s`;
    if (!ok && o.keepStateOnFailure) {
      keepState = true;
      o.log(`state kept for a post-mortem: ${srv.stateDir} (actors: v3/do/tendero-ConversationActor/*.sqlite)`);
    }
    return { ok, verdict, failures, counts: c, seconds };
  } finally {
    await server?.stop({ keepState: true });
    if (!keepState) server?.removeState();
    await fake.close();
  }
}
