#!/usr/bin/env node
import path from 'node:path';
import { Command, Option } from 'commander';
import { serve } from '../composition/serve.js';
import { ConfigError, loadConfig, type Config } from '../config/load-config.js';
import { PACKAGE_ROOT } from '../config/package-root.js';
import { checkConnectors } from '../connectors/testing/check-connectors.js';
import { createLogger } from '../log/logger.js';
import { adminCommand } from './admin.js';
import { demoCommand } from './demo.js';

/**
 * The `plugboard` command (package.json `bin`, compiled to dist/cli/plugboard.js):
 *   plugboard serve [--role all|api|worker]   run the gateway, an API-only process or a jobs-only worker
 *   plugboard admin …                         projects, tokens, connections, master key rotation
 *   plugboard connectors check [dir]          validate manifests and replay their fixtures
 *   plugboard demo                            the gateway with a demo project, sandbox connections and a receiver
 * Configuration comes from the environment (README, "Configuration"); `--role` overrides PLUGBOARD_ROLE.
 */
const program = new Command('plugboard')
  .description('Plugboard: a spec-first declarative connector gateway')
  .showHelpAfterError()
  .enablePositionalOptions();

program
  .command('serve')
  .description('Serve the API and/or run background jobs, on the embedded store or MONGODB_URI')
  .addOption(
    new Option('--role <role>', 'all = API and jobs, api = API only, worker = jobs only (health endpoints only)')
      .choices(['all', 'api', 'worker'])
      .env('PLUGBOARD_ROLE'),
  )
  .action(async (opts: { role?: string }) => {
    const config = configOrExit(opts.role ? { PLUGBOARD_ROLE: opts.role } : {});
    await serve(config, createLogger(config.logLevel));
  });

program.addCommand(adminCommand());

demoCommand(program, configOrExit, (c) => createLogger(c.logLevel));

program
  .command('connectors')
  .description('Connector manifests')
  .command('check')
  .description('Validate every <dir>/<id>/manifest.yaml and replay its recorded fixtures offline; exit 1 on any problem')
  .argument('[dir]', 'folder of connector manifests (default: the ones shipped with Plugboard)')
  .action(async (dir?: string) => {
    const problems = await checkConnectors(path.resolve(dir ?? path.join(PACKAGE_ROOT, 'connectors')), (line) =>
      process.stdout.write(`${line}\n`),
    );
    process.exitCode = problems ? 1 : 0;
  });

function configOrExit(overrides: Record<string, string>): Config {
  try {
    return loadConfig({ ...process.env, ...overrides });
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
}

program.parseAsync(process.argv).catch((err: unknown) => {
  process.stderr.write(`plugboard: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
