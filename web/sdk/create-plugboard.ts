import type { ModalToSdk } from '../shared/connect-protocol.js';
import type { ModalHandle, OpenOptions } from './plugboard.js';

/**
 * `open()` shows the hosted modal (`/connect` on the gateway) in an iframe overlay and relays its messages to
 * the callbacks. Only messages from the gateway's origin and from this iframe are read; the modal itself posts
 * only to origins the environment allows.
 */
// eslint-disable-next-line max-lines-per-function -- the embed SDK's one public closure (iframe, origin-checked messages, callbacks): its length is open()'s
export function createPlugboard(defaultBase: string) {
  let active: ModalHandle | null = null;

  // eslint-disable-next-line max-lines-per-function -- opening the modal: iframe, origin-checked message listener and teardown share one closure's state
  function open(input: OpenOptions): ModalHandle {
    const opts = checkedOptions(input);
    active?.close();
    const base = (opts.baseUrl ?? defaultBase).replace(/\/+$/, '');
    const gatewayOrigin = new URL(base, location.href).origin;
    const overlay = document.createElement('div');
    overlay.setAttribute('data-plugboard-overlay', '');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,.55);display:flex;align-items:center;justify-content:center;padding:8px';
    const frame = document.createElement('iframe');
    frame.title = 'Connect an account';
    frame.setAttribute('data-plugboard-frame', '');
    frame.style.cssText =
      'width:440px;max-width:100%;height:560px;max-height:calc(100vh - 16px);border:0;border-radius:16px;background:transparent;box-shadow:0 24px 64px rgba(15,23,42,.35)';
    overlay.appendChild(frame);
    let token: string | null = null;
    let closed = false;
    const call = <K extends keyof OpenOptions>(name: K, ...args: unknown[]) => {
      const fn = opts[name];
      if (typeof fn !== 'function') return;
      try {
        (fn as (...a: unknown[]) => void)(...args);
      } catch (e) {
        setTimeout(() => {
          throw e;
        });
      }
    };
    const onMessage = (ev: MessageEvent<unknown>) => {
      if (ev.origin !== gatewayOrigin || ev.source !== frame.contentWindow) return;
      const d = ev.data;
      if (!isModalMessage(d)) return;
      switch (d.type) {
        case 'plugboard:load':
          call('onLoad');
          return;
        case 'plugboard:resize':
          frame.style.height = `${Math.max(320, Math.min(d.height, 900))}px`;
          return;
        case 'plugboard:event':
          call('onEvent', d.name, d.data ?? {});
          return;
        case 'plugboard:success':
          call('onSuccess', d.publicToken ?? token);
          return;
        case 'plugboard:error':
          call('onError', d.error);
          return;
        case 'plugboard:close':
          close();
          return;
      }
    };
    function close() {
      if (closed) return;
      closed = true;
      window.removeEventListener('message', onMessage);
      overlay.remove();
      if (active === handle) active = null;
      call('onClose');
    }
    const handle: ModalHandle = { close };
    active = handle;
    window.addEventListener('message', onMessage);
    document.body.appendChild(overlay);
    Promise.resolve()
      .then(() => opts.getSessionToken())
      .then((t: unknown) => {
        const value = typeof t === 'object' && t !== null ? (t as { sessionToken?: unknown }).sessionToken : t;
        if (typeof value !== 'string' || !value) throw new Error('getSessionToken did not return a session token');
        token = value;
        const q = new URLSearchParams();
        q.set(value.startsWith('pb_link_') ? 'linkToken' : 'sessionToken', value);
        if (opts.integrationId) q.set('integrationId', opts.integrationId);
        if (opts.oauthAppId) q.set('oauthAppId', opts.oauthAppId);
        if (opts.closeAfterSuccessMs && opts.closeAfterSuccessMs > 0)
          q.set('closeAfterSuccessMs', String(Math.round(opts.closeAfterSuccessMs)));
        q.set('origin', location.origin);
        if (!closed) frame.src = `${base}/connect?${q.toString()}`;
      })
      .catch((e: unknown) => {
        call('onError', {
          code: 'SESSION_TOKEN_UNAVAILABLE',
          message: String((e as { message?: unknown } | null | undefined)?.message ?? e),
        });
        close();
      });
    return handle;
  }

  return { open, version: '2' };
}

/**
 * The SDK is called from plain JavaScript too: check what the types cannot promise there. `baseUrl` may be a URL
 * object (its text is used).
 */
function checkedOptions(input: unknown): OpenOptions {
  const opts = (typeof input === 'object' && input !== null ? input : {}) as Partial<Omit<OpenOptions, 'baseUrl'>> & {
    baseUrl?: unknown;
  };
  if (typeof opts.getSessionToken !== 'function') throw new TypeError('Plugboard.open: getSessionToken is required');
  const { baseUrl, ...rest } = opts;
  return {
    ...rest,
    getSessionToken: opts.getSessionToken,
    ...(baseUrl !== undefined && baseUrl !== null ? { baseUrl: String(baseUrl) } : {}),
  };
}

/** A message of the modal's protocol: what else the page's window receives is not ours to read. */
const isModalMessage = (d: unknown): d is ModalToSdk =>
  typeof d === 'object' && d !== null && typeof (d as { type?: unknown }).type === 'string';

/** The gateway's address from the SDK's own URL (…/sdk/plugboard.js or .mjs). */
export const baseFrom = (src: string | undefined | null) => (src ? src.replace(/\/sdk\/plugboard\.m?js(\?.*)?$/, '') : '');
