import { useEffect, useState } from 'preact/hooks';
import { api, type Answer } from '../api.js';
import { Badge } from '../components.js';
import { ago } from '../format.js';
import type { DashboardPendingRevocation } from '../../../src/generated/api.gen.js';

type Pending = DashboardPendingRevocation;

/**
 * Deleted connections whose access the tool has not revoked yet: the gateway keeps retrying (their credentials stay
 * sealed until then), so an operator sees which ones and why. Shown only when there are some.
 */
export function PendingRevocations({ envId, refresh }: { envId: string; refresh: number }) {
  const [items, setItems] = useState<Pending[]>([]);
  useEffect(() => {
    api<Answer<'listDashboardRevocations'>>('GET', `/environments/${envId}/revocations`).then(
      (r) => {
        setItems(r.items);
      },
      () => undefined,
    );
  }, [envId, refresh]);
  if (!items.length) return null;
  return (
    <div class="card pending-revocations" data-testid="pending-revocations">
      <h2>Revocations still pending ({items.length})</h2>
      <p class="small muted">
        These connections are deleted, but the tool has not yet confirmed their access is revoked. The gateway retries on its own; the
        credentials are erased when it succeeds or when the retries end.
      </p>
      <ul class="attempts">
        {items.map((p) => (
          <li key={p.connectionId}>
            <Badge tone="amber">Revocation retrying</Badge> <strong>{p.integrationId}</strong> <code class="small">{p.connectionId}</code>{' '}
            <span class="small muted">
              deleted {ago(p.deletedTime)} · {p.attempts} attempt{p.attempts === 1 ? '' : 's'} · next{' '}
              {new Date(p.nextAttemptTime).toLocaleTimeString()} · gives up {new Date(p.giveUpTime).toLocaleString()}
            </span>
            <div class="small error-text">{p.lastError}</div>
          </li>
        ))}
      </ul>
    </div>
  );
}
