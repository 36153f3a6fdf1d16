import { kinds } from "./agent/kinds";
import { handleDeadLetters, handleOutboundBatch } from "./channels/queue-consumer";
import type { OutboundJob } from "./channels/types";
import type { Env } from "./env";
import { app } from "./http/app";

export { ConversationActor } from "./conversation/actor";
export { WorkspaceHub } from "./workspace/hub";

// Importing the kinds validates them at start-up: a broken one fails the deploy loudly.
void kinds;

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<OutboundJob>, env: Env): Promise<void> {
    if (batch.queue.endsWith("-dlq")) await handleDeadLetters(batch, env);
    else await handleOutboundBatch(batch, env);
  },
} satisfies ExportedHandler<Env, OutboundJob>;
