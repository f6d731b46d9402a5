import { createHash } from 'node:crypto';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { DashboardUserDoc } from '../../store/dashboard-users.repo.js';
import type { AbuseLimits } from '../limits/abuse-limits.js';
import type { DashboardTwoFactorService, SecondFactor } from './dashboard-two-factor.js';
import { normalizeEmail, type DashboardUsersService } from './dashboard-users-service.js';

/** The failed-token throttle every token check uses (services/limits/abuse-limits.ts, counted in the store). */
export type SignInLimits = Pick<AbuseLimits, 'tokenCheckFailed' | 'assertNotBlocked'>;

/** The failed-check counter's key of an account: a hash of the email, never the email. */
const accountKeyOf = (email: string) => `u${createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 14)}`;

/**
 * A dashboard user's password check (at sign-in, then the second factor when it is on; again before a sensitive
 * change). Passwords are guessable, unlike tokens: a blocked address or account is refused before the check, so a
 * guesser learns nothing more once over the limit; wrong codes count like wrong passwords.
 */
export class PasswordSignIn {
  constructor(
    private readonly users: DashboardUsersService,
    private readonly twoFactor: DashboardTwoFactorService,
    private readonly limits: SignInLimits,
  ) {}

  async signIn(given: { email: string; password: string } & SecondFactor, clientAddress: string): Promise<DashboardUserDoc> {
    const accountKey = accountKeyOf(given.email);
    this.limits.assertNotBlocked(clientAddress, accountKey);
    const user = await this.users.verifyPassword(given.email, given.password);
    if (!user) {
      await this.limits.tokenCheckFailed(clientAddress, accountKey);
      throw new PlugboardError('UNAUTHORIZED', 'Wrong email or password');
    }
    // The second factor is asked only once the password is right.
    const second = await this.twoFactor.check(user, given);
    if (second === 'missing')
      throw new PlugboardError(
        'DASHBOARD_TOTP_REQUIRED',
        'Two-factor sign-in is on: give the code of your authenticator app (totpCode) or a recoveryCode',
      );
    if (second === 'wrong') {
      await this.limits.tokenCheckFailed(clientAddress, accountKey);
      throw new PlugboardError('UNAUTHORIZED', 'Wrong or already used two-factor code');
    }
    return user;
  }

  async confirm(email: string, password: string, clientAddress: string): Promise<void> {
    const accountKey = accountKeyOf(email);
    this.limits.assertNotBlocked(clientAddress, accountKey);
    if (await this.users.verifyPassword(email, password)) return;
    await this.limits.tokenCheckFailed(clientAddress, accountKey);
    throw new PlugboardError('UNAUTHORIZED', 'Wrong password', { details: { field: 'password' } });
  }
}
