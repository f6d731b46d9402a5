import { hostname } from 'node:os';
import { runCompiled } from './compiled-process.js';

/** A gateway running as its own OS process (the compiled `plugboard serve`), for the multi-process tests. */
export interface GatewayProcess {
  url: string;
  pid: number;
  /** How the gateway names itself in job locks and delivery claims (host:pid). */
  workerId: string;
  kill9(): void;
  stop(): Promise<void>;
}

/** Starts `plugboard serve --role <role>` (dist/cli/plugboard.js) with `env` (plus PATH, loopback and an ephemeral port); call ensureBuilt() first. */
export async function startGatewayProcess(role: 'api' | 'worker' | 'all', env: Record<string, string>): Promise<GatewayProcess> {
  const proc = runCompiled('cli/plugboard.js', ['serve', '--role', role], {
    PATH: process.env.PATH ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  });
  // API processes say where they listen; a worker names its health endpoints.
  const [, url] = await proc.waitFor(/(?:listening on|Health:) (http:\/\/[^/\s]+)/, 300_000);
  const pid = proc.child.pid!;
  return {
    url: url!,
    pid,
    workerId: `${hostname()}:${pid}`,
    kill9: () => proc.child.kill('SIGKILL'),
    async stop() {
      const timer = setTimeout(() => proc.child.kill('SIGKILL'), 15_000);
      await proc.stop();
      clearTimeout(timer);
    },
  };
}
