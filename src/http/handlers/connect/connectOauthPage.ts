import { connectPage } from '../../present/connect-pages.js';
import { defineHandler } from '../../handler-context.js';
import { text } from '../../reply.js';

/** The sign-in popup's first page: it gets the session from the modal that opened it, never from its address. */
export default defineHandler<'connectOauthPage'>(() => {
  const page = connectPage({ page: 'oauth-launch', origin: null, originRefused: false, branding: {}, theme: 'auto', locale: null }, []);
  return text(page.html, 'text/html; charset=utf-8', 200, page.headers);
});
