import { en, type Messages } from './en.js';
import { fr } from './fr.js';

/**
 * A tiny typed lookup instead of an i18n library: two languages, flat keys, `{name}` placeholders. Adding a
 * language is one file typed `Messages` (tsc refuses a missing key) and one line below.
 */
const CATALOGS: Record<string, Messages> = { en, fr };

/** The session's locale if supported, else the first of the browser's languages we have, else English. */
export function pickLocale(requested: string | null | undefined, browser: readonly string[]): string {
  for (const tag of [requested ?? '', ...browser]) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (CATALOGS[base]) return base;
  }
  return 'en';
}

export type MessageKey = keyof Messages;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function translator(locale: string): Translate {
  const catalog = CATALOGS[locale] ?? en;
  return (key, vars = {}) => catalog[key].replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
