// Appeals, the public page: sanctions found by their codes (a batch, or one) with its latest appeal, and a new appeal.
import * as publicAppeals from '../../areas/appeals/public/public-appeals.repository';
import type { RepositoryCatalogue } from './catalog';
import { AT, ID } from './sample-rows';

export const publicAppealsCatalogue: RepositoryCatalogue[] = [
  {
    file: 'public-appeals.repository',
    module: publicAppeals,
    calls: {
      sanctionsByCodes: [{ run: ({ db }) => publicAppeals.sanctionsByCodes(db, ['7K3MQ9TX2HFD', '01AB01CD01EF']) }],
      sanctionByCode: [{ run: ({ db }) => publicAppeals.sanctionByCode(db, '7K3MQ9TX2HFD') }],
      insertAppeal: [
        {
          run: ({ db }) =>
            publicAppeals.insertAppeal(db, { id: ID, sanctionId: ID, userId: 1, text: 'An appeal', contact: null, at: AT, address: '192.0.2.1' }),
        },
      ],
    },
  },
];
