// Delivers the outbox: claims due rows under a lease, hands each to the handler of its kind, and
// marks it sent, retried later (the wait doubles from 1 s up to the maximum) or failed after the
// last attempt. Rows survive restarts (they are in the database); a row whose worker died is taken
// over when its lease ends, so a delivery can repeat after a crash but never runs twice at once.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/write-transaction';
import type { DB } from '../db/schema';
import { claimDue, holdOrderingKey, markFailed, markRetry, markSent, nextDueAt, type OutboxRow } from './outbox.repository';

/**
 * A delivery that did not go through: `retryable` when trying again later may succeed;
 * `retryAfterMs` when the service said how long to wait (a 429's Retry-After), used instead of the backoff.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface DeliveryOutcome {
  /** The later messages of the same ordering key wait this long. */
  holdOrderingKeyMs?: number;
}

export interface OutboxHandler {
  /**
   * Delivers one message; throws DeliveryError (anything else counts as retryable). May answer that
   * the service wants nothing more of this message's ordering key for a while (a rate limit).
   */
  deliver(payload: unknown): Promise<DeliveryOutcome | void>;
  /** Runs in the transaction that marks the message sent (to move a state kept elsewhere). */
  onSent?(trx: Kysely<DB>, payload: unknown, outboxId: string): Promise<void>;
  /** Runs in the transaction that marks the message failed for good (to record it, say). */
  onFailed?(trx: Kysely<DB>, payload: unknown, error: string, outboxId: string): Promise<void>;
}

export interface OutboxOptions {
  maxAttempts: number;
  maxBackoffMs: number;
  /** How long a claim lasts: longer than one delivery may take. */
  leaseMs: number;
  /** Rows claimed (and delivered at once) per round. */
  batchSize?: number;
  /** Longest sleep when nothing is due (other processes may enqueue meanwhile). */
  idlePollMs?: number;
  onError?: (error: unknown) => void;
  /** Each failed delivery attempt, by kind; `final` when it was given up (the metrics count them). */
  onAttemptFailed?: (kind: string, final: boolean) => void;
}

/** The wait after the n-th failed attempt: 1 s, 2 s, 4 s… up to `maxBackoffMs`. */
export const backoffMs = (failedAttempts: number, maxBackoffMs: number): number => Math.min(1000 * 2 ** Math.max(0, failedAttempts - 1), maxBackoffMs);

const MIN_SLEEP_MS = 20;
const MAX_ERROR_LENGTH = 1000;

export class OutboxWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private nudged = false;
  /** This worker's claims; a row is written back only while it still carries it. */
  private readonly lease = randomBytes(12).toString('hex');

  constructor(
    private readonly database: Database,
    private readonly handlers: ReadonlyMap<string, OutboxHandler>,
    private readonly options: OutboxOptions,
  ) {}

  get started(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops claiming, and waits for the deliveries under way. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  /** Something was just enqueued: look now rather than at the next poll. */
  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  /** One round: claims what is due and delivers it. Returns how many rows it handled. */
  async runOnce(now = Date.now()): Promise<number> {
    const kinds = [...this.handlers.keys()];
    const rows = await claimDue(this.database, kinds, this.lease, this.options.leaseMs, this.options.batchSize ?? 10, now);
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.nudged = false;
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (error) {
        this.options.onError?.(error);
      }
      if (!this.running) break;
      if (handled > 0 || this.nudged) continue;
      await this.sleep(await this.idleWait());
    }
  }

  private async idleWait(): Promise<number> {
    const poll = this.options.idlePollMs ?? 5000;
    try {
      const due = await nextDueAt(this.database.db, [...this.handlers.keys()]);
      return due === undefined ? poll : Math.min(poll, Math.max(MIN_SLEEP_MS, due - Date.now()));
    } catch (error) {
      this.options.onError?.(error);
      return poll;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
      if (this.nudged || !this.running) done();
    });
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const handler = this.handlers.get(row.kind);
    if (!handler) return;
    let payload: unknown;
    let outcome: DeliveryOutcome | void;
    try {
      payload = JSON.parse(row.payload);
      outcome = await handler.deliver(payload);
    } catch (error) {
      await this.failed(row, handler, payload, error);
      return;
    }
    try {
      const hold = row.ordering_key !== null ? outcome?.holdOrderingKeyMs : undefined;
      if (!handler.onSent && hold === undefined) await markSent(this.database.db, row);
      else
        await writeTransaction(this.database, async (trx) => {
          if (!(await markSent(trx, row))) return;
          if (hold !== undefined) await holdOrderingKey(trx, row.ordering_key!, Date.now() + hold);
          await handler.onSent?.(trx, payload, row.id);
        });
    } catch (error) {
      // Delivered but not marked: the lease ends and it is delivered again (an identical call).
      this.options.onError?.(error);
    }
  }

  private async failed(row: OutboxRow, handler: OutboxHandler, payload: unknown, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    const retryable = !(error instanceof DeliveryError) || error.retryable;
    const attempts = Number(row.attempts) + 1;
    this.options.onAttemptFailed?.(row.kind, !(retryable && attempts < this.options.maxAttempts));
    try {
      if (retryable && attempts < this.options.maxAttempts) {
        const told = error instanceof DeliveryError ? error.retryAfterMs : undefined;
        await markRetry(this.database.db, row, message, Date.now() + (told ?? backoffMs(attempts, this.options.maxBackoffMs)));
        return;
      }
      await writeTransaction(this.database, async (trx) => {
        if ((await markFailed(trx, row, message)) && handler.onFailed) await handler.onFailed(trx, payload, message, row.id);
      });
    } catch (writeError) {
      this.options.onError?.(writeError);
    }
  }
}
