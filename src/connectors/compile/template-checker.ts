import type { ManifestSource } from '../schema/load-manifest-source.js';
import {
  checkVariable,
  compileTemplate,
  compileValue,
  TemplateSyntaxError,
  type CompiledTemplate,
  type CompiledValue,
  type Scope,
} from '../mapping/template.js';
import type { ManifestError } from '../manifest-error.js';

/** Compiles templates at their manifest positions, reporting syntax errors and variables unknown in the scope. */
export class TemplateChecker {
  constructor(
    private readonly source: ManifestSource,
    private readonly errors: ManifestError[],
  ) {}

  template(pointer: string, text: string, scope: Scope): CompiledTemplate | undefined {
    let t: CompiledTemplate;
    try {
      t = compileTemplate(text);
    } catch (e) {
      if (!(e instanceof TemplateSyntaxError)) throw e;
      this.errors.push(this.source.error(pointer, e.message, "write {{ variable.path | filter('arg') }}"));
      return undefined;
    }
    const exprs = t.kind === 'single' ? [t.expr] : t.kind === 'mixed' ? t.parts.filter((p) => typeof p !== 'string') : [];
    for (const e of exprs) {
      const variable = e.path.join('.');
      const bad = checkVariable(variable, scope);
      if (bad) {
        const known = bad.known.length ? `known here: ${bad.known.join(', ')}` : 'no variables are available here';
        this.errors.push(this.source.error(pointer, `unknown template variable '${bad.unknown}' in ${e.source}`, known));
      }
    }
    return t;
  }

  value(pointer: string, value: unknown, scope: Scope): CompiledValue {
    this.walk(pointer, value, scope);
    try {
      return compileValue(value);
    } catch {
      return { t: 'lit', v: null };
    }
  }

  private walk(pointer: string, value: unknown, scope: Scope): void {
    if (typeof value === 'string') this.template(pointer, value, scope);
    else if (Array.isArray(value))
      value.forEach((v, i) => {
        this.walk(`${pointer}/${i}`, v, scope);
      });
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) this.walk(`${pointer}/${k}`, v, scope);
  }
}

/** Regex matching concrete paths produced by a path template (each interpolation = one path segment). */
export function pathPattern(t: CompiledTemplate | undefined): RegExp {
  if (!t) return /^$/;
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (t.kind === 'literal') return new RegExp(`^${esc(t.value.replace(/\/$/, ''))}/?$`);
  if (t.kind === 'single') return /^.+$/;
  return new RegExp(`^${t.parts.map((p) => (typeof p === 'string' ? esc(p) : '[^/]+')).join('')}/?$`);
}
