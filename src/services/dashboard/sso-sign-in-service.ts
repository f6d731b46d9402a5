import * as oidc from 'openid-client';
import { generateToken, safeEqual, type SecretBox } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { Logger } from '../../log/logger.js';
import type { AuditRecorder } from '../audit/audit-recorder.js';
import type { SsoProviderDoc, SsoProvidersRepo } from '../../store/sso-providers.repo.js';
import type { DashboardUserDoc } from '../../store/dashboard-users.repo.js';
import { isLoopbackHost, type SsoConfigService } from './sso-config-service.js';
import { normalizeEmail, type DashboardUsersService } from './dashboard-users-service.js';

const STATE_HASH_KIND = 'sso-state';
const BROWSER_HASH_KIND = 'sso-browser';
export const SSO_VERIFIER_CONTEXT = 'ssoLogin.verifier';
/** A sign-in must come back within this long (the provider's login and consent pages included). */
const LOGIN_TTL_MS = 10 * 60_000;
/** Sign-ins under way at once, all providers together: unauthenticated starts cannot fill the store. */
const MAX_LIVE_LOGINS = 5_000;
/** A provider's discovery document is read again after this long (or when its settings change). */
const DISCOVERY_TTL_MS = 10 * 60_000;

/** Why a callback did not sign anyone in: a code for the page (and the tests), a status and words for people. */
export interface SsoFailure {
  ok: false;
  status: 400 | 403 | 502;
  code:
    | 'SSO_STATE_INVALID'
    | 'SSO_BROWSER_MISMATCH'
    | 'SSO_PROVIDER_REFUSED'
    | 'SSO_TOKEN_INVALID'
    | 'SSO_EMAIL_UNVERIFIED'
    | 'SSO_DOMAIN_NOT_ALLOWED'
    | 'SSO_USER_UNKNOWN'
    | 'SSO_PROVIDER_UNREACHABLE';
  message: string;
  /** The provider's name, when the attempt got far enough to know it. */
  providerName?: string;
}

export type SsoOutcome = { ok: true; user: DashboardUserDoc; provider: SsoProviderDoc; createdUser: boolean } | SsoFailure;

const fail = (status: SsoFailure['status'], code: SsoFailure['code'], message: string, provider?: SsoProviderDoc): SsoFailure => ({
  ok: false,
  status,
  code,
  message,
  ...(provider ? { providerName: provider.displayName } : {}),
});

/** The claims a person is matched by. */
interface EmailClaims {
  email?: unknown;
  email_verified?: unknown;
  /** Microsoft Entra ID's "email domain owner verified" (an optional claim): Entra never sends `email_verified`. */
  xms_edov?: unknown;
}

/** `email_verified: true`; without that claim at all, Entra's `xms_edov` stands in for it (the tenant owns the domain). */
function emailVerified(c: EmailClaims): boolean {
  if (c.email_verified !== undefined) return c.email_verified === true;
  return c.xms_edov === true || c.xms_edov === 1 || c.xms_edov === '1' || c.xms_edov === 'true';
}

/** Errors of the network (refused, reset, timed out) as opposed to answers the library judged wrong. */
function isUnreachable(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
  if (e instanceof TypeError && e.message === 'fetch failed') return true;
  const cause = (e as { cause?: unknown }).cause;
  return cause !== undefined && cause !== e && isUnreachable(cause);
}

/**
 * Dashboard sign-in through OpenID Connect (openid-client): the authorization code flow with PKCE, state and
 * nonce, bound to the browser that started it by a cookie. The ID token is validated by the library (signature,
 * issuer, audience, expiry, nonce); the person is then matched by a verified email to a dashboard user with a role
 * in the provider's project (or, when the project allows it, created with its default role).
 */
export class SsoSignInService {
  private readonly configurations = new Map<string, { updatedAt: number; readAt: number; conf: oidc.Configuration }>();

  constructor(
    private readonly repo: SsoProvidersRepo,
    private readonly settings: SsoConfigService,
    private readonly users: DashboardUsersService,
    private readonly box: SecretBox,
    private readonly audit: AuditRecorder,
    private readonly logger: Logger,
    private readonly opts: { timeoutMs: number },
  ) {}

