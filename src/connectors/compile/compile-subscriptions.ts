import type { Scope } from '../mapping/template.js';
import { parsePath } from '../mapping/paths.js';
import type { ManifestError } from '../manifest-error.js';
import type { loadManifestSource } from '../schema/load-manifest-source.js';
import type { Manifest } from '../schema/manifest.gen.js';
import { compileRequest } from './compile-actions.js';
import type { CompiledSubscription } from './compiled-connector.js';
import type { TemplateChecker } from './template-checker.js';

type Source = ReturnType<typeof loadManifestSource>;

/** Subscriptions a manifest may declare: each is one request to the tool per connection at connect time. */
const MAX_SUBSCRIPTIONS = 10;
const MAX_EVENTS = 100;

/**
 * `webhooks.subscriptions`: the requests that subscribe one connection to the tool's change notifications, compiled
 * with the scope they are rendered in (inputs, and subscription: url, id, events, secrets.<name>).
 */
export function compileSubscriptions(
  manifest: Manifest,
  source: Source,
  errors: ManifestError[],
  checker: TemplateChecker,
  inputsScope: Scope,
): CompiledSubscription[] {
  const list = manifest.webhooks?.subscriptions ?? [];
  if (manifest.webhooks?.subscriptions && list.length === 0)
    errors.push(source.error('/webhooks/subscriptions', 'subscriptions is empty', 'declare one subscription, or remove subscriptions'));
  if (list.length > MAX_SUBSCRIPTIONS)
    errors.push(source.error('/webhooks/subscriptions', `at most ${MAX_SUBSCRIPTIONS} subscriptions`, 'subscribe to fewer, wider events'));
  const names = new Set<string>();
  return list.map((sub, i) => {
    const at = `/webhooks/subscriptions/${i}`;
    if (names.has(sub.name))
      errors.push(source.error(`${at}/name`, `subscription name '${sub.name}' is used twice`, 'give each its own name'));
    names.add(sub.name);
    if (sub.events && (sub.events.length === 0 || sub.events.length > MAX_EVENTS))
      errors.push(source.error(`${at}/events`, `events lists 1 to ${MAX_EVENTS} event names`, 'list the events the tool should send'));
    const secrets = Object.fromEntries(Object.keys(sub.secrets ?? {}).map((k) => [k, 'any' as const]));
    // `now`: the time the request is rendered (ISO 8601), for expiries the subscriber states (`now | add_seconds(82800)`).
    const subscription: Scope = { url: 'any', events: 'any', now: 'any', secrets };
    const createScope: Scope = { inputs: inputsScope, subscription };
    // The id exists once create answered: renew and delete may use it, create may not.
    const laterScope: Scope = { inputs: inputsScope, subscription: { ...subscription, id: 'any' } };
    for (const [name, secret] of Object.entries(sub.secrets ?? {})) {
      if ([secret.generate, secret.generate_digits, secret.from_answer].filter((v) => v !== undefined).length !== 1)
        errors.push(source.error(`${at}/secrets/${name}`, 'a secret is generated or read from the answer', 'write generate: 32'));
      // The address is given to the tool when the subscription is made: only a secret made before can be in it.
      if (secret.in_url_query !== undefined && secret.generate === undefined)
        errors.push(source.error(`${at}/secrets/${name}/in_url_query`, 'in_url_query goes with generate', 'write generate: 32'));
    }
    return {
      name: sub.name,
      ...(sub.query ? { query: sub.query } : {}),
      events: sub.events ?? [],
      secrets: Object.entries(sub.secrets ?? {}).map(([name, s]) =>
        s.from_answer !== undefined
          ? { name, fromAnswer: parsePath(s.from_answer) }
          : s.generate_digits !== undefined
            ? { name, generateDigits: s.generate_digits }
            : { name, generateBytes: s.generate ?? 32, ...(s.in_url_query ? { inUrlQuery: s.in_url_query } : {}) },
      ),
      create: compileRequest(`${at}/create`, sub.create, createScope, checker),
      id: parsePath(sub.id),
      ...(sub.expires_at ? { expiresAt: parsePath(sub.expires_at) } : {}),
      ...(sub.renew
        ? {
            renew: {
              request: compileRequest(`${at}/renew/request`, sub.renew.request, laterScope, checker),
              beforeExpiryMs: sub.renew.before_expiry_seconds * 1000,
            },
          }
        : {}),
      ...(sub.then ? { then: sub.then.map((req, j) => compileRequest(`${at}/then/${j}`, req, laterScope, checker)) } : {}),
      ...(sub.delete ? { delete: compileRequest(`${at}/delete`, sub.delete, laterScope, checker) } : {}),
    };
  });
}
