import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** What a delivery log says about a refused target: never the address or port, so it cannot map a network. */
export const REFUSED_TARGET_REASON = 'target address is not allowed (private, loopback or internal)';

// Names that resolve inside the network by convention: never a public receiver.
const INTERNAL_SUFFIXES = ['.localhost', '.local', '.internal', '.localdomain', '.home.arpa'];

/**
 * Why a URL's host may not receive webhooks, or null when it may. The WHATWG URL parser has already turned numeric
 * forms (`2130706433`, `0x7f000001`, `127.1`) into dotted quads; IPv4-mapped IPv6 is judged as the IPv4 it maps.
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
    if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
    const range = addr.range();
    return range === 'unicast' ? null : `the address is in a non-public range (${range})`;
  }
  if (host === 'localhost' || INTERNAL_SUFFIXES.some((s) => host.endsWith(s))) return 'the host name is internal';
  if (!host.includes('.')) return 'a single-label host name resolves inside the network';
  return null;
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

/** request-filtering-agent's refusal (its errors carry no code; the message is its documented wording). */
export const isRefusedByAgent = (err: { message?: string }): boolean => /^DNS lookup .* is not allowed\b/.test(err.message ?? '');
