#!/usr/bin/env node
import { Command, Option } from 'commander';
import { serve } from '../composition/serve.js';
import { ConfigError, loadConfig, type Config } from '../config/load-config.js';
import { createLogger } from '../log/logger.js';
import { adminCommand } from './admin.js';
import { connectorsCommand } from './connectors-command.js';
import { demoCommand } from './demo.js';

/**
 * The `plugboard` command (package.json `bin`, compiled to dist/cli/plugboard.js):
 *   plugboard serve [--role all|api|worker]   run the gateway, an API-only process or a jobs-only worker
 *   plugboard admin …                         projects, tokens, connections, master key rotation
 *   plugboard connectors check|new|conform   validate manifests, write one from a vendor's OpenAPI, check it (connectors-command.ts)
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

program.addCommand(connectorsCommand());

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
