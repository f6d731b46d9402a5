import type { ConnectEventName, ModalToSdk, PopupStart, PopupToModal } from '../shared/connect-protocol.js';
import { apiErrorOf, ConnectApi, listIntegrations, type AuthMethod, type ConnectView } from './api.js';
import { initialState, transition, type FlowEvent, type FlowState } from './flow.js';
import type { BuiltForm } from './form.js';
import type { Translate } from './i18n/index.js';
import { localizeView } from './localize.js';
import { drawState, type FormScreen, type ModalUi } from './modal-views.js';
import type { PageConfig } from './page-config.js';
import { shell } from './views.js';

/** What the modal's address carried (read once, then removed from the address). */
interface Opening {
  token: string | null;
  integrationId: string | null;
  oauthAppId: string | undefined;
  closeAfterMs: number;
}

/**
 * The hosted modal: reads its session token from its address (then removes it), asks the gateway what to show,
 * and walks the end user through one method. Talks to the SDK only at the embedding origin the gateway allowed.
 */
export function runModal(config: PageConfig, t: Translate): void {
  const q = new URLSearchParams(location.search);
  const opening: Opening = {
    token: q.get('sessionToken') ?? q.get('linkToken'),
    integrationId: q.get('integrationId') ?? config.integrationId,
    oauthAppId: q.get('oauthAppId') ?? undefined,
    closeAfterMs: Number(q.get('closeAfterSuccessMs') ?? ''),
  };
  history.replaceState(null, '', location.pathname);
  new ConnectModal(config, t, opening).start();
}

/**
 * The connect flow running in the page: the state machine of flow.ts, one view per state (modal-views.ts), and
 * what each state starts (a request, the status poll, a message to the SDK). Every change goes through `dispatch`.
 */
class ConnectModal implements ModalUi {
  screen?: FormScreen;
  readonly closeAfterMs: number;
  private state: FlowState = { name: 'listing' };
  private readonly api: ConnectApi;
  private readonly target: Window | null;
  private main: HTMLElement | undefined;
  private loaded = false;
  private popup: Window | null = null;
  private poll: number | undefined;
  private pendingStart: PopupStart | undefined;

  constructor(
    readonly config: PageConfig,
    readonly t: Translate,
    private readonly opening: Opening,
  ) {
    this.closeAfterMs = opening.closeAfterMs;
    this.api = new ConnectApi(opening.token ?? '');
    this.target = window.parent !== window ? window.parent : (window.opener as Window | null);
  }

  start(): void {
    const { root, main } = shell(this.t, this.config.branding, this.close);
    this.main = main;
    document.body.append(root);
    document.addEventListener('keydown', (ev) => {
      if (ev.key === 'Escape') this.close();
    });
    new ResizeObserver(() => {
      this.post({ type: 'plugboard:resize', height: Math.ceil(root.getBoundingClientRect().height) });
    }).observe(root);
    window.addEventListener('message', this.onPopupMessage);
    const { config, opening } = this;
    this.enter(initialState({ originRefused: config.originRefused, hasToken: !!opening.token, integrationId: opening.integrationId }));
  }

  readonly dispatch = (event: FlowEvent): void => {
    const next = transition(this.state, event);
    if (next !== this.state) this.enter(next);
  };

  readonly close = (): void => {
    this.stopPolling();
    this.post({ type: 'plugboard:close' });
  };

  show(...nodes: (HTMLElement | null)[]): void {
    this.main?.replaceChildren(...nodes.filter((n): n is HTMLElement => n !== null));
    if (!this.loaded) {
      this.loaded = true;
      this.post({ type: 'plugboard:load' });
    }
  }

  methodSelected(authMethodId: string): void {
    this.event('method_selected', { authMethodId });
  }

  trySampleData(view: ConnectView): void {
    this.methodSelected('sandbox');
    const integrationId = view.integration.integrationId;
    this.settle(this.api.submit({ integrationId, authMethodId: 'sandbox', credentials: { type: 'sandbox' } }), AUTHORIZED);
  }

  /**
   * Credentials are sent by the exchanging state. OAuth runs in a popup on the gateway's origin: the popup
   * (first-party) asks this modal for the session and starts the attempt itself, so the binding cookie is set in the
   * browser that will come back to the callback.
   */
  submitForm(_view: ConnectView, method: AuthMethod, form: BuiltForm): void {
    const values = form.validate();
    if (!values) return;
    if (method.type !== 'oauth2_authorization_code') {
      this.dispatch({ type: 'credentials-sent', values });
      return;
    }
    this.popup = window.open('/connect/oauth', 'plugboard_oauth', 'popup=yes,width=520,height=720');
    this.dispatch(this.popup ? { type: 'popup-opened', inputs: values.inputs } : { type: 'popup-blocked' });
  }

  /** A new state: its view, then what it starts. The status poll lives only while waiting for the popup. */
  private enter(state: FlowState): void {
    this.state = state;
    if (state.name !== 'waiting') this.stopPolling();
    drawState(this, state);
    this.act(state);
  }

