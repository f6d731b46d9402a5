import { useEffect, useState } from 'preact/hooks';
import { api, qs } from '../api.js';
import { Badge, ConfirmButton, Monogram, PageHeader, type Tone } from '../components.js';
import { FilterBar, PagedTable, SearchFilter, SelectFilter, usePagedList } from '../list.js';
import { ago, num } from '../format.js';
import { Can } from '../role.js';
import { BulkRevokePanel } from './bulk-revoke.js';
import { PendingRevocations } from './pending-revocations.js';
import { SyncControlsPanel } from './sync-controls.js';
import type { ConnectionSubscription, CreateDashboardReconnectLinkResponse, DashboardConnection } from '../../../src/generated/api.gen.js';

/** A subscription to the tool's change notifications (docs/webhooks.md, "Automatic subscriptions"). */
type Subscription = ConnectionSubscription;
type Connection = DashboardConnection;

const STATUS: Record<Connection['status'], { tone: Tone; label: string }> = {
  NEW_CONNECTION: { tone: 'blue', label: 'Initial sync' },
  INITIAL_SYNCED: { tone: 'amber', label: 'Backfilling' },
  READY: { tone: 'green', label: 'Ready' },
};
const HEALTH: Record<Connection['health'], { tone: Tone; label: string }> = {
  ok: { tone: 'green', label: 'Healthy' },
  needs_reauth: { tone: 'red', label: 'Needs reconnect' },
  error: { tone: 'red', label: 'Sync failing' },
};

const REALTIME: Record<Subscription['state'], { tone: Tone; label: string }> = {
  active: { tone: 'green', label: 'Real-time' },
  pending: { tone: 'blue', label: 'Subscribing' },
  failed: { tone: 'red', label: 'Real-time failing' },
  unavailable: { tone: 'amber', label: 'Polling only' },
};

