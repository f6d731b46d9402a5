/**
 * `npm run connectors:migrate [-- <folder or manifest.yaml> ...]` (default: every connectors/<id>/), in place:
 *   - rewrites manifest_version 1 manifests as version 2;
 *   - renames common-model fields to the API's names (title -> jobTitle, ...; src/connectors/schema/common-models.yaml
 *     lists each field's former names) in the manifest and in its fixtures' unified records.
 *   - deletes what a manifest repeats (src/connectors/schema/repeated-facts.ts): values equal to their schema default,
 *     `write: false` on a field the common model makes read-only.
 * Prints what changed in each file.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/config/package-root.js';
import { migrateManifestV1, type MigrationResult } from '../src/connectors/migrate/migrate-v1.js';
import { renameFixtureFields, renameManifestFields } from '../src/connectors/migrate/rename-fields.js';
import { stripRepeatedFacts } from '../src/connectors/migrate/strip-repeated-facts.js';

function manifestsUnder(target: string): string[] {
  if (statSync(target).isFile()) return [target];
  const own = path.join(target, 'manifest.yaml');
  if (existsSync(own)) return [own];
  return readdirSync(target, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(target, d.name, 'manifest.yaml'))
    .filter((f) => existsSync(f));
}

function fixturesOf(manifest: string): string[] {
  const dir = path.join(path.dirname(manifest), 'fixtures');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .map((f) => path.join(dir, f));
}

function rewrite(file: string, steps: ((text: string) => MigrationResult)[]): boolean {
  let text = readFileSync(file, 'utf8');
  const changes: string[] = [];
  for (const step of steps) {
    const r = step(text);
    text = r.text;
    changes.push(...r.changes);
  }
  const rel = path.relative(process.cwd(), file);
  if (!changes.length) {
    console.log(`ok   ${rel}`);
    return false;
  }
  writeFileSync(file, text);
  console.log(`done ${rel}`);
  for (const c of changes) console.log(`     ${c}`);
  return true;
}

const targets = process.argv.slice(2).length ? process.argv.slice(2) : [path.join(PACKAGE_ROOT, 'connectors')];
let changed = 0;
for (const file of targets.flatMap((t) => manifestsUnder(path.resolve(t)))) {
  if (rewrite(file, [migrateManifestV1, renameManifestFields, (text) => stripRepeatedFacts(text, file)])) changed++;
  for (const fixture of fixturesOf(file)) if (rewrite(fixture, [renameFixtureFields])) changed++;
}
console.log(`\n${changed} file(s) rewritten; run npm run connectors:check`);
