// Reads of one marketplace entry by id (a permalink to its dialog): a primary-key probe.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { MarketplaceRow } from './marketplace.mapping';

export function findMarketplaceEntry(db: Kysely<DB>, id: string): Promise<MarketplaceRow | undefined> {
  return db.selectFrom('marketplace').selectAll().where('id', '=', id).executeTakeFirst();
}
