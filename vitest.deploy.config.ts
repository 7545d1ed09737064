import { defineConfig } from "vitest/config";

/**
 * Deployment tests (tests/deploy/): each starts what it needs (the Node server, the Worker in workerd, nginx,
 * a container engine) against the end-to-end build and stops it. Run after `npm run build:e2e`.
 */
export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
