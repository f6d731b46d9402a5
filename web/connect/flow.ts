import type { ApiError, AuthMethod, ConnectView, Integration } from './api.js';

/**
 * The connect flow as an explicit state machine: which screen the modal shows, and what moves it to the next one.
 * Pure (no DOM, no request): modal.ts draws one view per state and runs the requests each state starts; what the
 * person does and what the gateway answers come back as events.
 */

/** How the flow ends when it cannot go on (each drawn as its own panel and reported to the SDK's onError). */
export type Ending = 'expired' | 'limit' | 'unavailable' | 'denied' | 'error';

/** What is shown above a form the person may submit again. */
export type Notice =
  | { kind: 'refused' } // the tool refused the credentials
  | { kind: 'unreachable' } // the tool did not answer: "Try again"
  | { kind: 'popup-blocked' } // the browser blocked the sign-in popup
  | { kind: 'field-problems'; details: unknown }; // the gateway named fields of the form (VALIDATION_FAILED)

/** One method of one integration on screen: the form (credentials and connection inputs, or OAuth's inputs). */
interface MethodScreen {
  view: ConnectView;
  method: AuthMethod;
  /** Reached from the method choice (a back button), not as the integration's only method. */
  canGoBack: boolean;
}

export type FlowState =
  /** The page was opened at an origin the gateway does not allow: nothing runs. */
  | { name: 'origin-refused' }
  /** No tool named: the list of integrations is being fetched (nothing drawn yet). */
  | { name: 'listing' }
  /** The tool picker. */
  | { name: 'picking'; integrations: Integration[] }
  /** The session's view of one integration is being fetched. */
  | { name: 'loading'; integrationId: string }
  /** Several methods offered: the person chooses one. */
  | { name: 'choosing'; view: ConnectView }
  /** The method's form: an API key or other credentials, or the inputs before an OAuth sign-in. */
  | ({ name: 'entering'; notice?: Notice } & MethodScreen)
  /** The credentials were sent; the gateway checks them with the tool. */
  | ({ name: 'exchanging'; values: FormValues } & MethodScreen)
  /** The OAuth sign-in runs in a popup; the modal polls the session's status. */
  | ({ name: 'waiting'; inputs: Record<string, string> } & MethodScreen)
  /** Connected; the older interface's public token is being fetched (the screen stays as it was meanwhile). */
  | { name: 'finishing'; tool: string }
  | { name: 'connected'; tool: string; publicToken?: string }
  | { name: 'ended'; ending: Ending; error: ApiError; tool: string };

export interface FormValues {
  credentials: Record<string, string>;
  inputs: Record<string, string>;
}

export type FlowEvent =
  | { type: 'integrations-listed'; integrations: Integration[] }
  | { type: 'tool-picked'; integrationId: string }
  | { type: 'session-loaded'; view: ConnectView }
  | { type: 'method-chosen'; method: AuthMethod }
  | { type: 'back' }
  | { type: 'credentials-sent'; values: FormValues }
  | { type: 'popup-opened'; inputs: Record<string, string> }
  | { type: 'popup-blocked' }
  | { type: 'popup-closed' }
  | { type: 'authorized' }
  | { type: 'public-token-read'; publicToken?: string }
  | { type: 'failed'; error: ApiError };

const ENDINGS: Record<string, Ending> = {
  SESSION_TOKEN_EXPIRED: 'expired',
  UNAUTHORIZED: 'expired',
  CONNECTION_LIMIT_REACHED: 'limit',
  NO_AUTH_METHOD_AVAILABLE: 'unavailable',
  access_denied: 'denied',
};
const UNREACHABLE = new Set(['DOWNSTREAM_UNAVAILABLE', 'DOWNSTREAM_TIMEOUT', 'DOWNSTREAM_ERROR', 'NETWORK_ERROR']);

/** Where the flow starts, from what the page was opened with. */
export function initialState(opened: { originRefused: boolean; hasToken: boolean; integrationId: string | null }): FlowState {
  if (opened.originRefused) return { name: 'origin-refused' };
  if (!opened.hasToken) return ended({ code: 'UNAUTHORIZED', message: 'The modal was opened without a session token' }, '');
  // Neither the SDK nor the session names a tool: the picker, without a request the gateway can only refuse.
  return opened.integrationId ? { name: 'loading', integrationId: opened.integrationId } : { name: 'listing' };
}

