// The player page (names, rank, timeline sources, trade partners) and the leaderboards.
import * as leaderboards from '../../areas/players/leaderboards/leaderboards.repository';
import * as activity from '../../areas/players/player-activity.repository';
import * as players from '../../areas/players/players.repository';
import { timelineSources } from '../../areas/players/players.sources';
import { US_EASTERN, localDaySpan } from '@staff-console/domain';
import type { RepositoryCatalogue } from './catalog';
import { AT, ID } from './sample-rows';

const sources = timelineSources(1, ['bob'], ['chat', 'trade', 'marketplace', 'note', 'sanction']);
const [chatSource, tradeBySender] = sources;
const sourceOf = (table: string, matchedBy: string, role?: string) =>
  sources.find((s) => s.table === table && s.matchedBy === matchedBy && (!role || s.role === role))!;
const window = { from: AT - 86_400_000, to: AT };
/** A year up to AT: two daylight-saving changes inside it. */
const year = localDaySpan(US_EASTERN, 365, AT);
const week = localDaySpan(US_EASTERN, 7, AT - 30 * 86_400_000);

export const playersCatalogue: RepositoryCatalogue[] = [
  {
    file: 'players.repository',
    module: players,
    calls: {
      findNames: [{ run: ({ db }) => players.findNames(db, 1) }],
      findByName: [{ run: ({ db }) => players.findByName(db, 'bob', 3) }],
      findPlayer: [{ run: ({ db }) => players.findPlayer(db, 1) }],
      rankOf: [{ run: ({ db }) => players.rankOf(db, 'value', 100, 1), answer: () => [{ above: 0, tied: 0 }] }],
      sourceKeys: [
        { variant: 'chat, newest first', run: ({ db }) => players.sourceKeys(db, chatSource!, {}, { order: 'desc' }, 50) },
        {
          variant: 'trades by id, before a trade',
          run: ({ db }) => players.sourceKeys(db, tradeBySender!, window, { order: 'desc', before: { at: AT, kind: 'trade', id: ID } }, 50),
        },
        {
          variant: 'marketplace by name, after a chat line',
          run: ({ db }) => players.sourceKeys(db, sourceOf('marketplace', 'name'), window, { order: 'asc', after: { at: AT, kind: 'chat', id: ID } }, 50),
        },
        {
          variant: 'notes, before a sanction',
          run: ({ db }) => players.sourceKeys(db, sourceOf('notes', 'id'), {}, { order: 'desc', before: { at: AT, kind: 'sanction', id: ID } }, 50),
        },
      ],
      rowsById: [{ run: ({ db }) => players.rowsById(db, 'trades', [ID, ID]) }],
      sourcesCount: [
        { variant: 'every source', run: ({ db }) => players.sourcesCount(db, sources, window), answer: () => [{ n: 0 }] },
        {
          variant: 'lopsided trades',
          run: ({ db }) =>
            players.sourcesCount(
              db,
              sources.filter((s) => s.table === 'trades'),
              {},
              'lopsided',
            ),
          answer: () => [{ n: 0 }],
        },
      ],
      rankedPartners: [
        {
          variant: 'every trade source, the 20 with most trades and the 20 with the largest balance',
          run: (database) =>
            players.rankedPartners(
              database,
              sources.filter((s) => s.table === 'trades'),
              20,
            ),
        },
      ],
    },
  },
  {
    file: 'player-activity.repository',
    module: activity,
    calls: {
      countPerDay: [
        { variant: 'chat, a week without a change of offset', run: ({ db }) => activity.countPerDay(db, [chatSource!], week) },
        {
          variant: 'purchases, a year across two changes',
          run: ({ db }) =>
            activity.countPerDay(
              db,
              sources.filter((s) => s.role === 'buyer'),
              year,
            ),
        },
      ],
    },
  },
  {
    file: 'leaderboards.repository',
    module: leaderboards,
    calls: {
      readLeaderboard: [
        { variant: 'value, first page', run: ({ db }) => leaderboards.readLeaderboard(db, 'Value', 0, 25), answer: () => [{ value: 100_000 }] },
        { variant: 'levels, last page', run: ({ db }) => leaderboards.readLeaderboard(db, 'Levels', 99_980, 25), answer: () => [{ value: 100_000 }] },
      ],
    },
  },
];
