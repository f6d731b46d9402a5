import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { verifyWebhook, WebhookVerificationError } from '../src/index.js';

interface Vector {
  name: string;
  body: string;
  headers: Record<string, string>;
  secret: string;
  apiToken: string;
  nowMs: number;
  secretResult: string;
  apiTokenResult: string;
}
// Signed by the gateway's own code (scripts/sdk-e2e/webhook-vectors.ts keeps the file true to it).
const file = JSON.parse(readFileSync(new URL('../../testdata/webhook-vectors.json', import.meta.url), 'utf8')) as {
  toleranceSeconds: number;
  vectors: Vector[];
};

async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (e) {
    if (e instanceof WebhookVerificationError) return e.reason;
    throw e;
  }
}

describe('webhooks: verifyWebhook on the shared vectors', () => {
  for (const v of file.vectors) {
    it(`${v.name}: secret ${v.secretResult}, API token ${v.apiTokenResult}`, async () => {
      const common = { body: v.body, headers: v.headers, now: v.nowMs, toleranceSeconds: file.toleranceSeconds };
      assert.equal(await outcome(() => verifyWebhook({ ...common, secret: v.secret })), v.secretResult);
      assert.equal(await outcome(() => verifyWebhook({ ...common, apiToken: v.apiToken })), v.apiTokenResult);
      // Raw bytes verify as the string does; a fetch Headers works as Node's header record does.
      const bytes = new TextEncoder().encode(v.body);
      assert.equal(
        await outcome(() => verifyWebhook({ ...common, body: bytes, headers: new Headers(v.headers), secret: v.secret })),
        v.secretResult,
      );
      const both = v.secretResult === 'ok' && v.apiTokenResult === 'ok' ? 'ok' : 'failed';
      const got = await outcome(() => verifyWebhook({ ...common, secret: v.secret, apiToken: v.apiToken }));
      assert.equal(got === 'ok' ? 'ok' : 'failed', both);
    });
  }

  it('returns the event of a valid delivery', async () => {
    const v = file.vectors.find((x) => x.secretResult === 'ok')!;
    const event = await verifyWebhook({ body: v.body, headers: v.headers, secret: v.secret, now: v.nowMs });
    assert.deepEqual(event, JSON.parse(v.body));
  });

  it('refuses to verify without a key', async () => {
    const v = file.vectors[0]!;
    assert.equal(await outcome(() => verifyWebhook({ body: v.body, headers: v.headers, now: v.nowMs })), 'no_key');
  });
});
