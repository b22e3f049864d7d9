import { afterEach, describe, expect, it } from "vitest";
import {
  addressKey,
  clientAddress,
  normaliseAddress,
  peerIsTrusted,
  type ProxyTrust,
} from "@/lib/server/client-address";
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

describe("one address written many ways", () => {
  it("is counted once: a port, IPv4-mapped IPv6 dotted or in hex, and leading zeros make no new address", () => {
    for (const written of [
      "10.9.9.9",
      "10.9.9.9:1234",
      "::ffff:10.9.9.9",
      "::ffff:a09:909",
      "::FFFF:0a09:0909",
      "0:0:0:0:0:ffff:a09:909",
      "[::ffff:a09:909]:443",
      "010.009.009.009",
      " 10.9.9.9 ",
    ]) {
      expect(normaliseAddress(written), written).toBe("10.9.9.9");
      expect(addressKey(written), written).toBe("10.9.9.9");
    }
    const trust = trustFrom("1");
    expect(clientAddress("10.0.0.2", "010.009.009.009", trust)).toBe("10.9.9.9");
    expect(clientAddress("10.0.0.2", "::ffff:a09:909", trust)).toBe("10.9.9.9");
    delete process.env.TRUST_PROXY;
  });

  it("never puts an IPv4 address into an IPv6 /64: two hex-form IPv4 addresses are two counters", () => {
    expect(addressKey("::ffff:a09:909")).not.toBe(addressKey("::ffff:a09:90a"));
    expect(addressKey("::ffff:a09:90a")).toBe("10.9.9.10");
    expect(addressKey("[2001:db8:77:1::5]:8443")).toBe("2001:db8:77:1::/64");
  });

  it("leaves what is not an address as it is", () => {
    expect(normaliseAddress("unknown")).toBe("unknown");
    expect(normaliseAddress("256.1.1.1")).toBe("256.1.1.1");
    expect(normaliseAddress("10.9.9.9:x")).toBe("10.9.9.9:x");
  });
});
