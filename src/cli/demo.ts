import { CLI_OPERATOR } from '../services/audit/audit-recorder.js';
import type { Command } from 'commander';
import { bootGateway } from '../composition/boot.js';
import type { Config } from '../config/load-config.js';
import { isPlugboardError } from '../errors/plugboard-error.js';
import type { Logger } from '../log/logger.js';
import { startDemoReceiver, type ReceivedEvent } from './demo-receiver.js';

/**
 * `plugboard demo` (`npm run demo`): the gateway on the embedded store (or MONGODB_URI) with a project, a sandbox
 * connection per integration and a webhook receiver on this machine, so a newcomer sees signed events arrive
 * without writing a tool or a receiver of their own. Private webhook targets are allowed in this process only (the
 * caller passes the config with that setting on): a receiver on 127.0.0.1 is the point of the demo.
 */
export function demoCommand(program: Command, configFor: (overrides: Record<string, string>) => Config, loggerFor: (c: Config) => Logger) {
  program
    .command('demo')
    .description(
      'Start the gateway with a demo project, a sandbox connection per integration and a local webhook receiver that prints each verified event',
    )
    .option('--name <name>', 'name of the demo project', 'Demo')
    .action(async (opts: { name: string }) => {
      const config = configFor({ PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true', PLUGBOARD_ROLE: 'all' });
      await runDemo(config, loggerFor(config), opts.name);
    });
}

const write = (line: string) => process.stdout.write(`${line}\n`);

function describe(e: ReceivedEvent): string {
  const what = [e.eventType, `connection ${e.connectionId}`, ...(e.dataId ? [`id ${e.dataId}`] : [])].join('  ');
  return e.verified ? `event  ${what}  (signature verified)` : `event  ${what}  (SIGNATURE DID NOT VERIFY: answered 401)`;
}

async function runDemo(config: Config, logger: Logger, name: string): Promise<void> {
  const receiver = await startDemoReceiver((e) => {
    write(describe(e));
  });
  const gateway = await bootGateway(config, logger);
  const { services } = gateway.core;
  const project = await services.projects.createProject(name);
  const env = await services.projects.getEnvironment(project.projectId, 'development');
  const token = project.environments.find((e) => e.name === 'development')?.apiToken ?? '';

  const webhook = await services.webhooks.create(env, receiver.url, services.audit.as(CLI_OPERATOR));
  receiver.setSecret(webhook.secret);

  const connected: string[] = [];
  const skipped: string[] = [];
  for (const integration of services.integrations.list()) {
    try {
      const c = await services.connect.createFromCredentials(
        env,
        { integrationId: integration.integrationId, authMethodId: 'sandbox', credentials: { type: 'sandbox' } },
        { verify: false },
      );
      connected.push(`  ${integration.integrationId.padEnd(12)} ${c.connectionId}  access token ${c.accessToken}`);
    } catch (e) {
      skipped.push(`${integration.integrationId}: ${isPlugboardError(e) ? e.code : e instanceof Error ? e.message : String(e)}`);
    }
  }

  write(
    `Plugboard demo: gateway on ${gateway.url} (${config.mongodbUri ? 'MongoDB at MONGODB_URI' : `embedded store in ${config.dataDir}`})`,
  );
  write(`Dashboard:      ${gateway.url}/dashboard  (sign in with the API token)`);
  write(`API token:      ${token}  (project ${project.projectId}, development)`);
  write(`Receiver:       ${receiver.url}  (webhook ${webhook.id}; prints each event below once its signature verifies)`);
  write(`Sandbox connections (x-svc-access-token beside the API token calls one):${connected.length ? '' : ' none'}`);
  for (const line of connected) write(line);
  if (skipped.length) write(`Not connected:  ${skipped.join('; ')}`);
  write(`Try:            curl -s '${gateway.url}/api/events/list' -H 'x-svc-api-token: ${token}'   (the event log)`);
  write(`                curl -s -X POST ${gateway.url}/webhooks/test -H 'x-svc-api-token: ${token}'   (another signed test event)`);
  write('Events (syncs of the sandbox connections and test events) appear below; Ctrl-C stops the demo.');
  // The first signed event at once: the receiver shows that delivery and verification work before any sync.
  await services.events.publishTestEvent(env);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    Promise.all([gateway.close(), receiver.close()])
      .then(() => {
        logger.flush();
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error({ err }, 'error while stopping the demo');
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
