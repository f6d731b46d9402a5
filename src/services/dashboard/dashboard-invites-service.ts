import type { Audit } from '../audit/audit-recorder.js';
import { generateId, generateToken, type SecretBox } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import { roleAllows, type DashboardRole } from '../../store/dashboard-roles.js';
import type { DashboardInviteDoc, DashboardInvitesRepo } from '../../store/dashboard-invites.repo.js';
import type { DashboardUsersRepo } from '../../store/dashboard-users.repo.js';
import type { ProjectsService } from '../projects/projects-service.js';
import type { SignInLimits } from './password-sign-in.js';
import { checkEmail, type DashboardUsersService } from './dashboard-users-service.js';
import type { TeamActor } from './dashboard-team-service.js';

const INVITE_HASH_KIND = 'dashboard-invite';

export interface DashboardInviteView {
  inviteId: string;
  email: string;
  role: DashboardRole;
  createdTime: string;
  expiresTime: string;
  expired: boolean;
}

const viewOf = (d: DashboardInviteDoc, now: Date): DashboardInviteView => ({
  inviteId: d._id,
  email: d.email,
  role: d.role,
  createdTime: d.createdAt.toISOString(),
  expiresTime: d.expiresAt.toISOString(),
  expired: d.expiresAt.getTime() <= now.getTime(),
});

const inviteTarget = (d: DashboardInviteDoc) => ({ type: 'dashboardInvite', id: d._id, name: d.email, projectId: d.projectId });

const invalid = () =>
  new PlugboardError(
    'DASHBOARD_INVITE_INVALID',
    'This invite link is not valid: it expired, was already used, or was revoked. Ask for a new one',
  );

/**
 * Invites to a project's dashboard: an admin or owner names an email and a role and gets a link (no mail server:
 * they hand it over). The link's token is stored as a keyed hash, works for a limited time and once (a
 * compare-and-set in the store); whoever opens it sets the password of that email's new account, or gives the
 * password of the existing one, and gets the role.
 */
export class DashboardInvitesService {
  constructor(
    private readonly invites: DashboardInvitesRepo,
    private readonly usersRepo: DashboardUsersRepo,
    private readonly users: DashboardUsersService,
    private readonly projects: ProjectsService,
    private readonly box: SecretBox,
    private readonly limits: SignInLimits,
    private readonly opts: { ttlMs: number; publicBaseUrl: string },
  ) {}

  async create(
    actor: TeamActor & { id: string },
    projectId: string,
    input: { email: string; role: DashboardRole },
    audit: Audit,
    now = new Date(),
  ): Promise<DashboardInviteView & { inviteUrl: string }> {
    const email = checkEmail(input.email);
    if (!roleAllows(actor.role, input.role))
      throw new PlugboardError('FORBIDDEN', `You cannot invite with a role above your own (${actor.role})`, {
        details: { role: actor.role },
      });
    // The project exists (an operator may name any id).
    await this.projects.getEnvironment(projectId, 'development');
    const existing = await this.usersRepo.findByEmail(email);
    if (existing?.roles[projectId])
      throw new PlugboardError('CONFLICT', 'This email already has a role in the project: change it on the Team page', {
        details: { field: 'email' },
      });
    const token = generateToken('pb_inv');
    const doc: DashboardInviteDoc = {
      _id: generateId('dinv'),
      tokenHash: this.box.lookupHash(token, INVITE_HASH_KIND),
      projectId,
      email,
      role: input.role,
      invitedBy: actor.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.opts.ttlMs),
    };
    await this.invites.insert(doc);
    await audit.record('dashboardInvite.create', inviteTarget(doc), {
      after: { projectId, email, role: doc.role, expiresTime: doc.expiresAt },
    });
    // The token rides in the fragment: browsers never send it to the server, so no access log holds it.
    return { ...viewOf(doc, now), inviteUrl: `${this.opts.publicBaseUrl}/dashboard#/invite/${token}` };
  }

  async list(projectId: string, now = new Date()): Promise<DashboardInviteView[]> {
    return (await this.invites.listOpen(projectId)).map((d) => viewOf(d, now));
  }

  async revoke(projectId: string, inviteId: string, audit: Audit): Promise<void> {
    const doc = await this.invites.revoke(projectId, inviteId, new Date());
    if (!doc) throw new PlugboardError('NOT_FOUND', `No open invite ${inviteId} in this project`, { details: { inviteId } });
    await audit.record('dashboardInvite.revoke', inviteTarget(doc), { before: { email: doc.email, role: doc.role }, after: null });
  }

  /** What a link offers (the invite page shows it before asking for a password). */
  async lookup(
    token: string,
    clientAddress: string,
  ): Promise<{ email: string; projectName: string; role: DashboardRole; expiresTime: string; existingUser: boolean }> {
    const doc = await this.open(token, clientAddress);
    return {
      email: doc.email,
      projectName: await this.projects.projectName(doc.projectId),
      role: doc.role,
      expiresTime: doc.expiresAt.toISOString(),
      existingUser: (await this.usersRepo.findByEmail(doc.email)) !== null,
    };
  }

  /** Uses the invite once: a new account with this password, or the role added to the existing account whose password it is. */
  async accept(
    token: string,
    password: string,
    clientAddress: string,
    audit: (actor: { userId: string; email: string }) => Audit,
  ): Promise<{ userId: string; email: string; projectId: string; role: DashboardRole }> {
    const doc = await this.open(token, clientAddress);
    const existing = await this.usersRepo.findByEmail(doc.email);
    if (existing) {
      this.limits.assertNotBlocked(clientAddress, `inv${doc._id}`);
      if (!(await this.users.verifyPassword(doc.email, password))) {
        await this.limits.tokenCheckFailed(clientAddress, `inv${doc._id}`);
        throw new PlugboardError('UNAUTHORIZED', 'This email already has an account: give its password to accept');
      }
    } else {
      this.users.checkNewPassword(password);
    }
    if (!(await this.invites.markUsed(doc._id, new Date()))) throw invalid();
    const user = existing
      ? (await this.users.setRole(existing._id, doc.projectId, doc.role), { userId: existing._id, email: existing.email })
      : await this.users.create({ email: doc.email, password, projectId: doc.projectId, role: doc.role });
    await audit(user).record('dashboardInvite.accept', inviteTarget(doc), {
      before: null,
      after: { projectId: doc.projectId, userId: user.userId, email: user.email, role: doc.role, newUser: !existing },
    });
    return { userId: user.userId, email: user.email, projectId: doc.projectId, role: doc.role };
  }

  /** The open invite of a token; an unknown token counts as a failed check (throttled like any token). */
  private async open(token: string, clientAddress: string): Promise<DashboardInviteDoc> {
    const doc = token.length <= 200 ? await this.invites.findOpen(this.box.lookupHash(token, INVITE_HASH_KIND), new Date()) : null;
    if (!doc) {
      await this.limits.tokenCheckFailed(clientAddress, token);
      throw invalid();
    }
    return doc;
  }
}
