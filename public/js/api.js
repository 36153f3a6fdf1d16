// Talking to the Worker: the operator token buys short-lived tickets, and every socket opens with
// a fresh one (browsers cannot put an Authorization header on a WebSocket); plain calls (orders,
// settings) carry the token itself. Sockets reconnect by themselves; each reconnect gets a new
// ticket and the server's first frame (inbox or snapshot) replaces whatever the page had.

export class AuthError extends Error {}

export class Session {
  /** @param {{ workspace: string, token: string }} login */
  constructor(login) {
    this.workspace = login.workspace;
    this.token = login.token;
    /** Who the token is: { id, name, role }, from the first ticket. */
    this.me = null;
  }

  get isOwner() {
    return this.me?.role === "owner";
  }

  async ticket() {
    const res = await fetch("/api/operator/tickets", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ workspace: this.workspace }),
    });
    if (res.status === 401 || res.status === 403) throw new AuthError("El token no es válido para este negocio (o tu acceso fue revocado).");
    if (!res.ok) throw new Error(`No se pudo pedir un ticket (${res.status}).`);
    const body = await res.json();
    this.me = body.operator;
    return body.ticket;
  }

  /**
   * A call to the workspace's API with the operator token. Resolves to { status, ok, json };
   * a refused token throws AuthError (the console goes back to the login).
   */
  async request(method, path, body) {
    const headers = { authorization: `Bearer ${this.token}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`/api/workspaces/${encodeURIComponent(this.workspace)}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (res.status === 401) throw new AuthError("El token no es válido para este negocio.");
    let json = {};
    try {
      json = await res.json();
    } catch {
      // an empty or non-JSON answer: the status says enough
    }
    return { status: res.status, ok: res.ok, json };
  }

  socketUrl(path, ticket) {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    return `${proto}//${location.host}/api/workspaces/${encodeURIComponent(this.workspace)}${path}?ticket=${encodeURIComponent(ticket)}`;
  }
}

const PING_EVERY_MS = 20_000;
/** The server closes a revoked operator's sockets with this code: no reconnecting. */
const REVOKED = 4003;
const PONG_WITHIN_MS = 10_000;
const MAX_BACKOFF_MS = 10_000;

/**
 * A WebSocket that stays up: keep-alive pings (answered by the Durable Object without waking
 * it), a dead connection noticed within PONG_WITHIN_MS, and reconnection with backoff.
 * status: "connecting" | "open" | "closed" | "unauthorized".
 */
export class LiveSocket {
  constructor({ session, path, onFrame, onStatus }) {
    this.session = session;
    this.path = path;
    this.onFrame = onFrame;
    this.onStatus = onStatus ?? (() => {});
    this.ws = null;
    this.stopped = false;
    this.attempt = 0;
    this.timers = [];
  }

  start() {
    this.stopped = false;
    void this.connect();
    return this;
  }

  stop() {
    this.stopped = true;
    this.clearTimers();
    if (this.ws) {
      this.ws.onclose = null;
      try {
        this.ws.close(1000, "bye");
      } catch {
        // already closed
      }
    }
    this.ws = null;
  }

  /** Sends a command; false when the socket is not open (the caller tells the operator). */
  send(command) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(command));
    return true;
  }

  async connect() {
    if (this.stopped) return;
    this.onStatus("connecting");
    let ticket;
    try {
      ticket = await this.session.ticket();
    } catch (err) {
      if (err instanceof AuthError) {
        this.onStatus("unauthorized", err.message);
        return;
      }
      this.retry();
      return;
    }
    if (this.stopped) return;
    const ws = new WebSocket(this.session.socketUrl(this.path, ticket));
    this.ws = ws;
    ws.onopen = () => {
      this.onStatus("open");
      this.keepAlive(ws);
    };
    ws.onmessage = (e) => {
      this.lastFrameAt = Date.now();
      // Backoff resets on the first frame, not on open: a server that accepts and drops at once
      // must not be hammered.
      this.attempt = 0;
      let frame;
      try {
        frame = JSON.parse(e.data);
      } catch {
        return;
      }
      if (frame.type !== "pong") this.onFrame(frame);
    };
    ws.onclose = (e) => {
      if (e.code !== REVOKED) return this.dropped(ws);
      this.stop();
      this.onStatus("unauthorized", "Tu acceso a la consola fue revocado.");
    };
  }

  /** The connection is gone (closed, refused or found dead): reconnect with a new ticket. */
  dropped(ws) {
    ws.onclose = null;
    ws.onmessage = null;
    this.clearTimers();
    if (this.ws === ws) this.ws = null;
    if (this.stopped) return;
    this.onStatus("closed");
    this.retry();
  }

  retry() {
    if (this.stopped) return;
    const delay = Math.min(MAX_BACKOFF_MS, 300 * 2 ** this.attempt) * (0.75 + Math.random() * 0.5);
    this.attempt += 1;
    this.timers.push(setTimeout(() => void this.connect(), delay));
  }

  keepAlive(ws) {
    this.clearTimers();
    const tick = () => {
      if (ws.readyState !== WebSocket.OPEN) return;
      const sentAt = Date.now();
      ws.send(JSON.stringify({ type: "ping" }));
      this.timers.push(
        setTimeout(() => {
          // No frame at all since the ping: the connection is dead even if the browser has not noticed.
          if ((this.lastFrameAt ?? 0) < sentAt) {
            try {
              ws.close();
            } catch {
              // already closing
            }
            this.dropped(ws);
          }
        }, PONG_WITHIN_MS),
      );
    };
    this.timers.push(setInterval(tick, PING_EVERY_MS));
  }

  clearTimers() {
    for (const t of this.timers) {
      clearTimeout(t);
      clearInterval(t);
    }
    this.timers = [];
  }
}
