import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../present/session.js';
import { json } from '../../reply.js';

export default defineHandler<unknown, { accessToken: string; cursor?: string; allFields?: boolean }>(async ({ auth, query, services }) =>
  json(await services.legacyCrm.listContacts(requireEnvironment(auth), query)),
);
