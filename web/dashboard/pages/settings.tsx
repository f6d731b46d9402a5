import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.js';
import { ConfirmButton, ErrorNote, Loading, PageHeader } from '../components.js';
import { dateTime, num } from '../format.js';

interface Settings {
  environmentId: string;
  projectId: string;
  projectName: string;
  environment: 'development' | 'production';
  connectionLimit: number | null;
  connections: number;
  tokenRotatedTime: string | null;
}

export function SettingsPage({ envId }: { envId: string }) {
  const [s, setS] = useState<Settings | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [token, setToken] = useState<string | null>(null);
  const load = () => api<Settings>('GET', `/environments/${envId}/settings`).then(setS, setError);
  useEffect(() => {
    setToken(null);
    void load();
  }, [envId]);
  const rotate = async () => {
    try {
      const r = await api<{ apiToken: string }>('POST', `/environments/${envId}/settings/rotate-token`);
      setToken(r.apiToken);
      void load();
    } catch (e) {
      setError(e);
    }
  };
  return (
    <section>
      <PageHeader title="Settings" subtitle="This environment's API token and limits." />
      <ErrorNote error={error} />
      {!s && !error && <Loading />}
      {s && (
        <>
          <div class="card">
            <h2>Environment</h2>
            <dl class="facts">
              <dt>Project</dt>
              <dd>
                {s.projectName} <code class="small">{s.projectId}</code>
              </dd>
              <dt>Environment</dt>
              <dd>
                {s.environment} <code class="small">{s.environmentId}</code>
              </dd>
              <dt>Connections</dt>
              <dd data-testid="connection-limit">
                {num(s.connections)} of {s.connectionLimit === null ? 'unlimited' : num(s.connectionLimit)}
              </dd>
            </dl>
          </div>
          <div class="card">
            <h2>API token</h2>
            <p class="muted">
              Rotating replaces the token at once: calls with the old token fail from then on, and webhooks are signed with the new one.
              Last rotated: {s.tokenRotatedTime ? dateTime(s.tokenRotatedTime) : 'never'}.
            </p>
            {token ? (
              <div class="note note-ok" role="status">
                <p class="strong">New API token — copy it now, it is not shown again:</p>
                <code class="secret" data-testid="new-token">
                  {token}
                </code>
                <div>
                  <button
                    type="button"
                    class="btn btn-sm"
                    onClick={() => void navigator.clipboard?.writeText(token).catch(() => undefined)}
                  >
                    Copy
                  </button>
                </div>
              </div>
            ) : (
              <ConfirmButton
                danger
                label="Rotate API token"
                confirm="The current token stops working now. Rotate?"
                onConfirm={() => void rotate()}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}