  private act(state: FlowState): void {
    const integrationId = 'view' in state ? state.view.integration.integrationId : '';
    switch (state.name) {
      case 'origin-refused':
      case 'picking':
      case 'choosing':
        break; // they wait for the person
      case 'listing':
        this.settle(listIntegrations(), (all) => ({
          type: 'integrations-listed',
          integrations: all.sort((a, b) => a.display.name.localeCompare(b.display.name)),
        }));
        break;
      case 'loading':
        this.settle(this.loadSession(state.integrationId), (view) => ({ type: 'session-loaded', view }));
        break;
      case 'entering':
        if (state.notice?.kind === 'refused') this.event('credentials_refused', { integrationId });
        if (state.notice?.kind === 'unreachable') this.event('tool_unreachable', { integrationId });
        break;
      case 'exchanging':
        this.settle(this.api.submit({ integrationId, authMethodId: state.method.id, ...state.values }), AUTHORIZED);
        break;
      case 'waiting':
        this.startWaiting(state);
        break;
      case 'finishing':
        // The session is authorized; the older interface's public token is only a bonus here.
        this.api.status().then(
          (s) => {
            this.dispatch({ type: 'public-token-read', publicToken: s.publicToken });
          },
          () => {
            this.dispatch({ type: 'public-token-read' });
          },
        );
        break;
      case 'connected':
        this.post(state.publicToken ? { type: 'plugboard:success', publicToken: state.publicToken } : { type: 'plugboard:success' });
        if (this.closeAfterMs > 0) window.setTimeout(this.close, this.closeAfterMs);
        break;
      case 'ended':
        this.post({ type: 'plugboard:error', error: { code: state.error.code, message: state.error.message } });
        break;
    }
  }

  /** The session's view of one integration, in the modal's language (main.ts picked it from the session and the browser). */
  private async loadSession(integrationId: string): Promise<ConnectView> {
    const oauthAppId = this.opening.oauthAppId;
    return localizeView(await this.api.session({ integrationId, ...(oauthAppId ? { oauthAppId } : {}) }), document.documentElement.lang);
  }

  /** The popup is open: it will ask for the attempt to start (pendingStart); the session's status is polled meanwhile. */
  private startWaiting(state: FlowState & { name: 'waiting' }): void {
    const integrationId = state.view.integration.integrationId;
    this.event('oauth_started', { integrationId });
    const oauthAppId = this.opening.oauthAppId;
    this.pendingStart = {
      type: 'plugboard:popup-start',
      token: this.opening.token!,
      integrationId,
      ...(oauthAppId ? { oauthAppId } : {}),
      inputs: state.inputs,
    };
    this.stopPolling();
    this.poll = window.setInterval(() => void this.checkStatus(), 1000);
  }

  private async checkStatus(): Promise<void> {
    try {
      const s = await this.api.status();
      if (s.status === 'authorized' || s.status === 'consumed') {
        this.dispatch(AUTHORIZED());
        return;
      }
      if (s.status === 'failed') {
        this.dispatch({ type: 'failed', error: s.error ?? { code: 'FAILED', message: 'The connection failed' } });
        return;
      }
      if (this.popup?.closed) this.dispatch({ type: 'popup-closed' });
    } catch (e) {
      this.dispatch({ type: 'failed', error: apiErrorOf(e) });
    }
  }

  /** Only the popup this modal opened, on the gateway's own origin, is listened to. */
  private readonly onPopupMessage = (ev: MessageEvent<PopupToModal | { type?: string }>): void => {
    const popup = this.popup;
    if (!popup || ev.source !== popup || ev.origin !== location.origin) return;
    const d = ev.data;
    if (d.type === 'plugboard:popup-ready' && this.pendingStart) {
      popup.postMessage(this.pendingStart, location.origin);
      this.pendingStart = undefined;
    } else if (d.type === 'plugboard:oauth-result') {
      void this.checkStatus();
    }
  };

  private stopPolling(): void {
    if (this.poll !== undefined) window.clearInterval(this.poll);
    this.poll = undefined;
  }

  /** A request a state started: its answer, or its failure, is the next event. */
  private settle<T>(request: Promise<T>, answered: (value: T) => FlowEvent): void {
    request.then(
      (value) => {
        this.dispatch(answered(value));
      },
      (e: unknown) => {
        this.dispatch({ type: 'failed', error: apiErrorOf(e) });
      },
    );
  }

  private post(msg: ModalToSdk): void {
    if (this.target && this.config.origin) this.target.postMessage(msg, this.config.origin);
  }

  private event(name: ConnectEventName, data?: Record<string, string>): void {
    this.post({ type: 'plugboard:event', name, ...(data ? { data } : {}) });
  }
}

const AUTHORIZED = (): FlowEvent => ({ type: 'authorized' });
