import { redocScript } from '../../api-reference/api-reference.js';
import { defineHandler } from '../../handler-context.js';
import { text } from '../../reply.js';

export default defineHandler<'getApiReferenceScript'>(() =>
  text(redocScript(), 'application/javascript; charset=utf-8', 200, {
    'cache-control': 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
  }),
);
