/**
 * The gateway the fuzz stage runs against (scripts/fuzz-api.sh): the embedded store in a temporary folder, one
 * project, and a HubSpot connection whose host is a fake HubSpot on 127.0.0.1, so tool calls answer without
 * network. Private webhook targets stay refused (the default): nothing the fuzzer registers is ever reached.
 * Prints one line `FUZZ_GATEWAY {json}` with the address and tokens, then runs until SIGTERM/SIGINT.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bootGateway } from '../../src/composition/boot.js';
import { PACKAGE_ROOT as REPO_ROOT } from '../../src/config/package-root.js';
import { loadConfig } from '../../src/config/load-config.js';
import { createLogger } from '../../src/log/logger.js';
import { FakeHubspot } from '../../test/support/fake-tools/fake-hubspot.js';

const TOKEN = 'fuzz-hubspot-private-app-token';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-fuzz-'));
const hubspot = await new FakeHubspot(TOKEN).start();
hubspot.add('contacts', { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' });
hubspot.add('companies', { name: 'Analytical Engines', domain: 'engines.example' });
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  PLUGBOARD_DATA_DIR: dataDir,
  PLUGBOARD_JOBS: 'false',
  PLUGBOARD_VALIDATE_RESPONSES: 'true', // an answer that does not match openapi.yaml becomes a 500: the fuzzer sees it
  PLUGBOARD_CONNECTORS_DIR: path.join(REPO_ROOT, 'connectors'),
  PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hubspot.origin } }),
  // The fuzzer sends many requests from one address; the limits are tested on their own (test/http/foundation).
  PLUGBOARD_RATE_LIMIT_PER_MINUTE: '0',
  PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '1000000',
  PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX: '1000000',
  LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'error',
});
const gateway = await bootGateway(config, createLogger(config.logLevel));
const { services } = gateway.core;
const project = await services.projects.createProject('Fuzz');
const apiToken = project.environments.find((e) => e.name === 'development')!.apiToken;
const env = await services.projects.getEnvironment(project.projectId, 'development');
const conn = await services.connections.create(env, {
  integrationId: 'hubspot',
  authMethodId: 'private_app',
  credentials: { type: 'bearer', token: TOKEN },
});
process.stdout.write(`FUZZ_GATEWAY ${JSON.stringify({ url: gateway.url, apiToken, accessToken: conn.accessToken })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await gateway.close();
  await hubspot.server.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
