import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.js';
import { ConfirmButton, ErrorNote, Loading } from '../components.js';
import { dateTime } from '../format.js';
import { useCan } from '../role.js';
import type { DashboardSsoSettings } from '../../../src/generated/api.gen.js';

type SsoAnswer = DashboardSsoSettings;
type SsoSettings = NonNullable<SsoAnswer['settings']>;

/**
 * The project's single sign-on (OpenID Connect) on the Settings page: admins read it, owners set it up, change it
 * or turn it off. The redirect URI to register at the provider is always shown; the client secret never is.
 */
export function SsoSettingsCard({ envId }: { envId: string }) {
  const [answer, setAnswer] = useState<SsoAnswer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const canEdit = useCan('owner');
  useEffect(() => {
    setAnswer(null);
    api<SsoAnswer>('GET', `/environments/${envId}/settings/sso`).then(setAnswer, setError);
  }, [envId]);
  return (
    <div class="card" id="sso-settings">
      <h2>Single sign-on</h2>
      <p class="muted">
        Dashboard sign-in through your identity provider (OpenID Connect: Okta, Microsoft Entra ID, Google Workspace…), for this project.
        People are matched by their verified email; the provider asks for their second factor.
      </p>
      <ErrorNote error={error} />
      {!answer && !error && <Loading />}
      {answer && (
        <>
          <p class="small sso-redirect">
            Redirect URI to register at the provider:
            <code data-testid="sso-redirect-uri">{answer.redirectUri}</code>
          </p>
          {canEdit ? (
            <SsoForm envId={envId} settings={answer.settings} onSaved={(settings) => setAnswer({ ...answer, settings })} />
          ) : (
            <SsoFacts settings={answer.settings} />
          )}
        </>
      )}
    </div>
  );
}

function SsoFacts({ settings }: { settings: SsoSettings | null }) {
  if (!settings) return <p class="small muted">Not set up. An owner of the project sets it up.</p>;
  return (
    <>
      <dl class="facts">
        <dt>Provider</dt>
        <dd>{settings.displayName}</dd>
        <dt>Issuer</dt>
        <dd>{settings.issuer}</dd>
        <dt>Client id</dt>
        <dd>{settings.clientId}</dd>
        <dt>Email domains</dt>
        <dd>{settings.allowedDomains.length ? settings.allowedDomains.join(', ') : <span class="muted">any</span>}</dd>
        <dt>Unknown people</dt>
        <dd>{settings.unknownUsers === 'create' ? `join as ${settings.defaultRole}` : 'refused (invite only)'}</dd>
        <dt>Changed</dt>
        <dd>{dateTime(settings.updatedTime)}</dd>
      </dl>
      <p class="small muted">An owner of the project changes these.</p>
    </>
  );
}

// eslint-disable-next-line max-lines-per-function -- one form: its fields (prettier puts one JSX attribute per line) and the state they bind
function SsoForm({ envId, settings, onSaved }: { envId: string; settings: SsoSettings | null; onSaved: (s: SsoSettings | null) => void }) {
  const [name, setName] = useState(settings?.displayName ?? '');
  const [issuer, setIssuer] = useState(settings?.issuer ?? '');
  const [clientId, setClientId] = useState(settings?.clientId ?? '');
  const [secret, setSecret] = useState('');
  const [domains, setDomains] = useState(settings?.allowedDomains.join(', ') ?? '');
  const [unknown, setUnknown] = useState<'refuse' | 'create'>(settings?.unknownUsers ?? 'refuse');
  const [role, setRole] = useState<'viewer' | 'developer' | 'admin'>(
    settings?.defaultRole === 'owner' ? 'admin' : (settings?.defaultRole ?? 'viewer'),
  );
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const save = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    try {
      const next = await api<SsoAnswer>('POST', `/environments/${envId}/settings/sso`, {
        displayName: name.trim(),
        issuer: issuer.trim(),
        clientId: clientId.trim(),
        ...(secret ? { clientSecret: secret } : {}),
        allowedDomains: domains.split(/[\s,]+/).filter(Boolean),
        unknownUsers: unknown,
        defaultRole: role,
      });
      setSecret('');
      onSaved(next.settings);
      setSaved(true);
    } catch (err) {
      setError(err);
    }
  };
  const remove = async () => {
    setError(null);
    try {
      await api('DELETE', `/environments/${envId}/settings/sso`);
      onSaved(null);
    } catch (err) {
      setError(err);
    }
  };
  return (
    <form class="form-grid sso-form" onSubmit={(e) => void save(e)}>
      <label>
        Provider name (the button says "Sign in with …")
        <input
          id="sso-name"
          required
          maxLength={60}
          value={name}
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
          placeholder="Okta"
        />
      </label>
      <label>
        Issuer URL
        <input
          id="sso-issuer"
          required
          type="url"
          value={issuer}
          onInput={(e) => setIssuer((e.target as HTMLInputElement).value)}
          placeholder="https://acme.okta.com"
        />
      </label>
      <label>
        Client id
        <input id="sso-client-id" required value={clientId} onInput={(e) => setClientId((e.target as HTMLInputElement).value)} />
      </label>
      <label>
        Client secret
        <input
          id="sso-client-secret"
          type="password"
          autocomplete="off"
          required={!settings}
          value={secret}
          onInput={(e) => setSecret((e.target as HTMLInputElement).value)}
          placeholder={settings ? 'stored (leave empty to keep it)' : ''}
        />
      </label>
      <label class="span2">
        Allowed email domains (comma-separated; empty: any)
        <input id="sso-domains" value={domains} onInput={(e) => setDomains((e.target as HTMLInputElement).value)} placeholder="acme.com" />
      </label>
      <label>
        People without a role in the project
        <select id="sso-unknown" value={unknown} onChange={(e) => setUnknown((e.target as HTMLSelectElement).value as 'refuse' | 'create')}>
          <option value="refuse">Refuse them (invite only)</option>
          <option value="create">Let them join</option>
        </select>
      </label>
      <label>
        Their role when they join
        <select
          id="sso-role"
          value={role}
          disabled={unknown !== 'create'}
          onChange={(e) => setRole((e.target as HTMLSelectElement).value as 'viewer' | 'developer' | 'admin')}
        >
          <option value="viewer">viewer</option>
          <option value="developer">developer</option>
          <option value="admin">admin</option>
        </select>
      </label>
      <div class="span2 sso-actions">
        <button type="submit" class="btn btn-primary">
          {settings ? 'Save single sign-on' : 'Set up single sign-on'}
        </button>
        {settings && (
          <ConfirmButton
            danger
            label="Turn off"
            confirm="Sign-in through this provider stops. Turn it off?"
            onConfirm={() => void remove()}
          />
        )}
        {saved && (
          <span class="ok-text" role="status">
            Saved.
          </span>
        )}
      </div>
      <ErrorNote error={error} />
    </form>
  );
}
