import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  // The same seed `npm run dev` applies, so tests talk to the demo shop a newcomer sees.
  const seed = readFileSync("./scripts/seed/demo.sql", "utf8");
  return {
    plugins: [
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
            OPERATOR_TOKENS: "demo:dev-operator-token,packs:dev-packs-token",
            OPERATOR_TICKET_SECRET: "test-ticket-secret",
            DEBOUNCE_MS: "0",
          },
        },
      })),
    ],
    test: {
      globalSetup: ["./test/global-setup.ts"],
      setupFiles: ["./test/apply-migrations.ts"],
      include: ["test/**/*.test.ts"],
      exclude: ["test/browser/**", "test/e2e/**"],
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  };
});
