/**
 * Seeds a store for the dashboard at scale: a project "Acme" whose production environment holds 1,000 connections
 * (with sync states), two webhooks and 100,000 finished deliveries over 7 days (with their events), 20,000 API
 * requests and 10,000 downstream calls over 24 hours; and a second project "Globex". Writes through the
 * repositories and the dashboard's recorder, in batches. Prints the API tokens to sign in with.
 *
 *   PLUGBOARD_DATA_DIR=./.data-dash npx tsx scripts/seed-dashboard.ts [--connections 1000] [--deliveries 100000]
 */
import { parseArgs } from 'node:util';
import { bootCore } from '../src/composition/boot.js';
import { loadConfig } from '../src/config/load-config.js';
import { createLogger } from '../src/log/logger.js';
import { seedDashboard } from '../test/support/dashboard-seed.js';

export async function seedDashboardStore(
  env: NodeJS.ProcessEnv,
  o: { connections: number; deliveries: number; log?: (s: string) => void },
): Promise<{ acme: { development: string; production: string }; globex: { development: string; production: string } }> {
  const config = loadConfig({ ...env, PLUGBOARD_JOBS: 'false', LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
  const core = await bootCore(config, createLogger(config.logLevel));
  try {
    const tokens = async (name: string) => {
      const p = await core.services.projects.createProject(name);
      const token = (n: string) => p.environments.find((e) => e.name === n)!.apiToken;
      return { projectId: p.projectId, development: token('development'), production: token('production') };
    };
    const acme = await tokens('Acme');
    const globex = await tokens('Globex');
    const prod = await core.services.projects.getEnvironment(acme.projectId, 'production');
    await seedDashboard(core, prod, {
      connections: o.connections,
      deliveries: o.deliveries,
      days: 7,
      requests: 20_000,
      calls: 10_000,
      webhookUrls: ['http://127.0.0.1:9/receiver/orders', 'http://127.0.0.1:9/receiver/crm-sync'],
      ...(o.log ? { log: o.log } : {}),
    });
    const gdev = await core.services.projects.getEnvironment(globex.projectId, 'development');
    await seedDashboard(core, gdev, {
      connections: 2,
      deliveries: 20,
      days: 1,
      requests: 50,
      calls: 20,
      webhookUrls: ['http://127.0.0.1:9/globex/a', 'http://127.0.0.1:9/globex/b'],
    });
    return {
      acme: { development: acme.development, production: acme.production },
      globex: { development: globex.development, production: globex.production },
    };
  } finally {
    await core.services.activity.stop();
    await core.close();
  }
}

if (process.argv[1]?.endsWith('seed-dashboard.ts')) {
  const { values } = parseArgs({
    options: { connections: { type: 'string', default: '1000' }, deliveries: { type: 'string', default: '100000' } },
  });
  const started = Date.now();
  const tokens = await seedDashboardStore(process.env, {
    connections: Number(values.connections),
    deliveries: Number(values.deliveries),
    log: (s) => process.stderr.write(`${s}\n`),
  });
  process.stdout.write(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s\n${JSON.stringify(tokens, null, 2)}\n`);
}
