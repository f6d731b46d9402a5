import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'updateConnectSettings'>(async ({ auth, body, req, services }) =>
  ok({ connectSettings: await services.connectSettings.update(requireEnvironment(auth), body, auditOf({ auth, req, services })) }),
);
