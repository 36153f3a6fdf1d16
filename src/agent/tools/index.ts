import { cartTools } from "./cart";
import { catalogTools } from "./catalog";
import { commerceTools } from "./commerce";
import { customerTools } from "./customer";
import { orderTools } from "./order";
import { packTools } from "./packs";
import { ToolRegistry } from "./registry";
import { systemTools } from "./system";

export const tools = new ToolRegistry([customerTools, catalogTools, cartTools, orderTools, commerceTools, systemTools, packTools]);
export { ToolError, type ToolContext, type ToolOutcome, type HandoffRequest } from "./registry";
