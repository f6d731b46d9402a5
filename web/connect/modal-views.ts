import type { AuthMethod, ConnectView, Integration } from './api.js';
import { glyph, h } from './dom.js';
import type { FlowEvent, FlowState } from './flow.js';
import { buildForm, type BuiltForm } from './form.js';
import type { Translate } from './i18n/index.js';
import type { PageConfig } from './page-config.js';
import { accessList, banner, customerName, hero, loading, sampleDataOffer, statusPanel } from './views.js';

/** What the views need from the running modal: drawing, the person's actions, and the form kept across states. */
export interface ModalUi {
  t: Translate;
  config: PageConfig;
  show(...nodes: (HTMLElement | null)[]): void;
  readonly dispatch: (event: FlowEvent) => void;
  readonly close: () => void;
  /** The person chose a method (the SDK's `method_selected`). */
  methodSelected(authMethodId: string): void;
  /** "Try with sample data": connects the integration's sandbox. */
  trySampleData(view: ConnectView): void;
  /** The form was submitted: checks its fields, then sends the credentials or opens the OAuth popup. */
  submitForm(view: ConnectView, method: AuthMethod, form: BuiltForm): void;
  /** The success screen closes itself after this delay (the customer's `closeAfterSuccessMs`; 0: it stays). */
  closeAfterMs: number;
  /** The form on screen, kept while the flow stays on the same method (its typed values, its busy state). */
  screen?: FormScreen;
}

/** A method's form as drawn: reused by the entering, exchanging and waiting states of that method. */
export interface FormScreen {
  view: ConnectView;
  method: AuthMethod;
  built: BuiltForm;
  /** Above the form: a refusal, an outage, the popup's waiting state. */
  slot: HTMLElement;
  busy: boolean;
}

type StateOf<N extends FlowState['name']> = FlowState & { name: N };

/** One view per state of the flow. */
const VIEWS: { [N in FlowState['name']]: (ui: ModalUi, state: StateOf<N>) => void } = {
  'origin-refused': viewOriginRefused,
  listing: () => undefined, // nothing drawn until the list arrives
  picking: viewPicking,
  loading: viewLoading,
  choosing: viewChoosing,
  entering: viewEntering,
  exchanging: viewExchanging,
  waiting: viewWaiting,
  finishing: () => undefined, // the last screen stays until the success is drawn
  connected: viewConnected,
  ended: viewEnded,
};

/** Draws the state's view (TypeScript cannot tie the table's key to its function's parameter: one cast). */
export function drawState(ui: ModalUi, state: FlowState): void {
  (VIEWS[state.name] as (ui: ModalUi, state: FlowState) => void)(ui, state);
}

function viewOriginRefused(ui: ModalUi): void {
  const { t } = ui;
  ui.show(
    statusPanel({ tone: 'error', icon: 'lock', id: 'state-origin-refused', title: t('originRefusedTitle'), body: t('originRefusedBody') }),
  );
}

/** The tool picker; fifty tools and more: a search field narrows the list by name, id or category as the user types. */
function viewPicking(ui: ModalUi, state: StateOf<'picking'>): void {
  const { t } = ui;
  const items = state.integrations.map((i) => ({
    words: [i.display.name, i.integrationId, ...i.categories.map((c) => c.replace(/_/g, ' '))].join(' ').toLowerCase(),
    el: h('li', {}, toolChoice(ui, i)),
  }));
  const empty = h('p', { id: 'picker-empty', class: 'muted', role: 'status', hidden: true });
  const filter = (e: Event) => {
    const query = (e.target as HTMLInputElement).value.trim().toLowerCase();
    let shown = 0;
    for (const item of items) {
      const match = query.split(/\s+/).every((w) => item.words.includes(w));
      item.el.hidden = !match;
      if (match) shown++;
    }
    empty.hidden = shown > 0;
    empty.textContent = shown > 0 ? '' : t('noToolMatches', { query });
  };
  ui.show(
    h('h1', { id: 'title', tabindex: '-1' }, t('chooseToolTitle')),
    h('label', { for: 'picker-search', class: 'sr-only' }, t('searchTools')),
    h('input', {
      type: 'search',
      id: 'picker-search',
      class: 'picker-search',
      placeholder: t('searchTools'),
      autocomplete: 'off',
      spellcheck: 'false',
      'aria-controls': 'picker',
      oninput: filter,
    }),
    h('ul', { class: 'choices', id: 'picker' }, ...items.map((i) => i.el)),
    empty,
  );
}

