import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../present/session.js';
import { ok } from '../../reply.js';

export default defineHandler<'getConnectSettings'>(({ auth, services }) =>
  ok({ connectSettings: services.connectSettings.get(requireEnvironment(auth)) }),
);
