// One marketplace purchase by id, for permalinks to its dialog.
import { INVESTIGATION_MESSAGES, type MarketplaceEntryResponse } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { notFound } from '../../../errors/errors';
import { toMarketplaceEntry } from './marketplace.mapping';
import { findMarketplaceEntry } from './marketplace-entry.repository';

export async function getMarketplaceEntry({ db }: Database, id: string): Promise<MarketplaceEntryResponse> {
  const row = await findMarketplaceEntry(db, id);
  if (!row) throw notFound(INVESTIGATION_MESSAGES.marketplaceEntryNotFound);
  return { success: true, data: toMarketplaceEntry(row) };
}
