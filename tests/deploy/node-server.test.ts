import { startNodeServer } from "./helpers.ts";
import { describeSiteContract } from "./site-contract.ts";

// The Node server tells clients apart by their socket address (TRUST_PROXY off): client n sends from 127.0.0.n.
describeSiteContract("Node server (node server/index.ts)", async () => {
  const server = await startNodeServer();
  return {
    baseUrl: server.baseUrl,
    asClient: (n) => ({ localAddress: `127.0.0.${n + 1}` }),
    stop: () => server.stop(),
  };
});
