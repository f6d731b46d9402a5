import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { parse } from 'yaml';
import { ERROR_CODES } from '../../../src/errors/codes.js';

describe('errors: codes', () => {
  it('are exactly the ErrorCode enum of openapi.yaml', () => {
    const spec = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8'));
    expect([...spec.components.schemas.ErrorCode.enum].sort()).to.deep.equal([...ERROR_CODES].sort());
  });
});
