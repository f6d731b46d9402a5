import { createHash, randomUUID } from 'node:crypto';
import type { SecretBox } from '../../crypto/secret-box.js';
import { isPlugboardError, PlugboardError } from '../../errors/plugboard-error.js';
import type { IdempotencyRepo } from '../../store/idempotency.repo.js';

/** Associated data of sealed answers (see SEALED_FIELDS): a sealed answer cannot be swapped into another field. */
export const IDEMPOTENT_ANSWER_CONTEXT = 'idempotency-answer';

/** An answer as the API gives it: its status and JSON body. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/** What identifies "the same request" under one key. */
export interface IdempotentRequest {
  environmentId: string;
  key: string;
  method: string;
  path: string;
  connectionId: string;
  body: unknown;
}

export interface IdempotencyOptions {
  /** A first answer is replayed this long. */
  ttlMs: number;
  /** A request finding its key held by a running request waits this long for that request's answer. */
  waitMs: number;
  /** A running request holds its key this long at most (a holder that crashed blocks the key this long). */
  lockMs?: number;
  pollMs?: number;
}

/**
 * Idempotency-Key for writes (unified creates/updates/deletes, actions, non-GET passthrough). The first request
 * with a key claims it by inserting a document keyed by environment + key hash (atomic on every store); its answer
 * is stored sealed and replayed to later requests with the same key and the same request, for `ttlMs`. The same
 * key with another request is refused (409 IDEMPOTENCY_KEY_REUSED); a request arriving while the first still runs
 * waits for its answer up to `waitMs`, then gets 409 IDEMPOTENCY_KEY_IN_USE: two requests with one key never both
 * reach the tool.
 *
 * Which answers are kept: successes and 4xx errors (the tool refused the request; sending it again would give the
 * same refusal). Not kept: 429 and 5xx (a rate limit or an outage is worth retrying) and failures of the gateway
 * itself; the key is released so the caller's retry runs the request again.
 */
export class IdempotencyService {
  private readonly lockMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly repo: IdempotencyRepo,
    private readonly box: SecretBox,
    private readonly opts: IdempotencyOptions,
  ) {
    this.lockMs = opts.lockMs ?? 5 * 60_000;
    this.pollMs = opts.pollMs ?? 50;
  }

  /** Runs `exec` once per key; a replayed answer comes back with `replayed: true`. */
  async run(req: IdempotentRequest, exec: () => Promise<IdempotentAnswer>): Promise<IdempotentAnswer & { replayed: boolean }> {
    const id = `${req.environmentId}:${createHash('sha256').update(req.key).digest('base64url')}`;
    const fingerprint = fingerprintOf(req);
    const giveUpAt = Date.now() + this.opts.waitMs;
    for (;;) {
      const now = Date.now();
      const owner = randomUUID();
      const claimed = await this.repo.claim({
        _id: id,
        fingerprint,
        owner,
        lockedUntil: new Date(now + this.lockMs),
        expiresAt: new Date(now + this.opts.ttlMs),
      });
      if (claimed) return { ...(await this.execute(id, fingerprint, owner, exec)), replayed: false };

      const claim = await this.repo.findClaim(id);
      if (!claim) continue; // released meanwhile: claim again
      if (claim.expiresAt.getTime() <= now) {
        await this.repo.forget(id, claim.owner, new Date(now));
        continue;
      }
      if (claim.fingerprint !== fingerprint) {
        throw new PlugboardError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used with a different request (method, path, connection or body): use a new key for a new request',
          { details: { header: 'Idempotency-Key' } },
        );
      }
      const answer = await this.repo.findAnswer(id);
      if (answer) return { status: answer.status, body: this.box.openJson(answer.bodySealed, IDEMPOTENT_ANSWER_CONTEXT), replayed: true };
      if (claim.lockedUntil.getTime() <= now) {
        // Its holder died without answering: nothing reached the caller, so the request may run again.
        await this.repo.release(id, claim.owner);
        continue;
      }
      if (Date.now() >= giveUpAt) {
        throw new PlugboardError(
          'IDEMPOTENCY_KEY_IN_USE',
          'A request with this Idempotency-Key is still running: retry after it has answered to get its answer',
          { details: { header: 'Idempotency-Key' }, headers: { 'retry-after': '1' } },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }
  }

  private async execute(id: string, fingerprint: string, owner: string, exec: () => Promise<IdempotentAnswer>): Promise<IdempotentAnswer> {
    let answer: IdempotentAnswer;
    try {
      answer = await exec();
    } catch (e) {
      if (isPlugboardError(e) && e.status < 500 && e.status !== 429)
        await this.keep(id, fingerprint, { status: e.status, body: e.toBody() });
      else await this.repo.release(id, owner).catch(() => undefined);
      throw e;
    }
    await this.keep(id, fingerprint, answer);
    return answer;
  }

  private async keep(id: string, fingerprint: string, answer: IdempotentAnswer): Promise<void> {
    const now = new Date();
    await this.repo.saveAnswer({
      _id: id,
      fingerprint,
      status: answer.status,
      bodySealed: this.box.sealJson(answer.body, IDEMPOTENT_ANSWER_CONTEXT),
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.opts.ttlMs),
    });
  }

  /** Housekeeping: expired keys and answers. */
  deleteExpired(now: Date): Promise<number> {
    return this.repo.deleteExpired(now);
  }
}

/** Hash of what makes two requests the same: method, path, connection and the body (keys in a stable order). */
function fingerprintOf(req: IdempotentRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([req.method.toUpperCase(), req.path, req.connectionId, canonical(req.body)]))
    .digest('base64url');
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  return v;
}
