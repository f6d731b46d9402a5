/**
 * The messages between the hosted modal (gateway origin) and the SDK on the customer's page, and between the
 * modal and its sign-in popup (both on the gateway origin). Every message is `{ type: 'plugboard:*', ... }`.
 */
export interface ConnectError {
  code: string;
  message: string;
}

/** Events the customer's `onEvent` receives: things worth knowing that do not end the flow. */
export type ConnectEventName = 'method_selected' | 'oauth_started' | 'credentials_refused' | 'tool_unreachable' | 'oauth_denied';

export type ModalToSdk =
  | { type: 'plugboard:load' }
  | { type: 'plugboard:resize'; height: number }
  | { type: 'plugboard:event'; name: ConnectEventName; data?: Record<string, string> }
  | { type: 'plugboard:success'; publicToken?: string }
  | { type: 'plugboard:error'; error: ConnectError }
  | { type: 'plugboard:close' };

export type PopupToModal = { type: 'plugboard:popup-ready' } | { type: 'plugboard:oauth-result'; ok: boolean; error?: ConnectError };

export interface PopupStart {
  type: 'plugboard:popup-start';
  token: string;
  integrationId: string;
  oauthAppId?: string;
  inputs: Record<string, string>;
}
