import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { SecretBox } from '../../../src/crypto/secret-box.js';
import { CREDENTIALS_CONTEXT, ConnectionsService } from '../../../src/services/connections/connections-service.js';
import type { ConnectionDoc, ConnectionsRepo } from '../../../src/store/connections.repo.js';

// revealCredentials only reads the document it is given: no repository is needed for these cases.
describe('connections: opened credentials are cached per sealed value', () => {
  const box = new SecretBox(randomBytes(32));
  const service = new ConnectionsService(Object.create(null) as ConnectionsRepo, box);
  const doc = (credentials: unknown): ConnectionDoc =>
    ({ id: 'conn_cache_test', credentialsSealed: box.sealJson(credentials, CREDENTIALS_CONTEXT) }) as ConnectionDoc;

  it('a re-sealed credential (rotated token) is never answered from the entry of the previous one', () => {
    expect(service.revealCredentials(doc({ type: 'bearer', token: 'first' }))).to.deep.equal({ type: 'bearer', token: 'first' });
    expect(service.revealCredentials(doc({ type: 'bearer', token: 'second' }))).to.deep.equal({ type: 'bearer', token: 'second' });
  });

  it('gives each caller its own copy: changing one does not change the next', () => {
    const d = doc({ type: 'oauth2', accessToken: 'a', refreshToken: 'r' });
    const first = service.revealCredentials<Record<string, string>>(d);
    first.accessToken = 'changed by a caller';
    expect(service.revealCredentials(d)).to.deep.equal({ type: 'oauth2', accessToken: 'a', refreshToken: 'r' });
  });

  it('still refuses a tampered sealed value, and does not remember it', () => {
    const d = doc({ type: 'bearer', token: 'x' });
    const parts = d.credentialsSealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    const tampered = { ...d, credentialsSealed: parts.join('.') };
    expect(() => service.revealCredentials(tampered)).to.throw();
    expect(() => service.revealCredentials(tampered)).to.throw();
  });
});
