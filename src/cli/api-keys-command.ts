import { Command, InvalidArgumentError } from 'commander';
import type { Core } from '../composition/boot.js';
import { CLI_OPERATOR } from '../services/audit/audit-recorder.js';
import { commonOptions } from './common-options.js';

type EnvName = 'development' | 'production';
type WithCore = (fn: (core: Core) => Promise<unknown>) => Promise<void>;

const parseScopes = (v: string): string[] =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const parseSeconds = (v: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 604_800) throw new InvalidArgumentError('must be whole seconds from 0 to 604800 (7 days)');
  return n;
};

interface EnvOpts {
  project: string;
  env: EnvName;
}

/**
 * `admin api-keys …`: the API keys of one environment (`x-svc-api-token`), as the API and the dashboard manage them
 * (the same service, recorded in the audit trail as the CLI operator). `admin keys` is the master key.
 *   create --name --scopes read,write [--expires <ISO time>]   prints the secret once
 *   list                                                       the environment token first; never a secret
 *   rotate --id [--grace-seconds N]                            prints the new secret once
 *   revoke --id
 */
export function apiKeysCommand(withCore: WithCore): Command {
  const cmd = new Command('api-keys').description(
    'API keys of an environment (x-svc-api-token): the environment token and scoped keys (read, write, connect, webhooks, agents, admin)',
  );
  const envOf = async (core: Core, opts: EnvOpts) => core.services.projects.getEnvironment(opts.project, opts.env);
  const audit = (core: Core) => core.services.audit.as(CLI_OPERATOR);
  const withEnv = (c: Command) => c.addOption(commonOptions.project()).addOption(commonOptions.env());

  withEnv(cmd.command('create'))
    .description('Create a scoped key; prints its secret once')
    .requiredOption('--name <name>', 'a label, e.g. "Reporting job"')
    .requiredOption('--scopes <scopes>', 'comma-separated: read, write, connect, webhooks, agents, admin', parseScopes)
    .option('--expires <time>', 'when the key stops working (ISO 8601 date-time, in the future)', isoTime)
    .action(async (opts: EnvOpts & { name: string; scopes: string[]; expires?: string }) => {
      await withCore(async (core) => {
        const input = { name: opts.name, scopes: opts.scopes, ...(opts.expires ? { expiresTime: opts.expires } : {}) };
        return core.services.apiKeys.create(await envOf(core, opts), input, audit(core));
      });
    });

  withEnv(cmd.command('list'))
    .description('List the keys of the environment (the environment token first): prefix and last four characters, never a secret')
    .action(async (opts: EnvOpts) => {
      await withCore(async (core) => ({ apiKeys: await core.services.apiKeys.list(await envOf(core, opts)) }));
    });

  withEnv(cmd.command('rotate'))
    .description('Replace a key by a new one (same name, scopes, expiry); prints the new secret once')
    .requiredOption('--id <keyId>', 'the key (key_…; the environment token is key_<environment id>)')
    .option('--grace-seconds <seconds>', 'how long the old key keeps working (default 0: it stops at once)', parseSeconds)
    .action(async (opts: EnvOpts & { id: string; graceSeconds?: number }) => {
      await withCore(async (core) => core.services.apiKeys.rotate(await envOf(core, opts), opts.id, opts.graceSeconds ?? 0, audit(core)));
    });

  withEnv(cmd.command('revoke'))
    .description('Revoke a key: every gateway process refuses it once this command answers')
    .requiredOption('--id <keyId>', 'the key (key_…)')
    .action(async (opts: EnvOpts & { id: string }) => {
      await withCore(async (core) => ({ apiKey: await core.services.apiKeys.revoke(await envOf(core, opts), opts.id, audit(core)) }));
    });
  return cmd;
}

function isoTime(v: string): string {
  const t = new Date(v);
  if (Number.isNaN(t.getTime())) throw new InvalidArgumentError('--expires must be an ISO 8601 date-time');
  return t.toISOString();
}
