/**
 * Plugboard connect SDK: TypeScript declarations. Served at /sdk/plugboard.d.ts next to the ES module
 * (/sdk/plugboard.mjs) and the classic script (/sdk/plugboard.js, which defines `window.Plugboard`).
 */

/** Why the flow ended without a connection. `code` is stable: branch on it, never on `message`. */
export interface PlugboardError {
  /**
   * E.g. `SESSION_TOKEN_EXPIRED`, `CONNECTION_LIMIT_REACHED`, `NO_AUTH_METHOD_AVAILABLE`, `access_denied`,
   * `SESSION_TOKEN_UNAVAILABLE` (your getSessionToken failed), `ORIGIN_NOT_ALLOWED`.
   */
  code: string;
  message: string;
}

/**
 * Things that happen while the modal stays open; none ends the flow:
 * - `method_selected` ({ authMethodId }), `oauth_started` ({ integrationId })
 * - `credentials_refused` ({ integrationId }): the tool refused the key; the user can correct it and retry
 * - `tool_unreachable` ({ integrationId }): the tool did not answer; the user can retry
 */
export type PlugboardEventName = 'method_selected' | 'oauth_started' | 'credentials_refused' | 'tool_unreachable' | 'oauth_denied';

export interface OpenOptions {
  /** Calls your back end, which creates a session token (POST /api/auth/session-token) and returns it. */
  getSessionToken: () => Promise<string | { sessionToken: string }> | string | { sessionToken: string };
  /** Open directly on this integration (else the session's, else a picker). */
  integrationId?: string;
  /** Your OAuth app, when several exist for the integration. */
  oauthAppId?: string;
  /** The gateway's address; defaults to where the SDK was loaded from. */
  baseUrl?: string;
  /** Close the success screen after this many milliseconds; by default it stays until the user closes it. */
  closeAfterSuccessMs?: number;
  onLoad?: () => void;
  /** The user connected: exchange the session token on your back end (POST /api/auth/access-token). */
  onSuccess?: (sessionToken: string) => void;
  /** The flow ended without a connection (expired session, limit reached, nothing to offer, consent denied). */
  onError?: (error: PlugboardError) => void;
  onEvent?: (name: PlugboardEventName, data: Record<string, string>) => void;
  onClose?: () => void;
}

export interface ModalHandle {
  close(): void;
}

export declare function open(options: OpenOptions): ModalHandle;

declare const Plugboard: { open: typeof open; version: string };
export default Plugboard;
