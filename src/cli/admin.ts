import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { bootCore, type Core } from '../composition/boot.js';
import { apiKeysCommand } from './api-keys-command.js';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { isPlugboardError } from '../errors/plugboard-error.js';
import { CLI_OPERATOR } from '../services/audit/audit-recorder.js';
import { createLogger } from '../log/logger.js';
import { KmsKeyProvider, keyProviderFor } from '../crypto/key-provider.js';
import { SecretBox } from '../crypto/secret-box.js';
import { isDashboardRole, type DashboardRole } from '../services/dashboard/dashboard-users-service.js';
import { ssoCommand } from './admin-sso.js';
import { auditCommand } from './admin-audit.js';
import { commonOptions } from './common-options.js';

/**
 * `plugboard admin …`: projects, environments, API tokens, connections and the master key. Reads the same
 * environment variables as the gateway and prints JSON on stdout (logs go to stderr). On the embedded store it
 * reuses a running gateway's server, or starts one for the command.
 */
// eslint-disable-next-line max-lines-per-function -- commander's declarations of the admin subcommands one after another: a list, each action a call into a service
export function adminCommand(): Command {
  const program = new Command('admin').description('Administer projects, environments, API tokens, connections and the master key');
  const projects = program.command('projects').description('Projects and their environments');

  projects
    .command('create')
    .description('Create a project with a development and a production environment; prints their API tokens once')
    .requiredOption('--name <name>', 'project name')
    .action(async (opts: { name: string }) => {
      await withCore(async (core) => core.services.projects.createProject(opts.name));
    });

  projects
    .command('list')
    .description('List projects and their environments (no tokens)')
    .action(async () => {
      await withCore(async (core) => ({ projects: await core.services.projects.listProjects() }));
    });

  const tokens = program.command('tokens').description('API tokens');

  tokens
    .command('rotate')
    .description(
      'Replace the API token of one environment; the old token stops working at once and every dashboard session signed in with it ends',
    )
    .addOption(commonOptions.project())
    .addOption(commonOptions.env())
    .action(async (opts: { project: string; env: 'development' | 'production' }) => {
      await withCore(async (core) => {
        const r = await core.services.projects.rotateToken(opts.project, opts.env, core.services.audit.as(CLI_OPERATOR));
        // Those sessions already fail their token check; removing them keeps `sessions list` truthful.
        const dashboardSessionsEnded = await core.services.dashboardAuth.endSessions({ environmentId: r.environmentId });
        return { projectId: opts.project, environment: opts.env, ...r, dashboardSessionsEnded };
      });
    });

  program.addCommand(apiKeysCommand(withCore));

  const sessions = program.command('sessions').description('Dashboard sessions (signed-in browsers)');

  sessions
    .command('list')
    .description('List live dashboard sessions, newest first: id, who signed in (an environment or the operator), when, until when')
    .option('--environment <environmentId>', "only the sessions signed in with this environment's API token")
    .option('--user <userId>', "only this dashboard user's sessions (dusr_...)")
    .action(async (opts: { environment?: string; user?: string }) => {
      await withCore(async (core) => ({
        sessions: await core.services.dashboardAuth.listSessions(
          opts.environment ? { environmentId: opts.environment } : opts.user ? { userId: opts.user } : { all: true },
        ),
      }));
    });

  sessions
    .command('end')
    .description("End dashboard sessions at once: one (--session), an environment's (--environment) or every one (--all)")
    .option('--session <sessionId>', 'a session id from `sessions list` (dsess_...)')
    .option('--environment <environmentId>', "every session signed in with this environment's API token")
    .option('--user <userId>', 'every session of this dashboard user (dusr_...)')
    .option('--all', 'every session, the operator sessions included')
    .action(async (opts: { session?: string; environment?: string; user?: string; all?: boolean }) => {
      const given = [opts.session, opts.environment, opts.user, opts.all].filter((v) => v !== undefined);
      if (given.length !== 1) fail('give exactly one of --session <id>, --environment <id>, --user <id> or --all', 2);
      await withCore(async (core) => ({
        ended: await core.services.dashboardAuth.endSessions(
          opts.session
            ? { sessionId: opts.session }
            : opts.environment
              ? { environmentId: opts.environment }
              : opts.user
                ? { userId: opts.user }
                : { all: true },
        ),
      }));
    });

  const users = program.command('users').description('Dashboard users (email and password) and their roles per project');

  users
    .command('create')
    .description(
      'Create a dashboard user with a role in one project (the first owner is made this way). The password is read from standard input (one line) or PLUGBOARD_USER_PASSWORD, never from the command line',
    )
    .requiredOption('--email <email>', "the user's email (their sign-in name)")
    .addOption(commonOptions.project())
    .option('--role <role>', 'owner, admin, developer or viewer', parseRole, 'owner')
    .option('--owner', 'the same as --role owner')
    .action(async (opts: { email: string; project: string; role: DashboardRole; owner?: boolean }) => {
      const password = process.env.PLUGBOARD_USER_PASSWORD ?? (await readPasswordLine());
      await withCore(async (core) => {
        await core.services.projects.getEnvironment(opts.project, 'development');
        return core.services.dashboardUsers.create({
          email: opts.email,
          password,
          projectId: opts.project,
          role: opts.owner ? 'owner' : opts.role,
        });
      });
    });

  users
    .command('list')
    .description("List a project's dashboard users and their roles (never a password)")
    .addOption(commonOptions.project())
    .action(async (opts: { project: string }) => {
      await withCore(async (core) => ({ users: await core.services.dashboardUsers.listForProject(opts.project) }));
    });

  users
    .command('set-role')
    .description("Set a user's role in a project (--role none removes it); applies to their next request, in every process")
    .addOption(commonOptions.user())
    .addOption(commonOptions.project())
    .requiredOption('--role <role>', 'owner, admin, developer, viewer or none', (v) => (v === 'none' ? 'none' : parseRole(v)))
    .action(async (opts: { user: string; project: string; role: DashboardRole | 'none' }) => {
      await withCore(async (core) => {
        await core.services.dashboardUsers.setRole(opts.user, opts.project, opts.role === 'none' ? null : opts.role);
        return { userId: opts.user, projectId: opts.project, role: opts.role };
      });
    });

  program.addCommand(ssoCommand(withCore, readPasswordLine));
  program.addCommand(auditCommand(withCore));
  users
    .command('invite')
    .description(
      'Invite an email to a project with a role: prints an invite link (shown once; it works once, for PLUGBOARD_DASHBOARD_INVITE_HOURS) to hand over yourself, no mail is sent',
    )
    .requiredOption('--email <email>', 'who is invited')
    .addOption(commonOptions.project())
    .option('--role <role>', 'owner, admin, developer or viewer', parseRole, 'viewer')
    .action(async (opts: { email: string; project: string; role: DashboardRole }) => {
      await withCore(async (core) =>
        core.services.dashboardInvites.create(
          { userId: undefined, role: 'owner', id: 'operator:cli' },
          opts.project,
          { email: opts.email, role: opts.role },
          core.services.audit.as(CLI_OPERATOR),
        ),
      );
    });

  users
    .command('invites')
    .description("List a project's open invites (never their links)")
    .addOption(commonOptions.project())
    .action(async (opts: { project: string }) => {
      await withCore(async (core) => ({ invites: await core.services.dashboardInvites.list(opts.project) }));
    });

  users
    .command('disable-2fa')
    .description("Turn off a user's two-factor sign-in (they lost their device and their recovery codes); their sessions end")
    .addOption(commonOptions.user())
    .action(async (opts: { user: string }) => {
      await withCore(async (core) => {
        const user = await core.services.dashboardUsers.findById(opts.user);
        if (!user) fail(`no dashboard user ${opts.user}`, 1);
        await core.services.dashboardTwoFactor.disable(user, core.services.audit.as(CLI_OPERATOR));
        return { userId: opts.user, twoFactor: false, sessionsEnded: await core.services.dashboardAuth.endSessions({ userId: opts.user }) };
      });
    });

  const connections = program.command('connections').description('Connections (for QA and scripted set-ups)');

  connections
    .command('create')
    .description(
      "Create a connection from credentials you already hold (API key, basic, bearer or OAuth tokens), checked by the connect API's rules (and the tool's verify request); prints its connectionId and accessToken once",
    )
    .addOption(commonOptions.project())
    .addOption(commonOptions.env())
    .requiredOption('--integration <integrationId>', 'integration id, e.g. aircall')
    .requiredOption('--auth-method <id>', "the manifest's auth method id, e.g. api_key (sandbox: development only)")
    // Parsed in the action, not by commander: its refusal of an option value repeats the value, here a secret.
    .requiredOption('--credentials <json>', 'credentials as JSON, e.g. \'{"type":"api_key","apiKey":"..."}\'')
    .option('--inputs <json>', 'per-connection inputs as JSON, e.g. \'{"subdomain":"acme"}\'')
    .option('--skip-verify', "do not send the tool's verify request (offline set-ups); every other check still runs")
    .action(
      async (opts: {
        project: string;
        env: 'development' | 'production';
        integration: string;
        authMethod: string;
        credentials: string;
        inputs?: string;
        skipVerify?: boolean;
      }) => {
        const credentials = parseJsonOption(opts.credentials, '--credentials');
        const inputs = opts.inputs === undefined ? undefined : parseJsonOption(opts.inputs, '--inputs');
        await withCore(async (core) => {
          const env = await core.services.projects.getEnvironment(opts.project, opts.env);
          return core.services.connect.createFromCredentials(
            env,
            { integrationId: opts.integration, authMethodId: opts.authMethod, credentials, ...(inputs ? { inputs } : {}) },
            { verify: !opts.skipVerify },
          );
        });
      },
    );

  connections
    .command('revoke-all')
    .description(
      'Incident response: end every connection of an environment (or of one integration in it) as a delete does: the grant revoked at the tool, the credentials erased, connection.deleted sent. Without --confirm it only prints what it would end',
    )
    .addOption(commonOptions.project())
    .addOption(commonOptions.env())
    .option('--integration <integrationId>', 'only the connections of this integration')
    .option('--confirm <count>', 'the number of connections the plan printed: nothing is ended unless it is still that number', parseCount)
    .action(async (opts: { project: string; env: 'development' | 'production'; integration?: string; confirm?: number }) => {
      await withCore(async (core) => {
        const env = await core.services.projects.getEnvironment(opts.project, opts.env);
        if (opts.confirm === undefined) {
          const plan = await core.services.bulkRevoke.plan(env, opts.integration);
          // Nothing done: the exit code says so, and the plan names the confirmation to give.
          process.exitCode = 3;
          return { ...plan, confirmWith: `--confirm ${plan.total}`, ended: false };
        }
        const report = await core.services.bulkRevoke.revokeAll(
          env,
          {
            confirmCount: opts.confirm,
            ...(opts.integration ? { integrationId: opts.integration } : {}),
          },
          core.services.audit.as(CLI_OPERATOR),
        );
        if (report.failed.length) process.exitCode = 1;
        return { ...report, ended: true };
      });
    });

  const keys = program.command('keys').description('The master key sealing every stored secret');

  keys
    .command('rewrap')
    .description(
      "KMS provider only: wrap the master key again under the KMS's current key version (after rotating the key-encryption key); the master key and every sealed secret stay as they are",
    )
    .action(async () => {
      let config;
      try {
        config = loadConfig();
      } catch (e) {
        if (e instanceof ConfigError) fail(e.message, 2);
        throw e;
      }
      const provider = keyProviderFor({ masterKey: config.masterKey, dataDir: config.dataDir, ...config.keyProvider });
      if (!(provider instanceof KmsKeyProvider)) fail(`the master key comes from ${provider.kind}, not a KMS: nothing to rewrap`, 2);
      const rewrapped = await provider.rewrap();
      const keyId = new SecretBox(await provider.masterKey()).currentKeyId;
      process.stdout.write(JSON.stringify({ keyId, ...rewrapped }, null, 2) + '\n');
    });

  keys
    .command('rotate')
    .description(
      'Re-seal every stored secret under PLUGBOARD_MASTER_KEY; the old key must be in PLUGBOARD_PREVIOUS_MASTER_KEYS until this reports complete. Safe to stop and run again',
    )
    .option('--max-values <n>', 'stop after re-sealing this many values (rotate in slices)', parsePositiveInt)
    .action(async (opts: { maxValues?: number }) => {
      await withCore(async (core) =>
        core.services.keys.rotate(core.services.audit.as(CLI_OPERATOR), opts.maxValues !== undefined ? { maxValues: opts.maxValues } : {}),
      );
    });

  const connectSettings = program
    .command('connect-settings')
    .description("The connect modal's branding and allowed origins, per environment");

  connectSettings
    .command('get')
    .description('Print the branding and allowed origins of one environment')
    .addOption(commonOptions.project())
    .addOption(commonOptions.env())
    .action(async (opts: { project: string; env: 'development' | 'production' }) => {
      await withCore(async (core) =>
        core.services.connectSettings.get(await core.services.projects.getEnvironment(opts.project, opts.env)),
      );
    });

  connectSettings
    .command('set')
    .description('Change what is given; an empty value clears a branding field. The logo is a data: URI or a local image file')
    .addOption(commonOptions.project())
    .addOption(commonOptions.env())
    .option('--allowed-origins <origins>', 'comma-separated origins allowed to embed the modal, e.g. https://app.example.com')
    .option('--display-name <name>', 'your product name, shown to end users')
    .option('--logo <dataUriOrFile>', 'logo: a data:image/... URI or a .png/.jpg/.webp/.svg file (stored as a data URI)')
    .option('--accent-color <hex>', 'accent colour, e.g. #4f46e5')
    .option('--privacy-policy-url <url>', 'your privacy policy (https)')
    .action(
      async (opts: {
        project: string;
        env: 'development' | 'production';
        allowedOrigins?: string;
        displayName?: string;
        logo?: string;
        accentColor?: string;
        privacyPolicyUrl?: string;
      }) => {
        await withCore(async (core) => {
          const env = await core.services.projects.getEnvironment(opts.project, opts.env);
          const branding = {
            ...(opts.displayName !== undefined ? { displayName: opts.displayName } : {}),
            ...(opts.logo !== undefined ? { logoUrl: await logoDataUri(opts.logo) } : {}),
            ...(opts.accentColor !== undefined ? { accentColor: opts.accentColor } : {}),
            ...(opts.privacyPolicyUrl !== undefined ? { privacyPolicyUrl: opts.privacyPolicyUrl } : {}),
          };
          return core.services.connectSettings.update(
            env,
            {
              ...(opts.allowedOrigins !== undefined
                ? {
                    allowedOrigins: opts.allowedOrigins
                      .split(',')
                      .map((o) => o.trim())
                      .filter(Boolean),
                  }
                : {}),
              branding,
            },
            core.services.audit.as(CLI_OPERATOR),
          );
        });
      },
    );

  return program;
}

function parseCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('must be a whole number (0 or more)');
  return n;
}

function parsePositiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
  return n;
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** A logo file becomes a data: URI (the modal loads nothing from another origin); a data: URI or '' passes as is. */
async function logoDataUri(value: string): Promise<string> {
  if (value === '' || value.startsWith('data:')) return value;
  const type = IMAGE_TYPES[path.extname(value).toLowerCase()];
  if (!type) throw new InvalidArgumentError('the logo must be a .png, .jpg, .webp or .svg file, or a data: URI');
  return `data:${type};base64,${(await readFile(value)).toString('base64')}`;
}

/** A JSON object option; refused (exit 2) without repeating the value, which may hold a secret. */
function parseJsonOption(value: string, option: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(value);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    /* reported below */
  }
  fail(`error: ${option} must be a JSON object (its value is not shown: it may hold a secret)`, 2);
}

function parseRole(v: string): DashboardRole {
  if (!isDashboardRole(v)) throw new InvalidArgumentError('give owner, admin, developer or viewer');
  return v;
}

/** The first line of standard input (a password piped in, or typed: the terminal echoes nothing for a pipe). */
async function readPasswordLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n') || text.length > 1024) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function withCore(fn: (core: Core) => Promise<unknown>): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) fail(e.message, 2);
    throw e;
  }
  const logger = createLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn');
  const core = await bootCore(config, logger);
  try {
    const result = await fn(core);
    process.stdout.write(JSON.stringify(result, null, 2) + '\n');
  } catch (e) {
    if (!isPlugboardError(e)) throw e;
    process.stderr.write(`${e.code}: ${e.message}\n`);
    process.exitCode = 1;
  } finally {
    await core.close();
  }
}

function fail(message: string, code: number): never {
  process.stderr.write(message + '\n');
  process.exit(code);
}
