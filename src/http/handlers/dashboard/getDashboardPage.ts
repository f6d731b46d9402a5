import { defineHandler } from '../../handler-context.js';
import { DASHBOARD_HEADERS, DASHBOARD_HTML } from '../../dashboard-ui/page.js';
import { text } from '../../reply.js';

export default defineHandler<'getDashboardPage'>(() => text(DASHBOARD_HTML, 'text/html; charset=utf-8', 200, DASHBOARD_HEADERS));
