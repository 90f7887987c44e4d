import { defineConfig } from "vitest/config";

// Tests of the built server as a process (npm run build first): crashes, restarts,
// several instances (issue 7 §4). One file at a time: they start real servers.
export default defineConfig({
  test: {
    include: ["tests/system/**/*.test.ts"],
    environment: "node",
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
