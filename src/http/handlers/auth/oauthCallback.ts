import { defineHandler } from '../../handler-context.js';
import { callbackPage } from '../../connect-ui/callback-page.js';
import { text } from '../../reply.js';

interface Query {
  state: string;
  code?: string;
  error?: string;
  error_description?: string;
}

export default defineHandler<unknown, Query>(async ({ query, services }) => {
  const outcome = await services.connect.finishOAuth({
    state: query.state,
    ...(query.code ? { code: query.code } : {}),
    ...(query.error ? { error: query.error } : {}),
    ...(query.error_description ? { errorDescription: query.error_description } : {}),
  });
  const page = callbackPage(outcome);
  return text(page.html, 'text/html; charset=utf-8', outcome.httpStatus, page.headers);
});
