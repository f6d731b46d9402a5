import { defineHandler } from '../../handler-context.js';
import { webAsset } from '../../present/web-assets.js';
import { text } from '../../reply.js';

/** Built from web/sdk/ by scripts/build-web.ts (dist/web/sdk/classic.js). */
export default defineHandler<'getSdkScript'>(async () =>
  text(await webAsset('sdk', 'classic.js'), 'application/javascript; charset=utf-8', 200, {
    'cache-control': 'public, max-age=300',
    'x-content-type-options': 'nosniff',
  }),
);
