import { hash, verify } from '@node-rs/argon2';
import { generateId, generateToken } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { DashboardRole } from '../../store/dashboard-roles.js';

// The roles, for the CLI (which reaches the store only through services).
export { isDashboardRole, type DashboardRole } from '../../store/dashboard-roles.js';
import type { DashboardUserDoc, DashboardUsersRepo } from '../../store/dashboard-users.repo.js';

/** Bounds on what a person types: the hash's cost is paid only for passwords within them. */
const PASSWORD_MIN = 12;
const PASSWORD_MAX = 256;
const EMAIL_MAX = 254;

/** argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes, 1 lane). */
const hashPassword = (password: string) => hash(password);

/** A hash of nothing anybody knows: verified against when the email is unknown, so both cases take as long. */
let decoyHash: Promise<string> | undefined;

export interface DashboardUserView {
  userId: string;
  email: string;
  roles: Record<string, DashboardRole>;
  createdTime: string;
}

const viewOf = (u: DashboardUserDoc): DashboardUserView => ({
  userId: u._id,
  email: u.email,
  roles: u.roles,
  createdTime: u.createdAt.toISOString(),
});

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function checkEmail(email: string): string {
  const e = normalizeEmail(email);
  if (e.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e))
    throw new PlugboardError('VALIDATION_FAILED', 'email is not an email address', { details: { field: 'email' } });
  return e;
}

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    throw new PlugboardError('VALIDATION_FAILED', `password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`, {
      details: { field: 'password' },
    });
}

/** Dashboard users: created (the first owner by the operator CLI), their roles per project, password checks. */
export class DashboardUsersService {
  constructor(private readonly users: DashboardUsersRepo) {}

  async create(input: { email: string; password: string; projectId: string; role: DashboardRole }): Promise<DashboardUserView> {
    const email = checkEmail(input.email);
    checkPassword(input.password);
    if (await this.users.findByEmail(email))
      throw new PlugboardError('CONFLICT', 'A dashboard user with this email already exists', { details: { field: 'email' } });
    const doc: DashboardUserDoc = {
      _id: generateId('dusr'),
      email,
      passwordHash: await hashPassword(input.password),
      roles: { [input.projectId]: input.role },
      credentialStamp: generateToken('stamp'),
      createdAt: new Date(),
    };
    await this.users.insert(doc);
    return viewOf(doc);
  }

  /** The user whose email and password these are, or null; takes as long for an unknown email as for a wrong password. */
  async verifyPassword(email: string, password: string): Promise<DashboardUserDoc | null> {
    if (email.length > EMAIL_MAX || password.length > PASSWORD_MAX) return null;
    const user = await this.users.findByEmail(normalizeEmail(email));
    if (!user) {
      decoyHash ??= hashPassword(generateToken('decoy'));
      await verify(await decoyHash, password);
      return null;
    }
    return (await verify(user.passwordHash, password)) ? user : null;
  }

  /** Refuses a password a new account may not have (400), before anything is stored. */
  checkNewPassword(password: string): void {
    checkPassword(password);
  }

  findById(userId: string): Promise<DashboardUserDoc | null> {
    return this.users.findById(userId);
  }

  findByEmail(email: string): Promise<DashboardUserDoc | null> {
    return this.users.findByEmail(normalizeEmail(email));
  }

  /**
   * A person a project's single sign-on provider vouched for joins the project with its default role (created
   * when new: their password is a random one nobody knows, so they sign in through the provider only).
   */
  async joinBySso(email: string, projectId: string, role: DashboardRole, existing: DashboardUserDoc | null): Promise<DashboardUserDoc> {
    if (existing) {
      await this.users.setRole(existing._id, projectId, role);
      return { ...existing, roles: { ...existing.roles, [projectId]: role } };
    }
    const doc: DashboardUserDoc = {
      _id: generateId('dusr'),
      email: checkEmail(email),
      passwordHash: await hashPassword(generateToken('unusable')),
      roles: { [projectId]: role },
      credentialStamp: generateToken('stamp'),
      createdAt: new Date(),
    };
    try {
      await this.users.insert(doc);
    } catch (e) {
      // Two first sign-ins of one person at once: the other one created the user (the email is unique).
      const other = await this.users.findByEmail(doc.email);
      if (!other) throw e;
      return this.joinBySso(email, projectId, role, other);
    }
    return doc;
  }

  async setRole(userId: string, projectId: string, role: DashboardRole | null): Promise<void> {
    if (!(await this.users.setRole(userId, projectId, role)))
      throw new PlugboardError('NOT_FOUND', `No dashboard user ${userId}`, { details: { userId } });
  }

  async listForProject(projectId: string): Promise<DashboardUserView[]> {
    return (await this.users.listForProject(projectId)).map(viewOf);
  }
}
