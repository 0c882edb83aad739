// GET /api/health, read two ways: the start-up gate wants "up or why not", the diagnostics page
// wants everything the server said. (The administrators' details are the diagnostics screen's own.)
import type { HealthResponse } from '@staff-console/domain';
import { apiRequest, isApiError } from './api-client';
import { UI } from './messages';

export class ConnectivityError extends Error {
  override readonly name = 'ConnectivityError';
  constructor(
    message: string,
    readonly suggestion: string | null,
  ) {
    super(message);
  }
}

/** A light check of the health answer (no zod at start-up: see user-shape.ts). */
export function readHealth(body: unknown): HealthResponse | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const db = b.database as Record<string, unknown> | undefined;
  if (typeof b.success !== 'boolean' || typeof db !== 'object' || db === null || typeof db.ok !== 'boolean') return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    success: b.success,
    message: text(b.message),
    error: text(b.error),
    suggestion: text(b.suggestion),
    database: { ok: db.ok },
  };
}
const parseHealth = readHealth;

/** Resolves when the API and its database answer; otherwise a ConnectivityError with the product's words (docs/RULES.md, "Messages"). */
export async function checkBackend(signal?: AbortSignal): Promise<HealthResponse> {
  try {
    const body = await apiRequest('/api/health', { signal, token: null });
    const health = parseHealth(body);
    if (!health?.success) throw new ConnectivityError(UI.apiNotResponding, null);
    return health;
  } catch (e) {
    if (e instanceof ConnectivityError) throw e;
    if (!isApiError(e)) throw e;
    switch (e.kind) {
      case 'network':
      case 'timeout':
        throw new ConnectivityError(UI.couldNotConnect, null);
      case 'http': {
        const health = parseHealth(e.body);
        if (health?.error) throw new ConnectivityError(health.error, health.suggestion ?? null);
        throw new ConnectivityError(UI.apiNotResponding, null);
      }
      case 'invalid-response':
        throw new ConnectivityError(UI.apiNotResponding, null);
    }
  }
}

export interface HealthProbe {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  checkedAt: number;
  body: unknown;
  error: string | null;
}

/** Never throws: what the server answered, how fast, and when. */
export async function probeHealth(signal?: AbortSignal): Promise<HealthProbe> {
  const started = performance.now();
  const checkedAt = Date.now();
  try {
    const body = await apiRequest('/api/health', { signal, token: null });
    return { ok: true, status: 200, latencyMs: performance.now() - started, checkedAt, body, error: null };
  } catch (e) {
    const latencyMs = performance.now() - started;
    if (!isApiError(e)) throw e;
    return {
      ok: false,
      status: e.status,
      latencyMs,
      checkedAt,
      body: e.body ?? e.rawBody,
      error: e.kind === 'network' || e.kind === 'timeout' ? UI.couldNotConnect : e.message,
    };
  }
}
