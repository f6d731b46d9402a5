import { defineHandler } from '../../handler-context.js';
import { requireSession } from '../../present/session.js';
import { ok } from '../../reply.js';

interface Body {
  integrationId: string;
  authMethodId: string;
  credentials: Record<string, string>;
  inputs?: Record<string, string>;
}

export default defineHandler<Body>(async ({ auth, body, services }) =>
  ok(await services.connect.submitCredentials(requireSession(auth), body)),
);