function toolChoice(ui: ModalUi, i: Integration): HTMLElement {
  return h(
    'button',
    {
      type: 'button',
      class: 'choice',
      'data-integration': i.integrationId,
      onclick: () => {
        ui.dispatch({ type: 'tool-picked', integrationId: i.integrationId });
      },
    },
    h('img', { class: 'choice-icon', src: i.display.iconURI, alt: '' }),
    h('span', { class: 'choice-text' }, h('strong', {}, i.display.name)),
    glyph('arrow'),
  );
}

function viewLoading(ui: ModalUi): void {
  ui.show(loading(ui.t));
}

/** Several methods: one button each, the sample-data offer near the top. */
function viewChoosing(ui: ModalUi, state: StateOf<'choosing'>): void {
  const { t, config } = ui;
  const integ = state.view.integration;
  const choices = state.view.authMethods.map((m) =>
    h(
      'li',
      {},
      h(
        'button',
        {
          type: 'button',
          class: 'choice',
          'data-method': m.id,
          onclick: () => {
            ui.methodSelected(m.id);
            ui.dispatch({ type: 'method-chosen', method: m });
          },
        },
        h(
          'span',
          { class: 'choice-text' },
          h('strong', {}, m.label ?? m.id),
          h('span', {}, t(m.type === 'oauth2_authorization_code' ? 'methodOAuthHint' : 'methodFormHint', { tool: integ.display.name })),
        ),
        glyph('arrow'),
      ),
    ),
  );
  ui.show(
    hero(t, integ, config.branding),
    // Near the top: someone trying the product has no account at the tool and should not have to scroll for it.
    sampleData(ui, state.view),
    h(
      'section',
      { 'aria-labelledby': 'methods-heading' },
      h('h2', { id: 'methods-heading' }, t('chooseMethod')),
      h('ul', { class: 'choices', id: 'methods' }, ...choices),
    ),
  );
}

/** The method's form, ready to submit: drawn when the method is reached, kept (with what was typed) when it comes back. */
function viewEntering(ui: ModalUi, state: StateOf<'entering'>): void {
  const { t } = ui;
  const kept = keptScreen(ui, state);
  const screen = kept ?? drawForm(ui, state);
  setBusy(screen, false);
  const tool = state.view.integration.display.name;
  const notice = state.notice;
  if (notice?.kind === 'refused') screen.slot.replaceChildren(banner('state-refused', t('refusedTitle', { tool }), t('refusedBody')));
  else if (notice?.kind === 'unreachable')
    screen.slot.replaceChildren(banner('state-unreachable', t('unreachableTitle', { tool }), t('unreachableBody', { tool })));
  else if (notice?.kind === 'popup-blocked') screen.slot.replaceChildren(banner('state-popup-blocked', t('errorTitle'), t('popupBlocked')));
  else if (kept) screen.slot.replaceChildren();
  if (notice?.kind === 'refused') screen.built.focusFirst();
  if (notice?.kind === 'unreachable') document.getElementById('primary-action')!.textContent = t('tryAgain');
  if (notice?.kind === 'field-problems') screen.built.showServerProblems(notice.details);
  // Back from the popup (closed without an answer): the sample-data offer returns.
  if (kept) setSampleDataOffered(true);
}

/** The credentials are being checked: the form stays, busy, without the last refusal above it. */
function viewExchanging(ui: ModalUi, state: StateOf<'exchanging'>): void {
  const screen = keptScreen(ui, state) ?? drawForm(ui, state);
  screen.slot.replaceChildren();
  setBusy(screen, true);
}

/** The sign-in popup is open: the form stays, busy, under a waiting note. */
function viewWaiting(ui: ModalUi, state: StateOf<'waiting'>): void {
  const { t } = ui;
  const screen = keptScreen(ui, state) ?? drawForm(ui, state);
  setBusy(screen, true, t('connecting'));
  const waiting = h(
    'div',
    { class: 'waiting', id: 'state-oauth-waiting', role: 'status' },
    h('span', { class: 'spinner', 'aria-hidden': 'true' }),
    h('div', {}, h('strong', {}, t('waitingForTool', { tool: state.view.integration.display.name })), h('p', {}, t('waitingForToolHint'))),
  );
  screen.slot.replaceChildren(waiting);
  // The person chose a sign-in: the sample-data offer would only push the waiting state's button out of view.
  setSampleDataOffered(false);
}

