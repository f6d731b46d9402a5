import { expect } from 'chai';
import type { AuthMethod, ConnectView } from '../../../web/connect/api.js';
import { initialState, transition, type FlowEvent, type FlowState } from '../../../web/connect/flow.js';

/** A session's view as the gateway answers it, with only what the flow reads filled in. */
function viewOf(methods: Partial<AuthMethod>[], status: ConnectView['status'] = 'pending'): ConnectView {
  return {
    integration: { integrationId: 'aircall', display: { name: 'Aircall' }, inputs: [{ name: 'subdomain' }] },
    status,
    authMethods: methods.map((m) => ({ fields: [], ...m })),
  } as unknown as ConnectView;
}
const KEY: Partial<AuthMethod> = {
  id: 'api_key',
  type: 'api_key',
  fields: [{ name: 'apiId' }, { name: 'apiToken' }],
} as Partial<AuthMethod>;
const OAUTH: Partial<AuthMethod> = { id: 'oauth', type: 'oauth2_authorization_code', fields: [] };

/** Applies the events in turn, as the modal does. */
function run(state: FlowState, ...events: FlowEvent[]): FlowState {
  return events.reduce(transition, state);
}
const failed = (code: string, details?: unknown): FlowEvent => ({ type: 'failed', error: { code, message: code, details } });
const values = { credentials: { apiId: 'a', apiToken: 'b' }, inputs: {} };

