import { expect } from 'chai';
import path from 'node:path';
import { OpenAPIBackend, type Operation, type Request } from 'openapi-backend';
import { PACKAGE_ROOT } from '../../../src/config/package-root.js';
import { speedUpRouter } from '../../../src/http/openapi-router-fast.js';

async function backend(): Promise<OpenAPIBackend> {
  const api = new OpenAPIBackend({ definition: path.join(PACKAGE_ROOT, 'openapi.yaml'), quick: true, validate: false });
  await api.init();
  return api;
}

/** A concrete path for a template: each `{name}` filled with a value that needs decoding. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, (m) => `v%20${m.length}`);

/** What a match answers: the operation, or the error openapi-backend throws in strict mode. */
function outcome(fn: () => Operation | undefined): string {
  try {
    return fn()?.operationId ?? 'undefined';
  } catch (e) {
    return (e as Error).message;
  }
}

describe('openapi-router-fast: the indexed router answers as openapi-backend does', () => {
  let plain: OpenAPIBackend;
  let fast: OpenAPIBackend;
  let operations: Operation[];

  before(async () => {
    plain = await backend();
    fast = await backend();
    operations = speedUpRouter(fast);
  });

  it('matches every operation of openapi.yaml, and answers 404/405 alike for paths and methods it has not', () => {
    const requests: Request[] = [];
    for (const op of operations) {
      const p = concrete(op.path);
      // Its own method, another one (405 or another operation), a trailing slash, a longer path (404 or a template).
      const other = op.method === 'get' ? 'DELETE' : 'GET';
      requests.push(
        { method: op.method, path: p, headers: {} },
        { method: other, path: p, headers: {} },
        { method: op.method.toUpperCase(), path: `${p}/`, headers: {} },
        { method: op.method, path: `${p}/extra`, headers: {} },
      );
    }
    requests.push({ method: 'GET', path: '/nowhere', headers: {} }, { method: 'GET', path: '', headers: {} });
    expect(requests.length).to.be.greaterThan(400);
    for (const req of requests) {
      const strict = outcome(() => plain.router.matchOperation(req, true));
      expect(
        outcome(() => fast.router.matchOperation(req, true)),
        `${req.method} ${req.path}`,
      ).to.equal(strict);
      if (strict.includes('-')) expect(fast.router.matchOperation(req, false)).to.equal(undefined);
    }
  });

  it('parses requests as openapi-backend does (path parameters decoded, headers and query copied, cookies, styled query)', () => {
    for (const op of operations) {
      const query = { limit: '5', ids: ['a', 'b'], filter: '{"a":1}', fields: 'a,b' };
      const variants: Request[] = [
        {
          method: op.method.toUpperCase(),
          path: concrete(op.path),
          headers: { 'content-type': 'application/json' },
          query,
          body: { a: [1] },
        },
        { method: op.method.toUpperCase(), path: `${concrete(op.path)}?x=1`, headers: { cookie: 'a=1; b=2' }, query: {}, body: '{"s":1}' },
      ];
      for (const req of variants) {
        const mine = fast.router.parseRequest(req, op);
        const theirs = plain.router.parseRequest(req, op);
        expect(mine, `${op.operationId}`).to.deep.equal(theirs);
        // Copies: coercion during validation writes into these, never into the request it was given.
        expect(mine.query).to.not.equal(req.query);
        expect(mine.headers).to.not.equal(req.headers);
      }
      expect(fast.router.parseRequest({ method: 'GET', path: '/x', headers: {}, query: {} })).to.deep.equal(
        plain.router.parseRequest({ method: 'GET', path: '/x', headers: {}, query: {} }),
      );
    }
  });
});
