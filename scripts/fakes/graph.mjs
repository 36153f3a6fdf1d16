// A local stand-in for Meta's WhatsApp Cloud API (Graph API) that speaks the same wire
// protocol: POST /{version}/{phone_number_id}/messages with a Bearer token and Meta's JSON
// bodies, answering like Meta does (wamid on success, Meta's error envelope on failure).
// Tests, the local demo, the soak and the bench point WHATSAPP_API_BASE_URL at it.
// Control endpoints live under /__fake/ so they can never collide with Graph paths.
// Besides sends it speaks: read receipts with the typing indicator (POST …/messages with
// status "read"), media metadata (GET /{version}/{media-id}) and media download from the URL
// that answer gives (Bearer token and a User-Agent required, like Meta's media host).
import { createHash } from "node:crypto";
import { listen, mulberry32, readBody, send } from "./http.mjs";
import http from "node:http";

const VALID_TYPES = new Set(["text", "interactive", "template", "reaction", "image", "location"]);

export async function startFakeGraph({ port = 0, host = "127.0.0.1", token = null, quiet = true } = {}) {
  const state = {
    requests: [], // every accepted send, in arrival order
    reads: [], // every accepted read receipt: { at, phoneNumberId, messageId, typing }
    media: new Map(), // media id → { bytes, mimeType, sha256, hideSize }
    downloads: [], // every media download: { id, bytesSent, completed }
    // failTo: recipients whose every send fails with a 500 (an outage that never ends: what the
    // DLQ is for). maxFaultsPerMessage: after that many faults for the same message (recipient
    // and body), it goes through — transient faults, as real outages are, so a soak with a
    // high fault rate still expects every other reply to arrive.
    faults: { failRate: 0, rateLimitRate: 0, timeoutRate: 0, timeoutMs: 15000, failNext: 0, seed: 1, failTo: [], maxFaultsPerMessage: Infinity },
    // Read receipts only: answer after readDelayMs, or 500 ("fail"), or drop the connection ("drop").
    readFaults: { delayMs: 0, mode: "ok" },
    counter: 0,
    faultsByMessage: new Map(),
  };
  let rng = mulberry32(state.faults.seed);

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://x");
    const body = await readBody(req);
    if (url.pathname.startsWith("/__fake/")) return control(url, req, body, res);
    if (url.pathname.startsWith("/infobip/")) return infobip(url, req, body, res);

    const auth = req.headers.authorization ?? "";
    const authorized = auth.startsWith("Bearer ") && (!token || auth === `Bearer ${token}`);
    if (url.pathname === "/whatsapp_business/attachments/" && req.method === "GET") return download(url, req, res, authorized);
    const mediaInfo = /^\/(v\d+\.\d+)\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (mediaInfo && req.method === "GET") return mediaMetadata(req, mediaInfo[2], res, authorized);

    const m = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(url.pathname);
    if (req.method !== "POST" || !m) return metaError(res, 400, 100, "Unsupported request - method type or path not found", "GraphMethodException");
    if (!authorized) return metaError(res, 401, 190, "Invalid OAuth access token - Cannot parse access token", "OAuthException");
    let json;
    try { json = JSON.parse(body); } catch { return metaError(res, 400, 100, "Invalid JSON payload", "OAuthException"); }
    if (json?.status === "read") return readReceipt(m[2], json, res);
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

  // POST /{version}/{phone_number_id}/messages { status: "read", message_id, typing_indicator }.
  function readReceipt(phoneNumberId, json, res) {
    if (json.messaging_product !== "whatsapp") return metaError(res, 400, 100, "The parameter messaging_product is required.", "OAuthException");
    if (typeof json.message_id !== "string" || !json.message_id) return metaError(res, 400, 100, "The parameter message_id is required.", "OAuthException");
    if (json.typing_indicator !== undefined && json.typing_indicator?.type !== "text") return metaError(res, 400, 100, "Invalid parameter: typing_indicator", "OAuthException");
    const { delayMs, mode } = state.readFaults;
    setTimeout(() => {
      if (mode === "drop") return res.destroy();
      if (mode === "fail") return metaError(res, 500, 2, "Service temporarily unavailable", "OAuthException");
      state.reads.push({ at: Date.now(), phoneNumberId, messageId: json.message_id, typing: json.typing_indicator?.type ?? null });
      send(res, 200, { success: true });
    }, delayMs);
  }

  // GET /{version}/{media-id}: where to download it, for 5 minutes on Meta's side.
  function mediaMetadata(req, id, res, authorized) {
    if (!authorized) return metaError(res, 401, 190, "Invalid OAuth access token - Cannot parse access token", "OAuthException");
    const media = state.media.get(id);
    if (!media) return metaError(res, 400, 100, `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`, "GraphMethodException");
    const origin = `http://${req.headers.host}`;
    send(res, 200, {
      messaging_product: "whatsapp",
      url: `${origin}/whatsapp_business/attachments/?mid=${id}&ext=${Math.floor(Date.now() / 1000) + 300}&hash=FAKE`,
      mime_type: media.mimeType,
      sha256: media.sha256,
      ...(media.hideSize ? {} : { file_size: media.bytes.length }),
      id,
    });
  }

  // The download itself, streamed in 16 KB pieces so a client that stops reading is visible.
  function download(url, req, res, authorized) {
    if (!authorized) return send(res, 401, { error: { message: "Invalid OAuth access token", type: "OAuthException", code: 190 } });
    if (!req.headers["user-agent"]) { res.writeHead(404, { "content-type": "text/html" }); return res.end("<html><body>Sorry, something went wrong.</body></html>"); }
    const id = url.searchParams.get("mid") ?? "";
    const media = state.media.get(id);
    if (!media) return send(res, 404, { error: { message: "Media not found", code: 100 } });
    const record = { id, bytesSent: 0, completed: false };
    state.downloads.push(record);
    res.writeHead(200, { "content-type": media.mimeType, ...(media.hideSize ? {} : { "content-length": media.bytes.length }) });
    const step = () => {
      if (res.destroyed) return;
      if (record.bytesSent >= media.bytes.length) { record.completed = true; return res.end(); }
      const piece = media.bytes.subarray(record.bytesSent, record.bytesSent + 16 * 1024);
      record.bytesSent += piece.length;
      if (res.write(piece)) setImmediate(step);
      else res.once("drain", step);
    };
    step();
  }

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
    if (url.pathname === "/__fake/reads" && req.method === "GET") {
      const id = url.searchParams.get("message_id");
      return send(res, 200, id ? state.reads.filter((r) => r.messageId === id) : state.reads);
    }
    if (url.pathname === "/__fake/read-faults" && req.method === "POST") {
      Object.assign(state.readFaults, JSON.parse(body || "{}"));
      return send(res, 200, state.readFaults);
    }
    // Registers a media file: { id, mimeType, base64, hideSize?, sha256? } (hideSize: no file_size
    // and no content-length; sha256: announce another hash, as a corrupted file would).
    if (url.pathname === "/__fake/media" && req.method === "POST") {
      const { id, mimeType = "application/octet-stream", base64 = "", hideSize = false, sha256 } = JSON.parse(body || "{}");
      if (typeof id !== "string" || !/^[A-Za-z0-9_-]+$/.test(id)) return send(res, 400, { error: "id must be [A-Za-z0-9_-]+" });
      const bytes = Buffer.from(base64, "base64");
      state.media.set(id, { bytes, mimeType, hideSize, sha256: sha256 ?? createHash("sha256").update(bytes).digest("hex") });
      return send(res, 200, { id, size: bytes.length });
    }
    if (url.pathname === "/__fake/downloads" && req.method === "GET") {
      const id = url.searchParams.get("id");
      return send(res, 200, id ? state.downloads.filter((d) => d.id === id) : state.downloads);
    }
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
    if (!i || !["button", "list", "product", "product_list", "location_request_message"].includes(i.type)) return "Invalid interactive type";
    if (i.type === "product") return validateProduct(i);
    if (typeof i.body?.text !== "string") return "The parameter interactive['body']['text'] is required.";
    if (i.body.text.length > 1024 && i.type !== "list") return "Param interactive['body']['text'] must be at most 1024 characters long.";
    if (i.type === "product_list") return validateProductList(i);
    if (i.type === "location_request_message") return i.action?.name === "send_location" ? null : "Invalid parameter: action.name must be send_location";
    if (i.type === "button") {
      const buttons = i.action?.buttons;
      if (!Array.isArray(buttons) || buttons.length < 1 || buttons.length > 3) return "Buttons count must be between 1 and 3";
      for (const b of buttons) if (b.type !== "reply" || !b.reply?.id || !b.reply?.title || b.reply.title.length > 20) return "Invalid button";
    } else {
      const sections = i.action?.sections;
      if (!i.action?.button || !Array.isArray(sections)) return "Invalid list";
      const rows = sections.flatMap((s) => s.rows ?? []);
      if (rows.length < 1 || rows.length > 10) return "List rows count must be between 1 and 10";
      for (const r of rows) if (!r.id || !r.title || r.title.length > 24 || (r.description ?? "").length > 72) return "Invalid list row";
      if (new Set(rows.map((r) => r.id)).size !== rows.length) return "Row IDs must be unique";
      if (sections.length > 1 && sections.some((sec) => !sec.title || sec.title.length > 24)) return "Section title is required for multiple sections";
    }
  }
  if (type === "template" && (!json.template?.name || !json.template?.language?.code)) return "Invalid template";
  return null;
}

