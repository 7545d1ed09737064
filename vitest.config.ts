import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "contracts/**/*.test.ts",
      "artwork/**/*.test.ts",
      "server-data/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    globalSetup: ["artwork/draw-before-tests.ts"],
    environment: "node",
    pool: "threads",
    maxWorkers: 2,
    // The server tests start an app over the real content and real sockets: seconds on a 2-core machine that is
    // also building or running browsers (the staff round trip runs this suite beside nothing, CI beside nothing).
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
