import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector, ConnectorInfo, HostOverrides } from './compiled-connector.js';
import { compileConnector } from './compile-connector.js';
import { ManifestError, ManifestErrors } from '../manifest-error.js';

export interface ConnectorRegistry {
  list(): ConnectorInfo[];
  get(id: string): CompiledConnector | undefined;
  /** Throws NOT_FOUND for an unknown integration. */
  require(id: string): CompiledConnector;
}

/**
 * Reads `<dir>/<id>/manifest.yaml` for every folder, compiles all of them and returns an immutable registry.
 * Throws ManifestErrors with every problem of every manifest (file:line:column each).
 */
export async function loadConnectorRegistry(opts: { dir: string; hostOverrides?: HostOverrides }): Promise<ConnectorRegistry> {
  const entries = (await readdir(opts.dir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const errors: ManifestError[] = [];
  const connectors = new Map<string, CompiledConnector>();
  for (const unknownId of Object.keys(opts.hostOverrides ?? {})) {
    if (!entries.includes(unknownId)) {
      errors.push(
        new ManifestError({
          file: 'PLUGBOARD_CONNECTOR_HOSTS',
          line: 1,
          column: 1,
          pointer: `/${unknownId}`,
          message: `host override for unknown connector '${unknownId}'`,
          hint: `known connectors: ${entries.join(', ')}`,
        }),
      );
    }
  }
  for (const name of entries) {
    const file = path.join(opts.dir, name, 'manifest.yaml');
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const displayFile = path.relative(process.cwd(), file) || file;
    const override = opts.hostOverrides?.[name];
    const { connector, errors: errs } = compileConnector({
      file,
      displayFile,
      text,
      folderName: name,
      ...(override ? { hostOverride: override } : {}),
    });
    errors.push(...errs);
    if (!connector) continue;
    if (connector.fixturesDir) {
      const ok = await stat(connector.fixturesDir)
        .then((s) => s.isDirectory())
        .catch(() => false);
      if (!ok)
        errors.push(
          new ManifestError({
            file: displayFile,
            line: 1,
            column: 1,
            pointer: '/tests/fixtures_dir',
            message: `fixtures_dir ${connector.manifest.tests?.fixtures_dir} does not exist`,
            hint: 'create the folder or fix the path (relative to the manifest)',
          }),
        );
    }
    connectors.set(connector.id, Object.freeze(connector));
  }
  if (errors.length) throw new ManifestErrors(errors);
  const infos = [...connectors.values()].map((c) => c.info);
  return {
    list: () => infos,
    get: (id) => connectors.get(id),
    require(id) {
      const c = connectors.get(id);
      if (!c) throw new PlugboardError('NOT_FOUND', `Unknown integration '${id}'`, { details: { integrationId: id } });
      return c;
    },
  };
}
