import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { PACKAGE_ROOT } from '../../../src/config/package-root.js';

// The connect modal falls back to English when a string has no translation, so a missing one shows no error anywhere:
// this test is what keeps every shipped manifest fully French.
const LANG = 'fr';
const dir = path.join(PACKAGE_ROOT, 'connectors');
const ids = readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

interface Tr {
  label?: string;
  help?: string;
  placeholder?: string;
  access?: string[];
}
interface Field {
  name?: string;
  label?: string;
  help?: string;
  placeholder?: string;
  translations?: Record<string, Tr>;
}
type Method = Field & { id: string; access?: string[]; field?: Field; username?: Field; password?: Field };
/** A connection input; one read from the token answer is never shown, so it needs no words. */
type Input = Field & { from_token_response?: string; from_callback_query?: string };

/** What a field or an input shown in the modal lacks in LANG (a worded placeholder needs translating too). */
function untranslated(where: string, field: Field): string[] {
  const ftr = field.translations?.[LANG];
  const missing: string[] = [];
  for (const key of ['label', 'help'] as const) {
    if (field[key] !== undefined && !ftr?.[key]) missing.push(`${where}: ${key}`);
  }
  // A placeholder made of words ("40 letters and digits", "e.g. …") needs translating; a bare sample token
  // (pat-na1-…, ak_…) reads the same in every language.
  if (field.placeholder?.includes(' ') && !ftr?.placeholder) missing.push(`${where}: placeholder`);
  return missing;
}

describe(`connectors: every shipped manifest carries ${LANG} text for the connect modal`, () => {
  it('finds manifests to check', () => {
    expect(ids.length).to.be.greaterThan(10);
  });

  for (const id of ids) {
    it(`${id}: each auth method, credential field and connection input has ${LANG} label, access, help and placeholder`, () => {
      const manifest = parse(readFileSync(path.join(dir, id, 'manifest.yaml'), 'utf8')) as {
        connection: { auth: Method[]; inputs?: Record<string, Input> };
      };
      const missing: string[] = [];
      for (const method of manifest.connection.auth) {
        const tr = method.translations?.[LANG];
        if (method.label !== undefined && !tr?.label) missing.push(`${method.id}: label`);
        if (method.access && tr?.access?.length !== method.access.length)
          missing.push(`${method.id}: access (${method.access.length} lines)`);
        for (const field of [method.field, method.username, method.password]) {
          if (field) missing.push(...untranslated(`${method.id}.${field.name ?? '?'}`, field));
        }
      }
      for (const [name, input] of Object.entries(manifest.connection.inputs ?? {})) {
        if (input.from_token_response === undefined && input.from_callback_query === undefined)
          missing.push(...untranslated(`inputs.${name}`, input));
      }
      expect(missing, `${id} lacks ${LANG} text`).to.deep.equal([]);
    });
  }
});
