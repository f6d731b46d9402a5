/**
 * QA entry point for the contract tests generated from openapi.yaml, against any running instance:
 *   npm run test:contract -- --base-url http://127.0.0.1:8080 --api-token pb_dev_... [--access-token pb_conn_...]
 * Without --base-url it boots its own gateway on the embedded store (as `npm test` does).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opts = new Command()
  .name('test:contract')
  .option('--base-url <url>', 'address of a running Plugboard gateway')
  .option('--api-token <token>', 'an environment API token (x-svc-api-token / svc-api-token)')
  .option('--access-token <token>', 'a connection access token of that environment (x-svc-access-token)')
  .option('--connection-id <id>', 'the id of that connection')
  .option('--session-token <token>', 'a session token (otherwise one is created per test through the API)')
  .option('--agent-key <key>', 'an agent key of that environment (Authorization: Bearer pb_agent_...)')
  .parse()
  .opts<{ baseUrl?: string; apiToken?: string; accessToken?: string; connectionId?: string; sessionToken?: string; agentKey?: string }>();

if (opts.baseUrl && !opts.apiToken) {
  process.stderr.write('--api-token is required with --base-url (create one with: npm run admin -- projects create --name QA)\n');
  process.exit(2);
}
const env: NodeJS.ProcessEnv = { ...process.env };
if (opts.baseUrl) env.CONTRACT_BASE_URL = opts.baseUrl;
if (opts.apiToken) env.CONTRACT_API_TOKEN = opts.apiToken;
if (opts.accessToken) env.CONTRACT_ACCESS_TOKEN = opts.accessToken;
if (opts.connectionId) env.CONTRACT_CONNECTION_ID = opts.connectionId;
if (opts.sessionToken) env.CONTRACT_SESSION_TOKEN = opts.sessionToken;
if (opts.agentKey) env.CONTRACT_AGENT_KEY = opts.agentKey;

const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/mocha/bin/mocha.js'), '--config', path.join(root, 'test/contract/.mocharc.json')],
  { cwd: root, env, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
