import { COMMON_MODELS } from './common-models.js';
import { valuesEqualToDefault, withSchemaDefaults } from './schema-defaults.js';

/** A value a manifest writes that something else already says: the schema's default, or the common model. */
export interface RepeatedFact {
  /** JSON pointer of the value in the resolved manifest */
  pointer: string;
  message: string;
  hint: string;
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The values of a (schema-valid, resolved) manifest that repeat a fact said elsewhere, so a reader learns nothing
 * from them and a change of the fact leaves a stale copy behind (issue 29.4): a value equal to its manifest-schema
 * `default`, and a field's `write: false` where the common model already makes the field read-only (`write: never`).
 * `connectors:check` warns on each; `npm run connectors:migrate` deletes them.
 */
export function repeatedFacts(manifest: unknown): RepeatedFact[] {
  const out: RepeatedFact[] = valuesEqualToDefault(manifest).map((d) => ({
    pointer: d.pointer,
    message: `'${d.key}: ${JSON.stringify(d.value)}' is the schema's default`,
    hint: 'leave it out (npm run connectors:migrate does)',
  }));
  const models = isObject(manifest) && isObject(manifest.models) ? manifest.models : {};
  for (const [id, model] of Object.entries(models)) {
    const fields = isObject(model) && isObject(model.fields) ? model.fields : {};
    for (const [name, field] of Object.entries(fields)) {
      if (!isObject(field) || field.write !== false || COMMON_MODELS[id]?.[name]?.write !== 'never') continue;
      out.push({
        pointer: `/models/${escape(id)}/fields/${escape(name)}/write`,
        message: `'write: false' repeats the common model: ${id} ${name} is read-only`,
        hint: 'leave it out (src/connectors/schema/common-models.yaml says it; npm run connectors:migrate does)',
      });
    }
  }
  return out;
}

/**
 * A copy of a (schema-valid, resolved) manifest with the facts said elsewhere filled in: every schema default, and
 * `write: false` on the fields the common model makes read-only. The compiler works on this copy, so a manifest that
 * repeats such a fact and one that leaves it out compile to the same connector. `definitions` goes: its fragments
 * are already resolved into the places that use them (and filled there).
 */
export function withImpliedFacts<T>(manifest: T): T {
  const filled = withSchemaDefaults(manifest);
  if (isObject(filled)) delete filled.definitions;
  const models = isObject(filled) && isObject(filled.models) ? filled.models : {};
  for (const [id, model] of Object.entries(models)) {
    const fields = isObject(model) && isObject(model.fields) ? model.fields : {};
    for (const [name, field] of Object.entries(fields))
      if (isObject(field) && COMMON_MODELS[id]?.[name]?.write === 'never') field.write = false;
  }
  return filled;
}
