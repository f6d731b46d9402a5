import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

/** Liveness: the process answers, whatever the database's state (`store` says what this process knows of it). */
export default defineHandler<'getHealth'>(({ services }) =>
  json({ status: 'ok', store: services.health.storeState(), masterKey: services.health.masterKey }),
);
