// Watch rules, the alerts inbox (pages, groups, read marks and their undo) and the outbox.
import * as alertGroups from '../../areas/watch/alerts/alert-groups.repository';
import * as alertMarks from '../../areas/watch/alerts/alert-marks.repository';
import * as alerts from '../../areas/watch/alerts/alerts.repository';
import * as watchRules from '../../areas/watch/rules/watch-rules.repository';
import * as outbox from '../../outbox/outbox.repository';
import * as rules from '../../areas/watch/matching/rules.repository';
import type { RepositoryCatalogue } from './catalog';
import { AT, ID, watchRule } from './sample-rows';

const counted = () => [{ n: 0 }];
const shares = [
  { ruleId: 'rule-1', rows: 1000 },
  { ruleId: 'rule-2', rows: 500 },
];
const viewer = { id: ID, username: 'alice', subject: { role: 'moderator', permissions: [] } };
const mark = { ruleId: 'rule-1', from: 10, to: 20, reads: ['a', 'b'] };
const outboxRow: outbox.OutboxRow = {
  id: ID,
  kind: 'roblox_ban',
  payload: '{}',
  ordering_key: 'player:1',
  status: 'pending',
  attempts: 0,
  next_attempt_at: AT,
  last_error: null,
  lease: 'lease',
  locked_until: AT,
  created_at: AT,
  sent_at: null,
};

