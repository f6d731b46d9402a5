import type { Audit } from '../audit/audit-recorder.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { DashboardUserDoc, DashboardUsersRepo } from '../../store/dashboard-users.repo.js';
import { newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, totpEnrolment, totpStepOf } from './totp.js';

/** The sealing context of a user's TOTP secret (listed in SEALED_FIELDS: master key rotations re-seal it). */
export const TOTP_CONTEXT = 'dashboard-user.totp';
const RECOVERY_KIND = 'dashboard-recovery';

/** What a sign-in gives as its second factor. */
export interface SecondFactor {
  totpCode?: string;
  recoveryCode?: string;
}

const userTarget = (u: DashboardUserDoc) => ({ type: 'dashboardUser', id: u._id, name: u.email });

/**
 * Two-factor sign-in for dashboard users (TOTP, RFC 6238): enrolment (a secret sealed at rest, in force once a first
 * code confirms it), recovery codes (shown once, kept as keyed hashes, each usable once), and the sign-in check.
 * Every "once" is a compare-and-set in the store, so it holds across gateway processes.
 */
export class DashboardTwoFactorService {
  constructor(
    private readonly users: DashboardUsersRepo,
    private readonly box: SecretBox,
  ) {}

  status(user: DashboardUserDoc): { enabled: boolean; recoveryCodesLeft: number } {
    return { enabled: user.totpSealed !== undefined, recoveryCodesLeft: user.recoveryCodeHashes?.length ?? 0 };
  }

  async start(user: DashboardUserDoc): Promise<{ secret: string; otpauthUri: string; qrCode: string }> {
    if (user.totpSealed !== undefined)
      throw new PlugboardError('CONFLICT', 'Two-factor sign-in is already on: turn it off first to enrol another app');
    const secret = newTotpSecret();
    if (!(await this.users.setPendingTotp(user._id, this.box.seal(secret, TOTP_CONTEXT))))
      throw new PlugboardError('CONFLICT', 'Two-factor sign-in is already on: turn it off first to enrol another app');
    return { secret, ...totpEnrolment(secret, user.email) };
  }

  async confirm(userId: string, code: string, audit: Audit): Promise<{ recoveryCodes: string[] }> {
    const user = await this.users.findById(userId);
    if (!user?.totpPendingSealed)
      throw new PlugboardError('CONFLICT', 'No two-factor enrolment to confirm: start one first (POST /dashboard/api/account/totp)');
    const step = totpStepOf(this.box.open(user.totpPendingSealed, TOTP_CONTEXT), code.replace(/\s+/g, ''));
    if (step === null)
      throw new PlugboardError(
        'VALIDATION_FAILED',
        "That code does not match: enter the code the app shows now (check the device's clock)",
        {
          details: { field: 'code' },
        },
      );
    const recoveryCodes = newRecoveryCodes();
    const hashes = recoveryCodes.map((c) => this.recoveryHash(c));
    if (!(await this.users.enableTotp(user._id, user.totpPendingSealed, hashes, step)))
      throw new PlugboardError('CONFLICT', 'Another enrolment replaced this one: start again');
    await audit.record('dashboardUser.twoFactorEnable', userTarget(user), { before: { twoFactor: false }, after: { twoFactor: true } });
    return { recoveryCodes };
  }

  async disable(user: DashboardUserDoc, audit: Audit): Promise<void> {
    const was = user.totpSealed !== undefined;
    await this.users.disableTotp(user._id);
    if (was)
      await audit.record('dashboardUser.twoFactorDisable', userTarget(user), { before: { twoFactor: true }, after: { twoFactor: false } });
  }

  /**
   * The sign-in check of a user whose password was right: 'off' (no second factor), 'missing' (none given),
   * 'wrong', or 'ok' (the code's step, or the recovery code, is now used up).
   */
  async check(user: DashboardUserDoc, given: SecondFactor): Promise<'off' | 'missing' | 'wrong' | 'ok'> {
    if (user.totpSealed === undefined) return 'off';
    if (given.recoveryCode !== undefined) {
      const normalized = normalizeRecoveryCode(given.recoveryCode);
      if (normalized.length !== 12) return 'wrong';
      return (await this.users.useRecoveryCode(user._id, this.recoveryHash(normalized))) ? 'ok' : 'wrong';
    }
    if (given.totpCode === undefined) return 'missing';
    const step = totpStepOf(this.box.open(user.totpSealed, TOTP_CONTEXT), given.totpCode.replace(/\s+/g, ''));
    if (step === null) return 'wrong';
    // A code already used (this step or an earlier one) is refused: seen over a shoulder, it is worth nothing.
    return (await this.users.useTotpStep(user._id, step)) ? 'ok' : 'wrong';
  }

  private recoveryHash(code: string): string {
    return this.box.lookupHash(normalizeRecoveryCode(code), RECOVERY_KIND);
  }
}
