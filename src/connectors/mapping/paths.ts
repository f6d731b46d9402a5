/**
 * Dot paths into downstream JSON (`properties.firstname`, `emails.0.value`). A missing step reads as undefined,
 * never throws. '' (or '$') is the value itself. A key that holds a dot escapes it with a backslash: OData's
 * `@odata.nextLink` is the path `@odata\.nextLink`.
 */
export type Path = readonly string[];

export function parsePath(path: string | undefined): Path {
  if (path === undefined || path === '' || path === '$') return [];
  if (!path.includes('\\')) return path.split('.');
  return path.split(/(?<!\\)\./).map((k) => k.replace(/\\\./g, '.'));
}

export function getPath(value: unknown, path: Path): unknown {
  let cur = value;
  for (const key of path) {
    if (cur === null || cur === undefined || typeof cur !== 'object') return undefined;
    // Own properties only: a path must never reach Object.prototype.
    if (!Object.prototype.hasOwnProperty.call(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** Sets a value, creating objects on the way (arrays when the next key is a number). */
export function setPath(target: Record<string, unknown>, path: Path, value: unknown): void {
  if (path.length === 0) throw new Error('cannot set the root');
  let cur: Record<string, unknown> = target;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new Error(`unsafe path key ${key}`);
    let next = cur[key];
    if (next === null || typeof next !== 'object') {
      next = /^\d+$/.test(path[i + 1]!) ? [] : {};
      cur[key] = next;
    }
    cur = next as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (last === '__proto__' || last === 'constructor' || last === 'prototype') throw new Error(`unsafe path key ${last}`);
  cur[last] = value;
}

export const pathKey = (p: Path) => p.join('.');
