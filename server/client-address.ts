/**
 * Who is asking, on the Node server: the socket's address, or, behind trusted reverse proxies (TRUST_PROXY),
 * the address the nearest untrusted hop had, as the trusted proxies wrote it into X-Forwarded-For or
 * Forwarded. A client can write those headers too; only the entries the trusted proxies appended count, so
 * a forged header never buys a fresh chat allowance. (The edge Worker asks the platform instead.)
 */
import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export type TrustProxy =
  | { kind: "off" }
  /** Exactly this many proxies stand in front of the server (each appends the address it saw). */
  | { kind: "hops"; hops: number }
  /** The proxies are these addresses or ranges; hops from anything else are not believed. */
  | { kind: "addresses"; trusted: BlockList; described: string };

export type ProxyHeader = "x-forwarded-for" | "forwarded";

const RANGES: Record<string, readonly string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** `off` (the default), a hop count (`1`), or a list of addresses, ranges and `loopback` / `private`. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "off" || text === "false" || text === "0") return { kind: "off" };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Number(text) };
  const trusted = new BlockList();
  for (const item of text.split(",").map((part) => part.trim())) {
    for (const entry of RANGES[item] ?? [item]) {
      const [address = "", prefix] = entry.split("/");
      const family = isIP(address);
      const bits = family === 4 ? 32 : 128;
      if (!family || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= bits))) {
        throw new Error(
          `"${item}" is not an address, a range (10.0.0.0/8), loopback or private; TRUST_PROXY is off, a hop count, or a list of those`,
        );
      }
      const type = family === 4 ? "ipv4" : "ipv6";
      if (prefix === undefined) trusted.addAddress(address, type);
      else trusted.addSubnet(address, Number(prefix), type);
    }
  }
  return { kind: "addresses", trusted, described: text };
}

/** "::ffff:127.0.0.1" → "127.0.0.1"; "[::1]:443" → "::1"; "1.2.3.4:80" → "1.2.3.4". */
export function normalizeAddress(raw: string): string {
  let address = raw.trim().replace(/^"|"$/g, "");
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.replace(/:\d+$/, "");
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) address = address.slice(7);
  return address.toLowerCase();
}

/** The addresses a forwarding header lists, the client's first, the nearest proxy's last. */
export function forwardedChain(header: ProxyHeader, value: string | undefined): string[] {
  if (!value) return [];
  if (header === "x-forwarded-for") return value.split(",").map(normalizeAddress).filter(Boolean);
  // RFC 7239: `Forwarded: for=192.0.2.1;proto=https, for="[2001:db8::1]:443"`.
  return value.split(",").flatMap((element) => {
    const pair = element
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.toLowerCase().startsWith("for="));
    return pair ? [normalizeAddress(pair.slice(4))] : [];
  });
}

const familyOf = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** The client's address, given the socket's and the forwarding header's value. */
export function resolveClientAddress(
  socketAddress: string,
  forwarded: string | undefined,
  trust: TrustProxy,
  header: ProxyHeader = "x-forwarded-for",
): string {
  const socket = normalizeAddress(socketAddress);
  if (trust.kind === "off") return socket;
  const chain = [...forwardedChain(header, forwarded), socket];
  if (trust.kind === "hops") return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  // Walk back from the socket while each hop is a trusted proxy: the first untrusted one is the client.
  for (let index = chain.length - 1; index > 0; index--) {
    const address = chain[index]!;
    if (!isIP(address) || !trust.trusted.check(address, familyOf(address))) return address;
  }
  return chain[0]!;
}

/** The chat route's client key on the Node server. */
export function nodeClientKey(trust: TrustProxy, header: ProxyHeader) {
  return (c: Context): string => {
    let socket: string | undefined;
    try {
      socket = getConnInfo(c).remote.address;
    } catch {
      // In-process requests (app.request in tests) have no socket.
    }
    if (!socket) return "local";
    return resolveClientAddress(socket, c.req.header(header), trust, header);
  };
}
