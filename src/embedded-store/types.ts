/** What the launcher hands its caller: one running embedded store, its own or another process's. */
export interface EmbeddedServer {
  /** `mongodb://127.0.0.1:PORT/`; the caller picks the database name and the driver options. */
  readonly uri: string;
  /** true when this process started the server (and stop() stops it); false when it reuses another's. */
  readonly owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedServerLogger {
  info(o: object, msg?: string): void;
  warn(o: object, msg?: string): void;
}
