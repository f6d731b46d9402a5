import { defineHandler } from '../../handler-context.js';
import { connectPage } from '../../connect-ui/connect-page.js';
import { text } from '../../reply.js';

/** The modal page: static HTML + script; everything it shows comes from /api/connect/* with the session token. */
export default defineHandler(() => {
  const page = connectPage();
  return text(page.html, 'text/html; charset=utf-8', 200, page.headers);
});
