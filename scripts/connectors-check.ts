/**
 * `npm run connectors:check`: validates every connectors/<id>/manifest.yaml (schema + semantic pass, errors as
 * file:line:column) and replays every fixture offline against a loopback server. Exits 1 on any problem.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ManifestErrors, loadConnectorRegistry } from '../src/connectors/index.js';
import { replayAllFixtures } from '../src/connectors/testing/replay-fixtures.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.argv[2] ?? path.join(root, 'connectors'));

async function main(): Promise<number> {
  try {
    const registry = await loadConnectorRegistry({ dir });
    for (const c of registry.list()) {
      const models = Object.entries(c.capabilities.models)
        .map(([m, ops]) => `${m}[${ops.join(',')}]`)
        .join(' ');
      console.log(
        `ok   ${c.integrationId}: ${models}${c.capabilities.actions.length ? ` actions: ${c.capabilities.actions.map((a) => a.path).join(', ')}` : ''}`,
      );
    }
  } catch (e) {
    if (e instanceof ManifestErrors) {
      for (const err of e.errors) console.error(err.format());
      console.error(`\n${e.errors.length} manifest error(s)`);
      return 1;
    }
    throw e;
  }
  const results = await replayAllFixtures(dir);
  let failed = 0;
  for (const r of results) {
    console.log(`${r.ok ? 'pass' : 'FAIL'} ${r.connector} ${path.relative(root, r.file)}: ${r.name}`);
    for (const p of r.problems) console.log(`      ${p}`);
    if (!r.ok) failed++;
  }
  console.log(`\n${results.length - failed}/${results.length} fixture(s) passed`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
