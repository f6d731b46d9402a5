import { defineHandler } from '../../handler-context.js';
import { requireSession } from '../../present/session.js';
import { ok } from '../../reply.js';

export default defineHandler<{ integrationId: string; oauthAppId?: string; inputs?: Record<string, string> }>(
  async ({ auth, body, services }) => {
    const authorizeUrl = await services.connect.startOAuth(requireSession(auth), body);
    return ok({ authorizeUrl }, { 'cache-control': 'no-store' });
  },
);