  /** The provider's authorization URL, and the nonce the browser keeps in its binding cookie. */
  async start(providerId: string): Promise<{ authorizeUrl: string; browserNonce: string }> {
    const found = await this.settings.providerById(providerId);
    if (!found) throw new PlugboardError('NOT_FOUND', 'No single sign-on provider has this id', { details: { providerId } });
    const now = new Date();
    await this.repo.deleteExpiredLogins(now);
    if ((await this.repo.liveLogins(now)) >= MAX_LIVE_LOGINS)
      throw new PlugboardError('RATE_LIMITED', 'Too many single sign-on attempts under way; try again in a few minutes', {
        headers: { 'retry-after': '60' },
      });
    const conf = await this.configurationOf(found.doc, found.clientSecret).catch((e: unknown) => {
      throw this.unreachable(found.doc, e);
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const browserNonce = generateToken('pb_ssob');
    await this.repo.beginLogin({
      _id: this.box.lookupHash(state, STATE_HASH_KIND),
      providerId: found.doc._id,
      verifierSealed: this.box.seal(verifier, SSO_VERIFIER_CONTEXT),
      nonce,
      browserHash: this.box.lookupHash(browserNonce, BROWSER_HASH_KIND),
      expiresAt: new Date(now.getTime() + LOGIN_TTL_MS),
    });
    const url = oidc.buildAuthorizationUrl(conf, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { authorizeUrl: url.href, browserNonce };
  }

  /**
   * The callback: `query` is the callback's query string as the provider sent it, `browserNonce` the binding
   * cookie's value. The state is spent whatever happens next (a second callback with it is refused).
   */
  async finish(query: URLSearchParams, browserNonce: string | undefined, clientAddress: string | null): Promise<SsoOutcome> {
    const outcome = await this.verify(query, browserNonce);
    if (outcome.ok) await this.recordSignIn(outcome, clientAddress);
    else this.logger.info({ code: outcome.code }, 'single sign-on refused');
    return outcome;
  }

  private async verify(query: URLSearchParams, browserNonce: string | undefined): Promise<SsoOutcome> {
    const state = query.get('state') ?? '';
    const login = state && state.length <= 512 ? await this.repo.claimLogin(this.box.lookupHash(state, STATE_HASH_KIND)) : null;
    if (!login || login.expiresAt.getTime() <= Date.now())
      return fail(400, 'SSO_STATE_INVALID', 'This sign-in has expired or was already used. Start again from the sign-in page.');
    const found = await this.settings.providerById(login.providerId);
    if (!found) return fail(400, 'SSO_STATE_INVALID', 'Single sign-on was turned off while you were signing in.');
    const { doc: provider, clientSecret } = found;
    if (!browserNonce || !safeEqual(this.box.lookupHash(browserNonce.slice(0, 256), BROWSER_HASH_KIND), login.browserHash))
      return fail(400, 'SSO_BROWSER_MISMATCH', 'This sign-in was started in another browser. Start again from the sign-in page.', provider);
    const error = query.get('error');
    if (error) {
      const said = (query.get('error_description') ?? error).slice(0, 300);
      return fail(403, 'SSO_PROVIDER_REFUSED', `${provider.displayName} did not sign you in: ${said}`, provider);
    }
    let claims: EmailClaims;
    try {
      const conf = await this.configurationOf(provider, clientSecret);
      const callbackUrl = new URL(this.settings.redirectUri);
      callbackUrl.search = query.toString();
      const tokens = await oidc.authorizationCodeGrant(conf, callbackUrl, {
        pkceCodeVerifier: this.box.open(login.verifierSealed, SSO_VERIFIER_CONTEXT),
        expectedState: state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims()!;
      // Providers that follow OpenID Connect to the letter (oidc-provider's default) put scope claims in the
      // userinfo answer only when an access token is issued: read them there, for the same subject.
      const source: Record<string, unknown> =
        idToken.email === undefined ? await oidc.fetchUserInfo(conf, tokens.access_token, idToken.sub) : idToken;
      claims = { email: source.email, email_verified: source.email_verified, xms_edov: source.xms_edov };
    } catch (e) {
      if (isUnreachable(e)) return this.unreachableFailure(provider, e);
      this.logger.warn({ providerId: provider._id, err: (e as Error).message }, 'single sign-on: the provider answer was refused');
      return fail(
        400,
        'SSO_TOKEN_INVALID',
        `${provider.displayName}'s answer could not be verified. Start again from the sign-in page.`,
        provider,
      );
    }
    return this.match(provider, claims);
  }

  /** A sign-in in each environment's audit trail of the project: who, through which provider, with which role. */
  private async recordSignIn(outcome: Extract<SsoOutcome, { ok: true }>, address: string | null): Promise<void> {
    const { user, provider, createdUser } = outcome;
    const audit = this.audit.as({ actor: { kind: 'user', userId: user._id, email: user.email }, address });
    const after = { provider: provider.displayName, issuer: provider.issuer, role: user.roles[provider.projectId], createdUser };
    for (const environmentId of await this.settings.environmentsOf(provider.projectId))
      await audit.record('dashboardUser.ssoSignIn', { type: 'dashboardUser', id: user._id, name: user.email, environmentId }, { after });
  }

  /** The person the ID token names, as a dashboard user with a role in the provider's project. */
  private async match(provider: SsoProviderDoc, claims: EmailClaims): Promise<SsoOutcome> {
    const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : '';
    if (!email || !emailVerified(claims))
      return fail(
        403,
        'SSO_EMAIL_UNVERIFIED',
        `${provider.displayName} did not vouch for your email address (no verified email). Ask your administrator.`,
        provider,
      );
    const domain = email.slice(email.lastIndexOf('@') + 1);
    if (provider.allowedDomains.length > 0 && !provider.allowedDomains.includes(domain))
      return fail(403, 'SSO_DOMAIN_NOT_ALLOWED', `Accounts of ${domain} may not sign in here.`, provider);
    const user = await this.users.findByEmail(email);
    if (user?.roles[provider.projectId]) return { ok: true, user, provider, createdUser: false };
    if (provider.unknownUsers !== 'create')
      return fail(403, 'SSO_USER_UNKNOWN', `${email} has not been invited to this project. Ask an owner for an invitation.`, provider);
    const joined = await this.users.joinBySso(email, provider.projectId, provider.defaultRole, user);
    return { ok: true, user: joined, provider, createdUser: user === null };
  }

  /** The provider's configuration from its discovery document (cached per provider until its settings change). */
  private async configurationOf(provider: SsoProviderDoc, clientSecret: string): Promise<oidc.Configuration> {
    const cached = this.configurations.get(provider._id);
    const now = Date.now();
    if (cached?.updatedAt === provider.updatedAt.getTime() && now - cached.readAt < DISCOVERY_TTL_MS) return cached.conf;
    const issuer = new URL(provider.issuer);
    const conf = await oidc.discovery(issuer, provider.clientId, clientSecret, undefined, {
      timeout: this.opts.timeoutMs / 1000,
      // Plain http is accepted for a provider on loopback only (the settings refuse it elsewhere). The library marks
      // this option deprecated to make it stand out, not because it is going away.
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- loopback providers only (tests, a local Keycloak)
      ...(issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname) ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    this.configurations.set(provider._id, { updatedAt: provider.updatedAt.getTime(), readAt: now, conf });
    return conf;
  }

  private unreachableFailure(provider: SsoProviderDoc, e: unknown): SsoFailure {
    const err = this.unreachable(provider, e);
    return fail(502, 'SSO_PROVIDER_UNREACHABLE', err.message, provider);
  }

  private unreachable(provider: SsoProviderDoc, e: unknown): PlugboardError {
    this.logger.warn({ providerId: provider._id, err: (e as Error).message }, 'single sign-on: the provider could not be reached');
    return new PlugboardError(
      'SSO_PROVIDER_UNREACHABLE',
      `${provider.displayName} could not be reached (or did not answer in time). Try again in a moment, or sign in with your password.`,
      { details: { providerId: provider._id } },
    );
  }
}
