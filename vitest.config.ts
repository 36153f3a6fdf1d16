import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  // The same seed `npm run dev` applies, so tests talk to the demo shop a newcomer sees.
  const seed = readFileSync("./scripts/seed/demo.sql", "utf8");
  const worker = (claude: boolean) =>
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          TEST_SEED_SQL: seed,
          WHATSAPP_APP_SECRET: "test-app-secret",
          WHATSAPP_VERIFY_TOKEN: "test-verify-token",
          WHATSAPP_ACCESS_TOKEN: "test-access-token",
          WHATSAPP_API_BASE_URL: `http://127.0.0.1:${inject<number>("fakeGraphPort")}`,
          INFOBIP_WEBHOOK_USER: "infobip",
          INFOBIP_WEBHOOK_PASSWORD: "infobip-secret",
          INFOBIP_API_KEY: "test-infobip-key",
          INFOBIP_BASE_URL: `http://127.0.0.1:${inject<number>("fakeGraphPort")}/infobip`,
          OPERATOR_TOKENS: "demo:dev-operator-token,packs:dev-packs-token,almacen:dev-almacen-token",
          // The almacén is seeded through the admin API (test/catalog/seed.ts), as `npm run dev` does.
          ADMIN_TOKEN: "test-admin-token",
          OPERATOR_TICKET_SECRET: "test-ticket-secret",
          DEBOUNCE_MS: "0",
          ...(claude
            ? {
                ANTHROPIC_API_KEY: "test-anthropic-key",
                ANTHROPIC_BASE_URL: `http://127.0.0.1:${inject<number>("fakeAnthropicPort")}`,
                // Short enough that the timeout tests take seconds, long enough for real HTTP.
                LLM_TURN_TIMEOUT_MS: "2500",
                // Small, so a test conversation reaches it; the production default is 50,000.
                TOKEN_BUDGET: "8000",
                // Spend budgets and the flood limit above what the 200-turn budget test needs;
                // claude-spend.test.ts reaches them with audit rows of its own.
                LLM_CONVERSATION_CALLS_PER_HOUR: "1000",
                LLM_CONVERSATION_CALLS_PER_DAY: "1000",
                LLM_CONVERSATION_TOKENS_PER_HOUR: "20000000",
                LLM_CONVERSATION_TOKENS_PER_DAY: "20000000",
                LLM_WORKSPACE_CALLS_PER_DAY: "1000000",
                LLM_WORKSPACE_TOKENS_PER_DAY: "1000000000",
                FLOOD_MAX_TURNS_PER_MINUTE: "0",
              }
            : // Empty on purpose: a key in a local .dev.vars must not turn the Claude path on here.
              { ANTHROPIC_API_KEY: "" }),
        },
      },
    }));
  // Two projects over the same Worker: "workers" is fully deterministic (no key); "claude" runs
  // only test/integration/claude*.test.ts, with a key and the fake Messages API. A third,
  // "agent", runs the pure tests in plain Node (no Workers runtime): the agent's units and its
  // conversation scenarios over in-memory ports, in seconds.
  const CLAUDE_TESTS = "test/integration/claude*.test.ts";
  const NODE_TESTS = ["test/agent/**/*.test.ts", "test/unit/**/*.test.ts"];
  const shared = {
    globalSetup: ["./test/global-setup.ts"],
    setupFiles: ["./test/apply-migrations.ts", "./test/catalog/seed.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  };
  return {
    test: {
      projects: [
        { plugins: [worker(false)], test: { ...shared, name: "workers", include: ["test/**/*.test.ts"], exclude: ["test/browser/**", "test/e2e/**", CLAUDE_TESTS, ...NODE_TESTS] } },
        { plugins: [worker(true)], test: { ...shared, name: "claude", include: [CLAUDE_TESTS] } },
        { test: { name: "agent", environment: "node", include: NODE_TESTS, testTimeout: 60_000 } },
      ],
    },
  };
});