/** The next state; an event that means nothing in the current state leaves it as it is. */
export function transition(state: FlowState, event: FlowEvent): FlowState {
  if (state.name === 'origin-refused' || state.name === 'connected' || state.name === 'ended') return state;
  // Connected: only the public token is awaited (a second success, a late poll or a failure changes nothing).
  if (state.name === 'finishing') return event.type === 'public-token-read' ? connected(state.tool, event.publicToken) : state;
  switch (event.type) {
    case 'authorized':
      // Also while choosing or picking: an OAuth popup may finish after the person went back.
      return { name: 'finishing', tool: toolOf(state) };
    case 'failed':
      return state.name === 'exchanging' ? retryOrEnd(state, event.error) : ended(event.error, toolOf(state, event.error));
    case 'integrations-listed':
      return state.name === 'listing' ? { name: 'picking', integrations: event.integrations } : state;
    case 'tool-picked':
      return state.name === 'picking' ? { name: 'loading', integrationId: event.integrationId } : state;
    case 'session-loaded':
      return state.name === 'loading' ? integrationScreen(event.view) : state;
    case 'method-chosen':
      return state.name === 'choosing' ? { name: 'entering', view: state.view, method: event.method, canGoBack: true } : state;
    default:
      return 'view' in state && 'method' in state ? onMethodScreen(state, event) : state;
  }
}

/** The events of a method's screen: back, send, the popup's life. */
function onMethodScreen(state: FlowState & MethodScreen, event: FlowEvent): FlowState {
  const screen: MethodScreen = { view: state.view, method: state.method, canGoBack: state.canGoBack };
  if (event.type === 'back' && state.canGoBack) return { name: 'choosing', view: state.view };
  if (state.name === 'entering') {
    if (event.type === 'credentials-sent') return { name: 'exchanging', values: event.values, ...screen };
    if (event.type === 'popup-opened') return { name: 'waiting', inputs: event.inputs, ...screen };
    if (event.type === 'popup-blocked') return { name: 'entering', notice: { kind: 'popup-blocked' }, ...screen };
  }
  if (state.name === 'waiting' && event.type === 'popup-closed') return { name: 'entering', ...screen };
  return state;
}

/** The integration's screen: done already, its only method, or the choice of method. */
function integrationScreen(view: ConnectView): FlowState {
  if (view.status === 'authorized' || view.status === 'consumed') return { name: 'finishing', tool: view.integration.display.name };
  if (view.authMethods.length === 1) return { name: 'entering', view, method: view.authMethods[0]!, canGoBack: false };
  return { name: 'choosing', view };
}

/** Refusals and outages keep the form to try again (an event, not onError); the rest ends the flow. */
function retryOrEnd(state: FlowState & { name: 'exchanging' }, error: ApiError): FlowState {
  const screen: MethodScreen = { view: state.view, method: state.method, canGoBack: state.canGoBack };
  if (error.code === 'VALIDATION_FAILED' && namesAField(error.details, screen)) {
    return { name: 'entering', notice: { kind: 'field-problems', details: error.details }, ...screen };
  }
  if (error.code === 'DOWNSTREAM_AUTH_FAILED') return { name: 'entering', notice: { kind: 'refused' }, ...screen };
  if (UNREACHABLE.has(error.code)) return { name: 'entering', notice: { kind: 'unreachable' }, ...screen };
  return ended(error, toolOf(state));
}

/** Whether VALIDATION_FAILED details name a field of the form (then shown on it), as the form matches them. */
function namesAField(details: unknown, screen: MethodScreen): boolean {
  const keys = new Set([...screen.method.fields.map((f) => f.name), ...screen.view.integration.inputs.map((i) => i.name)]);
  return (Array.isArray(details) ? (details as { field?: unknown }[]) : []).some(
    (d) => typeof d.field === 'string' && keys.has(d.field.replace(/^body\.(credentials|inputs)\./, '')),
  );
}

function connected(tool: string, publicToken: string | undefined): FlowState {
  return publicToken ? { name: 'connected', tool, publicToken } : { name: 'connected', tool };
}

function ended(error: ApiError, tool: string): FlowState {
  return { name: 'ended', ending: ENDINGS[error.code] ?? 'error', error, tool };
}

/**
 * The tool's name as the state knows it; a failure before the session loaded names it by the error's details when
 * the gateway gave it, else by its id.
 */
function toolOf(state: FlowState, error?: ApiError): string {
  if ('view' in state) return state.view.integration.display.name;
  if (state.name !== 'loading') return '';
  const named = (error?.details as { integrationName?: unknown } | undefined)?.integrationName;
  return typeof named === 'string' ? named : state.integrationId;
}
