import { Hono } from "hono";
import type { Env } from "../env";
import { adminRoutes } from "./admin";
import { onError } from "./errors";
import { infobipRoutes } from "./infobip";
import { operatorRoutes } from "./operator";
import { sandboxRoutes } from "./sandbox";
import { whatsappRoutes } from "./whatsapp";

export const app = new Hono<{ Bindings: Env }>();

app.get("/healthz", (c) => c.text("ok"));
app.route("/webhooks/whatsapp", whatsappRoutes);
app.route("/webhooks/infobip", infobipRoutes);
app.route("/sandbox", sandboxRoutes);
app.route("/api/admin", adminRoutes);
app.route("/api", operatorRoutes);
app.notFound((c) => c.json({ error: "not found" }, 404));
app.onError(onError);
