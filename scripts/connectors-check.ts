/**
 * `npm run connectors:check [-- [--strict] [dir]]`: validates every connectors/<id>/manifest.yaml and replays every
 * fixture offline (the same check as `plugboard connectors check`). Exits 1 on any problem; TODO markers are
 * warnings, problems with --strict (npm test checks the shipped manifests so).
 */
import path from 'node:path';
import { checkConnectors } from '../src/connectors/testing/check-connectors.js';
import { PACKAGE_ROOT } from '../src/config/package-root.js';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const dir = path.resolve(args.find((a) => a !== '--strict') ?? path.join(PACKAGE_ROOT, 'connectors'));
process.exitCode = (await checkConnectors(
  dir,
  (line) => {
    console.log(line);
  },
  { strict },
))
  ? 1
  : 0;
