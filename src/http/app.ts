import { Hono } from "hono";
import type { Env } from "../env";
import { adminRoutes } from "./admin";
import { onError } from "./errors";
import { securityHeaders } from "./headers";
import { infobipRoutes } from "./infobip";
import { operatorRoutes } from "./operator";
import { ordersRoutes } from "./orders";
import { settingsRoutes } from "./settings";
import { whatsappRoutes } from "./whatsapp";

export const app = new Hono<{ Bindings: Env }>();

app.use(securityHeaders);
app.get("/healthz", (c) => c.text("ok"));
app.route("/webhooks/whatsapp", whatsappRoutes);
app.route("/webhooks/infobip", infobipRoutes);
app.route("/api/admin", adminRoutes);
app.route("/api", operatorRoutes);
app.route("/api", ordersRoutes);
app.route("/api", settingsRoutes);
app.notFound((c) => {
  // The operator console's files (public/), served through the Worker so they carry its headers.
  const { method, path } = c.req;
  if (c.env.ASSETS && (method === "GET" || method === "HEAD") && !path.startsWith("/api/") && !path.startsWith("/webhooks/")) return c.env.ASSETS.fetch(c.req.raw);
  return c.json({ error: "not found" }, 404);
});
app.onError(onError);
