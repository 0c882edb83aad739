// The process's Prometheus metrics (docs/RULES.md, "Operations"), served by GET /metrics:
// - requests by method, route pattern (never the raw URL: ids and searches would make a series per
//   request) and status, with a latency histogram;
// - ingested events by kind and outcome (stored, duplicate);
// - outbox rows by status, read from the database when scraped (so every process reports the same
//   queue), and this process's failed delivery attempts by kind and whether they were final;
// - the PostgreSQL pools, the primary's and a read replica's (connections open, idle, and queries
//   waiting for one);
// - Node's default process metrics, event-loop lag among them.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../../db/database';

/** Seconds: from a cached page (a few ms) to the 50 s request timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** The route label of a request no route matched (an unknown path). */
export const UNMATCHED_ROUTE = '(unmatched)';

export class ConsoleMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;
  private readonly ingested: Counter<'kind' | 'outcome'>;
  private readonly outboxFailures: Counter<'kind' | 'final'>;

  constructor(database: Database, readDatabase?: Database) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'console_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'console_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.ingested = new Counter({
      name: 'console_ingest_events_total',
      help: 'Events received by the ingest API, by kind and outcome (stored, or duplicate of a stored event).',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.outboxFailures = new Counter({
      name: 'console_outbox_delivery_failures_total',
      help: 'Failed outbox delivery attempts of this process, by kind; final="true" when the delivery was given up (marked failed).',
      labelNames: ['kind', 'final'],
      registers,
    });
    new Gauge({
      name: 'console_outbox_deliveries',
      help: 'Outbox deliveries in the database by status (pending, sent, failed).',
      labelNames: ['status'],
      registers,
      async collect() {
        const { rows } = await sql<{ status: string; n: number }>`SELECT status, count(*) AS n FROM outbox GROUP BY status`.execute(database.db);
        this.reset();
        for (const status of ['pending', 'sent', 'failed']) this.set({ status }, 0);
        for (const row of rows) this.set({ status: row.status }, Number(row.n));
      },
    });
    // The primary's pool, and the read replica's when the log screens read from one.
    const pools = new Map<string, pg.Pool>();
    if (database.pool) pools.set('primary', database.pool);
    if (readDatabase?.pool && readDatabase.pool !== database.pool) pools.set('replica', readDatabase.pool);
    if (pools.size > 0) {
      const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
        new Gauge({
          name,
          help,
          labelNames: ['pool'],
          registers,
          collect() {
            for (const [label, pool] of pools) this.set({ pool: label }, read(pool));
          },
        });
      poolGauge('console_db_pool_connections', 'PostgreSQL pool: connections open.', (pool) => pool.totalCount);
      poolGauge('console_db_pool_idle', 'PostgreSQL pool: open connections not in use.', (pool) => pool.idleCount);
      poolGauge('console_db_pool_waiting', 'PostgreSQL pool: queries waiting for a connection.', (pool) => pool.waitingCount);
    }
    collectDefaultMetrics({ register: this.registry });
  }

  request(method: string, route: string | undefined, status: number, seconds: number): void {
    const labels = { method, route: route ?? UNMATCHED_ROUTE, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  ingest(kind: string, stored: number, duplicates: number): void {
    if (stored > 0) this.ingested.inc({ kind, outcome: 'stored' }, stored);
    if (duplicates > 0) this.ingested.inc({ kind, outcome: 'duplicate' }, duplicates);
  }

  outboxFailure(kind: string, final: boolean): void {
    this.outboxFailures.inc({ kind, final: String(final) });
  }
}
