import type { ConversationSnapshot, OperatorCommand, OperatorEvent } from "../../src/conversation/protocol";
import type { HubEvent } from "../../src/workspace/protocol";
import { exports, waitFor } from "../helpers";

// Shared by the operator test files: tickets, sockets that record every frame, and waiting on
// the frames an operator's screen would show.

export const BASE = "https://tendero.test";
/** OPERATOR_TOKENS in vitest.config.ts. */
export const TOKENS: Record<string, string> = { demo: "dev-operator-token", packs: "dev-packs-token", almacen: "dev-almacen-token" };

/** A person of a workspace's team, as the owner created them: their id and the token shown once. */
export interface Account {
  id: string;
  name: string;
  token: string;
  workspace: string;
}

const accounts = new Map<string, Promise<Account>>();

/**
 * The staff member called `name` in `workspace`, created through the owner's API the first time
 * a test file asks ("owner" is the workspace's bootstrap token itself).
 */
export function staff(name = "ana", workspace = "demo"): Promise<Account> {
  if (name === "owner") return Promise.resolve({ id: "owner", name: "Dueño", token: TOKENS[workspace], workspace });
  const key = `${workspace}/${name}`;
  let account = accounts.get(key);
  if (!account) {
    account = (async () => {
      const res = await exports.default.fetch(
        new Request(`${BASE}/api/workspaces/${workspace}/operators`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${TOKENS[workspace]}` },
          body: JSON.stringify({ name }),
        }),
      );
      if (res.status !== 201) throw new Error(`creating operator ${name} failed: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { operator: { id: string; name: string }; token: string };
      return { id: body.operator.id, name: body.operator.name, token: body.token, workspace };
    })();
    accounts.set(key, account);
  }
  return account;
}

/** POST /api/operator/tickets with a token (the workspace's owner token unless given). */
export async function requestTicket(opts: { workspace?: string; token?: string; body?: Record<string, unknown> } = {}): Promise<Response> {
  return exports.default.fetch(
    new Request(`${BASE}/api/operator/tickets`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${opts.token ?? TOKENS[opts.workspace ?? "demo"]}` },
      body: JSON.stringify(opts.body ?? { workspace: opts.workspace ?? "demo" }),
    }),
  );
}

/** A fresh ticket for the operator called `operator` (a staff account, or "owner"). */
export async function ticket(operator = "ana", workspace = "demo"): Promise<string> {
  const account = await staff(operator, workspace);
  const res = await requestTicket({ workspace, token: account.token });
  if (res.status !== 200) throw new Error(`ticket refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { ticket: string }).ticket;
}

/** A WebSocket as a test sees it: every frame decoded and kept, in arrival order. */
export class Socket<E extends { type: string }> {
  readonly frames: E[] = [];
  closed: { code: number; reason: string } | null = null;

  constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (e) => this.frames.push(JSON.parse(String(e.data)) as E));
    ws.addEventListener("close", (e) => {
      this.closed = { code: e.code, reason: e.reason };
    });
    ws.accept();
  }

  send(command: OperatorCommand | Record<string, unknown> | string): void {
    this.ws.send(typeof command === "string" ? command : JSON.stringify(command));
  }

  /** Frames of one type received so far. */
  all<T extends E["type"]>(type: T): Extract<E, { type: T }>[] {
    return this.frames.filter((f) => f.type === type) as Extract<E, { type: T }>[];
  }

  /** Waits for the n-th frame (counting from `from`) matching the predicate. */
  async next<T extends E["type"]>(type: T, match: (e: Extract<E, { type: T }>) => boolean = () => true, from = 0, timeoutMs = 10_000): Promise<Extract<E, { type: T }>> {
    const found = await waitFor(
      async () => this.frames.slice(from).find((f) => f.type === type && match(f as Extract<E, { type: T }>)) as Extract<E, { type: T }> | undefined,
      (f) => f !== undefined,
      timeoutMs,
      `a "${type}" frame; frames so far: ${JSON.stringify(this.frames.map((f) => f.type))}`,
    );
    return found!;
  }

  close(): void {
    try {
      this.ws.close(1000, "test done");
    } catch {
      // already closed
    }
  }
}

export type OperatorSocket = Socket<OperatorEvent>;
export type HubSocket = Socket<HubEvent>;

export async function upgrade(path: string): Promise<Response> {
  return exports.default.fetch(new Request(`${BASE}${path}`, { headers: { Upgrade: "websocket" } }));
}

/** Opens an operator socket on a conversation (ticket minted for `operator`). */
export async function openConversation(contact: string, operator = "ana", workspace = "demo"): Promise<OperatorSocket> {
  const res = await upgrade(`/api/workspaces/${workspace}/conversations/${contact}/socket?ticket=${encodeURIComponent(await ticket(operator, workspace))}`);
  if (res.status !== 101 || !res.webSocket) throw new Error(`upgrade refused: ${res.status} ${await res.text()}`);
  const socket = new Socket<OperatorEvent>(res.webSocket);
  await socket.next("snapshot");
  return socket;
}

export async function openHub(operator = "ana", workspace = "demo"): Promise<HubSocket> {
  const res = await upgrade(`/api/workspaces/${workspace}/socket?ticket=${encodeURIComponent(await ticket(operator, workspace))}`);
  if (res.status !== 101 || !res.webSocket) throw new Error(`hub upgrade refused: ${res.status} ${await res.text()}`);
  const socket = new Socket<HubEvent>(res.webSocket);
  await socket.next("inbox");
  return socket;
}

/** Messages as an operator's screen lists them: "author: text". */
export function transcript(events: OperatorEvent[]): string[] {
  return events.flatMap((e) => (e.type === "message" ? [`${e.message.author}: ${e.message.text}`] : []));
}

/** The snapshot an operator got on connect. */
export function snapshotOf(socket: OperatorSocket): ConversationSnapshot {
  const first = socket.frames[0];
  if (first?.type !== "snapshot") throw new Error(`first frame is not a snapshot: ${JSON.stringify(first)}`);
  return first.snapshot;
}

/** The types of the frames received since `from`, ignoring keep-alive pongs. */
export function typesSince(socket: { frames: { type: string }[] }, from: number): string[] {
  return socket.frames.slice(from).map((f) => f.type).filter((t) => t !== "pong");
}

/** A D1 binding whose queries matching `pattern` first run `before` (which may wait or throw). */
export function interceptQueries(db: D1Database, pattern: RegExp, before: () => Promise<void>): D1Database {
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        if (typeof value !== "function") return value;
        if (prop === "all" || prop === "first" || prop === "raw" || prop === "run") {
          return async (...args: unknown[]) => {
            await before();
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === "prepare") return (sql: string) => (pattern.test(sql) ? wrap(target.prepare(sql)) : target.prepare(sql));
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
