/**
 * `npm run connectors:check [dir]`: validates every connectors/<id>/manifest.yaml and replays every fixture
 * offline (the same check as `plugboard connectors check`). Exits 1 on any problem.
 */
import path from 'node:path';
import { checkConnectors } from '../src/connectors/testing/check-connectors.js';
import { PACKAGE_ROOT } from '../src/config/package-root.js';

const dir = path.resolve(process.argv[2] ?? path.join(PACKAGE_ROOT, 'connectors'));
process.exitCode = (await checkConnectors(dir, (line) => {
  console.log(line);
}))
  ? 1
  : 0;
