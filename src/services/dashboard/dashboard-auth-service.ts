import type { Audit } from '../audit/audit-recorder.js';
import { createHash, timingSafeEqual } from 'node:crypto';
import { generateId, generateToken, safeEqual, type SecretBox } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type {
  DashboardPrincipal,
  DashboardSessionDoc,
  DashboardSessionFilter,
  DashboardSessionsRepo,
} from '../../store/dashboard-sessions.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { AuthContextService } from '../auth/auth-context-service.js';
import { API_TOKEN_HASH_KIND, type ProjectsService } from '../projects/projects-service.js';
import { roleAllows, type DashboardRole } from '../../store/dashboard-roles.js';
import type { DashboardTwoFactorService, SecondFactor } from './dashboard-two-factor.js';
import type { DashboardUsersService } from './dashboard-users-service.js';
import { PasswordSignIn, type SignInLimits } from './password-sign-in.js';
import type { DashboardUserDoc } from '../../store/dashboard-users.repo.js';

const SESSION_HASH_KIND = 'dashboard-session';
/** The CSRF token is a keyed hash of the cookie value: nothing to store, and it survives master key rotations. */
const CSRF_KIND = 'dashboard-csrf';
/** The keyed hash naming the operator token a session was signed in with (a new PLUGBOARD_ADMIN_TOKEN ends them). */
const OPERATOR_CREDENTIAL_KIND = 'dashboard-operator';

/** What a sign-in gives: a token, or a dashboard user's email and password. */
export interface SignInCredentials extends SecondFactor {
  token?: string;
  email?: string;
  password?: string;
}

/** Where a sign-in comes from: the client address (throttle, listing) and the browser's User-Agent (listing). */
export interface SignInOrigin {
  address: string;
  userAgent?: string | undefined;
}

export interface DashboardOptions {
  /** The operator token (PLUGBOARD_ADMIN_TOKEN); undefined = operator sign-in is off. */
  adminToken: string | undefined;
  sessionTtlMs: number;
  /** Which environments' API tokens may sign in: development ones only (the default), all, or none (users only). */
  tokenSignIn: 'development' | 'all' | 'off';
}

/** What the sign-in page offers (`getDashboardSignInOptions`): nothing secret, nothing about any account. */
export interface SignInOptions {
  password: boolean;
  apiToken: 'development' | 'all' | 'off';
  operatorToken: boolean;
}

export interface ResolvedDashboardSession {
  id: string;
  principal: DashboardPrincipal;
  expiresAt: Date;
  /** The CSRF token this session expects (derived from the cookie of this request; kept in memory only). */
  csrfToken: string;
  /** A user's roles per project, read from the store with the session; absent for token sessions (owner of what they see). */
  roles?: Record<string, DashboardRole>;
}

/** A session as an operator lists it: never the cookie, nor anything that leads to it. */
export interface DashboardSessionListing {
  sessionId: string;
  principal: DashboardPrincipal;
  createdTime: string;
  expiresTime: string;
}

export interface DashboardSessionView {
  principal: DashboardPrincipal;
  csrfToken: string;
  expiresTime: string;
  projects: {
    projectId: string;
    name: string;
    role: DashboardRole;
    environments: { environmentId: string; name: 'development' | 'production' }[];
  }[];
}

/**
 * Dashboard sign-in: an environment API token or the operator token becomes a server-side session named by a
 * random cookie value (only its keyed hash is stored), with a CSRF token for writes. Wrong tokens are throttled
 * like every other token check: per client address and per token prefix, counted in the store so that several
 * gateway processes share the counts. A session is bound to the token it was signed in with: once that token is
 * rotated (from the dashboard, the admin CLI, or a new PLUGBOARD_ADMIN_TOKEN), the session has ended.
 */
export class DashboardAuthService {
  private readonly operatorCredential: string | undefined;
  private readonly passwords: PasswordSignIn;

  constructor(
    private readonly sessions: DashboardSessionsRepo,
    private readonly authContext: AuthContextService,
    private readonly projects: ProjectsService,
    private readonly box: SecretBox,
    private readonly limits: SignInLimits,
    private readonly opts: DashboardOptions,
    private readonly users: DashboardUsersService,
    private readonly twoFactor: DashboardTwoFactorService,
  ) {
    this.passwords = new PasswordSignIn(users, twoFactor, limits);
    this.operatorCredential = opts.adminToken ? box.lookupHash(opts.adminToken, OPERATOR_CREDENTIAL_KIND) : undefined;
  }

