import { AsyncResource } from 'node:async_hooks';

/** The async context this module was loaded in (start-up): no request's trace span, log fields or deadline. */
const startUp = new AsyncResource('PlugboardOutsideRequest');

/**
 * Runs work that a request starts but does not wait for (a last-used time, a rate-limit count, a connection's
 * health) in the start-up context instead of the request's. Otherwise its store calls show up in the request's
 * trace as children that end after their parent, and it would inherit a request-scoped context it has no part in.
 */
export function outsideRequest<T>(work: () => T): T {
  return startUp.runInAsyncScope(work);
}
