import type { ConnectEventName, ModalToSdk, PopupStart, PopupToModal } from '../shared/connect-protocol.js';
import { apiErrorOf, ConnectApi, listIntegrations, type ApiError, type AuthMethod, type ConnectView, type Integration } from './api.js';
import { glyph, h } from './dom.js';
import { buildForm, type BuiltForm } from './form.js';
import { localizeView } from './localize.js';
import type { Translate } from './i18n/index.js';
import type { PageConfig } from './page-config.js';
import { accessList, banner, customerName, hero, loading, sampleDataOffer, shell, statusPanel } from './views.js';

const TERMINAL: Record<string, 'expired' | 'limit' | 'unavailable'> = {
  SESSION_TOKEN_EXPIRED: 'expired',
  UNAUTHORIZED: 'expired',
  CONNECTION_LIMIT_REACHED: 'limit',
  NO_AUTH_METHOD_AVAILABLE: 'unavailable',
};
const UNREACHABLE = new Set(['DOWNSTREAM_UNAVAILABLE', 'DOWNSTREAM_TIMEOUT', 'DOWNSTREAM_ERROR', 'NETWORK_ERROR']);

/**
 * The hosted modal: reads its session token from its address (then removes it), asks the gateway what to show,
 * and walks the end user through one method. Talks to the SDK only at the embedding origin the gateway allowed.
 */
