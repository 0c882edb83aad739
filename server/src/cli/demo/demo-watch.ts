// The demo's watch rules, made through the API as the administrator before the logs are generated,
// so storing the logs raises their alerts exactly as live ingestion would: a player, a chat term
// (shared with every staff member), a rarely traded limited, and very lopsided trades. Each raises
// tens of alerts at the default sizes, not thousands: an inbox a moderator can work through.
import type { FastifyInstance } from 'fastify';
import { CATALOG } from './demo-catalog';
import { makePlayers, type DemoOptions, type DemoSizes } from './demo-data';

export interface DemoWatchRule {
  name: string;
  kind: 'player' | 'term' | 'item' | 'lopsided';
  target?: string;
  scopes?: string[];
  shared?: boolean;
  ratio?: number;
  minDifference?: number;
}

/** A limited seen in about one trade in 300 (the generator picks dear items rarely). */
const DEMO_WATCHED_ITEM = 20;

/** The rules, from the same player pool and catalogue the generated logs are drawn from. */
export function demoWatchRules(sizes: DemoSizes, options: DemoOptions = {}): DemoWatchRule[] {
  const pool = makePlayers(Math.max(options.playerPool ?? sizes.players, 50), options.seed ?? 42);
  // Not the busiest player (one event in 200 is theirs): one of the moderately active.
  const watched = pool[Math.floor(pool.length * 0.3)]!;
  const item = CATALOG[DEMO_WATCHED_ITEM]!.Name;
  return [
    { name: `Watching ${watched.name}`, kind: 'player', target: String(watched.userId) },
    { name: 'Scam reports in chat', kind: 'term', target: 'scam', shared: true },
    { name: `${item} changing hands`, kind: 'item', target: item },
    { name: 'Very lopsided trades', kind: 'lopsided', ratio: 10, minDifference: 500_000 },
  ];
}

/** Logs in as the administrator and makes the demo's rules; returns how many were made. */
export async function seedWatchRules(app: FastifyInstance, username: string, password: string, rules: readonly DemoWatchRule[]): Promise<number> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const token = login.json<{ token: string }>().token;
  for (const rule of rules) {
    const res = await app.inject({ method: 'POST', url: '/api/watch-rules', headers: { authorization: `Bearer ${token}` }, payload: { ...rule } });
    if (res.statusCode !== 201) throw new Error(`demo watch rules: POST /api/watch-rules answered ${res.statusCode} ${res.body}`);
  }
  return rules.length;
}
