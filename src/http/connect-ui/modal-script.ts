/**
 * The connect modal's script (runs in the /connect page, gateway origin). It reads the session token from its
 * address, then removes it from the address bar; talks to /api/connect/* with the token in a header; posts
 * `plugboard:*` messages only to the embedding page's origin; accepts messages only from that origin (the
 * embedding page) or from its own OAuth popup on its own origin.
 */
export const MODAL_SCRIPT = String.raw`(function () {
  var q = new URLSearchParams(location.search);
  var token = q.get('sessionToken') || q.get('linkToken');
  var integrationId = q.get('integrationId') || null;
  var oauthAppId = q.get('oauthAppId') || null;
  var embedOrigin = null;
  try { var o = q.get('origin'); if (o && new URL(o).origin === o) embedOrigin = o; } catch (e) {}
  history.replaceState(null, '', location.pathname);
  var target = window.parent !== window ? window.parent : window.opener;
  var root = document.getElementById('content');
  var popup = null, pollTimer = null, finished = false, loaded = false;

  function post(msg) { if (target && embedOrigin) target.postMessage(msg, embedOrigin); }
  function loadedOnce() { if (!loaded) { loaded = true; post({ type: 'plugboard:load' }); } }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text != null) e.textContent = text;
    return e;
  }
  function clear() { while (root.firstChild) root.removeChild(root.firstChild); }
  function closeModal() { stopPolling(); post({ type: 'plugboard:close' }); }
  document.getElementById('close').addEventListener('click', closeModal);

  window.addEventListener('message', function (ev) {
    if (popup && ev.source === popup && ev.origin === location.origin) {
      var d = ev.data || {};
      if (d.type === 'plugboard:oauth-result') checkStatus();
      return;
    }
    if (embedOrigin && ev.origin === embedOrigin && ev.source === target) {
      if (ev.data && ev.data.type === 'plugboard:close') stopPolling();
    }
  });

  function api(path, body) {
    return fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-svc-session-token': token || '' },
      body: JSON.stringify(body || {})
    }).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (j) {
        if (!r.ok) throw (j && j.error) || { code: 'INTERNAL_ERROR', message: 'Unexpected answer (' + r.status + ')' };
        return j.result !== undefined ? j.result : j;
      });
    }, function () { throw { code: 'NETWORK_ERROR', message: 'The connection service could not be reached.' }; });
  }

  function showError(err, retry) {
    err = err || {};
    stopPolling();
    var box = document.getElementById('error');
    box.textContent = err.message || 'Something went wrong.';
    box.setAttribute('data-code', err.code || 'ERROR');
    box.hidden = false;
    post({ type: 'plugboard:error', error: { code: err.code || 'ERROR', message: err.message || 'Something went wrong.' } });
    loadedOnce();
    if (!retry) {
      clear();
      var b = el('button', { type: 'button', class: 'secondary', id: 'dismiss' }, 'Close');
      b.addEventListener('click', closeModal);
      root.appendChild(b);
    }
  }
  function hideError() { document.getElementById('error').hidden = true; }

  function succeed() {
    if (finished) return;
    finished = true;
    stopPolling();
    api('/api/connect/status').then(function (s) {
      clear();
      root.appendChild(el('div', { class: 'ok', id: 'connected' }, 'Connected.'));
      post(s.publicToken ? { type: 'plugboard:success', publicToken: s.publicToken } : { type: 'plugboard:success' });
      setTimeout(closeModal, 600);
    }, function (e) { finished = false; showError(e); });
  }

  function checkStatus() {
    return api('/api/connect/status').then(function (s) {
      if (s.status === 'authorized' || s.status === 'consumed') succeed();
      else if (s.status === 'failed') showError(s.error || { code: 'FAILED', message: 'The connection failed.' });
      else if (popup && popup.closed) { stopPolling(); setBusy(false); }
    }, function (e) { showError(e); });
  }
  function stopPolling() { if (pollTimer) { clearInterval(pollTimer); pollTimer = null; } }
  function setBusy(b) { var btns = root.querySelectorAll('button'); for (var i = 0; i < btns.length; i++) btns[i].disabled = b; }

  function inputFields(form, inputs) {
    inputs.forEach(function (i) {
      var id = 'input-' + i.name;
      form.appendChild(el('label', { for: id }, i.label + (i.required ? '' : ' (optional)')));
      var a = { id: id, name: 'input:' + i.name, autocomplete: 'off' };
      if (i.required) a.required = '';
      if (i.pattern) a.pattern = i.pattern;
      form.appendChild(el('input', a));
    });
  }
  function collect(form, prefix) {
    var out = {};
    var els = form.querySelectorAll('input');
    for (var i = 0; i < els.length; i++) {
      var n = els[i].name;
      if (n.indexOf(prefix) === 0 && els[i].value !== '') out[n.slice(prefix.length)] = els[i].value;
    }
    return out;
  }

  function renderIntegration(view) {
    clear();
    var integ = view.integration;
    var head = el('div', { class: 'row' });
    if (integ.display.iconURI) head.appendChild(el('img', { class: 'icon', src: integ.display.iconURI, alt: '' }));
    head.appendChild(el('h1', { id: 'integration-name' }, 'Connect ' + integ.display.name));
    root.appendChild(head);
    if (view.status === 'authorized' || view.status === 'consumed') { succeed(); return; }
    view.authMethods.forEach(function (m) {
      var form = el('form', { 'data-method': m.id, novalidate: '' });
      if (m.type === 'oauth2_authorization_code') {
        inputFields(form, integ.inputs);
        form.appendChild(el('button', { type: 'submit', id: 'oauth-start' }, 'Continue to ' + integ.display.name));
        form.addEventListener('submit', function (ev) { ev.preventDefault(); startOAuth(integ, collect(form, 'input:')); });
      } else {
        m.fields.forEach(function (f) {
          var id = 'field-' + f.name;
          form.appendChild(el('label', { for: id }, f.label));
          form.appendChild(el('input', { id: id, name: 'cred:' + f.name, type: f.secret ? 'password' : 'text', autocomplete: 'off', required: '' }));
        });
        inputFields(form, integ.inputs);
        form.appendChild(el('button', { type: 'submit', id: 'submit-credentials' }, 'Connect'));
        form.addEventListener('submit', function (ev) {
          ev.preventDefault();
          hideError();
          setBusy(true);
          api('/api/connect/credentials', {
            integrationId: integ.integrationId, authMethodId: m.id,
            credentials: collect(form, 'cred:'), inputs: collect(form, 'input:')
          }).then(succeed, function (e) {
            setBusy(false);
            var terminal = e.code === 'CONNECTION_LIMIT_REACHED' || e.code === 'SESSION_TOKEN_EXPIRED' || e.code === 'CONFLICT';
            showError(e, !terminal);
          });
        });
      }
      root.appendChild(form);
    });
    loadedOnce();
  }

  function startOAuth(integ, inputs) {
    hideError();
    // Open the popup in the click itself (popup blockers), then point it at the tool.
    popup = window.open('about:blank', 'plugboard_oauth', 'popup=yes,width=520,height=700');
    setBusy(true);
    var body = { integrationId: integ.integrationId, inputs: inputs };
    if (oauthAppId) body.oauthAppId = oauthAppId;
    api('/api/connect/oauth/start', body).then(function (r) {
      if (!popup || popup.closed) { setBusy(false); showError({ code: 'POPUP_BLOCKED', message: 'The sign-in window was blocked. Allow pop-ups and try again.' }, true); return; }
      popup.location.href = r.authorizeUrl;
      stopPolling();
      pollTimer = setInterval(checkStatus, 1000);
    }, function (e) {
      if (popup) popup.close();
      setBusy(false);
      showError(e, e.code === 'VALIDATION_FAILED');
    });
  }

  function openIntegration(id) {
    var body = { integrationId: id };
    if (oauthAppId) body.oauthAppId = oauthAppId;
    api('/api/connect/session', body).then(renderIntegration, function (e) { showError(e); });
  }

  function picker() {
    fetch('/api/integrations/list', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then(function (r) { if (!r.ok) throw new Error('list ' + r.status); return r.json(); })
      .then(function (j) {
        clear();
        root.appendChild(el('h1', {}, 'Choose a tool'));
        var ul = el('ul', { class: 'picker', id: 'picker' });
        (j.result.integrations || []).forEach(function (i) {
          var li = el('li');
          var b = el('button', { type: 'button', 'data-integration': i.integrationId }, i.display.name);
          b.addEventListener('click', function () { integrationId = i.integrationId; openIntegration(i.integrationId); });
          li.appendChild(b);
          ul.appendChild(li);
        });
        root.appendChild(ul);
        loadedOnce();
      })
      .catch(function () { showError({ code: 'INTEGRATIONS_UNAVAILABLE', message: 'The list of tools could not be loaded.' }); });
  }

  if (!token) { showError({ code: 'UNAUTHORIZED', message: 'This page must be opened with a session token.' }); return; }
  if (integrationId) { openIntegration(integrationId); return; }
  api('/api/connect/session').then(renderIntegration, function (e) {
    if (e.code === 'VALIDATION_FAILED') picker(); else showError(e);
  });
})();`;
