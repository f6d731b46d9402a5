import MailComposer from 'nodemailer/lib/mail-composer';
import { PlugboardError } from '../../errors/plugboard-error.js';

/**
 * An operation's `compose: { type: rfc2822 }`: the mapped record becomes an RFC 5322/MIME message (nodemailer's
 * MailComposer: encoded words for non-ASCII headers, quoted-printable bodies, multipart/alternative when both text
 * and html are given), which the body template reads as `{{ message.base64url }}` (Gmail's messages.send `raw`) or
 * `{{ message.raw }}`. Only the keys below are read; Bcc is kept in the headers, as APIs that send a raw message
 * read the recipients from them (Gmail removes the Bcc header before delivery).
 */
export interface ComposedMessage {
  raw: string;
  base64url: string;
}

const STRING_KEYS = ['from', 'to', 'cc', 'bcc', 'reply_to', 'subject', 'text', 'html', 'in_reply_to'] as const;

/** The largest message composed (Gmail's own limit for a message sent through messages.send is 35 MB). */
const MAX_MESSAGE_BYTES = 35 * 1024 * 1024;

const header = (v: unknown, key: string): string | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw invalid(`${key} must be a string`, key);
  // Header values are one line: a CR or LF in a caller's value would start a header of its own.
  if (key !== 'text' && key !== 'html' && /[\r\n]/.test(v)) throw invalid(`${key} must be one line`, key);
  return v;
};

function invalid(message: string, field?: string): PlugboardError {
  return new PlugboardError('VALIDATION_FAILED', `Cannot compose the message: ${message}`, { details: field ? { field } : {} });
}

export async function composeRfc2822(record: Record<string, unknown>): Promise<ComposedMessage> {
  const v = Object.fromEntries(STRING_KEYS.map((k) => [k, header(record[k], k)])) as Record<
    (typeof STRING_KEYS)[number],
    string | undefined
  >;
  const references = record.references;
  if (references !== undefined && references !== null && typeof references !== 'string' && !Array.isArray(references))
    throw invalid('references must be a string or a list', 'references');
  const refs = Array.isArray(references) ? references.map((r, i) => header(r, `references.${i}`) ?? '') : header(references, 'references');
  const node = new MailComposer({
    ...(v.from ? { from: v.from } : {}),
    ...(v.to ? { to: v.to } : {}),
    ...(v.cc ? { cc: v.cc } : {}),
    ...(v.bcc ? { bcc: v.bcc } : {}),
    ...(v.reply_to ? { replyTo: v.reply_to } : {}),
    subject: v.subject ?? '',
    ...(v.text !== undefined ? { text: v.text } : {}),
    ...(v.html !== undefined ? { html: v.html } : {}),
    ...(v.in_reply_to ? { inReplyTo: v.in_reply_to } : {}),
    ...(refs ? { references: refs } : {}),
  }).compile();
  node.keepBcc = true;
  const buf = await node.build();
  if (buf.length > MAX_MESSAGE_BYTES) throw invalid(`message is larger than ${MAX_MESSAGE_BYTES} bytes`);
  return { raw: buf.toString('utf8'), base64url: buf.toString('base64url') };
}
