import { safeJson } from '../connection/safe-json.js';

const REDACTED = '[redacted]';

/**
 * A tool's answer with the connection's own secrets taken out, where the tool echoes them (a "whoami" answering
 * the token it was sent, a debug field repeating the Authorization header): passthrough hands answers to the
 * caller as they are, and the caller is never given the connection's credentials.
 *
 * Cost: a search of the raw text for each secret (a native scan, a few per request); only when one is found is
 * the text rewritten and parsed again. Forms searched: as sent, JSON-escaped (a secret holding `"` or `\`), and
 * with `/` written `\/` (some JSON encoders do).
 */
export function redactEcho(text: string, body: unknown, secrets: readonly string[]): unknown {
  if (!text) return body;
  let out: string | undefined;
  for (const s of secrets) {
    if (text.includes(s)) out = (out ?? text).split(s).join(REDACTED);
    // Other spellings only for a secret that has them (tokens rarely hold `"`, `\`, `/` or controls).
    if (!NEEDS_ESCAPE.test(s)) continue;
    for (const form of spellings(s)) if ((out ?? text).includes(form)) out = (out ?? text).split(form).join(REDACTED);
  }
  if (out === undefined) return body;
  return typeof body === 'string' ? out : safeJson(out);
}

// eslint-disable-next-line no-control-regex -- what JSON escapes: quotes, backslashes, controls; and `/` (optional)
const NEEDS_ESCAPE = /["\\/\u0000-\u001f]/;

/**
 * The answer's headers with the same secrets taken out (names that carry credentials are dropped by the caller):
 * the same object when no value holds one, as nearly always.
 */
export function redactEchoInHeaders<H extends Record<string, string | string[] | undefined>>(headers: H, secrets: readonly string[]): H {
  let out: Record<string, string | string[] | undefined> | undefined;
  for (const k in headers) {
    const v = headers[k];
    if (v === undefined || !holdsAny(v, secrets)) continue;
    out ??= { ...headers };
    out[k] = typeof v === 'string' ? scrub(v, secrets) : v.map((x) => scrub(x, secrets));
  }
  return (out ?? headers) as H;
}

function holdsAny(v: string | string[], secrets: readonly string[]): boolean {
  for (const s of secrets) {
    if (typeof v === 'string') {
      if (v.includes(s)) return true;
    } else for (const x of v) if (x.includes(s)) return true;
  }
  return false;
}

function scrub(value: string, secrets: readonly string[]): string {
  let out = value;
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join(REDACTED);
  return out;
}

/** The JSON-escaped spelling, and the one with `/` escaped too (the spelling as sent is searched by the caller). */
function spellings(secret: string): string[] {
  const escaped = JSON.stringify(secret).slice(1, -1);
  const forms = escaped === secret ? [] : [escaped];
  if (secret.includes('/')) forms.push(escaped.replaceAll('/', '\\/'));
  return forms;
}
