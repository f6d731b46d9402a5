import { defineHandler } from '../../handler-context.js';
import { sdkModuleScript } from '../../connect-ui/sdk-source.js';
import { text } from '../../reply.js';

export default defineHandler(() =>
  text(sdkModuleScript, 'application/javascript; charset=utf-8', 200, { 'cache-control': 'public, max-age=300' }),
);
