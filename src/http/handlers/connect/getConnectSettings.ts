import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'getConnectSettings'>(({ auth, services }) =>
  ok({ connectSettings: services.connectSettings.get(requireEnvironment(auth)) }),
);
