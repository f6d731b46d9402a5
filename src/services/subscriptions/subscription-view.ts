import type { ToolSubscriptionDoc } from '../../store/tool-subscriptions.repo.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The `ConnectionSubscription` schema: state, times and the last error; never the secrets or the tool's id. */
export function subscriptionView(s: ToolSubscriptionDoc) {
  return {
    name: s.name,
    state: s.state,
    expiresTime: iso(s.expiresAt),
    nextActionTime: iso(s.nextAt),
    subscribedTime: iso(s.subscribedAt),
    lastError: s.lastError,
    failures: s.failures,
    modifiedTime: s.modifiedAt.toISOString(),
  };
}
