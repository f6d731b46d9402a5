/**
 * RFC 5322 address headers as mail APIs hand them out decoded (Gmail's payload.headers values): a list of mailboxes
 * `Jane Doe <jane@example.com>`, `"Doe, John" <john@example.com>`, `bob@example.com`, and groups
 * `Team: a@example.com, b@example.com;` (flattened). Lenient: a part that holds no address is skipped, never thrown.
 * Comments in parentheses are dropped; an obsolete `bob@example.com (Bob)` keeps the comment as the name.
 */
export interface Mailbox {
  email: string;
  name: string | null;
}

/** The longest header value read (a To of thousands of recipients is cut, like the list codec's max_items). */
const MAX_HEADER_CHARS = 100_000;

/** Splits at top-level commas and semicolons (outside quotes, angle brackets and comments); group names dropped. */
function splitMailboxes(header: string): string[] {
  const parts: string[] = [];
  let cur = '';
  let quoted = false;
  let angle = 0;
  let comment = 0;
  for (let i = 0; i < header.length; i++) {
    const c = header[i]!;
    if (quoted) {
      cur += c;
      if (c === '\\' && i + 1 < header.length) cur += header.charAt(++i);
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"' && comment === 0) quoted = true;
    else if (c === '(') comment++;
    else if (c === ')' && comment > 0) comment--;
    else if (c === '<' && comment === 0) angle++;
    else if (c === '>' && comment === 0 && angle > 0) angle--;
    else if (angle === 0 && comment === 0) {
      if (c === ',' || c === ';') {
        parts.push(cur);
        cur = '';
        continue;
      }
      // `Team:` opens a group: what came before the colon is the group's name, not a mailbox.
      if (c === ':') {
        cur = '';
        continue;
      }
    }
    cur += c;
  }
  parts.push(cur);
  return parts;
}

const unquote = (s: string) => s.replace(/^"(.*)"$/s, '$1').replace(/\\(.)/g, '$1');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function parseMailbox(part: string): Mailbox | undefined {
  const angle = /<([^<>]*)>/.exec(part);
  if (angle) {
    const email = angle[1]!.trim();
    if (!email.includes('@')) return undefined;
    const name = squash(unquote(squash(part.slice(0, angle.index).replace(/\([^()]*\)/g, ''))));
    return { email, name: name === '' ? null : name };
  }
  const comments = [...part.matchAll(/\(([^()]*)\)/g)].map((m) => squash(m[1]!));
  const email = squash(part.replace(/\([^()]*\)/g, ''));
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return undefined;
  const name = comments.find((c) => c !== '');
  return { email, name: name ?? null };
}

/** Every mailbox of an address-list header value, in order, at most `max`. */
export function parseAddressList(header: string, max = 500): Mailbox[] {
  const out: Mailbox[] = [];
  for (const part of splitMailboxes(header.slice(0, MAX_HEADER_CHARS))) {
    const m = parseMailbox(part);
    if (m) out.push(m);
    if (out.length >= max) break;
  }
  return out;
}

/** A display name that needs quoting as an RFC 5322 quoted-string (specials such as the comma of "Doe, John"). */
const NEEDS_QUOTES = /[()<>[\]:;@\\,."]/;

/** One mailbox as a header value: `"Doe, John" <john@example.com>`, or the bare address without a name. */
export function formatMailbox(m: Mailbox): string {
  if (!m.name) return m.email;
  const name = NEEDS_QUOTES.test(m.name) ? `"${m.name.replace(/(["\\])/g, '\\$1')}"` : m.name;
  return `${name} <${m.email}>`;
}
