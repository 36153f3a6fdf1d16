import { cartTools } from "./cart";
import { catalogTools } from "./catalog";
import { commerceTools } from "./commerce";
import { customerTools } from "./customer";
import { orderTools } from "./order";
import type { ToolDefinition } from "./registry";
import { systemTools } from "./system";

/** The tools every kind of shop has; a kind adds its own (see AgentKind.tools). */
export const sharedTools: ToolDefinition[][] = [customerTools, catalogTools, cartTools, orderTools, commerceTools, systemTools];
export { ToolRegistry, ToolError, defineTool, type ToolDefinition, type ToolContext, type ToolOutcome, type HandoffRequest } from "./registry";
