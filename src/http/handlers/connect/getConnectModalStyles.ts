import { defineHandler } from '../../handler-context.js';
import { webAsset } from '../../present/web-assets.js';
import { text } from '../../reply.js';

/** Built from web/connect/ by scripts/build-web.ts (dist/web/connect/main.css). */
export default defineHandler<'getConnectModalStyles'>(async () =>
  text(await webAsset('connect', 'main.css'), 'text/css; charset=utf-8', 200, {
    'cache-control': 'public, max-age=300',
    'x-content-type-options': 'nosniff',
  }),
);
