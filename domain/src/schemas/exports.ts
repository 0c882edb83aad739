// The CSV exports' queries (docs/RULES.md, "Investigation"): each log list's own filters and order, without paging, so
// an export selects exactly what the screen's search shows. ChatExportQuery lives in chat.ts,
// beside the refinement it shares with ChatQuery.
import type { z } from 'zod';
import { MarketplaceQuery } from './marketplace';
import { TradesQuery } from './trades';

export const TradesExportQuery = TradesQuery.omit({ skip: true, count: true });
export type TradesExportQuery = z.infer<typeof TradesExportQuery>;

export const MarketplaceExportQuery = MarketplaceQuery.omit({ skip: true, count: true });
export type MarketplaceExportQuery = z.infer<typeof MarketplaceExportQuery>;
