import { useEffect, useState } from 'preact/hooks';
import { api, qs } from '../api.js';
import { ErrorNote } from '../components.js';
import { num } from '../format.js';
import type { DashboardRevokePlan, DashboardRevokeReport } from '../../../src/generated/api.gen.js';

type Plan = DashboardRevokePlan;
type Report = DashboardRevokeReport;

/** What each revocation outcome means, in the report (credentials are erased in every case but retrying). */
const OUTCOMES: [keyof Report['outcomes'], string][] = [
  ['revoked', 'access revoked at the tool, credentials erased'],
  ['not_supported', 'credentials erased (the tool offers no way to revoke access)'],
  ['retrying', 'revocation failed for now and is retried automatically (credentials kept sealed until then)'],
  ['abandoned', 'revocation given up after its retries, credentials erased'],
];

const plural = (n: number) => `${num(n)} connection${n === 1 ? '' : 's'}`;

/**
 * Incident response: end every connection of the environment (or of one integration). The person types the count
 * the plan shows; the gateway refuses when the count changed meanwhile (as `admin connections revoke-all --confirm N`).
 */
export function BulkRevokePanel({ envId, onClose, onDone }: { envId: string; onClose: () => void; onDone: () => void }) {
  const [integrationId, setIntegrationId] = useState('');
  const [all, setAll] = useState<Plan | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [report, setReport] = useState<Report | null>(null);

  const load = async (integration: string) => {
    try {
      const path = `/environments/${envId}/connections/revoke-all`;
      // The whole environment's plan too: the scope list shows every integration's current count.
      const [p, whole] = await Promise.all([
        api<Plan>('GET', `${path}${qs({ integrationId: integration })}`),
        integration ? api<Plan>('GET', path) : null,
      ]);
      setPlan(p);
      setAll(whole ?? p);
    } catch (e) {
      setError(e);
    }
  };
  useEffect(() => {
    void load(integrationId);
  }, [envId, integrationId]);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await api<Report>('POST', `/environments/${envId}/connections/revoke-all`, {
        confirmCount: Number(typed),
        ...(integrationId ? { integrationId } : {}),
      });
      setReport(r);
      onDone();
    } catch (err) {
      // The count changed (a connection was made or deleted meanwhile): show the new plan, nothing was ended.
      setError(err);
      setTyped('');
      await load(integrationId);
    } finally {
      setBusy(false);
    }
  };

  const scope = integrationId ? `the ${integrationId} integration` : 'this environment';
  return (
    <div class="card bulk-revoke" data-testid="bulk-revoke">
      <div class="card-head">
        <h2>End connections (incident response)</h2>
        <button type="button" class="btn btn-sm" onClick={onClose}>
          Close
        </button>
      </div>
      {report ? (
        <ReportView report={report} />
      ) : (
        <form class="rotate-form" onSubmit={(e) => void submit(e)}>
          <p class="small">
            Ending a connection revokes its access at the tool (where the tool allows it), erases its stored credentials and sends{' '}
            <code>connection.deleted</code>, exactly as deleting it does. Its end user must connect again. This cannot be undone.
          </p>
          <label for="revoke-scope">Which connections</label>
          <ScopeSelect
            all={all}
            value={integrationId}
            onChange={(id) => {
              setTyped('');
              setIntegrationId(id);
            }}
          />
          {plan?.total === 0 ? (
            <p class="muted">No connection in {scope}: nothing to end.</p>
          ) : (
            plan && <ConfirmCount plan={plan} scope={scope} typed={typed} setTyped={setTyped} busy={busy} />
          )}
          <ErrorNote error={error} />
        </form>
      )}
    </div>
  );
}

function ScopeSelect({ all, value, onChange }: { all: Plan | null; value: string; onChange: (integrationId: string) => void }) {
  return (
    <select
      id="revoke-scope"
      value={value}
      onChange={(e) => {
        onChange((e.target as HTMLSelectElement).value);
      }}
    >
      <option value="">All integrations{all ? ` (${plural(all.total)})` : ''}</option>
      {all &&
        Object.entries(all.byIntegration)
          .sort()
          .map(([id, n]) => (
            <option key={id} value={id}>
              {id} ({plural(n)})
            </option>
          ))}
    </select>
  );
}

/** The count to type: the button stays off until it matches the plan. */
function ConfirmCount({
  plan,
  scope,
  typed,
  setTyped,
  busy,
}: {
  plan: Plan;
  scope: string;
  typed: string;
  setTyped: (v: string) => void;
  busy: boolean;
}) {
  return (
    <>
      <p class="strong" data-testid="revoke-count">
        This ends {plural(plan.total)} of {scope}.
      </p>
      <label for="revoke-confirm">Type {plan.total} to confirm</label>
      <input
        id="revoke-confirm"
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        onInput={(e) => {
          setTyped((e.target as HTMLInputElement).value.trim());
        }}
      />
      <button type="submit" class="btn btn-danger" disabled={busy || typed !== String(plan.total)}>
        {busy ? 'Ending…' : `End ${plural(plan.total)}`}
      </button>
    </>
  );
}

function ReportView({ report: r }: { report: Report }) {
  const ended = r.connections.length - r.failed.length;
  return (
    <div data-testid="revoke-report">
      <p class={r.failed.length ? 'note note-error' : 'note note-ok'} role="status">
        Ended {plural(ended)}
        {r.failed.length ? `; ${plural(r.failed.length)} could not be ended` : ''}.
      </p>
      <ul class="revoke-outcomes">
        {OUTCOMES.filter(([k]) => r.outcomes[k] > 0).map(([k, text]) => (
          <li key={k}>
            <strong>{num(r.outcomes[k])}</strong> {text}
          </li>
        ))}
      </ul>
      {r.failed.length > 0 && (
        <ul class="small error-text">
          {r.failed.map((f) => (
            <li key={f.connectionId}>
              <code>{f.connectionId}</code>: {f.error}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
