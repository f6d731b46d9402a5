/**
 * Writes sdks/testdata/webhook-vectors.json: webhook deliveries signed by the gateway's own signing code
 * (src/events/sign-webhook.ts), valid ones and altered ones, that every SDK's webhook verification is tested with.
 * `--check` fails when the file differs from what the signing code gives today (run by scripts/test-sdks.sh).
 *
 * Each vector: `body` (the exact raw body, UTF-8), `headers` (as delivered, lower-case names), `secret` (the
 * webhook's `whsec_...`), `apiToken`, `nowMs` (the receiver's clock), and the expected outcome of verifying with
 * the secret alone (`secretResult`) and with the API token alone (`apiTokenResult`), each one of `ok`,
 * `bad_signature`, `stale` (outside `toleranceSeconds` of nowMs, either way) or `missing_header`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PACKAGE_ROOT as REPO_ROOT } from '../../src/config/package-root.js';
import { signedHeaders } from '../../src/events/sign-webhook.js';

const FILE = path.join(REPO_ROOT, 'sdks/testdata/webhook-vectors.json');
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const OTHER_SECRET = 'whsec_dGhpcyBpcyBub3QgdGhlIHJpZ2h0IHNlY3JldA==';
const API_TOKEN = 'pb_dev_k3Jd9sQm2Zx7Vt4Lp0Wn8Hy6Bc1Rf5Ga';
const TOLERANCE_SECONDS = 300;
const T = '1795758701049'; // ms

type Result = 'ok' | 'bad_signature' | 'stale' | 'missing_header';
interface Vector {
  name: string;
  body: string;
  headers: Record<string, string>;
  secret: string;
  apiToken: string;
  nowMs: number;
  secretResult: Result;
  apiTokenResult: Result;
}

const event = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    connectionId: 'conn_4gh4mgw4sryd1jybd0ag',
    eventId: 'evt_j3417s46tzsht9zzd61n',
    eventTime: '2026-11-27T05:51:41.003Z',
    eventType: 'object.crm.contacts.created',
    data: { id: '1031' },
    ...over,
  });

function sign(body: string, opts: { secret?: string; apiToken?: string; timestampMs?: string } = {}): Record<string, string> {
  const h = signedHeaders({
    apiToken: opts.apiToken ?? API_TOKEN,
    webhookSecret: opts.secret ?? SECRET,
    projectId: 'proj_b6764jwf8c50a1wqhfp5',
    webhookId: 'wh_9yypqtbac22w4a9a8285',
    deliveryId: 'whd_4vy5xvgh4e6wj68a2pkj',
    timestampMs: opts.timestampMs ?? T,
    body,
  });
  delete h['user-agent'];
  return h;
}

function vectors(): Vector[] {
  const body = event();
  const base = { body, secret: SECRET, apiToken: API_TOKEN, nowMs: Number(T) + 10_000 };
  const headers = sign(body);
  const unicode = event({ eventType: 'system.webhook.test', data: { id: 'Zoë 🚀 「テスト」' } });
  const { ['webhook-signature']: _ws, ['x-svc-webhook-signature']: _xs, ...unsigned } = headers;
  return [
    { name: 'valid, both schemes', ...base, headers, secretResult: 'ok', apiTokenResult: 'ok' },
    {
      name: 'valid, non-ASCII body (verified on the UTF-8 bytes)',
      ...base,
      body: unicode,
      headers: sign(unicode),
      secretResult: 'ok',
      apiTokenResult: 'ok',
    },
    {
      name: 'body altered after signing',
      ...base,
      body: body.replace('"1031"', '"1032"'),
      headers,
      secretResult: 'bad_signature',
      apiTokenResult: 'bad_signature',
    },
    {
      name: 'body re-serialised with spaces (the raw body must be used)',
      ...base,
      body: JSON.stringify(JSON.parse(body), null, 1),
      headers,
      secretResult: 'bad_signature',
      apiTokenResult: 'bad_signature',
    },
    {
      name: 'signed with another secret and another API token',
      ...base,
      headers: sign(body, { secret: OTHER_SECRET, apiToken: 'pb_dev_another_token_0000000000000000' }),
      secretResult: 'bad_signature',
      apiTokenResult: 'bad_signature',
    },
    {
      name: 'several signatures (a rotation): one of them matches',
      ...base,
      headers: {
        ...headers,
        'webhook-signature': `${sign(body, { secret: OTHER_SECRET })['webhook-signature']} ${headers['webhook-signature']}`,
      },
      secretResult: 'ok',
      apiTokenResult: 'ok',
    },
    {
      name: 'timestamps changed after signing (replayed with a new time)',
      ...base,
      headers: { ...headers, 'x-svc-timestamp': String(Number(T) + 1000), 'webhook-timestamp': String(Math.floor(Number(T) / 1000) + 1) },
      secretResult: 'bad_signature',
      apiTokenResult: 'bad_signature',
    },
    {
      name: 'stale: received 301 s after it was signed',
      ...base,
      headers,
      nowMs: Number(T) + 301_000,
      secretResult: 'stale',
      apiTokenResult: 'stale',
    },
    {
      name: 'from the future: signed 301 s after the receiver clock',
      ...base,
      headers,
      nowMs: Number(T) - 301_000,
      secretResult: 'stale',
      apiTokenResult: 'stale',
    },
    {
      name: 'within the window: received 299 s after it was signed',
      ...base,
      headers,
      nowMs: Number(T) + 299_000,
      secretResult: 'ok',
      apiTokenResult: 'ok',
    },
    { name: 'signature headers missing', ...base, headers: unsigned, secretResult: 'missing_header', apiTokenResult: 'missing_header' },
  ];
}

const text = `${JSON.stringify(
  {
    description:
      'Webhook deliveries signed by the gateway (src/events/sign-webhook.ts), for every SDK’s verification tests. Written by scripts/sdk-e2e/webhook-vectors.ts: do not edit by hand.',
    toleranceSeconds: TOLERANCE_SECONDS,
    vectors: vectors(),
  },
  null,
  2,
)}\n`;

if (process.argv.includes('--check')) {
  const current = await readFile(FILE, 'utf8').catch(() => '');
  if (current !== text) {
    console.error(
      `${path.relative(REPO_ROOT, FILE)} differs from what the gateway's signing code gives: run 'npx tsx scripts/sdk-e2e/webhook-vectors.ts'`,
    );
    process.exit(1);
  }
} else {
  await writeFile(FILE, text);
  console.error(`wrote ${path.relative(REPO_ROOT, FILE)}`);
}
