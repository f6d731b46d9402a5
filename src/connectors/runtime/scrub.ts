const SECRET_KEY = /(token|secret|password|passwd|authorization|api[_-]?key|credential|session|cookie|^code$)/i;
const MAX = 2000;

/**
 * A downstream body made safe to show to API callers: secret-looking keys redacted, bearer-looking strings
 * masked, size bounded. Returns the JSON value when it is small enough, else a truncated string.
 */
export function scrubBody(body: unknown): unknown {
  const clean = redact(body, 0);
  const text = typeof clean === 'string' ? clean : ((JSON.stringify(clean) as string | undefined) ?? '');
  if (text.length <= MAX) return clean;
  return `${text.slice(0, MAX)}…(truncated)`;
}

function redact(v: unknown, depth: number): unknown {
  if (depth > 20) return '[too deep]';
  if (typeof v === 'string') return v.replace(/(bearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi, '$1[redacted]');
  if (Array.isArray(v)) return v.slice(0, 50).map((x) => redact(x, depth + 1));
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = SECRET_KEY.test(k) ? '[redacted]' : redact(x, depth + 1);
    return out;
  }
  return v;
}
