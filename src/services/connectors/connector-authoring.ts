import { existsSync } from 'node:fs';
import { mkdir, open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  conformManifest,
  generateManifest,
  mockDrive,
  type DriveResult,
  OPENAPI_LIMITS,
  OpenApiInputError,
  readOpenApiDocument,
  type GeneratedManifest,
  type Mismatch,
} from '../../connectors/index.js';

export { formatMismatch } from '../../connectors/index.js';

/** The author's mistake (a missing file, an existing manifest, a description that cannot be read): exit 2, no stack. */
export class AuthoringError extends Error {}

/**
 * Writing and checking connector manifests from a vendor's OpenAPI description, for `plugboard connectors new`
 * and `plugboard connectors conform` (and `npm run connectors:conform`). Files are read within
 * OPENAPI_LIMITS: the description is the vendor's, not ours.
 */
export async function newConnectorFromOpenApi(opts: {
  id: string;
  openapiFile: string;
  /** the connectors folder (connectors/<id>/manifest.yaml is written in it) */
  dir: string;
  operations?: string[];
  tags?: string[];
  force?: boolean;
}): Promise<GeneratedManifest & { file: string }> {
  const file = path.join(opts.dir, opts.id, 'manifest.yaml');
  if (existsSync(file) && !opts.force) throw new AuthoringError(`${file} exists; pass --force to replace it`);
  const text = await readBounded(opts.openapiFile);
  const result = wrap(() =>
    generateManifest(text, {
      id: opts.id,
      sourceName: path.basename(opts.openapiFile),
      ...(opts.operations ? { operations: opts.operations } : {}),
      ...(opts.tags ? { tags: opts.tags } : {}),
    }),
  );
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, result.text);
  return { ...result, file };
}

/** Every request the manifest can make and every response path it reads, against the vendor's description. */
export async function conformConnector(opts: {
  id: string;
  openapiFile: string;
  dir: string;
}): Promise<{ file: string; mismatches: Mismatch[] }> {
  const file = path.join(opts.dir, opts.id, 'manifest.yaml');
  if (!existsSync(file)) throw new AuthoringError(`no manifest at ${file}`);
  const text = await readBounded(opts.openapiFile);
  const doc = wrap(() => readOpenApiDocument(text, path.basename(opts.openapiFile)));
  const rel = path.relative(process.cwd(), file);
  return { file, mismatches: conformManifest(rel, await readFile(file, 'utf8'), doc) };
}

/**
 * Every operation of the manifest driven through the runtime against a loopback mock built from the vendor's
 * description (`plugboard connectors mock-drive`): each result ok, refused by the mock, or an answer the runtime
 * could not map.
 */
export async function mockDriveConnector(opts: { id: string; openapiFile: string; dir: string }): Promise<DriveResult[]> {
  const file = path.join(opts.dir, opts.id, 'manifest.yaml');
  if (!existsSync(file)) throw new AuthoringError(`no manifest at ${file}`);
  const text = await readBounded(opts.openapiFile);
  const doc = wrap(() => readOpenApiDocument(text, path.basename(opts.openapiFile)));
  return mockDrive({ dir: opts.dir, connectorId: opts.id, vendorDoc: doc });
}

/** One line per result and the closing count; returns the number of the manifest's failures. */
export function printDriveResults(results: DriveResult[], print: (line: string) => void): number {
  const label = { ok: 'ok  ', refused: 'FAIL', answer: 'FAIL', vague: 'open', skipped: 'skip' } as const;
  for (const r of results) {
    const [first, ...rest] = r.detail.split('\n');
    print(`${label[r.outcome]} ${r.operation}: ${first ?? ''}`);
    for (const line of rest) print(`     ${line}`);
  }
  const failed = results.filter((r) => r.outcome === 'refused' || r.outcome === 'answer').length;
  const ok = results.filter((r) => r.outcome === 'ok').length;
  const vague = results.filter((r) => r.outcome === 'vague').length;
  const skipped = results.length - ok - failed - vague;
  print(
    `\n${ok} ok, ${failed} failure(s) of the manifest${vague ? `, ${vague} on answers the description leaves open` : ''}${skipped ? `, ${skipped} skipped` : ''} (${results.length} operation(s))`,
  );
  return failed;
}

/** Reads at most OPENAPI_LIMITS.maxBytes + 1 bytes, so a huge file is refused without loading it. */
async function readBounded(file: string): Promise<string> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (e) {
    throw new AuthoringError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    const buf = Buffer.alloc(OPENAPI_LIMITS.maxBytes + 1);
    let size = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buf, size, buf.length - size, size);
      if (bytesRead === 0) break;
      size += bytesRead;
      if (size > OPENAPI_LIMITS.maxBytes) throw new AuthoringError(`${file} is larger than ${OPENAPI_LIMITS.maxBytes / 1024 / 1024} MB`);
    }
    return buf.subarray(0, size).toString('utf8');
  } finally {
    await handle.close();
  }
}

function wrap<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof OpenApiInputError) throw new AuthoringError(e.message);
    throw e;
  }
}
