// The item chart: one item's purchases per day and its outliers.
import { US_EASTERN, localDaySpan } from '@staff-console/domain';
import * as items from '../../areas/items/item-history.repository';
import type { RepositoryCatalogue } from './catalog';
import { AT } from './sample-rows';

/** A year up to AT: two daylight-saving changes inside it. */
const year = localDaySpan(US_EASTERN, 365, AT);

export const itemsCatalogue: RepositoryCatalogue[] = [
  {
    file: 'item-history.repository',
    module: items,
    calls: {
      itemExists: [{ run: ({ db }) => items.itemExists(db, 'Golden Crate') }],
      itemDays: [{ run: ({ db, engine }) => items.itemDays(db, engine, 'Golden Crate', year) }],
      itemOutliers: [{ run: ({ db }) => items.itemOutliers(db, 'Golden Crate', [{ from: year.from, to: year.from + 86_400_000, high: 500, low: 20 }], 200) }],
    },
  },
];
