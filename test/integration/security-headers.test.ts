import { describe, expect, it } from "vitest";
import { exports } from "../helpers";

// #12 item 8: the console and the API answer with a Content-Security-Policy that allows no inline
// script, nosniff, no framing and no referrer, whatever the route and the status.

const EXPECTED: Record<string, RegExp> = {
  "content-security-policy": /^(?=.*default-src 'self')(?=.*script-src 'self'(;|$))(?=.*frame-ancestors 'none')(?=.*object-src 'none')(?!.*unsafe-inline)(?!.*unsafe-eval)/,
  "x-content-type-options": /^nosniff$/,
  "x-frame-options": /^DENY$/,
  "referrer-policy": /^no-referrer$/,
};

function expectSecured(res: Response, what: string): void {
  for (const [name, shape] of Object.entries(EXPECTED)) expect(res.headers.get(name), `${name} on ${what}`).toMatch(shape);
}

const fetchPath = (path: string, init: RequestInit = {}) => exports.default.fetch(new Request(`https://tendero.test${path}`, init));

describe("security headers", () => {
  it("on the operator console's page, scripts and styles", async () => {
    for (const [path, type] of [
      ["/", /text\/html/],
      ["/js/main.js", /javascript/],
      ["/js/api.js", /javascript/],
      ["/console.css", /text\/css/],
    ] as const) {
      const res = await fetchPath(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(type);
      expectSecured(res, path);
    }
  });

  it("on API and webhook answers, errors included", async () => {
    const cases: [string, RequestInit, number][] = [
      ["/healthz", {}, 200],
      ["/api/workspaces/demo/conversations", { headers: { authorization: "Bearer dev-operator-token" } }, 200],
      ["/api/workspaces/demo/conversations", {}, 401],
      ["/api/operator/tickets", { method: "POST", headers: { authorization: "Bearer dev-operator-token" }, body: "{" }, 400],
      ["/webhooks/whatsapp", { method: "POST", body: "{}" }, 401],
      ["/api/nothing-here", {}, 404],
    ];
    for (const [path, init, status] of cases) {
      const res = await fetchPath(path, init);
      expect(res.status, path).toBe(status);
      expectSecured(res, `${init.method ?? "GET"} ${path}`);
    }
  });

  it("the console's HTML has no inline script, handler or style for the policy to break", async () => {
    const html = await (await fetchPath("/")).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc="\/[^"]+"/);
      expect(body.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/<style\b|\sstyle\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});
