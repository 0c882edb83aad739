// The three logs (chat with its context and translations, trades, marketplace), their counters and
// the saved searches over them.
import * as chat from '../../areas/logs/chat/chat.repository';
import * as marketplace from '../../areas/logs/marketplace/marketplace.repository';
import * as savedSearches from '../../areas/logs/saved-searches/saved-searches.repository';
import * as counters from '../../areas/operations/stats/counters.repository';
import * as trades from '../../areas/logs/trades/trades.repository';
import * as translate from '../../areas/logs/chat/translate/translate.repository';
import { createSearchTotals } from '../../db/search/text-search';
import * as chatContext from '../../areas/logs/chat/chat-context.repository';
import * as chatHistogram from '../../areas/logs/chat/chat-histogram.repository';
import * as marketplaceEntry from '../../areas/logs/marketplace/marketplace-entry.repository';
import * as tradeEntry from '../../areas/logs/trades/trade-entry.repository';
import type { Answer } from './recording-database';
import type { RepositoryCatalogue } from './catalog';
import { AT, ID, savedSearch } from './sample-rows';

const HOUR = 3_600_000;
const HOUR_AT = Math.floor(AT / HOUR) * HOUR;

/** Counters and counts read 100,000 rows; the hour table holds two hours of 50,000 each; other reads find nothing. */
const bigLog: Answer = ({ sql }) => {
  if (/from "?chat_hours"?/i.test(sql) && !/sum\(/i.test(sql))
    return [
      { hour: HOUR_AT / HOUR, visible: 50_000 },
      { hour: HOUR_AT / HOUR - 1, visible: 50_000 },
    ];
  if (/^\s*select/i.test(sql) && /count|sum|"counters"|"value"/i.test(sql)) return [{ n: 100_000, value: 100_000, total: 100_000, matches: 100_000 }];
  return [];
};

const window = { from: HOUR_AT - HOUR + 1234, to: HOUR_AT + 5678 };
/** Ten bars over the window: 42 minutes each, so most hours are cut by a bar's edge. */
const bars = { from: window.from, span: window.to - window.from + 1, count: 10 };
const searchCount = { total: 100_000, indexCost: 100_000, windowRows: 1_000_000 };
const chatFilter = (search: string | undefined, w = {}) => ({ search, window: w });
const tradeCriteria = (c: Partial<trades.TradeCriteria>): trades.TradeCriteria => ({ names: [], text: [], ...c });

export const logsCatalogue: RepositoryCatalogue[] = [
  {
    file: 'chat.repository',
    module: chat,
    calls: {
      countVisible: [
        { variant: 'unbounded', run: ({ db }) => chat.countVisible(db, {}), answer: bigLog },
        { variant: 'from an hour', run: ({ db }) => chat.countVisible(db, { from: HOUR_AT }), answer: bigLog },
        { variant: 'window', run: ({ db }) => chat.countVisible(db, window), answer: bigLog },
      ],
      countChat: [
        { variant: 'search', run: (database) => chat.countChat(database, chatFilter('hello', window)), answer: bigLog },
        { variant: 'no search', run: (database) => chat.countChat(database, chatFilter(undefined)), answer: bigLog },
      ],
      chatLogState: [{ run: (database) => chat.chatLogState(database), answer: bigLog }],
      chatGrowth: [
        { variant: 'search', run: (database) => chat.chatGrowth(database, chatFilter('hello', window), { position: 10, visible: 10 }), answer: bigLog },
        { variant: 'no search', run: (database) => chat.chatGrowth(database, chatFilter(undefined), { position: 10, visible: 10 }), answer: bigLog },
      ],
      searchPage: [
        {
          variant: 'index plan',
          run: (database) =>
            chat.searchPage(database, 'hello', window, { order: 'desc', limit: 25, offset: 0 }, { total: 100, indexCost: 100, windowRows: 1_000_000 }),
        },
        { variant: 'scan plan', run: (database) => chat.searchPage(database, 'hello', window, { order: 'desc', limit: 25, offset: 0 }, searchCount) },
      ],
      readChatPage: [
        {
          variant: 'near an end',
          run: (database) => chat.readChatPage(database, chatFilter(undefined), 25, 25, { total: 100_000, indexCost: 0 }),
          answer: bigLog,
        },
        {
          variant: 'deep, through its hour',
          run: (database) => chat.readChatPage(database, chatFilter(undefined), 30_000, 25, { total: 100_000, indexCost: 0 }),
          answer: bigLog,
        },
        { variant: 'no search', run: (database) => chat.readChatPage(database, chatFilter(undefined, window), 0, 25, searchCount), answer: bigLog },
        { variant: 'search, older half', run: (database) => chat.readChatPage(database, chatFilter('hello', window), 90_000, 25, searchCount), answer: bigLog },
      ],
      chatExportChunks: [
        { variant: 'window', run: (database) => chat.chatExportChunks(database, chatFilter(undefined, window), 1000), answer: bigLog },
        { variant: 'search', run: (database) => chat.chatExportChunks(database, chatFilter('hello', window), 1000), answer: bigLog },
      ],
    },
  },
  {
    file: 'chat-context.repository',
    module: chatContext,
    calls: {
      findVisibleMessage: [{ run: ({ db }) => chatContext.findVisibleMessage(db, ID) }],
      messagesBeside: [
        { variant: 'before', run: ({ db }) => chatContext.messagesBeside(db, { timestamp: AT, id: ID }, 'before', 20) },
        { variant: 'after', run: ({ db }) => chatContext.messagesBeside(db, { timestamp: AT, id: ID }, 'after', 20) },
        { variant: 'before, one server', run: ({ db }) => chatContext.messagesBeside(db, { timestamp: AT, id: ID }, 'before', 20, 'job-1') },
        { variant: 'after, one server', run: ({ db }) => chatContext.messagesBeside(db, { timestamp: AT, id: ID }, 'after', 20, 'job-1') },
      ],
      messagesBetween: [
        { variant: 'one player', run: ({ db }) => chatContext.messagesBetween(db, { userId: 1 }, AT - HOUR, AT, 50) },
        { variant: 'one server', run: ({ db }) => chatContext.messagesBetween(db, { serverId: 'job-1' }, AT - HOUR, AT, 50) },
      ],
    },
  },
  {
    file: 'chat-histogram.repository',
    module: chatHistogram,
    calls: {
      chatMatchSpan: [
        { variant: 'search', run: (database) => chatHistogram.chatMatchSpan(database, chatFilter('hello')) },
        { variant: 'no search', run: (database) => chatHistogram.chatMatchSpan(database, chatFilter(undefined, { from: HOUR_AT })) },
      ],
      chatCountByBucket: [
        { variant: 'search', run: (database) => chatHistogram.chatCountByBucket(database, chatFilter('hello'), bars), answer: bigLog },
        { variant: 'search, window', run: (database) => chatHistogram.chatCountByBucket(database, chatFilter('hello', window), bars), answer: bigLog },
        { variant: 'no search', run: (database) => chatHistogram.chatCountByBucket(database, chatFilter(undefined, window), bars), answer: bigLog },
      ],
    },
  },
  {
    file: 'translate.repository',
    module: translate,
    calls: {
      findMessages: [{ run: ({ db }) => translate.findMessages(db, [ID, 'free text']) }],
      storeTranslation: [{ run: ({ db }) => translate.storeTranslation(db, ID, 'text') }],
    },
  },
  {
    file: 'trade-entry.repository',
    module: tradeEntry,
    calls: {
      findTrade: [{ run: ({ db }) => tradeEntry.findTrade(db, ID) }],
      playerIdByName: [{ run: ({ db }) => tradeEntry.playerIdByName(db, 'bob') }],
    },
  },
  {
    file: 'marketplace-entry.repository',
    module: marketplaceEntry,
    calls: { findMarketplaceEntry: [{ run: ({ db }) => marketplaceEntry.findMarketplaceEntry(db, ID) }] },
  },
  {
    file: 'trades.repository',
    module: trades,
    calls: {
      readTrades: [
        {
          variant: 'unfiltered, by date',
          run: (database) => trades.readTrades(database, createSearchTotals(), tradeCriteria({}), { column: 'date', direction: 'desc' }, 0, 25),
          answer: bigLog,
        },
        {
          variant: 'text only, by total, older half',
          run: (database) =>
            trades.readTrades(
              database,
              createSearchTotals(),
              tradeCriteria({ text: [{ fields: ['sender', 'receiver', 'items'], term: 'dominus' }] }),
              { column: 'total', direction: 'asc' },
              90_000,
              25,
            ),
          answer: bigLog,
        },
        {
          variant: 'names, player, flag and text',
          run: (database) =>
            trades.readTrades(
              database,
              createSearchTotals(),
              tradeCriteria({
                names: [{ columns: ['sender_lower', 'receiver_lower'], value: 'bob' }],
                text: [{ fields: ['items'], term: 'dominus' }],
                userId: 1,
                flagged: true,
              }),
              { column: 'profit_loss', direction: 'desc' },
              0,
              25,
            ),
          answer: bigLog,
        },
      ],
      tradeExportChunks: [
        {
          variant: 'unfiltered',
          run: (database) => trades.tradeExportChunks(database, tradeCriteria({}), { column: 'date', direction: 'desc' }, 1000),
          answer: bigLog,
        },
        {
          variant: 'text',
          run: (database) =>
            trades.tradeExportChunks(database, tradeCriteria({ text: [{ fields: ['items'], term: 'dominus' }] }), { column: 'date', direction: 'desc' }, 1000),
          answer: bigLog,
        },
      ],
      nameExists: [{ run: (database) => trades.nameExists(database, ['sender_lower', 'receiver_lower'], 'bob') }],
    },
  },
  {
    file: 'marketplace.repository',
    module: marketplace,
    calls: {
      readMarketplace: [
        {
          variant: 'unfiltered, by date',
          run: (database) => marketplace.readMarketplace(database, createSearchTotals(), [], { column: 'date', direction: 'desc' }, 0, 25),
          answer: bigLog,
        },
        {
          variant: 'text, by price, older half',
          run: (database) =>
            marketplace.readMarketplace(
              database,
              createSearchTotals(),
              [{ fields: ['itemName'], term: 'dominus' }],
              { column: 'price', direction: 'asc' },
              90_000,
              25,
            ),
          answer: bigLog,
        },
      ],
      marketplaceExportChunks: [
        {
          variant: 'text',
          run: (database) =>
            marketplace.marketplaceExportChunks(database, [{ fields: ['seller', 'buyer'], term: 'bob' }], { column: 'date', direction: 'desc' }, 1000),
          answer: bigLog,
        },
      ],
    },
  },
  {
    file: 'counters.repository',
    module: counters,
    calls: {
      readCounter: [{ run: ({ db }) => counters.readCounter(db, 'chat') }],
      readCounters: [{ run: ({ db }) => counters.readCounters(db) }],
    },
  },
  {
    file: 'saved-searches.repository',
    module: savedSearches,
    calls: {
      visibleSavedSearches: [{ run: ({ db }) => savedSearches.visibleSavedSearches(db, ID, ['chat', 'trades']) }],
      findSavedSearch: [{ run: ({ db }) => savedSearches.findSavedSearch(db, ID) }],
      countOwned: [{ run: ({ db }) => savedSearches.countOwned(db, ID), answer: () => [{ n: 0 }] }],
      lockOwner: [{ run: ({ db }) => savedSearches.lockOwner(db, ID), engine: 'postgres' }],
      insertSavedSearch: [{ run: ({ db }) => savedSearches.insertSavedSearch(db, savedSearch) }],
      deleteSavedSearch: [{ run: ({ db }) => savedSearches.deleteSavedSearch(db, ID) }],
    },
  },
];
