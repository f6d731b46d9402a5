import type { AuthMethod, Integration } from './api.js';
import { glyph, h } from './dom.js';
import type { Translate } from './i18n/index.js';
import type { Branding } from './page-config.js';

/** The frame every state is drawn in: the customer's brand, a close button, the content, a trust footer. */
export function shell(t: Translate, branding: Branding, onClose: () => void): { root: HTMLElement; main: HTMLElement } {
  // The logo appears in the hero beside the tool's icon; the header names the customer.
  const brand = h('span', { class: 'brand-name' }, branding.displayName ?? '');
  const close = h('button', { type: 'button', class: 'icon-button', id: 'close', 'aria-label': t('close'), onclick: onClose }, glyph('x'));
  const main = h('main', { id: 'content', tabindex: '-1' });
  const footer = h(
    'footer',
    { class: 'foot' },
    h('span', { class: 'secured' }, glyph('lock'), t('securedBy')),
    branding.privacyPolicyUrl
      ? h(
          'a',
          { href: branding.privacyPolicyUrl, target: '_blank', rel: 'noopener noreferrer' },
          t('privacy'),
          h('span', { class: 'sr-only' }, ` ${t('opensInNewTab')}`),
        )
      : null,
  );
  const root = h('div', { class: 'shell' }, h('header', { class: 'top' }, brand, close), main, footer);
  return { root, main };
}

export function customerName(branding: Branding): string | undefined {
  return branding.displayName?.trim() || undefined;
}

/** Tool icon beside the customer's mark: who connects to what, at a glance. */
export function hero(t: Translate, integration: Integration, branding: Branding): HTMLElement {
  const customer = customerName(branding);
  const vars = { tool: integration.display.name, customer: customer ?? '' };
  const customerMark = branding.logoUrl
    ? h('img', { class: 'mark', src: branding.logoUrl, alt: '' })
    : h('span', { class: 'mark mark-letter', 'aria-hidden': 'true' }, (customer ?? '•').slice(0, 1).toUpperCase());
  return h(
    'div',
    { class: 'hero' },
    h(
      'div',
      { class: 'marks', 'aria-hidden': 'true' },
      customerMark,
      h('span', { class: 'link-dots' }, glyph('plug')),
      h('img', { class: 'mark', src: integration.display.iconURI, alt: '' }),
    ),
    h('h1', { id: 'title', tabindex: '-1' }, t('connectTitle', vars)),
    h('p', { class: 'lead' }, customer ? t('intro', vars) : t('introNoCustomer', vars)),
  );
}

export function accessList(t: Translate, method: AuthMethod | undefined, branding: Branding): HTMLElement | null {
  if (!method?.access?.length) return null;
  const customer = customerName(branding);
  return h(
    'section',
    { class: 'access', 'aria-labelledby': 'access-heading' },
    h('h2', { id: 'access-heading' }, customer ? t('accessHeading', { customer }) : t('accessHeadingNoCustomer')),
    h('ul', {}, ...method.access.map((a) => h('li', {}, glyph('check'), h('span', {}, a)))),
  );
}

/** A full-panel state (success, expired, limit, unavailable, refused origin, error): icon, title, words, one action. */
export function statusPanel(opts: {
  tone: 'success' | 'warning' | 'error' | 'info';
  icon: Parameters<typeof glyph>[0];
  title: string;
  body: string;
  id: string;
  action?: { label: string; onClick: () => void };
  extra?: HTMLElement | null;
}): HTMLElement {
  return h(
    'div',
    { class: `status status-${opts.tone}`, id: opts.id, role: opts.tone === 'success' ? 'status' : 'alert' },
    h('div', { class: 'status-icon' }, glyph(opts.icon)),
    h('h1', { id: 'title', tabindex: '-1' }, opts.title),
    h('p', {}, opts.body),
    opts.extra ?? null,
    opts.action
      ? h('button', { type: 'button', class: 'primary', id: 'primary-action', onclick: opts.action.onClick }, opts.action.label)
      : null,
  );
}

/** An alert above the form (refused credentials, tool unreachable, popup blocked): the form stays to retry. */
export function banner(id: string, title: string, body: string): HTMLElement {
  return h('div', { class: 'banner', id, role: 'alert' }, glyph('alert'), h('div', {}, h('strong', {}, title), h('p', {}, body)));
}

export function loading(t: Translate): HTMLElement {
  return h(
    'div',
    { class: 'loading', role: 'status', id: 'loading' },
    h('span', { class: 'spinner big', 'aria-hidden': 'true' }),
    h('h1', { class: 'loading-title' }, t('loading')),
  );
}

/**
 * "Try with sample data": offered when the session can connect the integration's sandbox (a development
 * environment, `sandbox: true` in the session's answer); the button connects it through the normal flow.
 */
export function sampleDataOffer(t: Translate, tool: string, onTry: () => void): HTMLElement {
  return h(
    'section',
    { class: 'sample-data', id: 'sample-data' },
    h('p', { class: 'muted small' }, t('trySampleHint', { tool })),
    h('button', { type: 'button', class: 'link', id: 'try-sample', onclick: onTry }, t('trySample')),
  );
}
