import { PlugboardError } from '../../../errors/plugboard-error.js';
import { DASHBOARD_HEADERS } from '../../dashboard-ui/page.js';
import { defineHandler } from '../../handler-context.js';
import { readWebAsset } from '../../present/web-assets.js';
import { text } from '../../reply.js';

export default defineHandler<'getDashboardAsset'>(async (ctx) => {
  const name = ctx.params.asset;
  const body = await readWebAsset('dashboard', name);
  if (body === undefined) {
    throw new PlugboardError('NOT_FOUND', 'The dashboard is not built: run `npm run build:web`', { details: { asset: name } });
  }
  const type = name.endsWith('.css') ? 'text/css; charset=utf-8' : 'application/javascript; charset=utf-8';
  return text(body, type, 200, { ...DASHBOARD_HEADERS, 'cache-control': 'no-cache' });
});
