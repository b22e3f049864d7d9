import { afterEach, describe, expect, it } from "vitest";
import { addressKey, clientAddress, peerIsTrusted, type ProxyTrust } from "@/lib/server/client-address";
import { config, configProblems } from "@/lib/server/config";

const trustFrom = (value: string | undefined): ProxyTrust => {
  if (value === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = value;
  return config.trustProxy;
};

describe("the client's address", () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it("is the socket's by default, whatever X-Forwarded-For says", () => {
    expect(clientAddress("192.0.2.1", "198.51.100.7, 10.0.0.1", trustFrom(undefined))).toBe("192.0.2.1");
    expect(clientAddress("::ffff:192.0.2.1", undefined, trustFrom("0"))).toBe("192.0.2.1");
    expect(peerIsTrusted("192.0.2.1", trustFrom(undefined))).toBe(false);
  });

  it("counts proxy hops from the socket, taking the right-most untrusted entry", () => {
    const oneHop = trustFrom("1");
    expect(clientAddress("10.0.0.2", "198.51.100.7, 203.0.113.5", oneHop)).toBe("203.0.113.5");
    expect(clientAddress("10.0.0.2", undefined, oneHop)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "203.0.113.5, 10.0.0.3", trustFrom("2"))).toBe("203.0.113.5");
  });

  it("walks past listed proxies and networks, never trusting the left-most entry for itself", () => {
    const listed = trustFrom("10.0.0.0/8, loopback, 2001:db8::1");
    expect(clientAddress("127.0.0.1", "198.51.100.7, 203.0.113.5, 10.1.2.3", listed)).toBe("203.0.113.5");
    expect(clientAddress("2001:db8::1", "203.0.113.6", listed)).toBe("203.0.113.6");
    expect(clientAddress("192.0.2.1", "203.0.113.5", listed)).toBe("192.0.2.1");
    expect(clientAddress("10.0.0.1", "10.0.0.2", listed)).toBe("10.0.0.2");
    expect(peerIsTrusted("::ffff:10.9.9.9", listed)).toBe(true);
  });

  it("refuses a TRUST_PROXY it cannot read, naming it", () => {
    process.env.TRUST_PROXY = "true";
    expect(configProblems()).toMatch(/^TRUST_PROXY must be a number of proxy hops, or addresses and networks/);
    process.env.TRUST_PROXY = "10.0.0.0/33";
    expect(configProblems()).toMatch(/TRUST_PROXY/);
  });
});

describe("the unit a per-address limit counts", () => {
  it("is an IPv4 address itself, and an IPv6 address's /64 however it is written", () => {
    expect(addressKey("192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("2001:db8:77:1:a::1")).toBe("2001:db8:77:1::/64");
    expect(addressKey("2001:0DB8:0077:0001:ffff:ffff:ffff:ffff")).toBe("2001:db8:77:1::/64");
    expect(addressKey("2001:db8:77:1::")).toBe("2001:db8:77:1::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(addressKey("2001:db8:77:2::1")).not.toBe(addressKey("2001:db8:77:1::1"));
    expect(addressKey("unknown")).toBe("unknown");
  });
});
