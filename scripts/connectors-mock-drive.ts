/**
 * `npm run connectors:mock-drive -- <connectorId> <vendor OpenAPI file (YAML or JSON)>`: starts a loopback mock of
 * the vendor's API built from its description and drives every operation of the manifest through the real runtime
 * against it (verify, list on two pages, search, get, create, update, delete, sync reads, actions, webhook
 * subscriptions). Prints one line per operation; exit 1 on any failure of the manifest.
 * The same as `plugboard connectors mock-drive <id> --openapi <file>`.
 */
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/config/package-root.js';
import { AuthoringError, mockDriveConnector, printDriveResults } from '../src/services/connectors/connector-authoring.js';

const [id, vendorFile] = process.argv.slice(2);
if (!id || !vendorFile) {
  console.error('usage: npm run connectors:mock-drive -- <connectorId> <vendor OpenAPI file>');
  process.exit(2);
}
try {
  const results = await mockDriveConnector({ id, openapiFile: vendorFile, dir: path.join(PACKAGE_ROOT, 'connectors') });
  process.exitCode = printDriveResults(results, (line) => console.log(line)) ? 1 : 0;
} catch (e) {
  if (!(e instanceof AuthoringError)) throw e;
  console.error(e.message);
  process.exitCode = 2;
}
