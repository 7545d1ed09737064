import { describe, expect, it } from "vitest";
import { forwardedChain, normalizeAddress, parseTrustProxy, resolveClientAddress } from "./client-address.ts";

describe("normalizeAddress", () => {
  it("strips IPv4-mapped prefixes, brackets, ports and quotes", () => {
    expect(normalizeAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeAddress('"[2001:DB8::1]:443"')).toBe("2001:db8::1");
    expect(normalizeAddress(" 203.0.113.9:5678 ")).toBe("203.0.113.9");
  });
});

describe("forwardedChain", () => {
  it("lists X-Forwarded-For entries, the client first", () => {
    expect(forwardedChain("x-forwarded-for", "6.6.6.6, 203.0.113.9")).toEqual(["6.6.6.6", "203.0.113.9"]);
  });

  it("reads the for= parameters of RFC 7239 Forwarded", () => {
    expect(
      forwardedChain(
        "forwarded",
        'for=192.0.2.60;proto=https;by=203.0.113.43, for="[2001:db8:cafe::17]:4711"',
      ),
    ).toEqual(["192.0.2.60", "2001:db8:cafe::17"]);
  });
});

describe("resolveClientAddress", () => {
  const socket = "::ffff:127.0.0.1";

  it("uses the socket and ignores every header when no proxy is trusted", () => {
    expect(resolveClientAddress(socket, "6.6.6.6", parseTrustProxy("off"))).toBe("127.0.0.1");
  });

  it("with a hop count, takes the address the last trusted proxy saw: a forged entry stays to its left", () => {
    const oneHop = parseTrustProxy("1");
    expect(resolveClientAddress(socket, "203.0.113.9", oneHop)).toBe("203.0.113.9");
    // The client wrote 6.6.6.6 itself; the proxy appended the address it saw.
    expect(resolveClientAddress(socket, "6.6.6.6, 203.0.113.9", oneHop)).toBe("203.0.113.9");
    expect(resolveClientAddress(socket, "1.1.1.1, 10.0.0.2", parseTrustProxy("2"))).toBe("1.1.1.1");
    // Fewer entries than hops: the farthest address there is.
    expect(resolveClientAddress(socket, undefined, parseTrustProxy("3"))).toBe("127.0.0.1");
  });

  it("with addresses, walks back over trusted proxies to the first address that is not one", () => {
    const trusted = parseTrustProxy("loopback, 10.0.0.0/8");
    expect(resolveClientAddress(socket, "6.6.6.6, 203.0.113.9, 10.1.2.3", trusted)).toBe("203.0.113.9");
    expect(resolveClientAddress("198.51.100.7", "6.6.6.6", trusted)).toBe("198.51.100.7");
    expect(resolveClientAddress(socket, "garbage, 10.1.2.3", trusted)).toBe("garbage");
  });

  it("reads only the header the proxies write", () => {
    const oneHop = parseTrustProxy("1");
    expect(resolveClientAddress(socket, "for=203.0.113.9", oneHop, "forwarded")).toBe("203.0.113.9");
    expect(resolveClientAddress(socket, undefined, oneHop, "forwarded")).toBe("127.0.0.1");
  });

  it("refuses what is neither a count nor addresses", () => {
    expect(() => parseTrustProxy("yes please")).toThrow(/not an address/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/not an address/);
  });
});
