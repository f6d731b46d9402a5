import { specDocument } from '../../api-reference/api-reference.js';
import { defineHandler } from '../../handler-context.js';
import { text } from '../../reply.js';

/** Written as prepared text: re-serialising (and validating) the whole contract on every request is waste. */
export default defineHandler(() => text(specDocument().json, 'application/json; charset=utf-8', 200, { 'cache-control': 'no-cache' }));
