import { useEffect, useState } from 'preact/hooks';
import { api, type Answer } from './api.js';
import { ErrorNote } from './components.js';
import type { ListDashboardSsoProvidersResponse } from '../../src/generated/api.gen.js';

type SsoProvider = ListDashboardSsoProvidersResponse['providers'][number];

/**
 * "Sign in with <provider>" buttons, one per single sign-on provider set up on the gateway. A click starts the
 * OpenID Connect flow on the server (which sets the cookie binding it to this browser) and leaves for the
 * provider; the provider sends the browser back to the gateway, signed in. Renders nothing without providers.
 */
export function SsoSignIn() {
  const [providers, setProviders] = useState<SsoProvider[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    api<Answer<'listDashboardSsoProviders'>>('GET', '/sso/providers').then(
      (r) => setProviders(r.providers),
      () => setProviders([]),
    );
  }, []);
  if (providers.length === 0) return null;
  const start = async (providerId: string) => {
    setBusy(providerId);
    setError(null);
    try {
      const { authorizeUrl } = await api<Answer<'startDashboardSso'>>('POST', '/sso/start', { providerId });
      window.location.assign(authorizeUrl);
    } catch (err) {
      setError(err);
      setBusy(null);
    }
  };
  return (
    <>
      <div class="signin-or" role="separator">
        <span>or</span>
      </div>
      <div class="sso-buttons">
        {providers.map((p) => (
          <button
            key={p.providerId}
            type="button"
            class="btn btn-block sso-button"
            data-provider={p.providerId}
            disabled={busy !== null}
            onClick={() => void start(p.providerId)}
          >
            {busy === p.providerId ? `Going to ${p.displayName}…` : `Sign in with ${p.displayName}`}
          </button>
        ))}
      </div>
      <ErrorNote error={error} />
    </>
  );
}
