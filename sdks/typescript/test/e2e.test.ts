import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Plugboard } from '../src/index.js';
import { e2e } from './e2e-env.js';

describe('e2e: against a live gateway (PLUGBOARD_E2E)', { skip: e2e ? false : 'PLUGBOARD_E2E is not set' }, () => {
  const plugboard = () => new Plugboard({ baseUrl: e2e!.url, apiToken: e2e!.apiToken });

  it('creates a connect session token', async () => {
    const session = await plugboard().createSessionToken({ integrationId: e2e!.integrationId });
    assert.match(session.sessionToken, /\S{16,}/);
  });
});
