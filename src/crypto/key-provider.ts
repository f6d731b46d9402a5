import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { decodeKey, loadMasterKey } from './master-key.js';

/**
 * Where the master key comes from. `env`: PLUGBOARD_MASTER_KEY; `file`: a key file (PLUGBOARD_MASTER_KEY_FILE,
 * which may live outside the data folder, else `<dataDir>/master.key`, created on first run); `kms`: envelope
 * encryption: the master key is a data key kept only wrapped (encrypted) by a key-encryption key that the KMS holds
 * and never hands out, so the wrapped file alone is useless. The provider's name is reported, never the key.
 */
export interface KeyProvider {
  readonly kind: 'env' | 'file' | 'kms';
  /** The 32-byte master key. */
  masterKey(): Promise<Buffer>;
}

/** What a KMS does for envelope encryption (AWS KMS Encrypt/Decrypt, GCP KMS, Vault transit all have this shape). */
export interface Kms {
  /** Encrypts a data key under the KMS's current key-encryption key; the answer names that key's version. */
  wrap(plaintext: Buffer): Promise<string>;
  /** Decrypts a wrapped data key, whichever of its key versions wrapped it. */
  unwrap(wrapped: string): Promise<Buffer>;
}

class EnvKeyProvider implements KeyProvider {
  readonly kind = 'env' as const;
  constructor(private readonly value: string) {}
  masterKey(): Promise<Buffer> {
    return Promise.resolve(decodeKey(this.value, 'PLUGBOARD_MASTER_KEY'));
  }
}

export class FileKeyProvider implements KeyProvider {
  readonly kind = 'file' as const;
  /** `file`: a key file kept anywhere (read only); absent: `<dataDir>/master.key`, created on first run. */
  constructor(private readonly opts: { file?: string; dataDir: string }) {}
  async masterKey(): Promise<Buffer> {
    if (this.opts.file) return decodeKey((await readFile(this.opts.file, 'utf8')).trim(), this.opts.file);
    return loadMasterKey(undefined, this.opts.dataDir);
  }
}

/**
 * Envelope encryption: the data key (the master key) is stored wrapped in `wrappedFile`; created on first run
 * (a random data key, wrapped by the KMS). `rewrap()` re-encrypts it under the KMS's current key version without
 * changing it, so a key-encryption key is rotated without re-sealing any stored secret.
 */
export class KmsKeyProvider implements KeyProvider {
  readonly kind = 'kms' as const;
  constructor(
    private readonly kms: Kms,
    private readonly wrappedFile: string,
  ) {}

  async masterKey(): Promise<Buffer> {
    let wrapped: string;
    try {
      wrapped = (await readFile(this.wrappedFile, 'utf8')).trim();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      const key = randomBytes(32);
      await writeFile(this.wrappedFile, `${await this.kms.wrap(key)}\n`, { mode: 0o600, flag: 'wx' });
      return key;
    }
    const key = await this.kms.unwrap(wrapped);
    if (key.length !== 32) throw new Error(`${this.wrappedFile} does not wrap a 32-byte key`);
    return key;
  }

  /** Re-wraps the data key under the KMS's current key version (atomic replace); returns the new wrapped text's key version. */
  async rewrap(): Promise<{ wrappedWith: string }> {
    const key = await this.masterKey();
    const wrapped = await this.kms.wrap(key);
    const tmp = `${this.wrappedFile}.tmp-${process.pid}`;
    await writeFile(tmp, `${wrapped}\n`, { mode: 0o600 });
    await rename(tmp, this.wrappedFile);
    return { wrappedWith: wrapped.split('.')[1] ?? 'unknown' };
  }
}

/**
 * A KMS on this machine, for development, tests and set-ups without a cloud KMS: its key-encryption keys are in a
 * JSON file (`{"current": "v2", "keys": {"v1": "<64 hex>", "v2": "<64 hex>"}}`) that should live on another volume
 * than the data folder. Wrapping is AES-256-GCM; a wrapped key reads `kms1.<version>.<iv>.<tag>.<ciphertext>`.
 * Rotating it: add a version, make it current, run `admin keys rewrap`, then the old version may go.
 */
export class LocalKms implements Kms {
  constructor(private readonly keysFile: string) {}

  private async keys(): Promise<{ current: string; keys: Record<string, Buffer> }> {
    const raw = JSON.parse(await readFile(this.keysFile, 'utf8')) as { current?: unknown; keys?: unknown };
    if (typeof raw.current !== 'string' || !raw.keys || typeof raw.keys !== 'object')
      throw new Error(`${this.keysFile} must hold {"current": "<version>", "keys": {"<version>": "<64 hex>"}}`);
    const keys: Record<string, Buffer> = {};
    for (const [v, hex] of Object.entries(raw.keys as Record<string, unknown>)) {
      if (typeof hex !== 'string' || !/^[0-9a-fA-F]{64}$/.test(hex))
        throw new Error(`${this.keysFile}: key ${v} must be 64 hex characters`);
      keys[v] = Buffer.from(hex, 'hex');
    }
    if (!keys[raw.current]) throw new Error(`${this.keysFile}: the current version ${raw.current} has no key`);
    return { current: raw.current, keys };
  }

  async wrap(plaintext: Buffer): Promise<string> {
    const { current, keys } = await this.keys();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keys[current]!, iv);
    cipher.setAAD(Buffer.from(`plugboard:kms:${current}`));
    const ct = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return ['kms1', current, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
  }

  async unwrap(wrapped: string): Promise<Buffer> {
    const [tag0, version, iv, tag, ct] = wrapped.split('.');
    if (tag0 !== 'kms1' || !version || !iv || !tag || !ct) throw new Error('not a key wrapped by the local KMS');
    const key = (await this.keys()).keys[version];
    if (!key) throw new Error(`the local KMS has no key version ${version} (it wrapped the master key)`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`plugboard:kms:${version}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]);
  }
}

/** The provider the settings choose: KMS when a wrapped key file and a KMS are set, else env, else file. */
export function keyProviderFor(cfg: {
  masterKey: string | undefined;
  masterKeyFile: string | undefined;
  wrappedKeyFile: string | undefined;
  localKmsKeysFile: string | undefined;
  dataDir: string;
}): KeyProvider {
  if (cfg.wrappedKeyFile) {
    if (!cfg.localKmsKeysFile) throw new Error('PLUGBOARD_MASTER_KEY_WRAPPED_FILE needs a KMS: set PLUGBOARD_LOCAL_KMS_KEYS_FILE');
    return new KmsKeyProvider(new LocalKms(cfg.localKmsKeysFile), cfg.wrappedKeyFile);
  }
  if (cfg.masterKey) return new EnvKeyProvider(cfg.masterKey);
  return new FileKeyProvider({ ...(cfg.masterKeyFile ? { file: cfg.masterKeyFile } : {}), dataDir: cfg.dataDir });
}
