import type { LookupFunction } from 'node:net';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** What a delivery log says about a refused target: never the address or port, so it cannot map a network. */
export const REFUSED_TARGET_REASON = 'target address is not allowed (private, loopback or internal)';

// Names that resolve inside the network by convention: never a public receiver.
const INTERNAL_SUFFIXES = ['.localhost', '.local', '.internal', '.localdomain', '.home.arpa'];

/**
 * Why a URL's host may not receive webhooks, or null when it may. The WHATWG URL parser has already turned numeric
 * forms (`2130706433`, `0x7f000001`, `127.1`) into dotted quads; IPv4-mapped IPv6 (`::ffff:127.0.0.1`) and
 * IPv4-compatible IPv6 (`::127.0.0.1`, which the parser writes `::7f00:1` and ipaddr.js calls unicast) are judged
 * as the IPv4 they carry.
 * Only globally routable unicast addresses pass (ipaddr.js ranges: private, loopback, link-local, carrier-grade NAT,
 * unique-local, multicast, reserved... are refused). A name is judged again after DNS, when the socket connects.
 */
export function refusedHostReason(hostname: string): string | null {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (ipaddr.isValid(host)) {
    let addr = ipaddr.parse(host);
    if (addr.kind() === 'ipv6') addr = embeddedIPv4(addr as ipaddr.IPv6) ?? addr;
    const range = addr.range();
    return range === 'unicast' ? null : `the address is in a non-public range (${range})`;
  }
  if (host === 'localhost' || INTERNAL_SUFFIXES.some((s) => host.endsWith(s))) return 'the host name is internal';
  if (!host.includes('.')) return 'a single-label host name resolves inside the network';
  return null;
}

/** The IPv4 address an IPv6 address carries in its last 32 bits (::ffff:a.b.c.d and the deprecated ::a.b.c.d). */
function embeddedIPv4(addr: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (addr.isIPv4MappedAddress()) return addr.toIPv4Address();
  const p = addr.parts;
  // ::/96: the first 96 bits zero. `::` and `::1` land on 0.0.0.0 and 0.0.0.1, refused as unspecified too.
  if (p.slice(0, 6).every((x) => x === 0)) return ipaddr.fromByteArray([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]) as ipaddr.IPv4;
  return undefined;
}

export interface DeliveryAgents {
  http: RequestFilteringHttpAgent;
  https: RequestFilteringHttpsAgent;
}

/**
 * Agents that check every address a delivery socket connects to (after DNS, so a public name resolving to a
 * private address is refused too): request-filtering-agent. Undefined when private targets are allowed.
 */
export function deliveryAgents(allowPrivateTargets: boolean): DeliveryAgents | undefined {
  if (allowPrivateTargets) return undefined;
  return { http: new RequestFilteringHttpAgent({ keepAlive: true }), https: new RequestFilteringHttpsAgent({ keepAlive: true }) };
}

/**
 * A DNS lookup that refuses IPv4-compatible IPv6 answers (`::7f00:1` carries 127.0.0.1; request-filtering-agent
 * takes it for a public unicast address), in the agent's own words so the refusal is reported the same way.
 */
export function refusingLookup(base: LookupFunction): LookupFunction {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    base(hostname, options, (err, address, family) => {
      if (err) {
        callback(err, address, family);
        return;
      }
      const list = Array.isArray(address) ? address : [{ address, family: family ?? 0 }];
      const hidden = list.find((a) => net.isIPv6(a.address) && embeddedIPv4(ipaddr.IPv6.parse(a.address)) !== undefined);
      if (hidden)
        callback(new Error(`DNS lookup ${hidden.address}(host:${hostname}) is not allowed. Because, it carries an IPv4 address.`), '', 0);
      else callback(null, address, family);
    });
  };
}

type LookupOptions = Parameters<LookupFunction>[1];
type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | { address: string; family: number }[], family?: number) => void;

/** request-filtering-agent's refusal (its errors carry no code; the message is its documented wording). */
export const isRefusedByAgent = (err: { message?: string }): boolean => /^DNS lookup .* is not allowed\b/.test(err.message ?? '');
