import { PlugboardError } from '../../errors/plugboard-error.js';
import type { AuthSessionDoc } from '../../store/auth-sessions.repo.js';
import type { AuthContext } from '../handler-context.js';

/** The session the `SessionToken` scheme resolved (the security layer guarantees one on these operations). */
export function requireSession(auth: AuthContext): AuthSessionDoc {
  if (!auth.session)
    throw new PlugboardError('UNAUTHORIZED', 'Missing x-svc-session-token header', { details: { header: 'x-svc-session-token' } });
  return auth.session as AuthSessionDoc;
}

export function requireEnvironment(auth: AuthContext) {
  if (!auth.environment) throw new PlugboardError('UNAUTHORIZED', 'Missing API token');
  return auth.environment;
}
