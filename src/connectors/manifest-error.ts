/**
 * A problem found while loading a connector manifest. It exists at compile time only (never reaches an API
 * caller): file, line and column point at the offending YAML node, `hint` says what to write instead.
 */
export class ManifestError extends Error {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly pointer: string;
  readonly hint: string | undefined;

  constructor(opts: { file: string; line: number; column: number; pointer: string; message: string; hint?: string }) {
    super(opts.message);
    this.name = 'ManifestError';
    this.file = opts.file;
    this.line = opts.line;
    this.column = opts.column;
    this.pointer = opts.pointer;
    this.hint = opts.hint;
  }

  /** `connectors/x/manifest.yaml:12:5 message (at /json/pointer)\n    hint: ...` */
  format(): string {
    const where = `${this.file}:${this.line}:${this.column}`;
    const at = this.pointer ? ` (at ${this.pointer || '/'})` : '';
    return `${where} ${this.message}${at}${this.hint ? `\n    hint: ${this.hint}` : ''}`;
  }
}

/** Every error of one load, reported together (a bad manifest stops the start with all its problems). */
export class ManifestErrors extends Error {
  readonly errors: readonly ManifestError[];

  constructor(errors: ManifestError[]) {
    const sorted = [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
    super(`${sorted.length} manifest error(s):\n${sorted.map((e) => e.format()).join('\n')}`);
    this.name = 'ManifestErrors';
    this.errors = sorted;
  }
}
