import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OperationHandler } from './handler-context.js';

export const HANDLERS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'handlers');

/**
 * Finds `handlers/<area>/<operationId>.ts` files: the file name is the operationId, the default export the
 * handler. Discovery keeps the map in step with the files; `createApp` refuses handlers the spec does not know.
 */
export async function loadHandlers(dir = HANDLERS_DIR): Promise<Map<string, OperationHandler>> {
  const handlers = new Map<string, OperationHandler>();
  for (const area of await readdir(dir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const file of await readdir(path.join(dir, area.name))) {
      const match = /^([A-Za-z0-9]+)\.(ts|js)$/.exec(file);
      if (!match || file.endsWith('.d.ts')) continue;
      const mod = (await import(pathToFileURL(path.join(dir, area.name, file)).href)) as { default?: OperationHandler };
      if (typeof mod.default !== 'function') throw new Error(`${area.name}/${file} has no default-exported handler`);
      const operationId = match[1]!;
      if (handlers.has(operationId)) throw new Error(`Two handler files for operationId ${operationId}`);
      handlers.set(operationId, mod.default);
    }
  }
  return handlers;
}
