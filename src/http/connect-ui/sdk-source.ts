/**
 * The browser SDK, served as a classic script (`window.Plugboard`) and as an ES module (`open`, default export).
 * Both wrap the same factory. `Plugboard.open(opts)` shows the hosted modal (`/connect`) in an iframe overlay and
 * relays its messages to the callbacks; it only accepts messages from the gateway's origin and from its own
 * iframe. Plain ES5-ish code: it runs as is in any browser, no build step.
 */
const FACTORY = String.raw`function createPlugboard(defaultBase) {
  var active = null;
  function open(opts) {
    opts = opts || {};
    if (typeof opts.getSessionToken !== 'function') throw new TypeError('Plugboard.open: getSessionToken is required');
    if (active) active.close();
    var base = String(opts.baseUrl || defaultBase || '').replace(/\/+$/, '');
    var gatewayOrigin = new URL(base, location.href).origin;
    var overlay = document.createElement('div');
    overlay.setAttribute('data-plugboard-overlay', '');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,.55);display:flex;align-items:center;justify-content:center';
    var frame = document.createElement('iframe');
    frame.title = 'Connect an account';
    frame.setAttribute('data-plugboard-frame', '');
    frame.style.cssText = 'width:440px;max-width:100%;height:600px;max-height:100%;border:0;border-radius:12px;background:#fff';
    overlay.appendChild(frame);
    var token = null, closed = false;
    function call(name, arg) {
      if (typeof opts[name] !== 'function') return;
      try { opts[name](arg); } catch (e) { setTimeout(function () { throw e; }); }
    }
    function onMessage(ev) {
      if (ev.origin !== gatewayOrigin || ev.source !== frame.contentWindow) return;
      var d = ev.data;
      if (!d || typeof d.type !== 'string') return;
      if (d.type === 'plugboard:load') call('onLoad');
      else if (d.type === 'plugboard:success') call('onSuccess', d.publicToken || token);
      else if (d.type === 'plugboard:error') call('onError', d.error);
      else if (d.type === 'plugboard:close') close();
    }
    function close() {
      if (closed) return;
      closed = true;
      window.removeEventListener('message', onMessage);
      if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
      if (active === handle) active = null;
      call('onClose');
    }
    var handle = { close: close };
    active = handle;
    window.addEventListener('message', onMessage);
    document.body.appendChild(overlay);
    Promise.resolve().then(function () { return opts.getSessionToken(); }).then(function (t) {
      if (t && typeof t === 'object') t = t.sessionToken || t.linkToken || (t.result && t.result.sessionToken);
      if (typeof t !== 'string' || !t) throw new Error('getSessionToken did not return a session token');
      token = t;
      var q = new URLSearchParams();
      q.set(/^pb_link_/.test(t) ? 'linkToken' : 'sessionToken', t);
      if (opts.integrationId) q.set('integrationId', opts.integrationId);
      if (opts.oauthAppId) q.set('oauthAppId', opts.oauthAppId);
      q.set('origin', location.origin);
      if (!closed) frame.src = base + '/connect?' + q.toString();
    }).catch(function (e) {
      call('onError', { code: 'SESSION_TOKEN_UNAVAILABLE', message: String((e && e.message) || e) });
      close();
    });
    return handle;
  }
  return { open: open, version: '1' };
}`;

const BASE_FROM = (expr: string) => `(${expr}).replace(/\\/sdk\\/plugboard\\.m?js(\\?.*)?$/, '')`;

export const sdkClassicScript = `/* Plugboard connect SDK (classic script) */
(function () {
  ${FACTORY}
  var src = document.currentScript && document.currentScript.src;
  window.Plugboard = createPlugboard(src ? ${BASE_FROM('src')} : '');
})();
`;

export const sdkModuleScript = `/* Plugboard connect SDK (ES module) */
${FACTORY}
const Plugboard = createPlugboard(${BASE_FROM('import.meta.url')});
export const open = Plugboard.open;
export default Plugboard;
`;
