import { useCallback, useEffect, useState } from 'preact/hooks';
import { api, type Answer } from '../api.js';
import { Badge, ConfirmButton, CopyButton, ErrorNote, Loading, PageHeader, type Tone } from '../components.js';
import { ago, dateTime } from '../format.js';
import { Can, useCan } from '../role.js';
import type { ApiKeyCreated } from '../../../src/generated/api.gen.js';

const SCOPES = [
  ['read', 'Read', 'connections, records, events'],
  ['write', 'Write', 'change records at the tools, passthrough'],
  ['connect', 'Connect', 'session and link tokens'],
  ['webhooks', 'Webhooks', 'project webhooks'],
  ['agents', 'Agents', 'agent keys and tools'],
  ['admin', 'Admin', 'API keys, OAuth apps, audit trail'],
] as const;
type Scope = (typeof SCOPES)[number][0];

type ApiKey = ApiKeyCreated['apiKey'];
type Secret = ApiKeyCreated;

const STATUS: Record<ApiKey['status'], { tone: Tone; label: string }> = {
  active: { tone: 'green', label: 'Active' },
  revoked: { tone: 'gray', label: 'Revoked' },
  expired: { tone: 'amber', label: 'Expired' },
};

const EXPIRY = [
  ['never', 'Never'],
  ['30', 'In 30 days'],
  ['90', 'In 90 days'],
  ['365', 'In a year'],
] as const;

/**
 * API keys of the environment (`x-svc-api-token`): the environment token and scoped keys, each with what it may do,
 * when it was last used and when it expires. Admins and owners create, rotate and revoke; others only read (the
 * server refuses them too: `x-dashboard-role` in openapi.yaml).
 */
