import type { AuthMethod, Integration } from './api.js';
import { h } from './dom.js';
import type { Translate } from './i18n/index.js';

type Field = AuthMethod['fields'][number];
type Input = Integration['inputs'][number];

/** One field of the form: what it asks for, with the manifest's help, and where its value goes. */
interface FieldSpec {
  key: string;
  kind: 'credential' | 'input';
  label: string;
  secret: boolean;
  required: boolean;
  help?: string;
  helpUrl?: string;
  placeholder?: string;
  pattern?: string;
}

export interface BuiltForm {
  form: HTMLFormElement;
  /** Checks every field, shows inline errors, focuses the first wrong one; the values when all are valid. */
  validate(): { credentials: Record<string, string>; inputs: Record<string, string> } | null;
  /** Server-side problems (VALIDATION_FAILED details) shown on their fields; true when one matched. */
  showServerProblems(details: unknown): boolean;
  setBusy(busy: boolean, label?: string): void;
  focusFirst(): void;
}

const specOfField = (f: Field): FieldSpec => ({ key: f.name, kind: 'credential', ...f });
const specOfInput = (i: Input): FieldSpec => ({ key: i.name, kind: 'input', secret: false, ...i });

/** The form of one auth method: its credential fields (none for OAuth), then the connection inputs it needs. */
export function buildForm(
  t: Translate,
  method: AuthMethod,
  inputs: Input[],
  submitLabel: string,
  onSubmit: (form: BuiltForm) => void,
): BuiltForm {
  const specs = [...method.fields.map(specOfField), ...inputs.map(specOfInput)];
  const rows = specs.map((s) => fieldRow(t, s));
  const button = h('button', { type: 'submit', class: 'primary', id: 'primary-action' }, submitLabel);
  // In a band of its own that sticks to the bottom of the modal: a refusal or field errors above the fields make the
  // modal taller than the window, and the button must stay in view (it was pushed below the fold).
  const form = h('form', { novalidate: true, 'data-method': method.id }, ...rows.map((r) => r.row), h('div', { class: 'actions' }, button));
  const built: BuiltForm = {
    form,
    validate() {
      const credentials: Record<string, string> = {};
      const inputsOut: Record<string, string> = {};
      let firstBad: HTMLInputElement | undefined;
      for (const r of rows) {
        const problem = r.check();
        if (problem && !firstBad) firstBad = r.input;
        const v = r.input.value.trim();
        if (v) (r.spec.kind === 'credential' ? credentials : inputsOut)[r.spec.key] = v;
      }
      if (firstBad) {
        firstBad.focus();
        return null;
      }
      return { credentials, inputs: inputsOut };
    },
    showServerProblems(details) {
      let matched = false;
      for (const d of Array.isArray(details) ? (details as { field?: string; rule?: string }[]) : []) {
        const key = d.field?.replace(/^body\.(credentials|inputs)\./, '');
        const r = rows.find((x) => x.spec.key === key);
        if (!r) continue;
        r.show(t(d.rule === 'required' ? 'required' : 'badFormat', { field: r.spec.label }));
        if (!matched) r.input.focus();
        matched = true;
      }
      return matched;
    },
    setBusy(busy, label) {
      button.disabled = busy;
      form.setAttribute('aria-busy', String(busy));
      button.textContent = busy ? (label ?? t('connecting')) : submitLabel;
      if (busy) button.prepend(h('span', { class: 'spinner', 'aria-hidden': 'true' }));
      for (const r of rows) r.input.readOnly = busy;
    },
    focusFirst() {
      rows[0]?.input.focus();
    },
  };
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    onSubmit(built);
  });
  return built;
}

function fieldRow(t: Translate, s: FieldSpec) {
  const id = `${s.kind === 'credential' ? 'field' : 'input'}-${s.key}`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const input = h('input', {
    id,
    name: s.key,
    type: s.secret ? 'password' : 'text',
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    required: s.required,
    placeholder: s.placeholder,
    'aria-describedby': s.help || s.helpUrl ? helpId : undefined,
    'aria-required': s.required ? 'true' : undefined,
  });
  const error = h('p', { class: 'field-error', id: errorId, hidden: true });
  const toggle = s.secret
    ? h(
        'button',
        {
          type: 'button',
          class: 'reveal',
          'aria-controls': id,
          'aria-pressed': 'false',
          onclick: () => {
            const shown = input.type === 'text';
            input.type = shown ? 'password' : 'text';
            toggle!.textContent = shown ? t('show') : t('hide');
            toggle!.setAttribute('aria-pressed', String(!shown));
          },
        },
        t('show'),
      )
    : null;
  const help =
    s.help || s.helpUrl
      ? h(
          'p',
          { class: 'help', id: helpId },
          s.help ? `${s.help} ` : '',
          s.helpUrl
            ? h(
                'a',
                { href: s.helpUrl, target: '_blank', rel: 'noopener noreferrer' },
                t('whereToFind'),
                h('span', { class: 'sr-only' }, ` ${t('opensInNewTab')}`),
              )
            : null,
        )
      : null;
  const label = h('label', { for: id }, s.label, s.required ? null : h('span', { class: 'optional' }, ` (${t('optional')})`));
  // The error sits right under the field it is about, before the help.
  const row = h('div', { class: 'field' }, label, h('div', { class: 'control' }, input, toggle), error, help);
  const show = (message: string | null) => {
    error.textContent = message ?? '';
    error.hidden = !message;
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
    const described = [s.help || s.helpUrl ? helpId : '', message ? errorId : ''].filter(Boolean).join(' ');
    if (described) input.setAttribute('aria-describedby', described);
    else input.removeAttribute('aria-describedby');
  };
  const check = (): string | null => {
    const v = input.value.trim();
    let problem: string | null = null;
    if (!v && s.required) problem = t('required', { field: s.label });
    else if (v && s.pattern && !safeTest(s.pattern, v)) problem = t('badFormat', { field: s.label });
    show(problem);
    return problem;
  };
  input.addEventListener('blur', () => {
    if (input.value.trim() || input.getAttribute('aria-invalid') === 'true') check();
  });
  input.addEventListener('input', () => {
    if (input.getAttribute('aria-invalid') === 'true') check();
  });
  return { row, input, spec: s, check, show };
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true; // the gateway checks again
  }
}
