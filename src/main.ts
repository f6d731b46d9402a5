import { bootGateway } from './composition/boot.js';
import { ConfigError, loadConfig } from './config/load-config.js';
import { createLogger } from './log/logger.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
  const logger = createLogger(config.logLevel);
  const gateway = await bootGateway(config, logger);
  const store = config.mongodbUri ? 'MongoDB at MONGODB_URI' : `embedded store in ${config.dataDir}`;
  process.stdout.write(
    [
      `Plugboard gateway listening on ${gateway.url} (${store})`,
      `Public base URL: ${config.publicBaseUrl}  (OAuth callback: ${config.publicBaseUrl}/api/auth/oauth-callback)`,
      `Create a project:  npm run admin -- projects create --name "Acme"`,
      `Try it:            curl -s -X POST ${gateway.url}/api/integrations/list`,
      '',
    ].join('\n'),
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    gateway
      .close()
      .then(() => {
        logger.info('stopped');
        logger.flush?.();
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error({ err }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Plugboard failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
