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
  allowedOrigins: string[];
  branding: { displayName?: string; logoUrl?: string; accentColor?: string; privacyPolicyUrl?: string };
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
          <ConnectModalSettings envId={envId} settings={s} onSaved={setS} />
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
                    // No clipboard outside a secure context (plain http on another host).
                    onClick={() => void (navigator.clipboard as Clipboard | undefined)?.writeText(token).catch(() => undefined)}
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

function ConnectModalSettings({ envId, settings, onSaved }: { envId: string; settings: Settings; onSaved: (s: Settings) => void }) {
  const [origins, setOrigins] = useState(settings.allowedOrigins.join('\n'));
  const [name, setName] = useState(settings.branding.displayName ?? '');
  const [accent, setAccent] = useState(settings.branding.accentColor ?? '');
  const [privacy, setPrivacy] = useState(settings.branding.privacyPolicyUrl ?? '');
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const save = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    try {
      const next = await api<Settings>('POST', `/environments/${envId}/settings/connect`, {
        allowedOrigins: origins.split(/\s+/).filter(Boolean),
        branding: { displayName: name, accentColor: accent, privacyPolicyUrl: privacy },
      });
      onSaved(next);
      setSaved(true);
    } catch (err) {
      setError(err);
    }
  };
  return (
    <form class="card form-grid" onSubmit={(e) => void save(e)}>
      <h2>Connect modal</h2>
      <label class="span2">
        Allowed origins (one per line; the pages that may open the modal)
        <textarea
          rows={3}
          value={origins}
          onInput={(e) => setOrigins((e.target as HTMLTextAreaElement).value)}
          placeholder="https://app.example.com"
        />
      </label>
      <label>
        Display name
        <input value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <label>
        Accent colour (#rrggbb)
        <input value={accent} onInput={(e) => setAccent((e.target as HTMLInputElement).value)} placeholder="#4338ca" />
      </label>
      <label class="span2">
        Privacy policy URL
        <input
          value={privacy}
          onInput={(e) => setPrivacy((e.target as HTMLInputElement).value)}
          placeholder="https://example.com/privacy"
        />
      </label>
      <div>
        <button type="submit" class="btn btn-primary">
          Save modal settings
        </button>
        {saved && (
          <span class="ok-text" role="status">
            {' '}
            Saved.
          </span>
        )}
      </div>
      <ErrorNote error={error} />
    </form>
  );
}