function viewConnected(ui: ModalUi, state: StateOf<'connected'>): void {
  const { t, closeAfterMs } = ui;
  const countdown =
    closeAfterMs > 0 ? h('p', { class: 'muted', id: 'closing' }, t('closingIn', { seconds: Math.ceil(closeAfterMs / 1000) })) : null;
  ui.show(
    statusPanel({
      tone: 'success',
      icon: 'check',
      id: 'state-success',
      title: t('successTitle'),
      body: withCustomer(ui, 'successBody', { tool: state.tool }),
      extra: countdown,
      action: { label: t('done'), onClick: ui.close },
    }),
  );
  focusTitle();
}

/** The designed end states: session expired, connection limit, nothing to offer, consent denied, any other error. */
function viewEnded(ui: ModalUi, state: StateOf<'ended'>): void {
  const { t } = ui;
  const action = { label: t('close'), onClick: ui.close };
  const tool = state.tool;
  const panels: Record<typeof state.ending, Parameters<typeof statusPanel>[0]> = {
    expired: { tone: 'warning', icon: 'clock', id: 'state-expired', title: t('expiredTitle'), body: t('expiredBody'), action },
    limit: { tone: 'warning', icon: 'alert', id: 'state-limit', title: t('limitTitle'), body: withCustomer(ui, 'limitBody', {}), action },
    unavailable: {
      tone: 'info',
      icon: 'plug',
      id: 'state-unavailable',
      title: t('unavailableTitle', { tool }),
      body: withCustomer(ui, 'unavailableBody', { tool }),
      action,
    },
    denied: { tone: 'error', icon: 'alert', id: 'state-denied', title: t('deniedTitle'), body: state.error.message, action },
    error: { tone: 'error', icon: 'alert', id: 'state-error', title: t('errorTitle'), body: t('errorBody'), action },
  };
  ui.show(statusPanel(panels[state.ending]));
  focusTitle();
}

/** The form on screen when the state is still about the same method, else undefined. */
function keptScreen(ui: ModalUi, state: FlowState & { view: ConnectView; method: AuthMethod }): FormScreen | undefined {
  const s = ui.screen;
  return s?.view === state.view && s.method === state.method && s.built.form.isConnected ? s : undefined;
}

/** The method's screen: back, the tool, sample data, what it may access, the slot, the form, a word on safety. */
function drawForm(ui: ModalUi, state: StateOf<'entering' | 'exchanging' | 'waiting'>): FormScreen {
  const { t, config } = ui;
  const { view, method, canGoBack } = state;
  const integ = view.integration;
  const tool = integ.display.name;
  const isOAuth = method.type === 'oauth2_authorization_code';
  const built = buildForm(t, method, integ.inputs, isOAuth ? t('continueWith', { tool }) : t('connect'), (form) => {
    ui.submitForm(view, method, form);
  });
  const slot = h('div', { class: 'banner-slot', 'aria-live': 'polite' });
  const back = canGoBack
    ? h('button', { type: 'button', class: 'link back', onclick: () => ui.dispatch({ type: 'back' }) }, glyph('back'), t('back'))
    : null;
  const customer = customerName(config.branding);
  const safe = !isOAuth
    ? h('p', { class: 'muted small' }, customer ? t('credentialsSafe', { customer }) : t('credentialsSafeNoCustomer'))
    : null;
  ui.show(
    back,
    hero(t, integ, config.branding),
    sampleData(ui, view),
    accessList(t, method, config.branding),
    canGoBack || view.authMethods.length > 1 ? h('h2', { class: 'method-title' }, method.label ?? method.id) : null,
    slot,
    built.form,
    safe,
  );
  ui.screen = { view, method, built, slot, busy: false };
  return ui.screen;
}

function setBusy(screen: FormScreen, busy: boolean, label?: string): void {
  if (screen.busy === busy) return; // a form never made busy stays as built
  screen.busy = busy;
  screen.built.setBusy(busy, label);
}

function sampleData(ui: ModalUi, view: ConnectView): HTMLElement | null {
  if (!view.sandbox) return null;
  return sampleDataOffer(ui.t, view.integration.display.name, () => {
    ui.trySampleData(view);
  });
}

function setSampleDataOffered(offered: boolean): void {
  document.getElementById('sample-data')?.toggleAttribute('hidden', !offered);
}

function focusTitle(): void {
  document.getElementById('title')?.focus();
}

function withCustomer(ui: ModalUi, key: 'limitBody' | 'unavailableBody' | 'successBody', vars: Record<string, string>): string {
  const customer = customerName(ui.config.branding);
  return customer ? ui.t(key, { ...vars, customer }) : ui.t(`${key}NoCustomer` as const, vars);
}