// Single-product message: catalog and retailer id; body and footer optional, no header.
function validateProduct(i) {
  if (!i.action?.catalog_id || !i.action?.product_retailer_id) return "Product messages need action.catalog_id and action.product_retailer_id";
  if (i.header) return "Product messages do not take a header";
  return null;
}

// Multi-product message: a text header, a body, 1–10 titled sections, at most 30 products.
function validateProductList(i) {
  if (i.header?.type !== "text" || typeof i.header.text !== "string" || !i.header.text || i.header.text.length > 60) return "Multi-product messages need a text header of at most 60 characters";
  const sections = i.action?.sections;
  if (!i.action?.catalog_id || !Array.isArray(sections) || sections.length < 1 || sections.length > 10) return "Multi-product messages need action.catalog_id and 1 to 10 sections";
  for (const sec of sections) {
    if (!sec.title || sec.title.length > 24) return "Each section needs a title of at most 24 characters";
    if (!Array.isArray(sec.product_items) || !sec.product_items.length || sec.product_items.some((p) => !p.product_retailer_id)) return "Each section needs product_items with product_retailer_id";
  }
  if (sections.reduce((n, sec) => n + sec.product_items.length, 0) > 30) return "Multi-product messages take at most 30 products";
  return null;
}

function summarise(json) {
  if (json.type === "interactive") return `[${json.interactive.type}] ${json.interactive.body?.text ?? json.interactive.action?.product_retailer_id}`;
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
