import type { PopupStart, PopupToModal } from '../shared/connect-protocol.js';
import { apiErrorOf, ConnectApi } from './api.js';
import { glyph, h } from './dom.js';
import type { Translate } from './i18n/index.js';
import type { PageConfig } from './page-config.js';

const toOpener = (msg: PopupToModal) => {
  if (window.opener) (window.opener as Window).postMessage(msg, location.origin);
};

function panel(tone: 'success' | 'error' | 'info', icon: Parameters<typeof glyph>[0], title: string, body: string, busy = false) {
  document.body.replaceChildren(
    h(
      'main',
      { class: 'shell popup' },
      h(
        'div',
        { class: `status status-${tone}`, role: tone === 'error' ? 'alert' : 'status' },
        h('div', { class: 'status-icon' }, busy ? h('span', { class: 'spinner big', 'aria-hidden': 'true' }) : glyph(icon)),
        h('h1', { id: 'result' }, title),
        h('p', {}, body),
      ),
    ),
  );
}

/**
 * The sign-in popup's first page: asks the modal that opened it (same origin only) for the session, starts the
 * OAuth attempt from here (first-party, so the HttpOnly binding cookie is kept), then goes to the tool.
 */
export function runOAuthLaunch(_config: PageConfig, t: Translate): void {
  if (!window.opener) {
    panel('info', 'alert', t('popupFailedTitle'), t('popupNoOpener'));
    return;
  }
  panel('info', 'plug', t('loading'), '', true);
  window.addEventListener('message', (ev: MessageEvent<unknown>) => {
    if (ev.origin !== location.origin || ev.source !== window.opener || !isPopupStart(ev.data)) return;
    void start(ev.data, t);
  });
  toOpener({ type: 'plugboard:popup-ready' });
}

/** Starts the OAuth attempt the modal handed over, then goes to the tool (or says why not, here and to the modal). */
async function start({ token, integrationId, oauthAppId, inputs }: PopupStart, t: Translate): Promise<void> {
  panel('info', 'plug', t('popupConnecting', { tool: integrationId }), '', true);
  try {
    const { authorizeUrl } = await new ConnectApi(token).startOAuth({ integrationId, inputs, ...(oauthAppId ? { oauthAppId } : {}) });
    location.replace(authorizeUrl);
  } catch (e) {
    const err = apiErrorOf(e);
    panel('error', 'alert', t('popupFailedTitle'), err.message);
    toOpener({ type: 'plugboard:oauth-result', ok: false, error: { code: err.code, message: err.message } });
  }
}

const isPopupStart = (d: unknown): d is PopupStart =>
  typeof d === 'object' && d !== null && (d as { type?: unknown }).type === 'plugboard:popup-start';

/** The page the tool redirects to: the outcome in words, handed to the modal, then the popup closes. */
export function runOAuthCallback(config: PageConfig, t: Translate): void {
  const outcome = config.outcome ?? { ok: false, error: { code: 'STATE_UNKNOWN', message: t('errorBody') } };
  if (outcome.ok) panel('success', 'check', t('popupDoneTitle'), t('popupDoneBody'));
  else panel('error', 'alert', t('popupFailedTitle'), `${outcome.error?.message ?? ''} ${t('popupReturn')}`.trim());
  document.getElementById('result')?.setAttribute('data-code', outcome.error?.code ?? 'OK');
  toOpener({ type: 'plugboard:oauth-result', ok: outcome.ok, ...(outcome.error ? { error: outcome.error } : {}) });
  if (window.opener) window.setTimeout(() => window.close(), outcome.ok ? 600 : 2500);
}
