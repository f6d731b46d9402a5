/**
 * `npm run connectors:conform -- <connectorId> <vendor OpenAPI file (YAML or JSON)>`: checks, without network,
 * every request the manifest can make and every response path its mappings read against the vendor's API
 * description. Prints each mismatch with the manifest's file:line:column and the vendor operation; exit 1 if any.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PACKAGE_ROOT } from '../src/config/package-root.js';
import { conformManifest, formatMismatch } from '../src/connectors/conform/conform.js';

const [id, vendorFile] = process.argv.slice(2);
if (!id || !vendorFile) {
  console.error('usage: npm run connectors:conform -- <connectorId> <vendor OpenAPI file>');
  process.exit(2);
}
const manifestFile = path.join(PACKAGE_ROOT, 'connectors', id, 'manifest.yaml');
const mismatches = conformManifest(
  path.relative(process.cwd(), manifestFile),
  readFileSync(manifestFile, 'utf8'),
  parse(readFileSync(vendorFile, 'utf8')) as Record<string, unknown>,
);
for (const m of mismatches) console.log(formatMismatch(m));
console.log(mismatches.length ? `\n${mismatches.length} mismatch(es)` : `${id} conforms to ${vendorFile}`);
process.exitCode = mismatches.length ? 1 : 0;
