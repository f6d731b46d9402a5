import { apiReferencePage } from '../../api-reference/api-reference.js';
import { defineHandler } from '../../handler-context.js';
import { text } from '../../reply.js';

/** The API reference page, rendered in the browser from /openapi.json by Redoc (served from /docs/redoc.standalone.js). */
export default defineHandler<'getApiReference'>(() => {
  const page = apiReferencePage();
  return text(page.html, 'text/html; charset=utf-8', 200, page.headers);
});
