import { refusedHostReason } from '../webhooks/webhook-target-policy.js';

/**
 * PLUGBOARD_TOOL_SUBSCRIPTIONS: `auto` subscribes when PUBLIC_BASE_URL is an address a tool can reach (a public
 * host), `on` always (a tunnel, a test against loopback fakes), `off` never.
 */
export type SubscriptionsMode = 'auto' | 'on' | 'off';

/**
 * Why connections cannot be subscribed to their tool's notifications, or null when they can. A tool refuses (or
 * cannot reach) a loopback or private address, so `auto` does not ask it to: the subscription shows `unavailable`
 * with this reason and the connection keeps to its sync schedule.
 */
export function subscriptionsUnavailableReason(publicBaseUrl: string, mode: SubscriptionsMode): string | null {
  if (mode === 'off') return 'automatic subscriptions are off (PLUGBOARD_TOOL_SUBSCRIPTIONS=off); changes arrive with each sync';
  if (mode === 'on') return null;
  let host: string;
  try {
    host = new URL(publicBaseUrl).hostname;
  } catch {
    return 'PUBLIC_BASE_URL is not a URL';
  }
  const refused = refusedHostReason(host);
  return refused
    ? `PUBLIC_BASE_URL (${publicBaseUrl}) is not reachable by the tool (${refused}): set it to the gateway's public address, or PLUGBOARD_TOOL_SUBSCRIPTIONS=on behind a tunnel; changes arrive with each sync meanwhile`
    : null;
}
