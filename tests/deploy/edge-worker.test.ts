import { startEdgeWorker } from "./edge-worker.ts";
import { describeSiteContract } from "./site-contract.ts";

// On the edge the platform reports the visitor's address (CF-Connecting-IP); locally the test plays that part.
describeSiteContract("edge Worker in workerd (wrangler.jsonc)", async () => {
  const worker = await startEdgeWorker();
  return {
    baseUrl: worker.baseUrl,
    asClient: (n) => ({ headers: { "CF-Connecting-IP": `198.51.100.${n}` } }),
    stop: () => worker.stop(),
  };
});
