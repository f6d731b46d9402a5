import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { FileKeyProvider, KmsKeyProvider, LocalKms, keyProviderFor } from '../../../src/crypto/key-provider.js';
import { SecretBox } from '../../../src/crypto/secret-box.js';

const hex = () => randomBytes(32).toString('hex');
const writeKeys = (file: string, current: string, keys: Record<string, string>) => writeFile(file, JSON.stringify({ current, keys }));

/**
 * The master key outside the data folder: a key file anywhere, or envelope encryption (a data key kept only wrapped
 * by a KMS's key-encryption key; here the local KMS). Rotating the key-encryption key re-wraps the data key and
 * loses nothing already sealed.
 */
describe('crypto: key providers (file outside the data folder, KMS envelope encryption)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pb-keys-'));
  });

  it('the KMS provider creates a data key once, keeps it only wrapped, and gives it back on every start', async () => {
    const kek = path.join(dir, 'kms-keys.json');
    await writeKeys(kek, 'v1', { v1: hex() });
    const wrappedFile = path.join(dir, 'master.key.wrapped');
    const provider = new KmsKeyProvider(new LocalKms(kek), wrappedFile);
    const key = await provider.masterKey();
    expect(key).to.have.length(32);
    const wrapped = await readFile(wrappedFile, 'utf8');
    expect(wrapped).to.match(/^kms1\.v1\./);
    expect(wrapped).not.to.contain(key.toString('hex'));
    expect(wrapped).not.to.contain(key.toString('base64url'));
    expect((await new KmsKeyProvider(new LocalKms(kek), wrappedFile).masterKey()).equals(key)).to.equal(true);
    // Another KMS key cannot unwrap it.
    const other = path.join(dir, 'other-keys.json');
    await writeKeys(other, 'v1', { v1: hex() });
    let refused: unknown;
    await new KmsKeyProvider(new LocalKms(other), wrappedFile).masterKey().catch((e: unknown) => (refused = e));
    expect(refused).to.be.instanceOf(Error);
  });

  it('rotates the key-encryption key: rewrap under the new version, the old one removed, every sealed value still opens', async () => {
    const kek = path.join(dir, 'kms-keys.json');
    const v1 = hex();
    await writeKeys(kek, 'v1', { v1 });
    const wrappedFile = path.join(dir, 'master.key.wrapped');
    const provider = new KmsKeyProvider(new LocalKms(kek), wrappedFile);
    const box = new SecretBox(await provider.masterKey());
    const sealed = box.seal('refresh-token-of-a-connection', 'connection.credentials');

    await writeKeys(kek, 'v2', { v1, v2: hex() });
    expect(await provider.rewrap()).to.deep.equal({ wrappedWith: 'v2' });
    expect(await readFile(wrappedFile, 'utf8')).to.match(/^kms1\.v2\./);
    await writeKeys(kek, 'v2', { v2: JSON.parse(await readFile(kek, 'utf8')).keys.v2 as string });

    const after = new SecretBox(await new KmsKeyProvider(new LocalKms(kek), wrappedFile).masterKey());
    expect(after.currentKeyId).to.equal(box.currentKeyId);
    expect(after.open(sealed, 'connection.credentials')).to.equal('refresh-token-of-a-connection');
    expect((await readdir(dir)).filter((f) => f.includes('.tmp-'))).to.deep.equal([]);
  });

  it('a key file outside the data folder is read as it is; nothing is written into the data folder', async () => {
    const keyFile = path.join(dir, 'secrets', 'master.key');
    const dataDir = path.join(dir, 'data');
    await import('node:fs/promises').then((fs) => fs.mkdir(path.dirname(keyFile)));
    const key = hex();
    await writeFile(keyFile, `${key}\n`);
    const provider = keyProviderFor({
      masterKey: undefined,
      masterKeyFile: keyFile,
      wrappedKeyFile: undefined,
      localKmsKeysFile: undefined,
      dataDir,
    });
    expect(provider).to.be.instanceOf(FileKeyProvider);
    expect((await provider.masterKey()).toString('hex')).to.equal(key);
    expect(await readdir(dir)).to.deep.equal(['secrets']);
  });

  it('chooses the provider from the settings: KMS, then PLUGBOARD_MASTER_KEY, then a file; a wrapped key without a KMS is refused', () => {
    const base = { masterKey: undefined, masterKeyFile: undefined, wrappedKeyFile: undefined, localKmsKeysFile: undefined, dataDir: dir };
    expect(keyProviderFor({ ...base, wrappedKeyFile: 'w', localKmsKeysFile: 'k', masterKey: hex() }).kind).to.equal('kms');
    expect(keyProviderFor({ ...base, masterKey: hex() }).kind).to.equal('env');
    expect(keyProviderFor(base).kind).to.equal('file');
    expect(() => keyProviderFor({ ...base, wrappedKeyFile: 'w' })).to.throw('PLUGBOARD_LOCAL_KMS_KEYS_FILE');
  });
});
