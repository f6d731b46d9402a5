import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The 32-byte key every secret at rest is sealed with: PLUGBOARD_MASTER_KEY (64 hex chars or base64 of 32
 * bytes) when set, else `<dataDir>/master.key`, created on first run with mode 0600. Losing the key file means
 * losing every stored secret, so it is created with an exclusive open and never overwritten.
 */
export async function loadMasterKey(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return decodeKey(configured, 'PLUGBOARD_MASTER_KEY');
  const file = path.join(dataDir, 'master.key');
  // Only this user may enter the data dir (the key, the embedded store's files): see the embedded-store launcher.
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    return decodeKey((await readFile(file, 'utf8')).trim(), file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const key = randomBytes(32);
  try {
    await writeFile(file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
    return key;
  } catch (e) {
    // Another process created it between our read and write: use theirs.
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return decodeKey((await readFile(file, 'utf8')).trim(), file);
    throw e;
  }
}

export function decodeKey(text: string, source: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`${source} must hold a 32-byte key (64 hex characters or base64)`);
  return key;
}

/** The current master key (from its provider) and the previous ones still accepted for opening (PLUGBOARD_PREVIOUS_MASTER_KEYS). */
export async function loadKeyring(
  provider: { masterKey(): Promise<Buffer> },
  previous: string[],
): Promise<{ current: Buffer; previous: Buffer[] }> {
  return {
    current: await provider.masterKey(),
    previous: previous.map((k, i) => decodeKey(k, `PLUGBOARD_PREVIOUS_MASTER_KEYS[${i}]`)),
  };
}
