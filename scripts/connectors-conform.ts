/**
 * `npm run connectors:conform -- <connectorId> <vendor OpenAPI file (YAML or JSON)>`: checks, without network,
 * every request the manifest can make and every response path its mappings read against the vendor's API
 * description. Prints each mismatch with the manifest's file:line:column and the vendor operation; exit 1 if any.
 * The same as `plugboard connectors conform <id> --openapi <file>`.
 */
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/config/package-root.js';
import { AuthoringError, conformConnector, formatMismatch } from '../src/services/connectors/connector-authoring.js';

const [id, vendorFile] = process.argv.slice(2);
if (!id || !vendorFile) {
  console.error('usage: npm run connectors:conform -- <connectorId> <vendor OpenAPI file>');
  process.exit(2);
}
try {
  const { mismatches } = await conformConnector({ id, openapiFile: vendorFile, dir: path.join(PACKAGE_ROOT, 'connectors') });
  for (const m of mismatches) console.log(formatMismatch(m));
  console.log(mismatches.length ? `\n${mismatches.length} mismatch(es)` : `${id} conforms to ${vendorFile}`);
  process.exitCode = mismatches.length ? 1 : 0;
} catch (e) {
  if (!(e instanceof AuthoringError)) throw e;
  console.error(e.message);
  process.exitCode = 2;
}
