// One marketplace purchase by id, for permalinks to its dialog (a primary-key probe).
import { INVESTIGATION_MESSAGES, type MarketplaceEntryResponse } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { toMarketplaceEntry } from './marketplace.service';

export async function getMarketplaceEntry({ db }: Database, id: string): Promise<MarketplaceEntryResponse> {
  const row = await db.selectFrom('marketplace').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(INVESTIGATION_MESSAGES.marketplaceEntryNotFound);
  return { success: true, data: toMarketplaceEntry(row) };
}
