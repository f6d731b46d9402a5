import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

/** One recorded request/response pair of a fixture (connectors/<id>/fixtures/*.yaml). */
export interface FixtureExchange {
  request: {
    method: string;
    path: string;
    /** A parameter sent more than once is a YAML list in the file (compared as such by fixture replay). */
    query?: Record<string, string>;
    headers?: Record<string, string>;
    json?: unknown;
    form?: Record<string, string>;
  };
  response: { status?: number; headers?: Record<string, string>; body?: unknown };
}

/**
 * Reads every fixture file of a directory, in name order (the sandbox transport serves them; fixture replay, one
 * floor up in testing/, checks the runtime against them).
 */
export async function loadFixtureFiles<T>(dir: string): Promise<{ file: string; fixture: T }[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => /\.ya?ml$/.test(f)).sort();
  const out: { file: string; fixture: T }[] = [];
  for (const f of files) out.push({ file: path.join(dir, f), fixture: parse(await readFile(path.join(dir, f), 'utf8')) as T });
  return out;
}
