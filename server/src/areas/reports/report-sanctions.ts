// A sanction issued on a player resolves their open and claimed reports as actioned, with the
// sanction's id, in the sanction's transaction (the sanctions service calls this through the
// dependencies, see create-deps.ts, so moderation does not import this area).
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB } from '../../db/schema';
import type { SanctionIssued } from '../../deps/deps';
import { lockPending, resolvePending } from './report-resolution';

/** Answers how many reports the sanction resolved. */
export async function resolveReportsBySanction(trx: Kysely<DB>, engine: Engine, s: SanctionIssued): Promise<number> {
  const pending = await lockPending(trx, engine, s.userId);
  if (!pending) return 0;
  await resolvePending(trx, pending, {
    status: 'actioned',
    resolvedAs: 'sanction',
    reason: null,
    caseId: null,
    sanctionId: s.sanctionId,
    byId: s.by.id,
    byName: s.by.username,
    at: s.at,
  });
  return pending.reports.length;
}
