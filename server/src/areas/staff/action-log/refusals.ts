// Refusals belong in the action log too: access denials (403), throttling (429) and staff changes
// refused by a rule (409, e.g. the last administrator). A client hammering a refused route must
// not flood the log, so each kind is recorded once per caller, route and minute. A caller who is
// not signed in (a blocked address spraying sign-ins under many names) is one caller per address:
// one entry a minute that counts the refusals and keeps the first names tried.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../../deps/deps';
import type { LogCategory } from '@staff-console/domain';
import { type Actor, actorOf, recordAction } from '../../../action-log/record';
import { RefusalSummaries } from './refusal-summaries';

const MINUTE_MS = 60_000;

/** Keys already recorded in the current minute; forgotten when the minute turns. */
class PerMinute {
  private minute = -1;
  private seen = new Set<string>();

  firstThisMinute(key: string, now = Date.now()): boolean {
    const minute = Math.floor(now / MINUTE_MS);
    if (minute !== this.minute) {
      this.minute = minute;
      this.seen.clear();
    }
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}

/** Staff routes whose refused changes are recorded; all refusals sit in the access-control category. */
const STAFF_ROUTES: Record<string, 'user' | 'role'> = { '/api/auth/users': 'user', '/api/auth/roles': 'role' };
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function staffSubject(route: string): 'user' | 'role' | null {
  for (const [prefix, subject] of Object.entries(STAFF_ROUTES)) if (route === prefix || route.startsWith(`${prefix}/`)) return subject;
  return null;
}

/** The name a refused sign-in was attempted under (from its body), else the caller. */
function attemptedUsername(request: FastifyRequest): string | undefined {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.slice(0, 100) : undefined;
}

function errorOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const parsed = JSON.parse(payload) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

export function registerRefusalAudit(app: FastifyInstance, { db }: Deps): void {
  const recorded = new PerMinute();
  const summaries = new RefusalSummaries(db, (error) => app.log.warn({ err: error }, 'could not record a refusal in the action log'));
  app.addHook('onClose', () => summaries.flush());
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status !== 403 && status !== 409 && status !== 429) return payload;
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return payload;
    const subject = staffSubject(route);
    let entry: { category: LogCategory; action: string } | null = null;
    if (status === 403) entry = { category: 'auth', action: 'access_denied' };
    else if (status === 429) entry = { category: 'auth', action: 'throttled' };
    else if (subject && MUTATING.has(request.method)) entry = { category: 'auth', action: `${subject}_change_refused` };
    if (!entry) return payload;
    const actor: Actor = actorOf(request, attemptedUsername(request));
    const details = { method: request.method, route, status, error: errorOf(payload) };
    if (actor.userId === null) {
      await summaries.add(`${entry.action}|${actor.ip}|${request.method} ${route}`, actor, { ...entry, details });
      return payload;
    }
    if (!recorded.firstThisMinute(`${entry.action}|${actor.userId ?? actor.username}|${actor.ip}|${request.method} ${route}`)) return payload;
    try {
      await recordAction(db, actor, { ...entry, details });
    } catch (error) {
      // The refusal itself must still be answered; a log that cannot be written is logged instead.
      request.log.warn({ err: error }, 'could not record a refusal in the action log');
    }
    return payload;
  });
}
