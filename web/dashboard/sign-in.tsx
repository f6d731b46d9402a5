import { useEffect, useState } from 'preact/hooks';
import { api, isApiError } from './api.js';
import { ErrorNote } from './components.js';
import type { Session, SignInOptions } from './session.js';
import { SsoSignIn } from './sso-sign-in.js';

/**
 * The sign-in page: email and password first (then a two-factor code when the account has one), and, where the
 * gateway allows it, an API token or the operator token below. Other sign-in methods (single sign-on) are one more
 * section in `SignIn`'s list, each a small component calling `onSignedIn` with the session it opened.
 */
export function SignIn({ onSignedIn, notice }: { onSignedIn: (s: Session) => void; notice?: string }) {
  const [options, setOptions] = useState<SignInOptions | null>(null);
  useEffect(() => {
    // Without the options (an older gateway), offer the password form alone.
    api<SignInOptions>('GET', '/sign-in-options').then(setOptions, () => {
      setOptions({ password: true, apiToken: 'off', operatorToken: false });
    });
  }, []);
  const tokenAllowed = options !== null && (options.apiToken !== 'off' || options.operatorToken);
  return (
    <main class="signin">
      <div class="card signin-card">
        <div class="brand">
          <span class="brand-mark" aria-hidden="true">
            P
          </span>
          Plugboard
        </div>
        <h1>Sign in to the dashboard</h1>
        {notice && <p class="note">{notice}</p>}
        <PasswordSignIn onSignedIn={onSignedIn} />
        <SsoSignIn />
        {tokenAllowed && (
          <>
            <div class="signin-or" role="separator">
              <span>or</span>
            </div>
            <TokenSignIn options={options} onSignedIn={onSignedIn} />
          </>
        )}
      </div>
    </main>
  );
}

type Step = 'password' | 'totp' | 'recovery';

/** Email and password; a second step asks for the authenticator's code (or a recovery code) when the account has 2FA. */
// eslint-disable-next-line max-lines-per-function -- one form whose fields follow its step (password, code, recovery code)
function PasswordSignIn({ onSignedIn }: { onSignedIn: (s: Session) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>('password');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const second = step === 'totp' ? { totpCode: code.replace(/\s+/g, '') } : step === 'recovery' ? { recoveryCode: code.trim() } : {};
    try {
      onSignedIn(await api<Session>('POST', '/session', { email: email.trim(), password, ...second }));
    } catch (err) {
      if (isApiError(err) && err.code === 'DASHBOARD_TOTP_REQUIRED' && step === 'password') setStep('totp');
      else setError(err);
    } finally {
      setBusy(false);
    }
  };
  const switchTo = (next: Step) => {
    setStep(next);
    setCode('');
    setError(null);
  };
  return (
    <form id="password-form" onSubmit={(e) => void submit(e)}>
      {step === 'password' ? (
        <>
          <label for="email">Email</label>
          <input
            id="email"
            type="email"
            autocomplete="username"
            required
            value={email}
            onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
          />
          <label for="password">Password</label>
          <input
            id="password"
            type="password"
            autocomplete="current-password"
            required
            value={password}
            onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
          />
        </>
      ) : (
        <>
          <p class="muted">
            Signing in as <strong>{email.trim()}</strong>.{' '}
            {step === 'totp'
              ? 'Enter the 6-digit code from your authenticator app.'
              : 'Enter one of your recovery codes (each works once).'}
          </p>
          <label for={step === 'totp' ? 'totp-code' : 'recovery-code'}>{step === 'totp' ? 'Authentication code' : 'Recovery code'}</label>
          <input
            id={step === 'totp' ? 'totp-code' : 'recovery-code'}
            autocomplete={step === 'totp' ? 'one-time-code' : 'off'}
            inputMode={step === 'totp' ? 'numeric' : 'text'}
            required
            autoFocus
            value={code}
            onInput={(e) => setCode((e.target as HTMLInputElement).value)}
          />
        </>
      )}
      <ErrorNote error={error} />
      <button type="submit" class="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Signing in…' : step === 'password' ? 'Sign in' : 'Verify and sign in'}
      </button>
      {step !== 'password' && (
        <p class="signin-links">
          <button type="button" class="link" onClick={() => switchTo(step === 'totp' ? 'recovery' : 'totp')}>
            {step === 'totp' ? 'Use a recovery code instead' : 'Use the authenticator code instead'}
          </button>
          <button type="button" class="link" onClick={() => switchTo('password')}>
            Back
          </button>
        </p>
      )}
    </form>
  );
}

/** An environment's API token (where the gateway allows it) or the operator token. */
function TokenSignIn({ options, onSignedIn }: { options: SignInOptions; onSignedIn: (s: Session) => void }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api<Session>('POST', '/session', { token: token.trim() }));
      setToken('');
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const what =
    options.apiToken === 'off'
      ? 'The operator token'
      : `${options.apiToken === 'development' ? 'A development API token' : 'An API token'}${options.operatorToken ? ' or the operator token' : ''}`;
  return (
    <form id="token-form" onSubmit={(e) => void submit(e)}>
      <label for="token">{what}</label>
      <p class="muted small">
        {options.apiToken === 'development'
          ? 'For development: an API token shows its environment only. Production tokens cannot sign in here.'
          : options.apiToken === 'all'
            ? 'An API token shows its environment only.'
            : 'API tokens cannot sign in on this gateway.'}
        {options.operatorToken ? ' The operator token shows every project.' : ''}
      </p>
      <input
        id="token"
        type="password"
        autocomplete="off"
        required
        value={token}
        onInput={(e) => setToken((e.target as HTMLInputElement).value)}
      />
      <ErrorNote error={error} />
      <button type="submit" class="btn btn-block" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in with token'}
      </button>
    </form>
  );
}
