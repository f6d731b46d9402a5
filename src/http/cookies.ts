import { parseCookie, stringifySetCookie } from 'cookie';

/** One cookie's value from a request's Cookie header (RFC 6265, parsed by `cookie`); empty counts as absent. */
export function readCookie(header: string | string[] | undefined, name: string): string | undefined {
  const raw = Array.isArray(header) ? header.join('; ') : header;
  if (!raw) return undefined;
  return parseCookie(raw)[name] || undefined;
}

/**
 * A Set-Cookie value for a cookie no script may read (HttpOnly), scoped to `path`, kept `maxAgeS` seconds (0
 * clears it), Secure when the gateway is served over HTTPS.
 */
export function httpOnlyCookie(
  name: string,
  value: string,
  opts: { path: string; maxAgeS: number; sameSite: 'lax' | 'strict'; secure: boolean },
): string {
  return stringifySetCookie(name, value, {
    path: opts.path,
    maxAge: opts.maxAgeS,
    httpOnly: true,
    sameSite: opts.sameSite,
    secure: opts.secure,
  });
}
