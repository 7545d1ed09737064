import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? "3000"}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // `react-router dev` has no /api/*: forward it to the Hono server (`npm run serve`).
  server: { proxy: { "/api": apiTarget } },
});
