import type { Manifest } from '../schema/manifest.gen.js';
import type { ManifestError } from '../manifest-error.js';
import type { loadManifestSource } from '../schema/load-manifest-source.js';

type Source = ReturnType<typeof loadManifestSource>;

type Signature = NonNullable<Manifest['webhooks']>['signature'];

/** Where the signature (or token) is read: one place per algorithm, and the signed parts where a digest needs them. */
function checkWhereTheProofIs(sig: Signature, source: Source, errors: ManifestError[]): void {
  if (sig.body_path !== undefined && (sig.algorithm !== 'token' || sig.header !== undefined)) {
    errors.push(
      source.error('/webhooks/signature/body_path', 'body_path is read with algorithm: token, in place of header', 'keep one of the two'),
    );
  }
  if (sig.query !== undefined && (sig.algorithm !== 'token' || sig.header !== undefined || sig.body_path !== undefined)) {
    errors.push(
      source.error(
        '/webhooks/signature/query',
        'query is read with algorithm: token, in place of header and body_path',
        'keep one of them',
      ),
    );
  }
  if (!sig.header && !sig.algorithm.startsWith('jwt-') && !(sig.algorithm === 'token' && (sig.body_path || sig.query))) {
    errors.push(source.error('/webhooks/signature', `${sig.algorithm} needs header: where the tool puts it`, 'add header: X-Signature'));
  }
  if (sig.algorithm !== 'basic' && sig.algorithm !== 'token' && !sig.algorithm.startsWith('jwt-') && !sig.signed?.length) {
    errors.push(source.error('/webhooks/signature', `${sig.algorithm} needs signed: the parts the tool signs`, 'add signed: [body]'));
  }
}

/** Semantic pass over `webhooks`: the secret can be found, and every mapped model is one this manifest maps. */
export function checkWebhooks(manifest: Manifest, source: Source, errors: ManifestError[]): void {
  const wh = manifest.webhooks;
  if (!wh) return;
  const sig = wh.signature;
  // A subscription's secret stands in for the input of the same name (generated at subscribe time, not typed).
  const subscriptionSecrets = (wh.subscriptions ?? []).flatMap((sub) => Object.keys(sub.secrets ?? {}));
  const inputNames = [...Object.keys(manifest.connection.inputs ?? {}), ...subscriptionSecrets];
  checkWhereTheProofIs(sig, source, errors);
  if (sig.jwt && !sig.algorithm.startsWith('jwt-')) {
    errors.push(source.error('/webhooks/signature/jwt', 'jwt is read with algorithm jwt-hs256 or jwt-rs256', 'remove jwt'));
  }
  if (sig.username && sig.algorithm !== 'basic') {
    errors.push(source.error('/webhooks/signature/username', 'username is only read with algorithm: basic', 'remove username'));
  }
  if (sig.username?.from === 'input' && !inputNames.includes(sig.username.input ?? '')) {
    errors.push(
      source.error(
        '/webhooks/signature/username',
        'username.input must name a connection input or a subscription secret',
        'declare it under connection.inputs or webhooks.subscriptions[].secrets',
      ),
    );
  }
  const secret = sig.secret;
  if (secret.from === 'input') {
    if (!secret.input || !inputNames.includes(secret.input)) {
      errors.push(
        source.error(
          '/webhooks/signature/secret',
          `secret.input must name a connection input or a subscription secret (declared: ${inputNames.join(', ') || 'none'})`,
          'declare the secret under connection.inputs (secret: true) and write input: <its name>',
        ),
      );
    }
  } else if (secret.from === 'basic_password') {
    if (!manifest.connection.auth.some((a) => a.type === 'basic')) {
      errors.push(
        source.error(
          '/webhooks/signature/secret',
          'from: basic_password needs a basic auth method',
          'declare the basic method, or read the secret from a connection input',
        ),
      );
    }
  } else if (secret.input !== undefined) {
    errors.push(
      source.error('/webhooks/signature/secret/input', 'input is only read with from: input', 'remove input, or write from: input'),
    );
  } else if (!manifest.connection.auth.some((a) => a.type === 'oauth2_authorization_code')) {
    errors.push(
      source.error(
        '/webhooks/signature/secret',
        'from: oauth_client_secret needs an oauth2_authorization_code auth method',
        'declare the OAuth method, or read the secret from a connection input',
      ),
    );
  }
  const models = Object.keys(manifest.models ?? {});
  for (const [type, m] of Object.entries(wh.events.map)) {
    if (!models.includes(m.model)) {
      errors.push(
        source.error(
          `/webhooks/events/map/${type.replace(/~/g, '~0').replace(/\//g, '~1')}/model`,
          `model '${m.model}' is not mapped by this manifest`,
          `use one of: ${models.join(', ')}`,
        ),
      );
    }
    // A notice about a subscription names it by the tool's id, and there must be automatic subscriptions to act on.
    if ((m.change === 'renew' || m.change === 'resubscribe') && (!wh.events.subscription_id || !wh.subscriptions?.length)) {
      errors.push(
        source.error(
          `/webhooks/events/map/${type.replace(/~/g, '~0').replace(/\//g, '~1')}/change`,
          `change ${m.change} acts on one of the connection's subscriptions: it needs events.subscription_id and webhooks.subscriptions`,
          'add subscription_id: <path of the subscription id in an event>',
        ),
      );
    }
  }
}
