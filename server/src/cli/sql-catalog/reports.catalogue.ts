// Player reports: the reports, the queue's row per reported player and its reporter pairs, and the
// outcomes feed.
import * as queue from '../../areas/reports/report-queue.repository';
import * as reports from '../../areas/reports/reports.repository';
import type { RepositoryCatalogue } from './catalog';
import { AT, ID } from './sample-rows';

const counted = () => [{ n: 0 }];
const page = { offset: 50, limit: 25 };
const staff = { id: ID, username: 'alice' };

export const reportsCatalogue: RepositoryCatalogue[] = [
  {
    file: 'reports.repository',
    module: reports,
    calls: {
      findReport: [{ run: ({ db }) => reports.findReport(db, ID) }],
      listReports: [
        { variant: 'unfiltered', run: ({ db }) => reports.listReports(db, {}, page), answer: counted },
        { variant: 'reported player and status', run: ({ db }) => reports.listReports(db, { reportedId: 2, status: 'open' }, page), answer: counted },
        { variant: 'reporter', run: ({ db }) => reports.listReports(db, { reporterId: 1 }, page), answer: counted },
      ],
      reporterRecord: [{ run: ({ db }) => reports.reporterRecord(db, 1) }],
      pendingReports: [{ run: ({ db }) => reports.pendingReports(db, 2) }],
      claimReports: [{ run: ({ db }) => reports.claimReports(db, 2, staff) }],
      resolveReport: [
        {
          run: ({ db }) =>
            reports.resolveReport(
              db,
              ID,
              { status: 'dismissed', resolvedAs: 'dismissed', reason: 'r', caseId: null, sanctionId: null, byId: ID, byName: 'alice', at: AT },
              1,
            ),
        },
      ],
      outcomesAfter: [{ run: ({ db }) => reports.outcomesAfter(db, 0, 500) }],
      lastOutcome: [{ run: ({ db }) => reports.lastOutcome(db) }],
    },
  },
  {
    file: 'report-queue.repository',
    module: queue,
    calls: {
      lockQueueRow: [
        { variant: 'sqlite', run: ({ db }) => queue.lockQueueRow(db, 2, 'sqlite'), engine: 'sqlite' },
        { variant: 'postgres', run: ({ db }) => queue.lockQueueRow(db, 2, 'postgres'), engine: 'postgres' },
      ],
      setAssignee: [{ run: ({ db }) => queue.setAssignee(db, 2, staff) }],
      dequeuePlayer: [{ run: ({ db }) => queue.dequeuePlayer(db, 2) }],
      queuePage: [
        { variant: 'priority', run: ({ db }) => queue.queuePage(db, { sort: 'priority' }, page), answer: counted },
        { variant: 'oldest', run: ({ db }) => queue.queuePage(db, { sort: 'oldest' }, page), answer: counted },
        { variant: 'newest, category', run: ({ db }) => queue.queuePage(db, { sort: 'newest', category: 'harassment' }, page), answer: counted },
        { variant: 'priority, nobody assigned', run: ({ db }) => queue.queuePage(db, { sort: 'priority', assigneeId: null }, page), answer: counted },
        { variant: 'oldest, assignee', run: ({ db }) => queue.queuePage(db, { sort: 'oldest', assigneeId: ID }, page), answer: counted },
      ],
    },
  },
];
