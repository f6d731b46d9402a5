import type { Audit } from '../audit/audit-recorder.js';
import { SecretBox, lookupKeyOf } from '../../crypto/secret-box.js';
import { COLLECTIONS } from '../../store/collections.js';
import type { KeyringRepo, SealedValuesRepo } from '../../store/sealed-values.repo.js';
import { VERIFIER_CONTEXT } from '../connect/connect-service.js';
import { RECONNECT_URL_CONTEXT } from '../events/event-body.js';
import { CREDENTIALS_CONTEXT } from '../connections/connections-service.js';
import { IDEMPOTENT_ANSWER_CONTEXT } from '../idempotency/idempotency-service.js';
import { CLIENT_SECRET_CONTEXT } from '../oauth-apps/oauth-apps-service.js';
import { API_TOKEN_CONTEXT } from '../projects/projects-service.js';
import { WEBHOOK_SECRET_CONTEXT } from '../webhooks/webhooks-service.js';
import { TOTP_CONTEXT } from '../dashboard/dashboard-two-factor.js';
import { SUBSCRIPTION_SECRETS_CONTEXT } from '../subscriptions/tool-subscriptions-service.js';
import { SSO_CLIENT_SECRET_CONTEXT } from '../dashboard/sso-config-service.js';
import { SSO_VERIFIER_CONTEXT } from '../dashboard/sso-sign-in-service.js';

const LOOKUP_KEY_CONTEXT = 'keyring.lookupKey';

/**
 * Every stored sealed field and the context it was sealed with. A new sealed field MUST be listed here, or a
 * master key rotation leaves it under the old key (test/process/key-rotation.test.ts seals one of each).
 */
export const SEALED_FIELDS: readonly { collection: string; field: string; context: string }[] = [
  { collection: COLLECTIONS.keyring, field: 'sealed', context: LOOKUP_KEY_CONTEXT },
  { collection: COLLECTIONS.environments, field: 'apiTokenSealed', context: API_TOKEN_CONTEXT },
  { collection: COLLECTIONS.connections, field: 'credentialsSealed', context: CREDENTIALS_CONTEXT },
  { collection: COLLECTIONS.oauthApps, field: 'clientSecretSealed', context: CLIENT_SECRET_CONTEXT },
  { collection: COLLECTIONS.authSessions, field: 'verifierSealed', context: VERIFIER_CONTEXT },
  { collection: COLLECTIONS.webhooks, field: 'secretSealed', context: WEBHOOK_SECRET_CONTEXT },
  { collection: COLLECTIONS.idempotencyAnswers, field: 'bodySealed', context: IDEMPOTENT_ANSWER_CONTEXT },
  { collection: COLLECTIONS.webhookOutbox, field: 'reconnectSealed', context: RECONNECT_URL_CONTEXT },
  { collection: COLLECTIONS.pendingRevocations, field: 'credentialsSealed', context: CREDENTIALS_CONTEXT },
  { collection: COLLECTIONS.toolSubscriptions, field: 'secretsSealed', context: SUBSCRIPTION_SECRETS_CONTEXT },
  { collection: COLLECTIONS.ssoProviders, field: 'clientSecretSealed', context: SSO_CLIENT_SECRET_CONTEXT },
  { collection: COLLECTIONS.ssoLogins, field: 'verifierSealed', context: SSO_VERIFIER_CONTEXT },
  { collection: COLLECTIONS.dashboardUsers, field: 'totpSealed', context: TOTP_CONTEXT },
  { collection: COLLECTIONS.dashboardUsers, field: 'totpPendingSealed', context: TOTP_CONTEXT },
];

/**
 * The secret box of a process: sealing with the current master key, opening with it or a previous one, and the
 * lookup key read from the keyring (stored on first start as the key the master key derived until then, so token
 * hashes written before stay valid, and kept across rotations: tokens stored only as hashes keep working).
 */
export async function openSecretBox(keyring: KeyringRepo, keys: { current: Buffer; previous: Buffer[] }): Promise<SecretBox> {
  const box = new SecretBox(keys.current, { previous: keys.previous });
  let sealed = await keyring.lookupKey();
  if (!sealed) {
    await keyring.initLookupKey(box.seal(lookupKeyOf(keys.current).toString('hex'), LOOKUP_KEY_CONTEXT));
    sealed = await keyring.lookupKey();
  }
  const lookupKey = Buffer.from(box.open(sealed!, LOOKUP_KEY_CONTEXT), 'hex');
  return new SecretBox(keys.current, { previous: keys.previous, lookupKey });
}

export interface RotationReport {
  /** The key every value is sealed with once the rotation is complete. */
  keyId: string;
  resealed: number;
  alreadyCurrent: number;
  /** Values changed by someone else between our read and write: run again. */
  skipped: number;
  /** True when every sealed value was visited (false when stopped by `maxValues`). */
  complete: boolean;
}

/**
 * Re-seals every stored secret under the current master key, one value at a time, each with a compare-and-set:
 * a value is either still the old sealed text (the old key, given in PLUGBOARD_PREVIOUS_MASTER_KEYS, opens it) or
 * the new one, so stopping at any point loses nothing and running again finishes the job.
 */
export class KeyRotationService {
  constructor(
    private readonly values: SealedValuesRepo,
    private readonly box: SecretBox,
  ) {}

  async rotate(audit: Audit, opts: { maxValues?: number } = {}): Promise<RotationReport> {
    const report: RotationReport = { keyId: this.box.currentKeyId, resealed: 0, alreadyCurrent: 0, skipped: 0, complete: false };
    let budget = opts.maxValues ?? Infinity;
    for (const { collection, field, context } of SEALED_FIELDS) {
      for await (const { _id, sealed } of this.values.values(collection, field)) {
        if (SecretBox.keyIdOf(sealed) === this.box.currentKeyId) {
          report.alreadyCurrent++;
          continue;
        }
        if (budget <= 0) return report;
        budget--;
        const resealed = this.box.seal(this.box.open(sealed, context), context);
        if (await this.values.replace(collection, _id, field, sealed, resealed)) report.resealed++;
        else report.skipped++;
      }
    }
    report.complete = report.skipped === 0;
    await audit.record('masterKey.rotate', { type: 'masterKey', id: report.keyId }, { after: { ...report } });
    return report;
  }
}
