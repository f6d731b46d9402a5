import { notFound } from '../../../errors/plugboard-error.js';
import { defineHandler } from '../../handler-context.js';
import { SVG_DOCUMENT_CSP } from '../../present/csp.js';
import { errorReply, text } from '../../reply.js';

/** A connector's icon, from the gateway's own origin (the modal's CSP allows images from 'self' only). */
export default defineHandler<'getConnectorIcon'>(async ({ params, services }) => {
  const id = params.integrationId;
  const svg = await services.integrations.icons.svg(id);
  if (!svg) return errorReply(notFound(`Unknown integration '${id}'`, { integrationId: id }));
  return text(svg, 'image/svg+xml', 200, {
    'cache-control': 'public, max-age=86400',
    // Opened directly, an SVG is a document: it may draw, never run anything.
    'content-security-policy': SVG_DOCUMENT_CSP,
    'x-content-type-options': 'nosniff',
  });
});
