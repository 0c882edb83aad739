// The reviewers' reads and decision of appeals.
import * as appeals from '../../areas/appeals/review/appeals.repository';
import type { RepositoryCatalogue } from './catalog';
import { AT, ID } from './sample-rows';

const counted = () => [{ n: 0 }];
const page = { offset: 50, limit: 25 };

export const appealReviewCatalogue: RepositoryCatalogue[] = [
  {
    file: 'appeals.repository',
    module: appeals,
    calls: {
      listAppeals: [
        { variant: 'open, oldest first', run: ({ db }) => appeals.listAppeals(db, 'open', page), answer: counted },
        { variant: 'decided, newest decision first', run: ({ db }) => appeals.listAppeals(db, 'lifted', page), answer: counted },
      ],
      countAppeals: [{ run: ({ db }) => appeals.countAppeals(db, 'open'), answer: counted }],
      findAppeal: [{ run: ({ db }) => appeals.findAppeal(db, ID) }],
      markDecided: [
        {
          run: ({ db }) =>
            appeals.markDecided(db, ID, {
              status: 'reduced',
              by: { id: ID, username: 'alice' },
              at: AT,
              publicAnswer: 'Shortened.',
              privateNote: null,
              previousExpiresAt: AT,
            }),
        },
      ],
    },
  },
];