export const watchCatalogue: RepositoryCatalogue[] = [
  {
    file: 'alerts.repository',
    module: alerts,
    calls: {
      readMarks: [{ run: ({ db }) => alerts.readMarks(db, ID, ['rule-1', 'rule-2']) }],
      alertPage: [
        {
          variant: 'merge, newest end',
          run: ({ db }) => alerts.alertPage(db, ID, shares, { unread: false, limit: 25, offset: 0, total: 1500, allAlerts: 100_000, plan: 'merge' }),
        },
        {
          variant: 'merge, unread',
          run: ({ db }) => alerts.alertPage(db, ID, shares, { unread: true, limit: 25, offset: 25, total: 1500, allAlerts: 100_000, plan: 'merge' }),
        },
        {
          variant: 'walk, oldest end',
          run: ({ db }) => alerts.alertPage(db, ID, shares, { unread: false, limit: 25, offset: 1400, total: 1500, allAlerts: 2000, plan: 'walk' }),
        },
        {
          variant: 'walk, unread',
          run: ({ db }) => alerts.alertPage(db, ID, shares, { unread: true, limit: 25, offset: 0, total: 1500, allAlerts: 2000, plan: 'walk' }),
        },
      ],
      allAlertCount: [{ run: ({ db }) => alerts.allAlertCount(db) }],
      lockReader: [{ run: ({ db }) => alerts.lockReader(db, ID), engine: 'postgres' }],
      unreadAmong: [{ run: ({ db }) => alerts.unreadAmong(db, ID, ['a', 'b'], ['rule-1', 'rule-2']) }],
      insertReads: [
        {
          run: ({ db }) =>
            alerts.insertReads(db, ID, [
              { id: 'a', rule_id: 'rule-1' },
              { id: 'b', rule_id: 'rule-2' },
            ]),
        },
      ],
      addReads: [{ run: ({ db }) => alerts.addReads(db, ID, 'rule-1', 2) }],
    },
    pure: { choosePagePlan: 'chooses between two reads by their cost; sends nothing' },
  },
  {
    file: 'alert-groups.repository',
    module: alertGroups,
    calls: {
      groupTotals: [
        {
          run: ({ db }) =>
            alertGroups.groupTotals(db, ID, [
              { ruleId: 'rule-1', groupKey: 'g1' },
              { ruleId: 'rule-2', groupKey: 'g2' },
            ]),
        },
      ],
      groupPage: [
        { variant: 'all', run: ({ db }) => alertGroups.groupPage(db, ID, 'rule-1', 'g1', { unread: false, limit: 25, offset: 0 }) },
        { variant: 'unread', run: ({ db }) => alertGroups.groupPage(db, ID, 'rule-1', 'g1', { unread: true, limit: 25, offset: 0 }) },
      ],
    },
  },
  {
    file: 'alert-marks.repository',
    module: alertMarks,
    calls: {
      watermarkAsOf: [{ run: ({ db }) => alertMarks.watermarkAsOf(db, 'rule-1', ID) }],
      ruleAlertCount: [{ run: ({ db }) => alertMarks.ruleAlertCount(db, 'rule-1') }],
      readMark: [{ run: ({ db }) => alertMarks.readMark(db, ID, 'rule-1') }],
      // Single reads between the watermarks are found, so they are folded in and deleted.
      raiseWatermark: [{ run: ({ db }) => alertMarks.raiseWatermark(db, ID, 'rule-1', 10, 20), answer: () => [{ alert_id: 'a' }] }],
      lowerWatermark: [{ run: ({ db }) => alertMarks.lowerWatermark(db, ID, mark), answer: () => [{ id: 'a' }] }],
      saveUndo: [{ run: ({ db }) => alertMarks.saveUndo(db, ID, [mark], AT), answer: () => [{ id: 'stale' }] }],
      takeUndo: [{ run: ({ db }) => alertMarks.takeUndo(db, ID, ID), answer: () => [{ marks: '[]' }] }],
    },
  },
  {
    file: 'watch-rules.repository',
    module: watchRules,
    calls: {
      findRule: [{ run: ({ db }) => watchRules.findRule(db, ID) }],
      webhookExists: [{ run: ({ db }) => watchRules.webhookExists(db, ID) }],
      insertRule: [{ run: ({ db }) => watchRules.insertRule(db, watchRule) }],
      updateRule: [{ run: ({ db }) => watchRules.updateRule(db, ID, { name: 'Rule', enabled: 0, updated_at: AT }) }],
      deleteRule: [{ run: ({ db }) => watchRules.deleteRule(db, ID) }],
      countRulesBy: [{ run: ({ db }) => watchRules.countRulesBy(db, ID), answer: counted }],
      countRules: [{ run: ({ db }) => watchRules.countRules(db), answer: counted }],
      lockRuleCreation: [{ run: ({ db }) => watchRules.lockRuleCreation(db), engine: 'postgres' }],
    },
  },
  {
    file: 'rules.repository',
    module: rules,
    calls: {
      rulesInSight: [
        { variant: 'own and shared', run: ({ db }) => rules.rulesInSight(db, viewer) },
        { variant: 'everyone, one rule', run: ({ db }) => rules.rulesInSight(db, viewer, { everyone: true, ruleId: ID }) },
      ],
    },
  },
  {
    file: 'outbox.repository',
    module: outbox,
    calls: {
      enqueue: [
        { variant: 'no ordering key', run: ({ db }) => outbox.enqueue(db, { kind: 'roblox_ban', payload: {} }, AT) },
        { variant: 'ordering key', run: ({ db }) => outbox.enqueue(db, { kind: 'roblox_ban', payload: {}, orderingKey: 'player:1' }, AT) },
      ],
      claimDue: [{ run: (database) => outbox.claimDue(database, ['roblox_ban', 'roblox_unban'], 'lease', 30_000, 10, AT) }],
      markSent: [{ run: ({ db }) => outbox.markSent(db, outboxRow, AT) }],
      holdOrderingKey: [{ run: ({ db }) => outbox.holdOrderingKey(db, 'player:1', AT) }],
      markRetry: [{ run: ({ db }) => outbox.markRetry(db, outboxRow, 'error', AT) }],
      markFailed: [{ run: ({ db }) => outbox.markFailed(db, outboxRow, 'error') }],
      requeueFailed: [{ run: ({ db }) => outbox.requeueFailed(db, ID, AT) }],
      nextDueAt: [{ run: ({ db }) => outbox.nextDueAt(db, ['roblox_ban', 'roblox_unban']) }],
      findOutboxRow: [{ run: ({ db }) => outbox.findOutboxRow(db, ID) }],
      cancelPending: [{ run: ({ db }) => outbox.cancelPending(db, ID, 'revoked', AT) }],
    },
  },
];