// eslint-disable-next-line max-lines-per-function -- the connect flow as one closure over its DOM and session; to become an explicit state machine with one view per state (issue 29.7, not done yet)
export function runModal(config: PageConfig, t: Translate): void {
  const q = new URLSearchParams(location.search);
  const token = q.get('sessionToken') ?? q.get('linkToken');
  let integrationId = q.get('integrationId') ?? config.integrationId;
  const oauthAppId = q.get('oauthAppId') ?? undefined;
  const closeAfterMs = Number(q.get('closeAfterSuccessMs') ?? '');
  history.replaceState(null, '', location.pathname);

  const target = window.parent !== window ? window.parent : (window.opener as Window | null);
  const post = (msg: ModalToSdk) => {
    if (target && config.origin) target.postMessage(msg, config.origin);
  };
  const event = (name: ConnectEventName, data?: Record<string, string>) =>
    post({ type: 'plugboard:event', name, ...(data ? { data } : {}) });
  let finished = false;
  let popup: Window | null = null;
  let poll: number | undefined;
  const close = () => {
    stopPolling();
    post({ type: 'plugboard:close' });
  };
  const { root, main } = shell(t, config.branding, close);
  document.body.append(root);
  document.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape') close();
  });
  new ResizeObserver(() => post({ type: 'plugboard:resize', height: Math.ceil(root.getBoundingClientRect().height) })).observe(root);

  let loaded = false;
  const show = (...nodes: (HTMLElement | null)[]) => {
    main.replaceChildren(...nodes.filter((n): n is HTMLElement => n !== null));
    if (!loaded) {
      loaded = true;
      post({ type: 'plugboard:load' });
    }
  };
  const focusTitle = () => document.getElementById('title')?.focus();
  const customer = customerName(config.branding);
  const withCustomer = (key: 'limitBody' | 'unavailableBody' | 'successBody', vars: Record<string, string>) =>
    customer ? t(key, { ...vars, customer }) : t(`${key}NoCustomer` as const, vars);

  function terminal(err: ApiError, tool: string) {
    stopPolling();
    const kind = TERMINAL[err.code];
    const closeAction = { label: t('close'), onClick: close };
    if (kind === 'expired')
      show(
        statusPanel({
          tone: 'warning',
          icon: 'clock',
          id: 'state-expired',
          title: t('expiredTitle'),
          body: t('expiredBody'),
          action: closeAction,
        }),
      );
    else if (kind === 'limit')
      show(
        statusPanel({
          tone: 'warning',
          icon: 'alert',
          id: 'state-limit',
          title: t('limitTitle'),
          body: withCustomer('limitBody', {}),
          action: closeAction,
        }),
      );
    else if (kind === 'unavailable')
      show(
        statusPanel({
          tone: 'info',
          icon: 'plug',
          id: 'state-unavailable',
          title: t('unavailableTitle', { tool }),
          body: withCustomer('unavailableBody', { tool }),
          action: closeAction,
        }),
      );
    else if (err.code === 'access_denied')
      show(
        statusPanel({ tone: 'error', icon: 'alert', id: 'state-denied', title: t('deniedTitle'), body: err.message, action: closeAction }),
      );
    else
      show(
        statusPanel({ tone: 'error', icon: 'alert', id: 'state-error', title: t('errorTitle'), body: t('errorBody'), action: closeAction }),
      );
    focusTitle();
    post({ type: 'plugboard:error', error: { code: err.code, message: err.message } });
  }

  if (config.originRefused) {
    show(
      statusPanel({
        tone: 'error',
        icon: 'lock',
        id: 'state-origin-refused',
        title: t('originRefusedTitle'),
        body: t('originRefusedBody'),
      }),
    );
    return;
  }
  if (!token) {
    terminal({ code: 'UNAUTHORIZED', message: 'The modal was opened without a session token' }, '');
    return;
  }
  const api = new ConnectApi(token);

  async function succeed(tool: string) {
    if (finished) return;
    finished = true;
    stopPolling();
    let publicToken: string | undefined;
    try {
      publicToken = (await api.status()).publicToken;
    } catch {
      /* the session is authorized; the older interface's public token is only a bonus here */
    }
    const countdown =
      closeAfterMs > 0 ? h('p', { class: 'muted', id: 'closing' }, t('closingIn', { seconds: Math.ceil(closeAfterMs / 1000) })) : null;
    show(
      statusPanel({
        tone: 'success',
        icon: 'check',
        id: 'state-success',
        title: t('successTitle'),
        body: withCustomer('successBody', { tool }),
        extra: countdown,
        action: { label: t('done'), onClick: close },
      }),
    );
    focusTitle();
    post(publicToken ? { type: 'plugboard:success', publicToken } : { type: 'plugboard:success' });
    if (closeAfterMs > 0) window.setTimeout(close, closeAfterMs);
  }

  function stopPolling() {
    if (poll !== undefined) window.clearInterval(poll);
    poll = undefined;
  }

  /** The integration's screen: the method picker when several methods are offered, else the only method. */
  function renderIntegration(view: ConnectView) {
    const integ = view.integration;
    if (view.status === 'authorized' || view.status === 'consumed') return void succeed(integ.display.name);
    if (view.authMethods.length === 1) {
      renderMethod(view, view.authMethods[0]!, false);
      return;
    }
    const choices = view.authMethods.map((m) =>
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
              event('method_selected', { authMethodId: m.id });
              renderMethod(view, m, true);
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
    show(
      hero(t, integ, config.branding),
      // Near the top: someone trying the product has no account at the tool and should not have to scroll for it.
      sampleData(view),
      h(
        'section',
        { 'aria-labelledby': 'methods-heading' },
        h('h2', { id: 'methods-heading' }, t('chooseMethod')),
        h('ul', { class: 'choices', id: 'methods' }, ...choices),
      ),
    );
  }

  function renderMethod(view: ConnectView, method: AuthMethod, canGoBack: boolean) {
    const integ = view.integration;
    const tool = integ.display.name;
    const isOAuth = method.type === 'oauth2_authorization_code';
    const inputs = integ.inputs;
    const built = buildForm(t, method, inputs, isOAuth ? t('continueWith', { tool }) : t('connect'), (form) => {
      if (isOAuth) startOAuth(integ, form);
      else void submit(integ, method, form); // its failures are shown on the form
    });
    const slot = h('div', { class: 'banner-slot', 'aria-live': 'polite' });
    const back = canGoBack
      ? h('button', { type: 'button', class: 'link back', onclick: () => renderIntegration(view) }, glyph('back'), t('back'))
      : null;
    const safe = !isOAuth
      ? h('p', { class: 'muted small' }, customer ? t('credentialsSafe', { customer }) : t('credentialsSafeNoCustomer'))
      : null;
    show(
      back,
      hero(t, integ, config.branding),
      sampleData(view),
      accessList(t, method, config.branding),
      canGoBack || view.authMethods.length > 1 ? h('h2', { class: 'method-title' }, method.label ?? method.id) : null,
      slot,
      built.form,
      safe,
    );
    formState = { built, slot };
  }
  let formState: { built: BuiltForm; slot: HTMLElement } | undefined;

  function sampleData(view: ConnectView): HTMLElement | null {
    const integ = view.integration;
    if (!view.sandbox) return null;
    return sampleDataOffer(t, integ.display.name, () => {
      event('method_selected', { authMethodId: 'sandbox' });
      api
        .submit({ integrationId: integ.integrationId, authMethodId: 'sandbox', credentials: { type: 'sandbox' } })
        .then(() => succeed(integ.display.name))
        .catch((e: unknown) => {
          terminal(apiErrorOf(e), integ.display.name);
        });
    });
  }

  function setSampleDataOffered(offered: boolean) {
    document.getElementById('sample-data')?.toggleAttribute('hidden', !offered);
  }

  async function submit(integ: Integration, method: AuthMethod, form: BuiltForm) {
    const values = form.validate();
    if (!values) return;
    formState?.slot.replaceChildren();
    form.setBusy(true);
    try {
      await api.submit({
        integrationId: integ.integrationId,
        authMethodId: method.id,
        credentials: values.credentials,
        inputs: values.inputs,
      });
      await succeed(integ.display.name);
    } catch (e) {
      form.setBusy(false);
      retryableOrTerminal(apiErrorOf(e), integ, form);
    }
  }

  /** Refusals and outages keep the form to try again (an event, not onError); the rest ends the flow. */
  function retryableOrTerminal(err: ApiError, integ: Integration, form: BuiltForm) {
    const tool = integ.display.name;
    const slot = formState?.slot;
    if (err.code === 'VALIDATION_FAILED' && form.showServerProblems(err.details)) return;
    if (err.code === 'DOWNSTREAM_AUTH_FAILED' && slot) {
      slot.replaceChildren(banner('state-refused', t('refusedTitle', { tool }), t('refusedBody')));
      form.focusFirst();
      event('credentials_refused', { integrationId: integ.integrationId });
      return;
    }
    if (UNREACHABLE.has(err.code) && slot) {
      slot.replaceChildren(banner('state-unreachable', t('unreachableTitle', { tool }), t('unreachableBody', { tool })));
      document.getElementById('primary-action')!.textContent = t('tryAgain');
      event('tool_unreachable', { integrationId: integ.integrationId });
      return;
    }
    if (err.code === 'POPUP_BLOCKED' && slot) {
      slot.replaceChildren(banner('state-popup-blocked', t('errorTitle'), t('popupBlocked')));
      return;
    }
    terminal(err, tool);
  }

  /**
   * OAuth runs in a popup on the gateway's origin: the popup (first-party) asks this modal for the session and
   * starts the attempt itself, so the binding cookie is set in the browser that will come back to the callback.
   */
  function startOAuth(integ: Integration, form: BuiltForm) {
    const values = form.validate();
    if (!values) return;
    popup = window.open('/connect/oauth', 'plugboard_oauth', 'popup=yes,width=520,height=720');
    if (!popup) {
      retryableOrTerminal({ code: 'POPUP_BLOCKED', message: 'popup blocked' }, integ, form);
      return;
    }
    form.setBusy(true, t('connecting'));
    event('oauth_started', { integrationId: integ.integrationId });
    pendingStart = {
      type: 'plugboard:popup-start',
      token: token!,
      integrationId: integ.integrationId,
      ...(oauthAppId ? { oauthAppId } : {}),
      inputs: values.inputs,
    };
    const waiting = h(
      'div',
      { class: 'waiting', id: 'state-oauth-waiting', role: 'status' },
      h('span', { class: 'spinner', 'aria-hidden': 'true' }),
      h('div', {}, h('strong', {}, t('waitingForTool', { tool: integ.display.name })), h('p', {}, t('waitingForToolHint'))),
    );
    formState?.slot.replaceChildren(waiting);
    // The person chose a sign-in: the sample-data offer would only push the waiting state's button out of view.
    setSampleDataOffered(false);
    stopPolling();
    poll = window.setInterval(() => void checkStatus(integ, form), 1000);
  }
  let pendingStart: PopupStart | undefined;

  async function checkStatus(integ: Integration, form: BuiltForm) {
    try {
      const s = await api.status();
      if (s.status === 'authorized' || s.status === 'consumed') return void succeed(integ.display.name);
      if (s.status === 'failed') {
        terminal(s.error ?? { code: 'FAILED', message: 'The connection failed' }, integ.display.name);
        return;
      }
      if (popup?.closed) {
        stopPolling();
        form.setBusy(false);
        formState?.slot.replaceChildren();
        setSampleDataOffered(true);
      }
    } catch (e) {
      terminal(apiErrorOf(e), integ.display.name);
    }
  }

  window.addEventListener('message', (ev: MessageEvent<PopupToModal | { type?: string }>) => {
    if (!popup || ev.source !== popup || ev.origin !== location.origin) return;
    const d = ev.data;
    if (d.type === 'plugboard:popup-ready' && pendingStart) {
      popup.postMessage(pendingStart, location.origin);
      pendingStart = undefined;
    } else if (d.type === 'plugboard:oauth-result') {
      const integ = currentIntegration;
      if (integ && formState) void checkStatus(integ, formState.built);
    }
  });

  let currentIntegration: Integration | undefined;
  async function open(id: string | null) {
    // Neither the SDK nor the session names a tool: the picker, without a request the gateway can only refuse
    // (a 400 the browser logged in the console on every open of the hosted picker).
    if (!id) return picker();
    show(loading(t));
    try {
      // The modal's language is the page's (main.ts picked it from the session and the browser).
      const view = localizeView(
        await api.session({ ...(id ? { integrationId: id } : {}), ...(oauthAppId ? { oauthAppId } : {}) }),
        document.documentElement.lang,
      );
      currentIntegration = view.integration;
      renderIntegration(view);
    } catch (e) {
      const err = apiErrorOf(e);
      const named = (err.details as { integrationName?: unknown } | undefined)?.integrationName;
      terminal(err, typeof named === 'string' ? named : id);
    }
  }

  async function picker() {
    try {
      const all = (await listIntegrations()).sort((a, b) => a.display.name.localeCompare(b.display.name));
      // Fifty tools and more: a search field narrows the list by name, id or category as the user types.
      const items = all.map((i) => ({
        words: [i.display.name, i.integrationId, ...i.categories.map((c) => c.replace(/_/g, ' '))].join(' ').toLowerCase(),
        el: h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              class: 'choice',
              'data-integration': i.integrationId,
              onclick: () => {
                integrationId = i.integrationId;
                void open(i.integrationId);
              },
            },
            h('img', { class: 'choice-icon', src: i.display.iconURI, alt: '' }),
            h('span', { class: 'choice-text' }, h('strong', {}, i.display.name)),
            glyph('arrow'),
          ),
        ),
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
      show(
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
    } catch (e) {
      terminal(apiErrorOf(e), '');
    }
  }

  void open(integrationId);
}
