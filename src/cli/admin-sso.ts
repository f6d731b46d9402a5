import { Command, InvalidArgumentError } from 'commander';
import type { Core } from '../composition/boot.js';
import { CLI_OPERATOR } from '../services/audit/audit-recorder.js';
import type { SsoSettingsInput } from '../services/dashboard/sso-config-service.js';
import { commonOptions } from './common-options.js';

type WithCore = (fn: (core: Core) => Promise<unknown>) => Promise<void>;

function parseUnknownUsers(v: string): 'refuse' | 'create' {
  if (v !== 'refuse' && v !== 'create') throw new InvalidArgumentError('give refuse or create');
  return v;
}

function parseDefaultRole(v: string): 'viewer' | 'developer' | 'admin' {
  if (v !== 'viewer' && v !== 'developer' && v !== 'admin') throw new InvalidArgumentError('give viewer, developer or admin');
  return v;
}

/**
 * `plugboard admin sso …`: a project's single sign-on provider (OpenID Connect), as owners set it in the dashboard.
 * The client secret is read from PLUGBOARD_SSO_CLIENT_SECRET or standard input, never from the command line.
 */
export function ssoCommand(withCore: WithCore, readSecretLine: () => Promise<string>): Command {
  const sso = new Command('sso').description("A project's single sign-on provider (OpenID Connect) for the dashboard");

  sso
    .command('show')
    .description("Show a project's provider (never the client secret) and the redirect URI to register at the provider")
    .addOption(commonOptions.project())
    .action(async (opts: { project: string }) => {
      await withCore(async (core) => {
        await core.services.ssoSettings.environmentsOf(opts.project);
        return { redirectUri: core.services.ssoSettings.redirectUri, settings: await core.services.ssoSettings.get(opts.project) };
      });
    });

  sso
    .command('set')
    .description(
      "Set a project's provider. The client secret is read from PLUGBOARD_SSO_CLIENT_SECRET, or from standard input (one line) with --secret-stdin; without either the stored one is kept",
    )
    .addOption(commonOptions.project())
    .requiredOption('--display-name <name>', 'the button\'s label: "Sign in with <name>"')
    .requiredOption('--issuer <url>', 'the issuer URL (https), e.g. https://acme.okta.com')
    .requiredOption('--client-id <id>', 'the client id the provider gave')
    .option('--secret-stdin', 'read the client secret from standard input')
    .option('--allowed-domains <domains>', 'comma-separated email domains allowed to sign in ("" for any)')
    .option('--unknown-users <policy>', 'refuse (invite-only) or create (join with --default-role)', parseUnknownUsers)
    .option('--default-role <role>', 'viewer, developer or admin', parseDefaultRole)
    .action(
      async (opts: {
        project: string;
        displayName: string;
        issuer: string;
        clientId: string;
        secretStdin?: boolean;
        allowedDomains?: string;
        unknownUsers?: 'refuse' | 'create';
        defaultRole?: 'viewer' | 'developer' | 'admin';
      }) => {
        const clientSecret = process.env.PLUGBOARD_SSO_CLIENT_SECRET ?? (opts.secretStdin ? await readSecretLine() : undefined);
        const input: SsoSettingsInput = {
          displayName: opts.displayName,
          issuer: opts.issuer,
          clientId: opts.clientId,
          clientSecret: clientSecret || undefined,
          allowedDomains: opts.allowedDomains?.split(',').filter((d) => d.trim() !== ''),
          unknownUsers: opts.unknownUsers,
          defaultRole: opts.defaultRole,
        };
        await withCore(async (core) => {
          const { ssoSettings } = core.services;
          const environmentIds = await ssoSettings.environmentsOf(opts.project);
          const settings = await ssoSettings.set(opts.project, input, core.services.audit.as(CLI_OPERATOR), environmentIds);
          return { redirectUri: ssoSettings.redirectUri, settings };
        });
      },
    );

  sso
    .command('remove')
    .description("Turn a project's single sign-on off")
    .addOption(commonOptions.project())
    .action(async (opts: { project: string }) => {
      await withCore(async (core) => {
        const { ssoSettings } = core.services;
        await ssoSettings.remove(opts.project, core.services.audit.as(CLI_OPERATOR), await ssoSettings.environmentsOf(opts.project));
        return { projectId: opts.project, removed: true };
      });
    });

  return sso;
}
