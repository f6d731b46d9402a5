import { PlugboardError } from '../../errors/plugboard-error.js';
import { refusedHostReason } from './webhook-target-policy.js';

/**
 * Accepts absolute http(s) URLs without credentials; anything else is a clear 400. Unless private targets are
 * allowed (development and tests), a host that is internal is refused with WEBHOOK_TARGET_REFUSED. Returns the
 * trimmed URL.
 */
export function validateWebhookUrl(raw: string, field = 'url', allowPrivateTargets = false): string {
  const fail = (rule: string, message: string) => new PlugboardError('VALIDATION_FAILED', message, { details: [{ field, rule, message }] });
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    throw fail('url', `${field} is not an absolute URL`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw fail('scheme', `${field} must use http or https (got ${u.protocol.replace(/:$/, '')})`);
  if (u.username || u.password) throw fail('no-credentials', `${field} must not contain credentials (user:password@); sign-verify instead`);
  if (!u.hostname) throw fail('host', `${field} has no host`);
  if (u.href.length > 2048) throw fail('length', `${field} is longer than 2048 characters`);
  const refused = allowPrivateTargets ? null : refusedHostReason(u.hostname);
  if (refused) {
    // Named so a developer with a receiver on their own machine learns the one switch that allows it.
    const message = `${field} must be a public address: ${refused} (for a receiver on this machine in development, start the gateway with PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS=true)`;
    throw new PlugboardError('WEBHOOK_TARGET_REFUSED', message, { details: [{ field, rule: 'public-target', message }] });
  }
  return raw.trim();
}