describe('connect modal: the flow as a state machine (pure, no DOM)', () => {
  const oneMethod = viewOf([KEY]);
  const twoMethods = viewOf([OAUTH, KEY]);
  const loading: FlowState = { name: 'loading', integrationId: 'aircall' };
  const entering = run(loading, { type: 'session-loaded', view: oneMethod });

  it('starts from what the page was opened with: refused origin, no token, a named tool, or the picker', () => {
    expect(initialState({ originRefused: true, hasToken: true, integrationId: 'x' })).to.deep.equal({ name: 'origin-refused' });
    expect(initialState({ originRefused: false, hasToken: false, integrationId: 'x' })).to.include({ name: 'ended', ending: 'expired' });
    expect(initialState({ originRefused: false, hasToken: true, integrationId: 'x' })).to.deep.equal({
      name: 'loading',
      integrationId: 'x',
    });
    expect(initialState({ originRefused: false, hasToken: true, integrationId: null })).to.deep.equal({ name: 'listing' });
  });

  it('picks a tool from the list, then loads its session', () => {
    const picking = run({ name: 'listing' }, { type: 'integrations-listed', integrations: [] });
    expect(picking).to.deep.equal({ name: 'picking', integrations: [] });
    expect(run(picking, { type: 'tool-picked', integrationId: 'hubspot' })).to.deep.equal({ name: 'loading', integrationId: 'hubspot' });
  });

  it('opens on the only method (no way back), on the choice of several, or connected when the session already is', () => {
    expect(entering).to.deep.include({ name: 'entering', method: oneMethod.authMethods[0], canGoBack: false });
    expect(run(entering, { type: 'back' })).to.equal(entering);
    const choosing = run(loading, { type: 'session-loaded', view: twoMethods });
    expect(choosing).to.deep.equal({ name: 'choosing', view: twoMethods });
    const chosen = run(choosing, { type: 'method-chosen', method: twoMethods.authMethods[1]! });
    expect(chosen).to.deep.include({ name: 'entering', canGoBack: true });
    expect(run(chosen, { type: 'back' })).to.deep.equal(choosing);
    expect(run(loading, { type: 'session-loaded', view: viewOf([KEY], 'authorized') })).to.deep.equal({
      name: 'finishing',
      tool: 'Aircall',
    });
  });

  it('keeps the form to try again after a refusal, an outage or field problems; ends on anything else', () => {
    const exchanging = run(entering, { type: 'credentials-sent', values });
    expect(exchanging).to.deep.include({ name: 'exchanging', values });
    expect(run(exchanging, failed('DOWNSTREAM_AUTH_FAILED'))).to.deep.include({ name: 'entering', notice: { kind: 'refused' } });
    for (const code of ['DOWNSTREAM_UNAVAILABLE', 'DOWNSTREAM_TIMEOUT', 'DOWNSTREAM_ERROR', 'NETWORK_ERROR'])
      expect(run(exchanging, failed(code))).to.deep.include({ name: 'entering', notice: { kind: 'unreachable' } });
    const named = [{ field: 'body.credentials.apiToken', rule: 'required' }];
    expect(run(exchanging, failed('VALIDATION_FAILED', named))).to.deep.include({ notice: { kind: 'field-problems', details: named } });
    const input = [{ field: 'body.inputs.subdomain' }];
    expect(run(exchanging, failed('VALIDATION_FAILED', input))).to.deep.include({ notice: { kind: 'field-problems', details: input } });
    // Details that name no field of the form cannot be shown on it: the flow ends.
    expect(run(exchanging, failed('VALIDATION_FAILED', [{ field: 'body.other' }]))).to.include({ name: 'ended', ending: 'error' });
    expect(run(exchanging, failed('CONNECTION_LIMIT_REACHED'))).to.include({ name: 'ended', ending: 'limit', tool: 'Aircall' });
    expect(run(exchanging, failed('SESSION_TOKEN_EXPIRED'))).to.include({ name: 'ended', ending: 'expired' });
    // Sent again from the refusal: exchanging once more, without the notice.
    expect(run(exchanging, failed('DOWNSTREAM_AUTH_FAILED'), { type: 'credentials-sent', values })).to.deep.equal(exchanging);
  });

  it('waits for the OAuth popup: closed without an answer goes back to the form; blocked says so; a failure ends', () => {
    const oauth = run(loading, { type: 'session-loaded', view: viewOf([OAUTH]) });
    const waiting = run(oauth, { type: 'popup-opened', inputs: { subdomain: 'x' } });
    expect(waiting).to.deep.include({ name: 'waiting', inputs: { subdomain: 'x' } });
    expect(run(waiting, { type: 'popup-closed' })).to.deep.equal(oauth);
    expect(run(oauth, { type: 'popup-blocked' })).to.deep.include({ name: 'entering', notice: { kind: 'popup-blocked' } });
    // Only an exchange of credentials is retried: the same refusal from the status poll ends the flow.
    expect(run(waiting, failed('DOWNSTREAM_AUTH_FAILED'))).to.include({ name: 'ended', ending: 'error' });
    expect(run(waiting, failed('access_denied'))).to.include({ name: 'ended', ending: 'denied', tool: 'Aircall' });
    expect(run(waiting, { type: 'authorized' })).to.deep.equal({ name: 'finishing', tool: 'Aircall' });
  });

  it('connects once: while the public token is read nothing else counts; it is carried only when there is one', () => {
    const finishing = run(entering, { type: 'credentials-sent', values }, { type: 'authorized' });
    expect(finishing).to.deep.equal({ name: 'finishing', tool: 'Aircall' });
    expect(run(finishing, failed('DOWNSTREAM_AUTH_FAILED'), { type: 'authorized' })).to.equal(finishing);
    expect(run(finishing, { type: 'public-token-read', publicToken: 'pt' })).to.deep.equal({
      name: 'connected',
      tool: 'Aircall',
      publicToken: 'pt',
    });
    expect(run(finishing, { type: 'public-token-read' })).to.deep.equal({ name: 'connected', tool: 'Aircall' });
  });

  it('names the tool of a failed load by the gateway details, else by its id; ends are final', () => {
    const unavailable = run(loading, failed('NO_AUTH_METHOD_AVAILABLE', { integrationName: 'Aircall Pro' }));
    expect(unavailable).to.include({ name: 'ended', ending: 'unavailable', tool: 'Aircall Pro' });
    expect(run(loading, failed('INTERNAL_ERROR'))).to.include({ name: 'ended', ending: 'error', tool: 'aircall' });
    expect(run({ name: 'listing' }, failed('INTEGRATIONS_UNAVAILABLE'))).to.include({ name: 'ended', tool: '' });
    for (const final of [unavailable, { name: 'origin-refused' } as const, { name: 'connected', tool: 'Aircall' } as const])
      expect(run(final, { type: 'authorized' }, { type: 'tool-picked', integrationId: 'x' }, failed('UNAUTHORIZED'))).to.equal(final);
  });
});