  async signIn(
    given: SignInCredentials,
    origin: SignInOrigin,
  ): Promise<{ cookieValue: string; view: DashboardSessionView; maxAgeS: number }> {
    const { principal, credential, roles } = await this.authenticate(given, origin.address);
    return this.openSession(principal, credential, roles, origin);
  }

  /**
   * A session for a user a project's single sign-on provider vouched for (services/dashboard/sso-sign-in-service.ts):
   * it covers that project alone, whatever roles the user holds elsewhere, since the provider speaks for that
   * project's owner only. The user's second factor is not asked again: the provider does it.
   */
  signInWithSso(user: DashboardUserDoc, projectId: string, origin?: SignInOrigin) {
    const principal: DashboardPrincipal = { kind: 'user', userId: user._id, email: user.email, ssoProjectId: projectId };
    return this.openSession(principal, user.credentialStamp, rolesWithin(user.roles, principal), origin);
  }

  private async openSession(
    principal: DashboardPrincipal,
    credential: string,
    roles: Record<string, DashboardRole> | undefined,
    origin: SignInOrigin | undefined,
  ): Promise<{ cookieValue: string; view: DashboardSessionView; maxAgeS: number }> {
    const cookieValue = generateToken('pb_dash');
    const now = new Date();
    const doc: DashboardSessionDoc = {
      _id: this.box.lookupHash(cookieValue, SESSION_HASH_KIND),
      id: generateId('dsess'),
      principal,
      credential,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.opts.sessionTtlMs),
      ...(origin ? { address: origin.address.slice(0, 100) } : {}),
      ...(origin?.userAgent ? { userAgent: origin.userAgent.slice(0, 200) } : {}),
    };
    await this.sessions.insert(doc);
    const view = await this.view(doc.principal, this.csrfOf(cookieValue), doc.expiresAt, roles);
    return { cookieValue, view, maxAgeS: Math.floor(this.opts.sessionTtlMs / 1000) };
  }

  signInOptions(): SignInOptions {
    return { password: true, apiToken: this.opts.tokenSignIn, operatorToken: this.operatorCredential !== undefined };
  }

  /** Security resolver: the live session a cookie names, or null. */
  async resolve(cookieValue: string): Promise<ResolvedDashboardSession | null> {
    if (!cookieValue || cookieValue.length > 200) return null;
    const doc = await this.sessions.find(this.box.lookupHash(cookieValue, SESSION_HASH_KIND));
    if (!doc || doc.expiresAt.getTime() <= Date.now()) return null;
    const current = await this.credentialIsCurrent(doc);
    if (!current) {
      await this.sessions.delete(doc._id);
      return null;
    }
    return {
      id: doc._id,
      principal: doc.principal,
      expiresAt: doc.expiresAt,
      csrfToken: this.csrfOf(cookieValue),
      ...(current === true ? {} : { roles: current.roles }),
    };
  }

  /**
   * Rotates an environment's API token from the dashboard. The caller must give the environment's current API
   * token (an operator session may give the operator token instead): a session alone, e.g. one opened with a token
   * that leaked, cannot take the environment away from its owner. A wrong token counts as a failed token check.
   * Every session signed in with the old token ends, this one included (`signedOut`).
   */
  async rotateApiToken(
    session: ResolvedDashboardSession,
    env: EnvironmentDoc,
    currentToken: string,
    clientAddress: string,
    audit: Audit,
  ): Promise<{ environmentId: string; apiToken: string; signedOut: boolean }> {
    const isCurrent = currentToken.length <= 512 && safeEqual(this.box.lookupHash(currentToken, API_TOKEN_HASH_KIND), env.apiTokenHash);
    const isOperator =
      session.principal.kind === 'operator' && this.operatorCredential !== undefined && this.principalIsOperator(currentToken);
    if (!isCurrent && !isOperator) {
      await this.limits.tokenCheckFailed(clientAddress, currentToken);
      throw new PlugboardError(
        'FORBIDDEN',
        session.principal.kind === 'operator'
          ? "currentToken is neither this environment's current API token nor the operator token"
          : "currentToken is not this environment's current API token",
        { details: { field: 'currentToken' } },
      );
    }
    const rotated = await this.projects.rotateToken(env.projectId, env.name, audit);
    await this.sessions.deleteMany({ environmentId: env.id });
    return { ...rotated, signedOut: session.principal.kind === 'environment' };
  }

  /** Live sessions, newest first, for an operator (the admin CLI). */
  async listSessions(filter: DashboardSessionFilter, now = new Date()): Promise<DashboardSessionListing[]> {
    return (await this.sessions.list(filter, now)).map((d) => ({
      sessionId: d.id,
      principal: d.principal,
      createdTime: d.createdAt.toISOString(),
      expiresTime: d.expiresAt.toISOString(),
    }));
  }

  /** Checks a signed-in user's password again before a sensitive change (throttled like a sign-in). */
  confirmPassword(email: string, password: string, clientAddress: string): Promise<void> {
    return this.passwords.confirm(email, password, clientAddress);
  }

  /** Ends sessions at once (the next request of each answers 401); returns how many. */
  endSessions(filter: DashboardSessionFilter): Promise<number> {
    return this.sessions.deleteMany(filter);
  }

  /** Writes must carry the session's CSRF token (a page of another site cannot read it). */
  checkCsrf(session: ResolvedDashboardSession, header: string | undefined): boolean {
    if (!header || header.length > 200) return false;
    return safeEqual(header, session.csrfToken);
  }

  async signOut(session: ResolvedDashboardSession): Promise<void> {
    await this.sessions.delete(session.id);
  }

  async describe(session: ResolvedDashboardSession): Promise<DashboardSessionView> {
    return this.view(session.principal, session.csrfToken, session.expiresAt, session.roles);
  }

  /** The environment a request names, when the session may see it (404 otherwise: nothing is revealed). */
  async environmentFor(session: ResolvedDashboardSession, environmentId: string): Promise<EnvironmentDoc> {
    const p = session.principal;
    const allowed = p.kind !== 'environment' || p.environmentId === environmentId;
    const env = allowed ? await this.projects.findEnvironment(environmentId) : null;
    if (!env || (session.roles && !session.roles[env.projectId]))
      throw new PlugboardError('NOT_FOUND', `No environment ${environmentId} for this session`, { details: { environmentId } });
    return env;
  }

  /**
   * Refuses an operation the session's role does not allow (`x-dashboard-role` in openapi.yaml, checked for every
   * dashboard operation by the session guard). An environment in the path is checked against the role in its
   * project (404 when the session has none there); without one, any project where the role suffices will do.
   * Token sessions are owners of what they may see.
   */
  async authorize(
    session: ResolvedDashboardSession,
    minimum: DashboardRole,
    scope: { environmentId?: string | undefined; projectId?: string | undefined },
  ): Promise<void> {
    const { environmentId, projectId } = scope;
    if (projectId !== undefined) {
      const role = this.roleIn(session, projectId);
      if (!roleAllows(role, minimum))
        throw new PlugboardError('DASHBOARD_ROLE_REQUIRED', `This needs the ${minimum} role (or above) in the project`, {
          details: { requiredRole: minimum, role },
        });
      return;
    }
    if (!session.roles) return;
    let roles: DashboardRole[];
    if (environmentId !== undefined) {
      const env = await this.environmentFor(session, environmentId);
      roles = [session.roles[env.projectId]!];
    } else {
      roles = Object.values(session.roles);
      if (minimum === 'viewer') return;
    }
    if (!roles.some((r) => roleAllows(r, minimum)))
      throw new PlugboardError('DASHBOARD_ROLE_REQUIRED', `This needs the ${minimum} role (or above) in the project`, {
        details: { requiredRole: minimum, ...(roles.length === 1 ? { role: roles[0] } : {}) },
      });
  }

  /**
   * The session's role in a project, for the project's team (users, invites): the operator is its owner; a user
   * has their role there (404 without one: nothing revealed). A session signed in with an API token manages no team:
   * a development token must not let anyone invite themselves into production.
   */
  roleIn(session: ResolvedDashboardSession, projectId: string): DashboardRole {
    const p = session.principal;
    if (p.kind === 'operator') return 'owner';
    if (p.kind === 'environment')
      throw new PlugboardError(
        'FORBIDDEN',
        'Managing users needs a dashboard user or the operator, not a session signed in with an API token',
      );
    const role = session.roles?.[projectId];
    if (!role) throw new PlugboardError('NOT_FOUND', `No project ${projectId} for this session`, { details: { projectId } });
    return role;
  }

  async sweepExpired(now = new Date()): Promise<number> {
    return this.sessions.deleteExpired(now);
  }

  private async authenticate(
    given: SignInCredentials,
    clientAddress: string,
  ): Promise<{ principal: DashboardPrincipal; credential: string; roles?: Record<string, DashboardRole> }> {
    const { token, email, password } = given;
    if (
      token !== undefined &&
      email === undefined &&
      password === undefined &&
      given.totpCode === undefined &&
      given.recoveryCode === undefined
    ) {
      // The token is checked first: a right token signs in whatever others sent from the same address.
      const signedIn = await this.principalFor(token);
      if (signedIn) return signedIn;
      await this.limits.tokenCheckFailed(clientAddress, token);
      throw new PlugboardError('UNAUTHORIZED', 'This token is not an API token of any environment, nor the operator token');
    }
    if (token === undefined && email !== undefined && password !== undefined) {
      const user = await this.passwords.signIn({ email, password, ...given }, clientAddress);
      return { principal: { kind: 'user', userId: user._id, email: user.email }, credential: user.credentialStamp, roles: user.roles };
    }
    throw new PlugboardError('VALIDATION_FAILED', 'Give either token, or email and password', { details: { field: 'token' } });
  }

  private async principalFor(token: string): Promise<{ principal: DashboardPrincipal; credential: string } | null> {
    if (this.operatorCredential && this.principalIsOperator(token))
      return { principal: { kind: 'operator' }, credential: this.operatorCredential };
    const env = await this.authContext.environmentForApiToken(token);
    if (!env) return null;
    // A right token of an environment the setting keeps out: refused, not counted as a failed check.
    if (!this.tokenSignInAllowed(env.name))
      throw new PlugboardError(
        'DASHBOARD_TOKEN_SIGN_IN_OFF',
        this.opts.tokenSignIn === 'off'
          ? 'Signing in with an API token is turned off on this gateway: sign in with your email and password'
          : `Signing in with a ${env.name} API token is turned off on this gateway (development tokens only): sign in with your email and password`,
        { details: { setting: 'PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN', value: this.opts.tokenSignIn } },
      );
    return { principal: { kind: 'environment', environmentId: env.id }, credential: env.apiTokenHash };
  }

  private tokenSignInAllowed(environmentName: string): boolean {
    return this.opts.tokenSignIn === 'all' || (this.opts.tokenSignIn === 'development' && environmentName === 'development');
  }

  private principalIsOperator(token: string): boolean {
    const admin = this.opts.adminToken;
    return admin !== undefined && constantTimeEqual(token, admin);
  }

  /**
   * Whether the token the session was signed in with is still current (read from the store, not a cache); for a
   * user, the user as stored now (their roles decide this request).
   */
  private async credentialIsCurrent(doc: DashboardSessionDoc): Promise<boolean | { roles: Record<string, DashboardRole> }> {
    if (typeof doc.credential !== 'string') return false;
    if (doc.principal.kind === 'operator')
      return this.operatorCredential !== undefined && safeEqual(doc.credential, this.operatorCredential);
    if (doc.principal.kind === 'user') {
      const user = await this.users.findById(doc.principal.userId);
      return user !== null && safeEqual(doc.credential, user.credentialStamp) && { roles: rolesWithin(user.roles, doc.principal) };
    }
    const env = await this.projects.findEnvironment(doc.principal.environmentId);
    // A setting that now keeps this environment's tokens out ends the sessions they opened.
    return env !== null && safeEqual(doc.credential, env.apiTokenHash) && this.tokenSignInAllowed(env.name);
  }

  private csrfOf(cookieValue: string): string {
    return `pb_csrf_${this.box.lookupHash(cookieValue, CSRF_KIND)}`;
  }

  private async view(
    principal: DashboardPrincipal,
    csrfToken: string,
    expiresAt: Date,
    roles: Record<string, DashboardRole> | undefined,
  ): Promise<DashboardSessionView> {
    let projects: DashboardSessionView['projects'];
    if (principal.kind !== 'environment') {
      // The operator sees every project as owner; a user, the projects where they have a role.
      projects = (await this.projects.listProjects()).flatMap((p) => {
        const role: DashboardRole | undefined = roles ? roles[p.projectId] : 'owner';
        const environments = p.environments.map((e) => ({ environmentId: e.id, name: e.name as 'development' | 'production' }));
        return role ? [{ projectId: p.projectId, name: p.name, role, environments }] : [];
      });
    } else {
      const env = await this.projects.findEnvironment(principal.environmentId);
      projects = env
        ? [
            {
              projectId: env.projectId,
              name: await this.projects.projectName(env.projectId),
              role: 'owner' as const,
              environments: [{ environmentId: env.id, name: env.name }],
            },
          ]
        : [];
    }
    return { principal, csrfToken, expiresTime: expiresAt.toISOString(), projects };
  }
}

/** The roles a user's session may use: all of them, or the single sign-on project's alone. */
function rolesWithin(roles: Record<string, DashboardRole>, principal: DashboardPrincipal): Record<string, DashboardRole> {
  if (principal.kind !== 'user' || principal.ssoProjectId === undefined) return roles;
  const role = roles[principal.ssoProjectId];
  return role ? { [principal.ssoProjectId]: role } : {};
}

/** Compares digests so neither the length nor the content of the operator token leaks through timing. */
function constantTimeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}
