import { useEffect, useState } from 'preact/hooks';
import { api, holdSignOut, type Answer } from '../api.js';
import { ConfirmButton, ErrorNote, Loading, PageHeader } from '../components.js';
import { dateTime, num } from '../format.js';
import { useCan } from '../role.js';
import { SsoSettingsCard } from './sso-settings.js';
import type { DashboardSettings } from '../../../src/generated/api.gen.js';

type Settings = DashboardSettings;

/** The environment's facts, its connect modal settings, single sign-on, and its API token. */
export function SettingsPage({ envId, isOperator }: { envId: string; isOperator: boolean }) {
  const [s, setS] = useState<Settings | null>(null);
  const [error, setError] = useState<unknown>(null);
  const canConfigure = useCan('admin');
  const load = () => api<Settings>('GET', `/environments/${envId}/settings`).then(setS, setError);
  useEffect(() => {
    void load();
  }, [envId]);
  return (
    <section>
      <PageHeader title="Settings" subtitle="This environment's API token and limits." />
      <ErrorNote error={error} />
      {!s && !error && <Loading />}
      {s && (
        <>
          <EnvironmentFacts settings={s} />
          {canConfigure ? <ConnectModalSettings envId={envId} settings={s} onSaved={setS} /> : <ConnectModalFacts settings={s} />}
          {canConfigure && <SsoSettingsCard envId={envId} />}
          {/* Keyed by environment: a rotation's state (the new token, what was typed) never carries to another one. */}
          <ApiTokenCard key={envId} envId={envId} settings={s} isOperator={isOperator} reload={() => void load()} />
        </>
      )}
    </section>
  );
}

function EnvironmentFacts({ settings: s }: { settings: Settings }) {
  return (
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
  );
}

/** The API token: when it was last rotated, and its rotation (owners, with the current token) showing the new one once. */
function ApiTokenCard(props: { envId: string; settings: Settings; isOperator: boolean; reload: () => void }) {
  const { envId, settings: s } = props;
  const [token, setToken] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [current, setCurrent] = useState('');
  const [rotateError, setRotateError] = useState<unknown>(null);
  const canRotate = useCan('owner');
  const rotate = async () => {
    setRotateError(null);
    // Held from the moment the rotation is sent: the session may end before its answer arrives, and a request of
    // the page still in flight would then answer 401 and swap the page for the sign-in form, new token unseen.
    const release = holdSignOut();
    try {
      // The current token proves the holder owns the environment: a session alone cannot rotate.
      const r = await api<Answer<'rotateDashboardApiToken'>>('POST', `/environments/${envId}/settings/rotate-token`, {
        currentToken: current.trim(),
      });
      setCurrent('');
      setToken(r.apiToken);
      setSignedOut(r.signedOut);
      // A session signed in with the old token has ended: reloading now would hide the new token behind the sign-in.
      if (!r.signedOut) {
        release();
        props.reload();
      }
    } catch (e) {
      release();
      setRotateError(e);
    }
  };
  return (
    <div class="card">
      <h2>API token</h2>
      <p class="muted">
        Rotating replaces the token at once: calls with the old token fail from then on, webhooks are signed with the new one, and every
        dashboard session signed in with the old token ends. Last rotated: {s.tokenRotatedTime ? dateTime(s.tokenRotatedTime) : 'never'}.
      </p>
      {token ? (
        <NewToken token={token} signedOut={signedOut} />
      ) : !canRotate ? (
        <p class="small muted">Only an owner of the project rotates the API token.</p>
      ) : (
        <div class="rotate-form">
          <label for="current-token">Current API token{props.isOperator ? ' (or the operator token)' : ''}</label>
          <input
            id="current-token"
            type="password"
            autocomplete="off"
            spellcheck={false}
            value={current}
            placeholder={s.environment === 'production' ? 'pb_prod_…' : 'pb_dev_…'}
            onInput={(e) => setCurrent((e.target as HTMLInputElement).value)}
          />
          {current.trim() ? (
            <ConfirmButton
              danger
              label="Rotate API token"
              confirm="The current token stops working now. Rotate?"
              onConfirm={() => void rotate()}
            />
          ) : (
            <button type="button" class="btn btn-sm btn-danger-ghost" disabled title="Enter the current token first">
              Rotate API token
            </button>
          )}
          <ErrorNote error={rotateError} />
        </div>
      )}
    </div>
  );
}

/** The new token, shown once, to copy; when this session ended with the old token, the way back in. */
function NewToken({ token, signedOut }: { token: string; signedOut: boolean }) {
  return (
    <div class="note note-ok" role="status">
      <p class="strong">New API token — copy it now, it is not shown again:</p>
      <code class="secret" data-testid="new-token">
        {token}
      </code>
      <div class="token-actions">
        <button
          type="button"
          class="btn btn-sm"
          // No clipboard outside a secure context (plain http on another host).
          onClick={() => void (navigator.clipboard as Clipboard | undefined)?.writeText(token).catch(() => undefined)}
        >
          Copy
        </button>
        {signedOut && (
          <button type="button" class="btn btn-sm btn-primary" onClick={() => location.reload()}>
            Sign in with the new token
          </button>
        )}
      </div>
      {signedOut && (
        <p class="muted" data-testid="signed-out-note">
          This session was signed in with the old token and has ended: copy the new token, then sign in with it.
        </p>
      )}
    </div>
  );
}

/** The connect modal's settings, read only (changing them is an admin's). */
function ConnectModalFacts({ settings }: { settings: Settings }) {
  const b = settings.branding;
  return (
    <div class="card">
      <h2>Connect modal</h2>
      <dl class="facts">
        <dt>Allowed origins</dt>
        <dd>{settings.allowedOrigins.length ? settings.allowedOrigins.join(', ') : <span class="muted">none</span>}</dd>
        <dt>Display name</dt>
        <dd>{b.displayName ?? <span class="muted">default</span>}</dd>
        <dt>Accent colour</dt>
        <dd>{b.accentColor ?? <span class="muted">default</span>}</dd>
        <dt>Privacy policy</dt>
        <dd>{b.privacyPolicyUrl ?? <span class="muted">none</span>}</dd>
      </dl>
      <p class="small muted">An admin or owner of the project changes these.</p>
    </div>
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
