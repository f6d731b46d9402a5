import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler<'listDashboardSsoProviders'>(async ({ services }) =>
  json({ providers: await services.ssoSettings.listPublic() }, 200, { 'cache-control': 'no-store' }),
);
