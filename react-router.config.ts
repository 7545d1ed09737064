import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site-map.ts";

export default {
  ssr: false,
  prerender: { paths: prerenderPaths(), concurrency: 2 },
} satisfies Config;
