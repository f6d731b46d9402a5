import path from 'node:path';
import { Command } from 'commander';
import { PACKAGE_ROOT } from '../config/package-root.js';
import { checkConnectors } from '../connectors/testing/check-connectors.js';
import {
  AuthoringError,
  conformConnector,
  formatMismatch,
  mockDriveConnector,
  newConnectorFromOpenApi,
  printDriveResults,
} from '../services/connectors/connector-authoring.js';

const SHIPPED = path.join(PACKAGE_ROOT, 'connectors');
const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const out = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `plugboard connectors …`, for integration authors:
 *   check [dir] [--strict]                                 validate manifests, replay fixtures, list TODO markers
 *   new <id> --from-openapi <file> [--operations|--tags]   write connectors/<id>/manifest.yaml from a vendor's OpenAPI
 *   conform <id> --openapi <file>                          check a manifest against the vendor's OpenAPI
 *   mock-drive <id> --openapi <file>                       drive a manifest against a mock built from the vendor's OpenAPI
 */
export function connectorsCommand(): Command {
  const cmd = new Command('connectors').description('Connector manifests: write, check and conform them');
  cmd
    .command('check')
    .description('Validate every <dir>/<id>/manifest.yaml and replay its recorded fixtures offline; exit 1 on any problem')
    .argument('[dir]', 'folder of connector manifests (default: the ones shipped with Plugboard)')
    .option('--strict', 'TODO markers are problems, not warnings')
    .action(async (dir: string | undefined, opts: { strict?: boolean }) => {
      const problems = await checkConnectors(path.resolve(dir ?? SHIPPED), out, { strict: !!opts.strict });
      process.exitCode = problems ? 1 : 0;
    });
  cmd
    .command('new')
    .description("Write <dir>/<id>/manifest.yaml from a vendor's OpenAPI 3.0/3.1 description (YAML or JSON), with TODO markers")
    .argument('<id>', 'integration id (lower case, digits and -)')
    .requiredOption('--from-openapi <file>', "the vendor's OpenAPI description")
    .option('--operations <ids>', 'operationIds to turn into actions, comma-separated', list)
    .option('--tags <tags>', 'turn every operation with one of these tags into an action, comma-separated', list)
    .option('--dir <dir>', 'connectors folder', SHIPPED)
    .option('--force', 'replace an existing manifest')
    .action(async (id: string, opts: { fromOpenapi: string; operations?: string[]; tags?: string[]; dir: string; force?: boolean }) =>
      authoring(async () => {
        const r = await newConnectorFromOpenApi({
          id,
          openapiFile: opts.fromOpenapi,
          dir: path.resolve(opts.dir),
          ...(opts.operations ? { operations: opts.operations } : {}),
          ...(opts.tags ? { tags: opts.tags } : {}),
          ...(opts.force ? { force: true } : {}),
        });
        out(`wrote ${path.relative(process.cwd(), r.file)}`);
        out(`  resources: ${r.resources.join(', ') || '—'}`);
        out(`  actions: ${r.actions.join(', ') || '— (choose some with --operations or --tags)'}`);
        out(`  ${r.todos.length} TODO marker(s) to resolve; then:`);
        const dirArg = path.resolve(opts.dir) === SHIPPED ? '' : ` --dir ${opts.dir}`;
        out(`  plugboard connectors check${dirArg ? ` ${opts.dir}` : ''}`);
        out(`  plugboard connectors conform ${id} --openapi ${opts.fromOpenapi}${dirArg}`);
      }),
    );
  cmd
    .command('conform')
    .description("Check every request and read of <dir>/<id>/manifest.yaml against the vendor's OpenAPI description; exit 1 on a mismatch")
    .argument('<id>', 'integration id')
    .requiredOption('--openapi <file>', "the vendor's OpenAPI description")
    .option('--dir <dir>', 'connectors folder', SHIPPED)
    .action(async (id: string, opts: { openapi: string; dir: string }) =>
      authoring(async () => {
        const { mismatches } = await conformConnector({ id, openapiFile: opts.openapi, dir: path.resolve(opts.dir) });
        for (const m of mismatches) out(formatMismatch(m));
        out(mismatches.length ? `\n${mismatches.length} mismatch(es)` : `${id} conforms to ${opts.openapi}`);
        process.exitCode = mismatches.length ? 1 : 0;
      }),
    );
  cmd
    .command('mock-drive')
    .description(
      "Drive every operation of <dir>/<id>/manifest.yaml through the runtime against a loopback mock built from the vendor's OpenAPI description; exit 1 on a failure of the manifest",
    )
    .argument('<id>', 'integration id')
    .requiredOption('--openapi <file>', "the vendor's OpenAPI description")
    .option('--dir <dir>', 'connectors folder', SHIPPED)
    .action(async (id: string, opts: { openapi: string; dir: string }) =>
      authoring(async () => {
        const results = await mockDriveConnector({ id, openapiFile: opts.openapi, dir: path.resolve(opts.dir) });
        process.exitCode = printDriveResults(results, out) ? 1 : 0;
      }),
    );
  return cmd;
}

async function authoring(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (e) {
    if (!(e instanceof AuthoringError)) throw e;
    process.stderr.write(`plugboard: ${e.message}\n`);
    process.exitCode = 2;
  }
}
