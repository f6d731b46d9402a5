import path from 'node:path';
import { ManifestErrors } from '../manifest-error.js';
import { loadConnectorRegistry } from '../compile/registry.js';
import { replayAllFixtures } from './replay-fixtures.js';

/**
 * Validates every `<dir>/<id>/manifest.yaml` (schema and semantic pass, errors as file:line:column) and replays
 * every recorded fixture offline against a loopback server. Writes one line per result through `print`;
 * returns the number of problems (0 = all good). Used by `plugboard connectors check` and `npm run connectors:check`.
 */
export async function checkConnectors(dir: string, print: (line: string) => void): Promise<number> {
  try {
    const registry = await loadConnectorRegistry({ dir });
    for (const c of registry.list()) {
      const models = Object.entries(c.capabilities.models)
        .map(([m, ops]) => `${m}[${ops.join(',')}]`)
        .join(' ');
      const actions = c.capabilities.actions.length ? ` actions: ${c.capabilities.actions.map((a) => a.path).join(', ')}` : '';
      print(`ok   ${c.integrationId}: ${models}${actions}`);
    }
  } catch (e) {
    if (e instanceof ManifestErrors) {
      for (const err of e.errors) print(err.format());
      print(`\n${e.errors.length} manifest error(s)`);
      return e.errors.length;
    }
    throw e;
  }
  const results = await replayAllFixtures(dir);
  let failed = 0;
  for (const r of results) {
    print(`${r.ok ? 'pass' : 'FAIL'} ${r.connector} ${path.relative(process.cwd(), r.file)}: ${r.name}`);
    for (const p of r.problems) print(`      ${p}`);
    if (!r.ok) failed++;
  }
  print(`\n${results.length - failed}/${results.length} fixture(s) passed`);
  return failed;
}
