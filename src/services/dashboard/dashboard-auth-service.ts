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
import type { AbuseLimits } from '../limits/abuse-limits.js';
import { API_TOKEN_HASH_KIND, type ProjectsService } from '../projects/projects-service.js';

const SESSION_HASH_KIND = 'dashboard-session';
/** The CSRF token is a keyed hash of the cookie value: nothing to store, and it survives master key rotations. */
const CSRF_KIND = 'dashboard-csrf';
/** The keyed hash naming the operator token a session was signed in with (a new PLUGBOARD_ADMIN_TOKEN ends them). */
const OPERATOR_CREDENTIAL_KIND = 'dashboard-operator';

/** The failed-token throttle every token check uses (services/limits/abuse-limits.ts, counted in the store). */
export type SignInLimits = Pick<AbuseLimits, 'tokenCheckFailed'>;

export interface DashboardOptions {
  /** The operator token (PLUGBOARD_ADMIN_TOKEN); undefined = operator sign-in is off. */
  adminToken: string | undefined;
  sessionTtlMs: number;
}

export interface ResolvedDashboardSession {
  id: string;
  principal: DashboardPrincipal;
  expiresAt: Date;
  /** The CSRF token this session expects (derived from the cookie of this request; kept in memory only). */
  csrfToken: string;
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
  projects: { projectId: string; name: string; environments: { environmentId: string; name: 'development' | 'production' }[] }[];
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

  constructor(
    private readonly sessions: DashboardSessionsRepo,
    private readonly authContext: AuthContextService,
    private readonly projects: ProjectsService,
    private readonly box: SecretBox,
    private readonly limits: SignInLimits,
    private readonly opts: DashboardOptions,
  ) {
    this.operatorCredential = opts.adminToken ? box.lookupHash(opts.adminToken, OPERATOR_CREDENTIAL_KIND) : undefined;
  }

  async signIn(token: string, clientAddress: string): Promise<{ cookieValue: string; view: DashboardSessionView; maxAgeS: number }> {
    // The token is checked first: a right token signs in whatever others sent from the same address.
    const signedIn = await this.principalFor(token);
    if (!signedIn) {
      await this.limits.tokenCheckFailed(clientAddress, token);
      throw new PlugboardError('UNAUTHORIZED', 'This token is not an API token of any environment, nor the operator token');
    }
    const { principal, credential } = signedIn;
    const cookieValue = generateToken('pb_dash');
    const now = new Date();
    const doc: DashboardSessionDoc = {
      _id: this.box.lookupHash(cookieValue, SESSION_HASH_KIND),
      id: generateId('dsess'),
      principal,
      credential,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.opts.sessionTtlMs),
    };
    await this.sessions.insert(doc);
    const view = await this.view(doc.principal, this.csrfOf(cookieValue), doc.expiresAt);
    return { cookieValue, view, maxAgeS: Math.floor(this.opts.sessionTtlMs / 1000) };
  }

  /** Security resolver: the live session a cookie names, or null. */
  async resolve(cookieValue: string): Promise<ResolvedDashboardSession | null> {
    if (!cookieValue || cookieValue.length > 200) return null;
    const doc = await this.sessions.find(this.box.lookupHash(cookieValue, SESSION_HASH_KIND));
    if (!doc || doc.expiresAt.getTime() <= Date.now()) return null;
    if (!(await this.credentialIsCurrent(doc))) {
      await this.sessions.delete(doc._id);
      return null;
    }
    return { id: doc._id, principal: doc.principal, expiresAt: doc.expiresAt, csrfToken: this.csrfOf(cookieValue) };
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
    return this.view(session.principal, session.csrfToken, session.expiresAt);
  }

  /** The environment a request names, when the session may see it (404 otherwise: nothing is revealed). */
  async environmentFor(session: ResolvedDashboardSession, environmentId: string): Promise<EnvironmentDoc> {
    const allowed = session.principal.kind === 'operator' || session.principal.environmentId === environmentId;
    const env = allowed ? await this.projects.findEnvironment(environmentId) : null;
    if (!env) throw new PlugboardError('NOT_FOUND', `No environment ${environmentId} for this session`, { details: { environmentId } });
    return env;
  }

  async sweepExpired(now = new Date()): Promise<number> {
    return this.sessions.deleteExpired(now);
  }

  private async principalFor(token: string): Promise<{ principal: DashboardPrincipal; credential: string } | null> {
    if (this.operatorCredential && this.principalIsOperator(token))
      return { principal: { kind: 'operator' }, credential: this.operatorCredential };
    const env = await this.authContext.environmentForApiToken(token);
    return env ? { principal: { kind: 'environment', environmentId: env.id }, credential: env.apiTokenHash } : null;
  }

  private principalIsOperator(token: string): boolean {
    const admin = this.opts.adminToken;
    return admin !== undefined && constantTimeEqual(token, admin);
  }

  /** Whether the token the session was signed in with is still current (read from the store, not a cache). */
  private async credentialIsCurrent(doc: DashboardSessionDoc): Promise<boolean> {
    if (typeof doc.credential !== 'string') return false;
    if (doc.principal.kind === 'operator')
      return this.operatorCredential !== undefined && safeEqual(doc.credential, this.operatorCredential);
    const env = await this.projects.findEnvironment(doc.principal.environmentId);
    return env !== null && safeEqual(doc.credential, env.apiTokenHash);
  }

  private csrfOf(cookieValue: string): string {
    return `pb_csrf_${this.box.lookupHash(cookieValue, CSRF_KIND)}`;
  }

  private async view(principal: DashboardPrincipal, csrfToken: string, expiresAt: Date): Promise<DashboardSessionView> {
    let projects: DashboardSessionView['projects'];
    if (principal.kind === 'operator') {
      projects = (await this.projects.listProjects()).map((p) => ({
        projectId: p.projectId,
        name: p.name,
        environments: p.environments.map((e) => ({ environmentId: e.id, name: e.name as 'development' | 'production' })),
      }));
    } else {
      const env = await this.projects.findEnvironment(principal.environmentId);
      projects = env
        ? [
            {
              projectId: env.projectId,
              name: await this.projects.projectName(env.projectId),
              environments: [{ environmentId: env.id, name: env.name }],
            },
          ]
        : [];
    }
    return { principal, csrfToken, expiresTime: expiresAt.toISOString(), projects };
  }
}

/** Compares digests so neither the length nor the content of the operator token leaks through timing. */
function constantTimeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}
