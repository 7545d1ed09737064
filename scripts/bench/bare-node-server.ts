/**
 * The least a Node process can do to answer (for `npm run bench:serve`, not a server of the site): node:http
 * answering every request with one answer taken whole from the real server at start (its status, every header
 * and the same gzip body), with no lookup, no ETag and no header built. Set beside the real server, it shows how
 * much of the distance to nginx is the site's code and how much is Node itself.
 *   node scripts/bench/bare-node-server.ts <port> <url of the real server's file>
 */
import { createServer, get } from "node:http";

const [port = "0", source = ""] = process.argv.slice(2);

const answer = await new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
  (resolve, reject) => {
    get(source, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          // node:http writes these itself, as for the real server.
          if (typeof value === "string" && !/^(date|connection|keep-alive)$/i.test(name))
            headers[name] = value;
        }
        resolve({ status: res.statusCode ?? 200, headers, body: Buffer.concat(chunks) });
      });
    }).on("error", reject);
  },
);

createServer((_req, res) => {
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}).listen(Number(port), "127.0.0.1", () => console.log(`bare node:http on ${port}, ${answer.body.length} B`));
