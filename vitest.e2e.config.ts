import { defineConfig } from "vitest/config";

// End-to-end suites against the real `wrangler dev` (soak, browser): plain Node, one file at a
// time (each starts its own server; the machine has 2 cores).
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.test.ts", "test/browser/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
