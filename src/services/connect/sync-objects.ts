import { PlugboardError } from '../../errors/plugboard-error.js';

/** Object type names of the synced cache: what every manifest uses (`contacts`, `calls`, `crm_notes`...). */
const OBJECT_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const MAX_OBJECTS = 64;

/**
 * The keys of `connection.sync.objects` become field names of stored documents, so a key holding `.`, starting
 * with `$` or holding NUL would be refused by the store (a 500) or address another field. Only plain names pass;
 * every bad key is named in one 400.
 */
export function checkSyncObjects(objects: Record<string, boolean> | undefined): Record<string, boolean> | undefined {
  if (!objects) return undefined;
  const keys = Object.keys(objects);
  const problems = keys
    .filter((k) => !OBJECT_NAME.test(k))
    .map((k) => ({
      field: 'body.connection.sync.objects',
      rule: 'object-name',
      message: `${JSON.stringify(k)} is not an object name (letters, digits, _ and -, starting with a letter, at most 64)`,
    }));
  if (keys.length > MAX_OBJECTS) {
    problems.push({ field: 'body.connection.sync.objects', rule: 'maxProperties', message: `at most ${MAX_OBJECTS} object types` });
  }
  if (problems.length) {
    throw new PlugboardError('VALIDATION_FAILED', `Invalid request: ${problems[0]!.field} ${problems[0]!.message}`, { details: problems });
  }
  return objects;
}