export function ApiKeysPage({ envId, notify }: { envId: string; notify: (m: string) => void }) {
  const [items, setItems] = useState<ApiKey[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [secret, setSecret] = useState<Secret | null>(null);
  const load = useCallback(
    () => api<Answer<'listDashboardApiKeys'>>('GET', `/environments/${envId}/api-keys`).then((r) => setItems(r.items), setError),
    [envId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const shown = (s: Secret) => {
    // No toast: the card with the secret says it, and a toast would cover it on a phone.
    setSecret(s);
    scrollTo({ top: 0 });
    void load();
  };
  return (
    <section>
      <PageHeader
        title="API keys"
        subtitle="Keys your back end sends as x-svc-api-token. Give each job a key with only the scopes it needs; revoke a key and every gateway refuses it at once."
      />
      {secret && <NewSecret created={secret} onDone={() => setSecret(null)} />}
      <ErrorNote error={error} />
      {!items && !error && <Loading />}
      {items && <KeysTable envId={envId} items={items} onSecret={shown} onChanged={load} notify={notify} onError={setError} />}
      <Can role="admin" otherwise={<p class="small muted">Admins and owners of the project create, rotate and revoke keys.</p>}>
        <CreateKeyForm envId={envId} onCreated={shown} />
      </Can>
    </section>
  );
}

interface TableProps {
  envId: string;
  items: ApiKey[];
  onSecret: (s: Secret) => void;
  onChanged: () => Promise<void>;
  notify: (m: string) => void;
  onError: (e: unknown) => void;
}

function KeysTable(props: TableProps) {
  return (
    <div class="table-wrap">
      <table data-testid="api-keys" class="stack">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Scopes</th>
            <th scope="col">Last used</th>
            <th scope="col">Expires</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span class="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.items.map((k) => (
            <KeyRow key={k.id} k={k} {...props} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function KeyRow({ k, envId, onSecret, onChanged, notify, onError }: TableProps & { k: ApiKey }) {
  const canChange = useCan('admin') && k.status === 'active' && !k.primary;
  const [grace, setGrace] = useState('0');
  const rotate = () =>
    void api<Secret>('POST', `/environments/${envId}/api-keys/${k.id}/rotate`, { gracePeriodSeconds: Number(grace) }).then(
      onSecret,
      onError,
    );
  const revoke = () =>
    void api('DELETE', `/environments/${envId}/api-keys/${k.id}`).then(() => {
      notify(`Key "${k.name}" revoked`);
      void onChanged();
    }, onError);
  return (
    <tr data-api-key={k.id} data-status={k.status}>
      <td>
        <div class="strong">{k.name}</div>
        <div class="small muted">
          <code>
            {k.prefix}…{k.lastFour}
          </code>{' '}
          · {k.primary ? 'rotate it on the Settings page' : `created ${ago(k.createdTime)}`}
        </div>
      </td>
      <td class="small" data-label="Scopes">
        <div class="badges">
          {k.primary ? (
            <Badge tone="blue">Every scope</Badge>
          ) : (
            k.scopes.map((s) => (
              <Badge key={s} tone={s === 'admin' ? 'amber' : 'gray'}>
                {s}
              </Badge>
            ))
          )}
        </div>
      </td>
      <td class="small nowrap" data-label="Last used">
        {k.lastUsedTime ? ago(k.lastUsedTime) : 'Never'}
      </td>
      <td class="small nowrap" data-label="Expires">
        {k.expiresTime ? dateTime(k.expiresTime) : 'Never'}
      </td>
      <td data-label="Status">
        <Badge tone={STATUS[k.status].tone}>{STATUS[k.status].label}</Badge>
        {k.replacedBy && <div class="small muted">replaced</div>}
      </td>
      <td class="row-actions">
        {canChange && (
          <>
            <select
              aria-label={`When the old key of ${k.name} stops after a rotation`}
              value={grace}
              onChange={(e) => setGrace((e.target as HTMLSelectElement).value)}
            >
              <option value="0">Old key stops at once</option>
              <option value="3600">Old key works 1 hour</option>
              <option value="86400">Old key works 1 day</option>
            </select>
            <ConfirmButton label="Rotate" confirm="Make a new secret?" onConfirm={rotate} />
            <ConfirmButton danger label="Revoke" confirm="Revoke? Callers using it stop at once." onConfirm={revoke} />
          </>
        )}
      </td>
    </tr>
  );
}

/** The secret, once. */
function NewSecret({ created, onDone }: { created: Secret; onDone: () => void }) {
  return (
    <div class="card new-key" role="status" data-testid="new-api-key">
      <h2>Copy the key "{created.apiKey.name}" now: it is shown only this once</h2>
      <div class="copy-row">
        <code class="secret" data-testid="api-key-secret">
          {created.secret}
        </code>
        <CopyButton text={created.secret} label="Copy key" />
      </div>
      <p class="small muted">
        Send it as the header <code>x-svc-api-token</code>. Scopes: {created.apiKey.scopes.join(', ')}.
      </p>
      <button type="button" class="btn" onClick={onDone}>
        I have copied it
      </button>
    </div>
  );
}

function CreateKeyForm({ envId, onCreated }: { envId: string; onCreated: (c: Secret) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>(['read']);
  const [expiry, setExpiry] = useState<(typeof EXPIRY)[number][0]>('90');
  const [formError, setFormError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setFormError(null);
    const body = {
      name: name.trim(),
      scopes,
      ...(expiry === 'never' ? {} : { expiresTime: new Date(Date.now() + Number(expiry) * 86_400_000).toISOString() }),
    };
    setBusy(true);
    try {
      onCreated(await api<Secret>('POST', `/environments/${envId}/api-keys`, body));
      setName('');
    } catch (err) {
      setFormError(err);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (s: Scope, on: boolean) => setScopes(on ? [...scopes, s] : scopes.filter((x) => x !== s));
  return (
    <form class="card form-grid" onSubmit={(e) => void submit(e)} autocomplete="off" aria-labelledby="new-api-key-title">
      <h2 id="new-api-key-title">Create an API key</h2>
      <label class="span2">
        Name
        <input
          id="api-key-name"
          required
          maxLength={100}
          value={name}
          placeholder="e.g. Reporting job"
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
      </label>
      <fieldset class="span2">
        <legend>Scopes: what it may do</legend>
        {SCOPES.map(([id, label, what]) => (
          <label class="choice" key={id}>
            <input
              type="checkbox"
              name={`scope-${id}`}
              checked={scopes.includes(id)}
              onChange={(e) => toggle(id, (e.target as HTMLInputElement).checked)}
            />
            <span class="strong">{label}</span> <span class="small muted">{what}</span>
          </label>
        ))}
      </fieldset>
      <label>
        Expires
        <select name="expiry" value={expiry} onChange={(e) => setExpiry((e.target as HTMLSelectElement).value as typeof expiry)}>
          {EXPIRY.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div class="span2">
        <button type="submit" class="btn btn-primary" disabled={busy || scopes.length === 0}>
          {busy ? 'Creating…' : 'Create key'}
        </button>
      </div>
      <ErrorNote error={formError} />
    </form>
  );
}
