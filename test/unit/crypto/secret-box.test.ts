import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { loadMasterKey } from '../../../src/crypto/master-key.js';
import { SecretBox, generateToken, safeEqual } from '../../../src/crypto/secret-box.js';

describe('crypto: secret box', () => {
  const box = new SecretBox(randomBytes(32));

  it('seals and opens, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('s3cret-value', 'ctx');
    expect(sealed).to.match(/^v2\.[0-9a-f]{12}\./);
    expect(SecretBox.keyIdOf(sealed)).to.equal(box.currentKeyId);
    expect(sealed).to.not.contain('s3cret');
    expect(box.open(sealed, 'ctx')).to.equal('s3cret-value');
  });

  it('opens with a previous key, by key id, and values written before key ids (v1) with any key of the ring', () => {
    const oldKey = randomBytes(32);
    const old = new SecretBox(oldKey);
    const sealedOld = old.seal('old secret', 'ctx');
    // v1 layout: no key id, same AES-256-GCM under the HKDF-derived sealing key.
    const encKey = Buffer.from(hkdfSync('sha256', oldKey, Buffer.alloc(0), 'plugboard:seal:v1', 32));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', encKey, iv);
    cipher.setAAD(Buffer.from('ctx'));
    const ct = Buffer.concat([cipher.update('legacy secret', 'utf8'), cipher.final()]);
    const legacy = ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');

    const ring = new SecretBox(randomBytes(32), { previous: [oldKey] });
    expect(ring.open(sealedOld, 'ctx')).to.equal('old secret');
    expect(ring.open(legacy, 'ctx')).to.equal('legacy secret');
    expect(SecretBox.keyIdOf(ring.seal('new', 'ctx')))
      .to.equal(ring.currentKeyId)
      .and.not.equal(old.currentKeyId);
    expect(() => box.open(sealedOld, 'ctx')).to.throw(/neither PLUGBOARD_MASTER_KEY nor a previous key/);
    expect(() => box.open(legacy, 'ctx')).to.throw();
  });

  it('refuses a value sealed for another context or tampered with', () => {
    const sealed = box.seal('value', 'environment.apiToken');
    expect(() => box.open(sealed, 'connection.credentials')).to.throw();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'), 'environment.apiToken')).to.throw();
  });

  it('uses a random IV: sealing twice gives two texts', () => {
    expect(box.seal('x', 'c')).to.not.equal(box.seal('x', 'c'));
  });

  it('hashes deterministically per key and kind', () => {
    const other = new SecretBox(randomBytes(32));
    expect(box.lookupHash('t', 'a')).to.equal(box.lookupHash('t', 'a'));
    expect(box.lookupHash('t', 'a')).to.not.equal(box.lookupHash('t', 'b'));
    expect(box.lookupHash('t', 'a')).to.not.equal(other.lookupHash('t', 'a'));
  });

  it('compares in constant time and handles different lengths', () => {
    expect(safeEqual('abc', 'abc')).to.equal(true);
    expect(safeEqual('abc', 'abd')).to.equal(false);
    expect(safeEqual('abc', 'abcd')).to.equal(false);
  });

  it('generates prefixed tokens with 256 bits of randomness', () => {
    const t = generateToken('pb_dev');
    expect(t).to.match(/^pb_dev_[A-Za-z0-9_-]{43}$/);
    expect(generateToken('pb_dev')).to.not.equal(t);
  });

  it('creates a key file once (mode 0600) and reads the same key back', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pb-key-'));
    const k1 = await loadMasterKey(undefined, dir);
    const k2 = await loadMasterKey(undefined, dir);
    expect(k1.equals(k2)).to.equal(true);
    expect((await stat(path.join(dir, 'master.key'))).mode & 0o777).to.equal(0o600);
    expect((await readFile(path.join(dir, 'master.key'), 'utf8')).trim()).to.equal(k1.toString('hex'));
  });

  it('takes PLUGBOARD_MASTER_KEY in hex or base64 and rejects a short key', async () => {
    const key = randomBytes(32);
    expect((await loadMasterKey(key.toString('hex'), '/nonexistent')).equals(key)).to.equal(true);
    expect((await loadMasterKey(key.toString('base64'), '/nonexistent')).equals(key)).to.equal(true);
    let err: unknown;
    try {
      await loadMasterKey('abcd', '/nonexistent');
    } catch (e) {
      err = e;
    }
    expect(String(err)).to.contain('32-byte key');
  });
});
