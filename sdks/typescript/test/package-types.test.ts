import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';

const sdk = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../../../node_modules/.bin/tsc', import.meta.url));

/** Every file under `dir`, relative to it, with `/` separators. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

// A program of each module kind using the generated API types through the package's entry for its kind.
const ESM_CONSUMER = `import { Plugboard, type components, type paths } from '@plugboard/node';
export const path: keyof paths = '/api/unifications/crm/contacts/list';
export const code: components['schemas']['ErrorCode'] = 'RATE_LIMITED';
// @ts-expect-error not a path of the API: the generated types were resolved, not any
export const wrong: keyof paths = '/not/a/path';
export const client = new Plugboard({ baseUrl: 'http://127.0.0.1:8080' });
`;
const CJS_CONSUMER = `import sdk = require('@plugboard/node');
export const path: keyof sdk.paths = '/api/unifications/crm/contacts/list';
export const code: sdk.components['schemas']['ErrorCode'] = 'RATE_LIMITED';
// @ts-expect-error not a path of the API: the generated types were resolved, not any
export const wrong: keyof sdk.paths = '/not/a/path';
export const client: sdk.Plugboard = new sdk.Plugboard({ baseUrl: 'http://127.0.0.1:8080' });
`;

/**
 * The built package (dist/, committed) as a user's project sees it: the package's files (package.json and dist, as
 * `files` ships them) under node_modules/@plugboard/node. The generated API types (openapi.gen.d.ts, about 0.9 MB)
 * are shipped once and both the ES module and the CommonJS entry's types use that one file.
 */
describe('package: the generated API types ship once, used by the ESM and the CommonJS entry', () => {
  let app: string;

  before(() => {
    app = mkdtempSync(path.join(tmpdir(), 'plugboard-node-types-'));
    const installed = path.join(app, 'node_modules/@plugboard/node');
    mkdirSync(installed, { recursive: true });
    cpSync(path.join(sdk, 'package.json'), path.join(installed, 'package.json'));
    cpSync(path.join(sdk, 'dist'), path.join(installed, 'dist'), { recursive: true });
    writeFileSync(path.join(app, 'package.json'), '{ "name": "app", "private": true, "type": "module" }\n');
    writeFileSync(path.join(app, 'esm-consumer.ts'), ESM_CONSUMER);
    writeFileSync(path.join(app, 'cjs-consumer.cts'), CJS_CONSUMER);
  });
  after(() => {
    rmSync(app, { recursive: true, force: true });
  });

  it('dist holds one openapi.gen.d.ts and no JavaScript for it (it is types only)', () => {
    const generated = filesUnder(path.join(sdk, 'dist')).filter((f) => f.includes('openapi.gen'));
    assert.deepEqual(generated, ['types/openapi.gen.d.ts']);
  });

  it('TypeScript (nodenext, no skipLibCheck) type-checks an ES module and a CommonJS program, both reading that one file', () => {
    const run = spawnSync(
      tsc,
      [
        '--noEmit',
        '--listFiles',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--lib',
        'es2022,dom',
        'esm-consumer.ts',
        'cjs-consumer.cts',
      ],
      { cwd: app, encoding: 'utf8' },
    );
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const files = run.stdout
      .split('\n')
      .map((f) => path.relative(path.join(app, 'node_modules/@plugboard/node'), f.trim()).split(path.sep).join('/'))
      .filter((f) => f.startsWith('dist/'));
    // Each entry's own declarations (the "types" condition of its "exports" entry)...
    assert.ok(files.includes('dist/esm/index.d.ts'), files.join('\n'));
    assert.ok(files.includes('dist/cjs/index.d.ts'), files.join('\n'));
    // ... and one copy of the generated types, shared by both.
    assert.deepEqual(
      files.filter((f) => f.includes('openapi.gen')),
      ['dist/types/openapi.gen.d.ts'],
    );
  });

  it('node loads the ES module and the CommonJS entry of the same package', () => {
    const esm = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "import { Plugboard } from '@plugboard/node'; console.log(typeof Plugboard);"],
      { cwd: app, encoding: 'utf8' },
    );
    const cjs = execFileSync(
      process.execPath,
      ['--input-type=commonjs', '-e', "const { Plugboard } = require('@plugboard/node'); console.log(typeof Plugboard);"],
      { cwd: app, encoding: 'utf8' },
    );
    assert.equal(esm.trim(), 'function');
    assert.equal(cjs.trim(), 'function');
  });
});
