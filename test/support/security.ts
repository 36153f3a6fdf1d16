import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../../src/http/app";
import type { Env } from "../../src/env";

export { BUILTIN_NAMES } from "./builtins";

// Shared by the security tests: the Worker's router over the test bindings with some settings
// changed and the Durable Object namespaces watched (which names did a request make it use?).

export interface Watched {
  fetch(request: Request): Promise<Response>;
  /** Names passed to getByName / idFromName, per namespace. */
  named: { hub: string[]; conversation: string[] };
}

/** The router over `env` plus `vars` (undefined removes one), with both DO namespaces watched. */
export function watchedApp(vars: Partial<Record<keyof Env, string | undefined>> = {}): Watched {
  const named = { hub: [] as string[], conversation: [] as string[] };
  const watch = (ns: DurableObjectNamespace<never>, into: string[]) =>
    new Proxy(ns, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === "getByName" || prop === "idFromName") {
          return (name: string, ...rest: unknown[]) => {
            into.push(name);
            return (value as (...a: unknown[]) => unknown).call(target, name, ...rest);
          };
        }
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  const overrides: Record<string, unknown> = {
    ...vars,
    WORKSPACE_HUB: watch(env.WORKSPACE_HUB as never, named.hub),
    CONVERSATION: watch(env.CONVERSATION as never, named.conversation),
  };
  const bindings = new Proxy(env, {
    get: (target, prop) => (typeof prop === "string" && Object.hasOwn(overrides, prop) ? overrides[prop] : Reflect.get(target, prop)),
  });
  // A real execution context, as the runtime gives every request (read receipts run in waitUntil).
  // Its waitUntil work is awaited before the response is handed back: work left running after
  // a test file ends can still be loading modules when the pool tears the file down.
  return {
    fetch: async (request) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(request, bindings, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    },
    named,
  };
}
