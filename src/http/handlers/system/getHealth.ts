import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

/** Liveness: the process answers. Says nothing about the database (see getReadiness). */
export default defineHandler<'getHealth'>(() => json({ status: 'ok' }));
