import type { SettingsVars } from "./settings";
import type { ConversationRpc } from "./conversation/rpc";
import type { HubRpc } from "./workspace/protocol";
import type { OutboundJob } from "./channels/types";

/** Every binding the Worker has, plus its settings (parsed only by settings.ts). */
export interface Env extends SettingsVars {
  DB: D1Database;
  CONVERSATION: DurableObjectNamespace<ConversationRpc>;
  WORKSPACE_HUB: DurableObjectNamespace<HubRpc>;
  OUTBOUND: Queue<OutboundJob>;
  ASSETS?: Fetcher;
  /** Workers AI (voice-note transcription); optional: without it voice notes are not transcribed. */
  AI?: Ai;

  /** Tests only: D1 migrations handed in by vitest.config.ts. */
  TEST_MIGRATIONS?: { name: string; queries: string[] }[];
  TEST_SEED_SQL?: string;
}

type TenderoEnv = Env;
declare global {
  // Lets `env` from "cloudflare:workers" (tests) see the same bindings.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Cloudflare {
    interface Env extends TenderoEnv {}
  }
}
