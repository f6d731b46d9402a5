import type { AuthMethod, ConnectView } from './api.js';

type Field = AuthMethod['fields'][number] | ConnectView['integration']['inputs'][number];

function localizeField<F extends Field>(f: F, lang: string): F {
  const ft = f.translations?.[lang];
  if (!ft) return f;
  return {
    ...f,
    ...(ft.label ? { label: ft.label } : {}),
    ...(ft.help ? { help: ft.help } : {}),
    ...(ft.placeholder ? { placeholder: ft.placeholder } : {}),
  };
}

/**
 * The manifest's words (method label, access lines, field and input label, help and placeholder) in the modal's language where
 * the manifest translates them (its `translations`, by language tag), else its English ones.
 */
function localizeMethod(m: AuthMethod, lang: string): AuthMethod {
  const tr = m.translations?.[lang];
  return {
    ...m,
    ...(tr?.label ? { label: tr.label } : {}),
    ...(tr?.access?.length ? { access: tr.access } : {}),
    fields: m.fields.map((f) => localizeField(f, lang)),
  };
}

/** The session's view with every method in the modal's language (`lang`: the page's `<html lang>`). */
export function localizeView(view: ConnectView, lang: string): ConnectView {
  return {
    ...view,
    authMethods: view.authMethods.map((m) => localizeMethod(m, lang)),
    integration: {
      ...view.integration,
      authMethods: view.integration.authMethods.map((m) => localizeMethod(m, lang)),
      inputs: view.integration.inputs.map((i) => localizeField(i, lang)),
    },
  };
}
