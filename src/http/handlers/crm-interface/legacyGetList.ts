import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../present/session.js';
import { json } from '../../reply.js';

interface Query {
  accessToken: string;
  objectType: 'contact' | 'lead';
  id: string;
  cursor?: string;
  allFields?: boolean;
}

export default defineHandler<unknown, Query>(async ({ auth, query, services }) =>
  json(await services.legacyCrm.getList(requireEnvironment(auth), query)),
);
