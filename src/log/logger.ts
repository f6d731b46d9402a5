import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Paths pino blanks out wherever they appear in a log object. Secrets must never be logged in the first place;
 * this list is the safety net for headers and bodies that reach a log line by accident.
 */
const REDACT_PATHS = [
  'req.headers["x-svc-api-token"]',
  'req.headers["x-svc-access-token"]',
  'req.headers["x-svc-session-token"]',
  'req.headers["svc-api-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["x-svc-api-token"]',
  'headers["x-svc-access-token"]',
  'headers["x-svc-session-token"]',
  'headers["svc-api-token"]',
  'headers.authorization',
  // The dashboard's session cookie, and per-webhook signing secrets (whsec_, shown once at creation).
  'headers.cookie',
  '*.secret',
  '*.apiToken',
  '*.accessToken',
  '*.refreshToken',
  '*.sessionToken',
  '*.clientSecret',
  '*.password',
  '*.apiKey',
  '*.token',
  'apiToken',
  'accessToken',
  'refreshToken',
  'clientSecret',
  'secret',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'plugboard' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination ?? pino.destination({ fd: 2, sync: false }),
  );
}
