import { specDocument } from '../../api-reference/api-reference.js';
import { defineHandler } from '../../handler-context.js';
import { text } from '../../reply.js';

export default defineHandler<'getOpenapiYaml'>(() =>
  text(specDocument().yaml, 'application/yaml; charset=utf-8', 200, { 'cache-control': 'no-cache' }),
);
