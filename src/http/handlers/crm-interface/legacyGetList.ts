import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { json } from '../../reply.js';
import type { LegacyGetListResponse } from '../../../generated/api.gen.js';

export default defineHandler<'legacyGetList'>(async ({ auth, query, services }) =>
  // Records are mapped by the manifest at run time: they have the schema's shape by construction (response
  // validation checks it in tests), which TypeScript cannot follow through the mapping.
  json((await services.legacyCrm.getList(requireEnvironment(auth), query)) as LegacyGetListResponse),
);
