import { readFile, rename, rm, writeFile } from 'node:fs/promises';

/** `<dataDir>/embedded-mongo.json`: which process serves the data dir, so other processes reuse its server. */
export interface StateFile {
  pid: number;
  port: number;
  uri: string;
  startedAt: string;
}

export async function readState(statePath: string): Promise<StateFile | undefined> {
  try {
    const s = JSON.parse(await readFile(statePath, 'utf8')) as Partial<StateFile>;
    if (typeof s.pid === 'number' && typeof s.port === 'number' && typeof s.uri === 'string') return s as StateFile;
  } catch {
    // missing or half-written: treat as no server
  }
  return undefined;
}

/** Written to a temporary file then renamed, so a reader never sees half of it. */
export async function writeState(statePath: string, state: StateFile): Promise<void> {
  await writeFile(`${statePath}.tmp`, JSON.stringify(state, null, 2), { mode: 0o600 });
  await rename(`${statePath}.tmp`, statePath);
}

/** Removes the state file unless another server has taken the data dir over meanwhile. */
export async function removeStateOf(statePath: string, pid: number): Promise<void> {
  const current = await readState(statePath);
  if (current?.pid === pid) await rm(statePath, { force: true });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
