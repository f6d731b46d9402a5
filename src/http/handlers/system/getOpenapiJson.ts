import { specDocument } from '../../api-reference/api-reference.js';
import { defineHandler, type OperationReply } from '../../handler-context.js';
import { text } from '../../reply.js';

/** Written as prepared text: re-serialising (and validating) the whole contract on every request is waste. */
export default defineHandler<'getOpenapiJson'>(
  () =>
    // The JSON text of the spec document the schema describes: typed as that document, sent as is.
    text(specDocument().json, 'application/json; charset=utf-8', 200, {
      'cache-control': 'no-cache',
    }) as unknown as OperationReply<'getOpenapiJson'>,
);
