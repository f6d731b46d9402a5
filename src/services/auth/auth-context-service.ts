import type { SecretBox } from '../../crypto/secret-box.js';
import type { ConnectionDoc, ConnectionsRepo } from '../../store/connections.repo.js';
import type { EnvironmentDoc, EnvironmentsRepo } from '../../store/environments.repo.js';
import { API_TOKEN_HASH_KIND } from '../projects/projects-service.js';

export const ACCESS_TOKEN_HASH_KIND = 'access-token';

/**
 * Resolves the tokens of a request to the records they stand for. Lookups go through a keyed hash with a
 * unique index, so the comparison is an exact index match on a MAC of the token: nothing secret is compared
 * byte by byte in JavaScript, and a timing difference reveals nothing about a valid token.
 */
export class AuthContextService {
  constructor(
    private readonly environments: EnvironmentsRepo,
    private readonly connections: ConnectionsRepo,
    private readonly box: SecretBox,
  ) {}

  async environmentForApiToken(token: string | undefined): Promise<EnvironmentDoc | null> {
    if (!token || token.length > 512) return null;
    return this.environments.findByApiTokenHash(this.box.lookupHash(token, API_TOKEN_HASH_KIND));
  }

  async connectionForAccessToken(token: string | undefined): Promise<ConnectionDoc | null> {
    if (!token || token.length > 512) return null;
    return this.connections.findByAccessTokenHash(this.box.lookupHash(token, ACCESS_TOKEN_HASH_KIND));
  }

  hashAccessToken(token: string): string {
    return this.box.lookupHash(token, ACCESS_TOKEN_HASH_KIND);
  }
}
