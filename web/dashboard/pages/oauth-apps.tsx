import { useCallback, useEffect, useState } from 'preact/hooks';
import { api, type Answer } from '../api.js';
import { ConfirmButton, Empty, ErrorNote, Loading, PageHeader } from '../components.js';
import { Can } from '../role.js';
import { ago } from '../format.js';
import type { DashboardIntegration, OauthApp } from '../../../src/generated/api.gen.js';

type Integration = Pick<DashboardIntegration, 'integrationId' | 'name' | 'authMethods'>;

/** The environment's own OAuth apps: the callback URL to register, the form that adds one, the list. */
export function OauthAppsPage({ envId, notify }: { envId: string; notify: (m: string) => void }) {
  const [data, setData] = useState<{ items: OauthApp[]; redirectUri: string } | null>(null);
  const [integrations, setIntegrations] = useState<Integration[]>([]);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(
    () => api<Answer<'listDashboardOauthApps'>>('GET', `/environments/${envId}/oauth-apps`).then(setData, setError),
    [envId],
  );
  useEffect(() => {
    void load();
    api<Answer<'listDashboardIntegrations'>>('GET', '/integrations').then((r) => {
      setIntegrations(r.integrations.filter((i) => i.authMethods.some((m) => m.type === 'oauth2_authorization_code')));
    }, setError);
  }, [load]);
  const remove = (a: OauthApp) =>
    void api('DELETE', `/environments/${envId}/oauth-apps/${a.id}`).then(() => {
      notify('OAuth app deleted');
      void load();
    }, setError);
  return (
    <section>
      <PageHeader title="OAuth apps" subtitle="Your own OAuth apps, used instead of Plugboard's for your branding and scopes." />
      {data && (
        <div class="note">
          Register this callback URL at the tool: <code class="copyable">{data.redirectUri}</code>
        </div>
      )}
      <RegisterApp envId={envId} notify={notify} integrations={integrations} onRegistered={load} />
      <ErrorNote error={error} />
      {!data && !error && <Loading />}
      {data?.items.length === 0 && <Empty title="No OAuth apps">Connections use Plugboard's own apps until you register one above.</Empty>}
      {data && data.items.length > 0 && <AppTable items={data.items} onDelete={remove} />}
    </section>
  );
}

const EMPTY_FORM = { integrationId: '', clientId: '', clientSecret: '', scopes: '' };

/** Registers an app (admins): the integration, its client id and secret (stored encrypted, never shown again), scopes. */
function RegisterApp(props: {
  envId: string;
  notify: (m: string) => void;
  integrations: Integration[];
  onRegistered: () => Promise<void>;
}) {
  const [form, setForm] = useState(EMPTY_FORM);
  const [formError, setFormError] = useState<unknown>(null);
  const set = (k: keyof typeof form) => (e: Event) => {
    setForm({ ...form, [k]: (e.target as HTMLInputElement).value });
  };
  const create = async (e: Event) => {
    e.preventDefault();
    setFormError(null);
    try {
      const scopes = form.scopes.split(/[\s,]+/).filter(Boolean);
      await api('POST', `/environments/${props.envId}/oauth-apps`, {
        integrationId: form.integrationId,
        clientId: form.clientId.trim(),
        clientSecret: form.clientSecret,
        ...(scopes.length ? { scopes } : {}),
      });
      setForm(EMPTY_FORM);
      props.notify('OAuth app registered; its secret is stored encrypted and never shown again');
      await props.onRegistered();
    } catch (err) {
      setFormError(err);
    }
  };
  return (
    <Can role="admin">
      <form class="card form-grid" onSubmit={(e) => void create(e)} autocomplete="off">
        <h2>Register an app</h2>
        <label>
          Integration
          <select required value={form.integrationId} onChange={set('integrationId')}>
            <option value="">Choose…</option>
            {props.integrations.map((i) => (
              <option key={i.integrationId} value={i.integrationId}>
                {i.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Client id
          <input required value={form.clientId} onInput={set('clientId')} />
        </label>
        <label>
          Client secret
          <input required type="password" value={form.clientSecret} onInput={set('clientSecret')} />
        </label>
        <label>
          Scopes (optional, space separated)
          <input value={form.scopes} onInput={set('scopes')} placeholder="the manifest's defaults" />
        </label>
        <div>
          <button type="submit" class="btn btn-primary">
            Register app
          </button>
        </div>
        <ErrorNote error={formError} />
      </form>
    </Can>
  );
}

function AppTable({ items, onDelete }: { items: OauthApp[]; onDelete: (a: OauthApp) => void }) {
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Integration</th>
            <th scope="col">Client id</th>
            <th scope="col">Scopes</th>
            <th scope="col">App id</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span class="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((a) => (
            <tr key={a.id}>
              <td class="strong">{a.integrationId}</td>
              <td>
                <code class="small">{a.clientId}</code>
              </td>
              <td class="small">{a.scopes.length ? a.scopes.join(' ') : <span class="muted">defaults</span>}</td>
              <td>
                <code class="small">{a.id}</code>
              </td>
              <td class="nowrap">{ago(a.createdTime)}</td>
              <td class="row-actions">
                <Can role="admin">
                  <ConfirmButton
                    danger
                    label="Delete"
                    confirm="Delete this app?"
                    onConfirm={() => {
                      onDelete(a);
                    }}
                  />
                </Can>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
