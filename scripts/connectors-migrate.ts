/**
 * `npm run connectors:migrate [-- <folder or manifest.yaml> ...]`: rewrites manifest_version 1 manifests as
 * version 2 in place (default: every connectors/<id>/manifest.yaml). Prints what changed in each file.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/config/package-root.js';
import { migrateManifestV1 } from '../src/connectors/migrate/migrate-v1.js';

function manifestsUnder(target: string): string[] {
  if (statSync(target).isFile()) return [target];
  const own = path.join(target, 'manifest.yaml');
  if (existsSync(own)) return [own];
  return readdirSync(target, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(target, d.name, 'manifest.yaml'))
    .filter((f) => existsSync(f));
}

const targets = process.argv.slice(2).length ? process.argv.slice(2) : [path.join(PACKAGE_ROOT, 'connectors')];
let changed = 0;
for (const file of targets.flatMap((t) => manifestsUnder(path.resolve(t)))) {
  const { text, changes } = migrateManifestV1(readFileSync(file, 'utf8'));
  if (!changes.length) {
    console.log(`ok   ${path.relative(process.cwd(), file)}: already version 2`);
    continue;
  }
  writeFileSync(file, text);
  changed++;
  console.log(`done ${path.relative(process.cwd(), file)}`);
  for (const c of changes) console.log(`     ${c}`);
}
console.log(`\n${changed} manifest(s) rewritten; run npm run connectors:check`);
