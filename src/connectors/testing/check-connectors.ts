import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ManifestErrors } from '../manifest-error.js';
import { loadConnectorRegistry } from '../compile/registry.js';
import { loadManifestSource } from '../schema/load-manifest-source.js';
import { repeatedFacts } from '../schema/repeated-facts.js';
import { replayAllFixtures } from './replay-fixtures.js';

/**
 * Validates every `<dir>/<id>/manifest.yaml` (schema and semantic pass, errors as file:line:column) and replays
 * every recorded fixture offline against a loopback server. Writes one line per result through `print`;
 * returns the number of problems (0 = all good). Used by `plugboard connectors check` and `npm run connectors:check`.
 * `TODO` markers (a generated skeleton's decisions left to a human) are warnings, or problems with `strict`
 * (the shipped manifests are checked so: a TODO never ships). A value that repeats a fact said elsewhere (its schema
 * default, a common model's read-only field) is a warning, never a problem: the manifest means the same with it.
 */
export async function checkConnectors(dir: string, print: (line: string) => void, opts: { strict?: boolean } = {}): Promise<number> {
  let todos = 0;
  let repeats = 0;
  try {
    const registry = await loadConnectorRegistry({ dir });
    for (const c of registry.list()) {
      const models = Object.entries(c.capabilities.models)
        .map(([m, ops]) => `${m}[${ops.join(',')}]`)
        .join(' ');
      const actions = c.capabilities.actions.length ? ` actions: ${c.capabilities.actions.map((a) => a.path).join(', ')}` : '';
      print(`ok   ${c.integrationId}: ${models}${actions}`);
      const file = path.join(dir, c.integrationId, 'manifest.yaml');
      todos += await printTodos(file, print, opts.strict ? 'TODO' : 'warn');
      repeats += await printRepeatedFacts(file, print);
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
  if (todos) print(`${todos} TODO marker(s) to resolve${opts.strict ? '' : ' (warnings)'}`);
  if (repeats) print(`${repeats} value(s) repeating a fact said elsewhere (warnings; npm run connectors:migrate deletes them)`);
  return failed + (opts.strict ? todos : 0);
}

/** Lines of a manifest that carry a TODO marker, as file:line warnings. */
async function printTodos(file: string, print: (line: string) => void, label: string): Promise<number> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  let n = 0;
  lines.forEach((line, i) => {
    if (!/\bTODO\b/.test(line)) return;
    n++;
    print(`${label} ${path.relative(process.cwd(), file)}:${i + 1} ${line.trim().replace(/^#\s*/, '')}`);
  });
  return n;
}

/**
 * Values of a manifest repeating the schema's default or the common model (schema/repeated-facts.ts), as
 * `warn file:line:column` lines; a value a `$ref` places in several spots is reported once, where it is written.
 */
async function printRepeatedFacts(file: string, print: (line: string) => void): Promise<number> {
  const source = loadManifestSource(path.relative(process.cwd(), file), await readFile(file, 'utf8'));
  const seen = new Set<string>();
  for (const fact of repeatedFacts(source.value)) {
    const e = source.error(fact.pointer, fact.message, fact.hint, true);
    if (seen.has(`${e.line}:${e.column}`)) continue;
    seen.add(`${e.line}:${e.column}`);
    print(`warn ${e.format()}`);
  }
  return seen.size;
}
