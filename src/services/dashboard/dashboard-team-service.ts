import type { Audit } from '../audit/audit-recorder.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import { roleAllows, type DashboardRole } from '../../store/dashboard-roles.js';
import type { DashboardSessionsRepo } from '../../store/dashboard-sessions.repo.js';
import type { DashboardUserDoc, DashboardUsersRepo } from '../../store/dashboard-users.repo.js';

export interface DashboardTeamMember {
  userId: string;
  email: string;
  role: DashboardRole;
  twoFactor: boolean;
  sessions: number;
  createdTime: string;
}

/** Who acts on a project's team: their user id (none for the operator) and their role in the project. */
export interface TeamActor {
  userId: string | undefined;
  role: DashboardRole;
}

/** A session as its user (or a project admin) lists it. */
export interface DashboardSessionItem {
  sessionId: string;
  createdTime: string;
  expiresTime: string;
  current: boolean;
  userAgent: string | null;
  address: string | null;
}

const userTarget = (u: DashboardUserDoc) => ({ type: 'dashboardUser', id: u._id, name: u.email });

/**
 * A project's team in the dashboard: its users and their roles, and their sessions. Nobody acts above their own
 * role (an admin neither makes an owner nor touches one), nobody changes their own role, and the last owner stays.
 */
export class DashboardTeamService {
  constructor(
    private readonly users: DashboardUsersRepo,
    private readonly sessions: DashboardSessionsRepo,
  ) {}

  async list(projectId: string, now = new Date()): Promise<DashboardTeamMember[]> {
    const users = await this.users.listForProject(projectId);
    const counts = await this.sessions.countByUsers(
      users.map((u) => u._id),
      now,
    );
    return users.map((u) => this.memberOf(u, projectId, counts.get(u._id) ?? 0));
  }

  /** A user with a role in the project (404 otherwise), and that role. */
  async member(projectId: string, userId: string): Promise<{ user: DashboardUserDoc; role: DashboardRole }> {
    const user = await this.users.findById(userId);
    const role = user?.roles[projectId];
    if (!user || !role) throw new PlugboardError('NOT_FOUND', `No dashboard user ${userId} in this project`, { details: { userId } });
    return { user, role };
  }

  /** Refuses acting on a user whose role is above the actor's. */
  assertReach(actor: TeamActor, targetRole: DashboardRole): void {
    if (!roleAllows(actor.role, targetRole))
      throw new PlugboardError('FORBIDDEN', `Only an ${targetRole} (or above) acts on an ${targetRole}`, {
        details: { role: actor.role, targetRole },
      });
  }

  async setRole(
    actor: TeamActor,
    projectId: string,
    userId: string,
    role: DashboardRole | null,
    audit: Audit,
  ): Promise<DashboardTeamMember | null> {
    const { user, role: before } = await this.member(projectId, userId);
    if (actor.userId === userId) throw new PlugboardError('FORBIDDEN', 'Nobody changes their own role: ask another admin or owner');
    this.assertReach(actor, before);
    if (role !== null && !roleAllows(actor.role, role))
      throw new PlugboardError('FORBIDDEN', `You cannot give a role above your own (${actor.role})`, { details: { role: actor.role } });
    if (before === 'owner' && role !== 'owner' && (await this.users.countWithRole(projectId, 'owner')) <= 1)
      throw new PlugboardError('CONFLICT', 'This is the project’s last owner: make someone else owner first');
    await this.users.setRole(userId, projectId, role);
    await audit.record(
      'dashboardUser.roleSet',
      { ...userTarget(user), projectId },
      { before: { projectId, role: before }, after: { projectId, role } },
    );
    if (role === null) return null;
    const count = (await this.sessions.countByUsers([userId], new Date())).get(userId) ?? 0;
    return this.memberOf({ ...user, roles: { ...user.roles, [projectId]: role } }, projectId, count);
  }

  /** Ends one session of a project user, or all of theirs; the actor must reach the user's role. */
  async endSessions(actor: TeamActor, projectId: string, userId: string, sessionId: string | undefined, audit: Audit): Promise<number> {
    const { user, role } = await this.member(projectId, userId);
    this.assertReach(actor, role);
    const ended = await this.sessions.deleteMany(sessionId === undefined ? { userId } : { sessionId, userId });
    if (sessionId !== undefined && ended === 0)
      throw new PlugboardError('NOT_FOUND', `No live session ${sessionId} of this user`, { details: { sessionId } });
    if (ended > 0)
      await audit.record(
        'dashboardUser.sessionsEnd',
        { ...userTarget(user), projectId },
        {
          after: { ended, ...(sessionId ? { sessionId } : { all: true }) },
        },
      );
    return ended;
  }

  /** A user's live sessions as they (or a project admin) list them, newest first; `current` marks the asking session. */
  async sessionItems(userId: string, askingId: string, now = new Date()): Promise<DashboardSessionItem[]> {
    return (await this.sessions.list({ userId }, now)).map((d) => ({
      sessionId: d.id,
      createdTime: d.createdAt.toISOString(),
      expiresTime: d.expiresAt.toISOString(),
      current: d._id === askingId,
      userAgent: d.userAgent ?? null,
      address: d.address ?? null,
    }));
  }

  /** Ends one of the user's own sessions (404 when it is not theirs or not live). */
  async endOwnSession(user: { _id: string; email: string }, sessionId: string, audit: Audit): Promise<void> {
    if ((await this.sessions.deleteMany({ sessionId, userId: user._id })) === 0)
      throw new PlugboardError('NOT_FOUND', `No live session ${sessionId} of yours`, { details: { sessionId } });
    await audit.record(
      'dashboardUser.sessionsEnd',
      { type: 'dashboardUser', id: user._id, name: user.email },
      { after: { ended: 1, sessionId } },
    );
  }

  private memberOf(u: DashboardUserDoc, projectId: string, sessions: number): DashboardTeamMember {
    return {
      userId: u._id,
      email: u.email,
      role: u.roles[projectId]!,
      twoFactor: u.totpSealed !== undefined,
      sessions,
      createdTime: u.createdAt.toISOString(),
    };
  }
}