/** The connection's subscriptions: state, and why one failed (the sync keeps polling meanwhile). */
function Realtime({ subscriptions }: { subscriptions: Subscription[] }) {
  if (!subscriptions.length) return null;
  return (
    <div class="realtime" data-testid="realtime">
      {subscriptions.map((s) => (
        <div key={s.name}>
          <Badge tone={REALTIME[s.state].tone}>{REALTIME[s.state].label}</Badge>{' '}
          {s.state === 'active' && s.expiresTime && (
            <span class="small muted">renews before {new Date(s.expiresTime).toLocaleString()}</span>
          )}
          {s.lastError && (
            <div class="small error-text">
              {s.lastError}
              {s.state === 'failed' && s.nextActionTime
                ? ` (retry ${new Date(s.nextActionTime).toLocaleTimeString()}; syncing by polling)`
                : ''}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

const STATUS_FILTER: [string, string][] = [
  ['', 'Any'],
  ['NEW_CONNECTION', 'Initial sync (NEW_CONNECTION)'],
  ['INITIAL_SYNCED', 'Backfilling (INITIAL_SYNCED)'],
  ['READY', 'Ready (READY)'],
];

/** A reconnect link as made (the spec's answer) with the connection it is for. */
interface ReconnectLink extends CreateDashboardReconnectLinkResponse {
  connectionId: string;
  integrationName: string;
}

/** The environment's connections: filters, one row per connection with its sync state and actions, and the panels they open. */
export function ConnectionsPage({ envId, notify }: { envId: string; notify: (m: string) => void }) {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [bulkRevoke, setBulkRevoke] = useState(false);
  const [syncOf, setSyncOf] = useState<string | null>(null);
  // Bumped after a delete or a bulk revocation: the pending revocations are read again.
  const [ended, setEnded] = useState(0);
  const list = usePagedList<Connection>(`/environments/${envId}/connections${qs({ status, search, limit: 25 })}`);
  const { page, reload, setError } = list;
  useRefreshWhileSyncing(page?.items, reload);
  const [reconnect, makeReconnectLink, closeReconnect] = useReconnectLink(envId, notify, setError);
  const act = async (what: string, fn: () => Promise<unknown>) => {
    try {
      await fn();
      notify(what);
      await reload();
    } catch (e) {
      setError(e);
    }
  };
  const actions: RowActions = {
    resync: (c) => void act('Resync queued', () => api('POST', `/environments/${envId}/connections/${c.id}/resync`)),
    openSyncSettings: (c) => {
      setSyncOf(c.id);
    },
    makeReconnectLink: (c) => void makeReconnectLink(c),
    remove: (c) =>
      void act('Connection deleted', async () => {
        await api('DELETE', `/environments/${envId}/connections/${c.id}`);
        setEnded((n) => n + 1);
      }),
  };
  const filtered = Boolean(status || search);

  return (
    <section>
      <PageHeader
        title="Connections"
        subtitle="End users' connected tools and the state of their synced data."
        actions={<EndAllButton onClick={() => setBulkRevoke(true)} />}
      />
      {bulkRevoke && (
        <BulkRevokePanel
          envId={envId}
          onClose={() => {
            setBulkRevoke(false);
          }}
          onDone={() => {
            setEnded((n) => n + 1);
            void reload();
          }}
        />
      )}
      <PendingRevocations envId={envId} refresh={ended} />
      {syncOf && (
        <SyncControlsPanel
          envId={envId}
          connectionId={syncOf}
          onClose={() => {
            setSyncOf(null);
          }}
          onSaved={() => void reload()}
        />
      )}
      <FilterBar>
        <SelectFilter label="Status" value={status} options={STATUS_FILTER} onChange={setStatus} />
        <SearchFilter label="Search" placeholder="connectionId or integration" value={search} onChange={setSearch} />
        {page && <span class="muted count">{num(page.total ?? page.items.length)} connections</span>}
      </FilterBar>
      {reconnect && <ReconnectPanel link={reconnect} onClose={closeReconnect} />}
      <PagedTable
        list={list}
        columns={['Connection', 'Status', 'Health', 'Sync per model', 'Created', <span class="sr-only">Actions</span>]}
        empty={emptyText(filtered)}
        row={(c) => <ConnectionRow key={c.id} c={c} actions={actions} />}
      />
    </section>
  );
}

function emptyText(filtered: boolean): { title: string; body: string } {
  return {
    title: filtered ? 'No connection matches these filters' : 'No connections yet',
    body: filtered
      ? 'Clear the filters to see every connection.'
      : 'Create a session token (POST /api/auth/session-token) and open the connect modal with it; the new connection appears here.',
  };
}

/** While a first sync runs, refresh so its progress moves on screen. */
function useRefreshWhileSyncing(items: Connection[] | undefined, reload: () => Promise<void>): void {
  const syncing = items?.some((c) => c.status !== 'READY' || c.models.some((m) => m.running));
  useEffect(() => {
    if (!syncing) return;
    const t = setInterval(() => void reload(), 3000);
    return () => {
      clearInterval(t);
    };
  }, [syncing, reload]);
}

/** A reconnect link made for a connection (copied when the clipboard allows), shown until closed. */
function useReconnectLink(
  envId: string,
  notify: (m: string) => void,
  setError: (e: unknown) => void,
): [ReconnectLink | null, (c: Connection) => Promise<void>, () => void] {
  const [reconnect, setReconnect] = useState<ReconnectLink | null>(null);
  const make = async (c: Connection) => {
    try {
      const link = await api<CreateDashboardReconnectLinkResponse>('POST', `/environments/${envId}/connections/${c.id}/reconnect-link`);
      setReconnect({ connectionId: c.id, integrationName: c.integrationName, ...link });
      // Clipboard access may be refused (no focus, no permission): the link stays shown in the panel either way.
      await (navigator.clipboard as Clipboard | undefined)?.writeText(link.url).catch(() => undefined);
      notify('Reconnect link copied');
    } catch (e) {
      setError(e);
    }
  };
  return [
    reconnect,
    make,
    () => {
      setReconnect(null);
    },
  ];
}

function EndAllButton({ onClick }: { onClick: () => void }) {
  return (
    <Can role="admin">
      <button
        type="button"
        class="btn btn-sm btn-danger-ghost"
        onClick={() => {
          onClick();
        }}
      >
        End all connections…
      </button>
    </Can>
  );
}

/** What a connection's row can do (each button shown to the roles allowed to). */
interface RowActions {
  resync: (c: Connection) => void;
  openSyncSettings: (c: Connection) => void;
  makeReconnectLink: (c: Connection) => void;
  remove: (c: Connection) => void;
}

function ConnectionRow({ c, actions }: { c: Connection; actions: RowActions }) {
  return (
    <tr data-connection={c.id}>
      <td>
        <div class="ident">
          <Monogram name={c.integrationName} icon={c.iconURI} />
          <div>
            <div class="strong">{c.integrationName}</div>
            <code class="small">{c.id}</code>
          </div>
        </div>
      </td>
      <td>
        <Badge tone={STATUS[c.status].tone}>{STATUS[c.status].label}</Badge>
        <div class="small muted">{c.status}</div>
      </td>
      <td>
        <Badge tone={HEALTH[c.health].tone}>{HEALTH[c.health].label}</Badge>
        {(c.healthReason || c.lastSyncError) && <div class="small error-text">{c.healthReason ?? c.lastSyncError}</div>}
        <Realtime subscriptions={c.subscriptions} />
      </td>
      <td>
        <ModelStates connection={c} />
      </td>
      <td class="nowrap">{ago(c.createdTime)}</td>
      <td class="row-actions">
        <Can role="developer">
          <button type="button" class="btn btn-sm" onClick={() => actions.resync(c)}>
            Resync
          </button>
        </Can>
        <button type="button" class="btn btn-sm" onClick={() => actions.openSyncSettings(c)}>
          Sync settings
        </button>
        <Can role="developer">
          <button type="button" class="btn btn-sm" onClick={() => actions.makeReconnectLink(c)}>
            Reconnect link
          </button>
        </Can>
        <Can role="admin">
          <ConfirmButton danger label="Delete" confirm={`Delete ${c.id}?`} onConfirm={() => actions.remove(c)} />
        </Can>
      </td>
    </tr>
  );
}

/** The link to send to the end user: opening it re-authorises this same connection (id, data and webhooks kept). */
function ReconnectPanel({ link, onClose }: { link: ReconnectLink; onClose: () => void }) {
  return (
    <div class="note reconnect" role="status" data-testid="reconnect-link">
      <p>
        <strong>Reconnect link for {link.integrationName}</strong> <code class="small">{link.connectionId}</code>: send it to the end user.
        Opening it signs them in to {link.integrationName} again and gives this same connection new credentials (its data and webhooks
        stay). Single use, valid until {new Date(link.expiresTime).toLocaleTimeString()}.
      </p>
      <div class="reconnect-row">
        <label class="sr-only" for="reconnect-url">
          Reconnect link
        </label>
        <input
          id="reconnect-url"
          readOnly
          value={link.url}
          onFocus={(e) => {
            (e.target as HTMLInputElement).select();
          }}
        />
        <a class="btn btn-sm" href={link.url} target="_blank" rel="noopener">
          Open
        </a>
        <button type="button" class="btn btn-sm" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

function ModelStates({ connection: c }: { connection: Connection }) {
  if (c.models.length === 0) {
    return <span class="muted small">{c.status === 'NEW_CONNECTION' ? 'Waiting for the first sync…' : 'No synced models'}</span>;
  }
  return (
    <ul class="models">
      {c.models.map((m) => (
        <li key={m.model}>
          <span class="model-name">{m.model}</span>
          {m.running ? (
            <span class="progress" role="progressbar" aria-label={`${m.model} syncing`} aria-valuetext={`${m.records} records so far`}>
              <span class="progress-bar" /> {m.phase} sync: {num(m.records)} records…
            </span>
          ) : (
            <span class="small muted">
              {m.phase} · {num(m.records)} records · {ago(m.lastRunTime)}
            </span>
          )}
          {m.lastError && <span class="small error-text model-error">{m.lastError}</span>}
        </li>
      ))}
    </ul>
  );
}
