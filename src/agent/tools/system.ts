import { z } from "zod";
import { defineTool } from "./registry";

export const systemTools = [
  defineTool({
    name: "request_handoff",
    description: "Pasa la conversación a una persona del equipo. El agente deja de responder.",
    input: z.object({ reason: z.string().min(1).max(300), pendingIssue: z.string().max(300).optional() }),
    async run(ctx, { reason, pendingIssue }) {
      ctx.handoff = { trigger: ctx.handoff?.trigger ?? "model", reason, pendingIssue };
      return { handedOff: true };
    },
  }),
];
