import { defineHandler } from '../../handler-context.js';
import { sdkClassicScript } from '../../connect-ui/sdk-source.js';
import { text } from '../../reply.js';

export default defineHandler(() =>
  text(sdkClassicScript, 'application/javascript; charset=utf-8', 200, { 'cache-control': 'public, max-age=300' }),
);
