// A local stand-in for Meta's WhatsApp Cloud API (Graph API) that speaks the same wire
// protocol: POST /{version}/{phone_number_id}/messages with a Bearer token and Meta's JSON
// bodies, answering like Meta does (wamid on success, Meta's error envelope on failure).
// Tests, the local demo, the soak and the bench point WHATSAPP_API_BASE_URL at it.
// Control endpoints live under /__fake/ so they can never collide with Graph paths.
import { listen, mulberry32, readBody, send } from "./http.mjs";
import http from "node:http";

const VALID_TYPES = new Set(["text", "interactive", "template", "reaction", "image", "location"]);

export async function startFakeGraph({ port = 0, host = "127.0.0.1", token = null, quiet = true } = {}) {
  const state = {
    requests: [], // every accepted send, in arrival order
    // failTo: recipients whose every send fails with a 500 (an outage that never ends: what the
    // DLQ is for). maxFaultsPerMessage: after that many faults for the same message (recipient
    // and body), it goes through — transient faults, as real outages are, so a soak with a
    // high fault rate still expects every other reply to arrive.
    faults: { failRate: 0, rateLimitRate: 0, timeoutRate: 0, timeoutMs: 15000, failNext: 0, seed: 1, failTo: [], maxFaultsPerMessage: Infinity },
    counter: 0,
    faultsByMessage: new Map(),
  };
  let rng = mulberry32(state.faults.seed);

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://x");
    const body = await readBody(req);
    if (url.pathname.startsWith("/__fake/")) return control(url, req, body, res);
    if (url.pathname.startsWith("/infobip/")) return infobip(url, req, body, res);

    const m = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(url.pathname);
    if (req.method !== "POST" || !m) return metaError(res, 400, 100, "Unsupported request - method type or path not found", "GraphMethodException");
    const auth = req.headers.authorization ?? "";
    if (!auth.startsWith("Bearer ") || (token && auth !== `Bearer ${token}`)) {
      return metaError(res, 401, 190, "Invalid OAuth access token - Cannot parse access token", "OAuthException");
    }
    let json;
    try { json = JSON.parse(body); } catch { return metaError(res, 400, 100, "Invalid JSON payload", "OAuthException"); }
    const problem = validateSend(json);
    if (problem) return metaError(res, 400, 100, `(#100) ${problem}`, "OAuthException");

    // Faults are decided before recording: a failed call never counts as delivered.
    if (state.faults.failNext > 0) { state.faults.failNext--; return metaError(res, 500, 2, "Service temporarily unavailable", "OAuthException"); }
    if (state.faults.failTo.includes(json.to)) return metaError(res, 500, 2, "Service temporarily unavailable", "OAuthException");
    const key = `${json.to}|${body}`;
    const faulted = state.faultsByMessage.get(key) ?? 0;
    const roll = faulted < state.faults.maxFaultsPerMessage ? rng() : 1;
    const fault = (fn) => { state.faultsByMessage.set(key, faulted + 1); return fn(); };
    if (roll < state.faults.timeoutRate) {
      return fault(() => setTimeout(() => res.destroy(), state.faults.timeoutMs));
    }
    if (roll < state.faults.timeoutRate + state.faults.rateLimitRate) return fault(() => metaError(res, 429, 130429, "Rate limit hit", "OAuthException"));
    if (roll < state.faults.timeoutRate + state.faults.rateLimitRate + state.faults.failRate) return fault(() => metaError(res, 500, 2, "Service temporarily unavailable", "OAuthException"));

    const wamid = `wamid.FAKE${String(++state.counter).padStart(10, "0")}`;
    state.requests.push({ at: Date.now(), version: m[1], phoneNumberId: m[2], authorization: auth, body: json, wamid });
    if (!quiet) console.log(`[fake-graph] → ${json.to}: ${summarise(json)}`);
    send(res, 200, { messaging_product: "whatsapp", contacts: [{ input: json.to, wa_id: json.to }], messages: [{ id: wamid }] });
  });

  // Infobip's WhatsApp send API, so Infobip contacts can be tested against the same recorder.
  function infobip(url, req, body, res) {
    if (!(req.headers.authorization ?? "").startsWith("App ")) return send(res, 401, { requestError: { serviceException: { messageId: "UNAUTHORIZED", text: "Invalid login details" } } });
    let json;
    try { json = JSON.parse(body); } catch { return send(res, 400, { requestError: { serviceException: { messageId: "BAD_REQUEST", text: "Bad request" } } }); }
    const path = url.pathname.slice("/infobip".length);
    const item = json.messages?.[0] ?? json;
    const messageId = `ibm-${++state.counter}`;
    state.requests.push({ at: Date.now(), provider: "infobip", path, authorization: req.headers.authorization, body: { ...item, to: item.to }, wamid: messageId });
    send(res, 200, { to: item.to, messageCount: 1, messageId, status: { groupId: 1, groupName: "PENDING", id: 7, name: "PENDING_ENROUTE", description: "Message sent to next instance" } });
  }

  function control(url, req, body, res) {
    if (url.pathname === "/__fake/requests" && req.method === "GET") {
      const to = url.searchParams.get("to");
      return send(res, 200, to ? state.requests.filter((r) => r.body.to === to) : state.requests);
    }
    if (url.pathname === "/__fake/requests" && req.method === "DELETE") { state.requests = []; return send(res, 200, { ok: true }); }
    if (url.pathname === "/__fake/faults" && req.method === "POST") {
      Object.assign(state.faults, JSON.parse(body || "{}"));
      if (state.faults.maxFaultsPerMessage === null) state.faults.maxFaultsPerMessage = Infinity; // JSON has no Infinity
      rng = mulberry32(state.faults.seed);
      return send(res, 200, state.faults);
    }
    return send(res, 404, { error: "unknown control endpoint" });
  }

  return { ...(await listen(server, port, host)), state };
}

