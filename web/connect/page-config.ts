/**
 * What the gateway tells the page when it renders it (a JSON block, not a script): which page this is, the
 * embedding origin if it is allowed, the environment's branding and the session's theme and locale.
 */
export interface Branding {
  displayName?: string;
  logoUrl?: string;
  accentColor?: string;
  privacyPolicyUrl?: string;
}

export interface PageConfig {
  page: 'modal' | 'oauth-launch' | 'oauth-callback';
  /** The embedding page's origin when the environment allows it; null: post nothing, show the refusal. */
  origin: string | null;
  originRefused: boolean;
  branding: Branding;
  theme: 'light' | 'dark' | 'auto';
  locale: string | null;
  /** The integration the session names; null: none, so the modal opens on the picker without asking the gateway. */
  integrationId: string | null;
  /** oauth-callback only: the outcome to show and hand to the modal. */
  outcome?: { ok: boolean; integrationName?: string; error?: { code: string; message: string } };
}

export function readPageConfig(): PageConfig {
  const el = document.getElementById('pb-config');
  const parsed = JSON.parse(el?.textContent || '{}') as Partial<PageConfig>;
  return {
    page: parsed.page ?? 'modal',
    origin: parsed.origin ?? null,
    originRefused: parsed.originRefused ?? false,
    branding: parsed.branding ?? {},
    theme: parsed.theme ?? 'auto',
    locale: parsed.locale ?? null,
    integrationId: parsed.integrationId ?? null,
    ...(parsed.outcome ? { outcome: parsed.outcome } : {}),
  };
}

/** Theme and accent colour through CSSOM (allowed by the CSP, unlike inline style attributes). */
export function applyLook(config: PageConfig, lang: string): void {
  const root = document.documentElement;
  root.lang = lang;
  const dark = config.theme === 'dark' || (config.theme === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.dataset.theme = dark ? 'dark' : 'light';
  if (config.branding.accentColor && /^#[0-9a-fA-F]{6}$/.test(config.branding.accentColor)) {
    root.style.setProperty('--accent', config.branding.accentColor);
    root.style.setProperty('--on-accent', readableOn(config.branding.accentColor));
  }
}

/** Black or white, whichever reads better on the customer's accent colour (WCAG relative luminance). */
function readableOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#0b1220' : '#ffffff';
}
