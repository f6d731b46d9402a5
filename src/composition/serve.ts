import type { Config } from '../config/load-config.js';
import type { Logger } from '../log/logger.js';
import { bootGateway } from './boot.js';

/**
 * `plugboard serve`: boots the process for its role (config.role), says where it listens and what it does,
 * and shuts down cleanly on SIGTERM/SIGINT (in-flight requests finish, jobs stop, the database closes).
 */
export async function serve(config: Config, logger: Logger): Promise<void> {
  const gateway = await bootGateway(config, logger);
  const store = config.mongodbUri ? 'MongoDB at MONGODB_URI' : `embedded store in ${config.dataDir}`;
  const lines =
    config.role === 'worker'
      ? [
          `Plugboard worker running background jobs (${store})`,
          `Health: ${gateway.url}/healthz and ${gateway.url}/readyz (no API on a worker)`,
        ]
      : [
          `Plugboard gateway listening on ${gateway.url} (${store}; role ${config.role}, background jobs ${config.jobsEnabled ? 'on' : 'off'})`,
          `Public base URL: ${config.publicBaseUrl}  (OAuth callback: ${config.publicBaseUrl}/api/auth/oauth-callback)`,
          `Create a project:  npm run admin -- projects create --name "Acme"`,
          `Try it:            curl -s -X POST ${gateway.url}/api/integrations/list`,
        ];
  process.stdout.write([...lines, ''].join('\n'));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    gateway
      .close()
      .then(() => {
        logger.info('stopped');
        logger.flush();
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error({ err }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => {
    stop('SIGTERM');
  });
  process.on('SIGINT', () => {
    stop('SIGINT');
  });
}