function validateSend(json) {
  if (json?.messaging_product !== "whatsapp") return "The parameter messaging_product is required.";
  if (typeof json.to !== "string" || !/^\+?\d{6,20}$/.test(json.to)) return "Invalid parameter: to";
  if (!VALID_TYPES.has(json.type ?? "text")) return `Invalid parameter: type ${json.type}`;
  const type = json.type ?? "text";
  if (type === "text" && typeof json.text?.body !== "string") return "The parameter text['body'] is required.";
  if (type === "text" && json.text.body.length > 4096) return "Param text['body'] must be at most 4096 characters long.";
  if (type === "interactive") {
    const i = json.interactive;
    if (!i || !["button", "list"].includes(i.type)) return "Invalid interactive type";
    if (typeof i.body?.text !== "string") return "The parameter interactive['body']['text'] is required.";
    if (i.type === "button") {
      const buttons = i.action?.buttons;
      if (!Array.isArray(buttons) || buttons.length < 1 || buttons.length > 3) return "Buttons count must be between 1 and 3";
      for (const b of buttons) if (b.type !== "reply" || !b.reply?.id || !b.reply?.title || b.reply.title.length > 20) return "Invalid button";
    } else {
      const sections = i.action?.sections;
      if (!i.action?.button || !Array.isArray(sections)) return "Invalid list";
      const rows = sections.flatMap((s) => s.rows ?? []);
      if (rows.length < 1 || rows.length > 10) return "List rows count must be between 1 and 10";
      for (const r of rows) if (!r.id || !r.title || r.title.length > 24) return "Invalid list row";
    }
  }
  if (type === "template" && (!json.template?.name || !json.template?.language?.code)) return "Invalid template";
  return null;
}

function summarise(json) {
  if (json.type === "interactive") return `[${json.interactive.type}] ${json.interactive.body.text}`;
  if (json.type === "template") return `[template ${json.template.name}]`;
  return json.text?.body ?? JSON.stringify(json);
}

function metaError(res, status, code, message, type) {
  send(res, status, { error: { message, type, code, error_subcode: undefined, fbtrace_id: "FAKE" + Math.random().toString(36).slice(2, 10) } });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 8791);
  const fake = await startFakeGraph({ port, quiet: false });
  console.log(`fake Graph API listening on ${fake.url}`);
}
