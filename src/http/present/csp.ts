/** The CSP directives the gateway's pages set, in the order they are written in the header. */
const DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'worker-src',
  'frame-ancestors',
  'base-uri',
  'form-action',
] as const;
type Directive = (typeof DIRECTIVES)[number];

/**
 * Nothing from another origin: this origin's scripts, styles, images (and data: images) and calls; no base, no form
 * posts, no framing. A page states only what it needs beyond that.
 */
const SELF_ONLY: Partial<Record<Directive, string>> = {
  'default-src': "'none'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'connect-src': "'self'",
  'frame-ancestors': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
};

/**
 * The one builder of the Content-Security-Policy of every page and file the gateway serves to browsers: the
 * self-only policy with a page's own directives over it (`undefined` removes one).
 */
export function contentSecurityPolicy(own: Partial<Record<Directive, string | undefined>> = {}): string {
  const merged = { ...SELF_ONLY, ...own };
  return DIRECTIVES.filter((d) => merged[d] !== undefined)
    .map((d) => `${d} ${merged[d]!}`)
    .join('; ');
}

/** An SVG opened directly is a document: it may draw (inline styles), never run or load anything. */
export const SVG_DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'";
