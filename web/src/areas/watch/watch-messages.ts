// The words of the watch rules, the alert inbox and their shortcuts (docs/RULES.md, "Watchlists and alerts").
import { type AlertKind, REPORT_LIMITS, WATCH_LIMITS, type WatchRuleKind, type WatchScope } from '@staff-console/domain';
import { UNREAD_ALERTS_UI } from './unread-alerts-messages';

export const WATCH_UI = {
  kinds: { player: 'Player', term: 'Chat term', item: 'Item', lopsided: 'Lopsided trade', reports: 'Reports', appeals: 'Appeals' } satisfies Record<
    WatchRuleKind,
    string
  >,
  scopes: { chat: 'Chat', trades: 'Trades', marketplace: 'Marketplace', reports: 'Reports queue', appeals: 'Appeals' } satisfies Record<WatchScope, string>,
  alertKinds: { chat: 'Chat', trade: 'Trade', marketplace: 'Marketplace', report: 'Reports', appeal: 'Appeal' } satisfies Record<AlertKind, string>,
  targetLabel: {
    player: 'Player (name or user id)',
    term: 'Term',
    item: 'Item name',
    lopsided: 'Target',
    reports: 'Distinct reporters',
    appeals: 'Target',
  } satisfies Record<WatchRuleKind, string>,
  targetHelp: {
    player: 'A name seen in the logs, or the numeric user id.',
    term: `At least ${WATCH_LIMITS.termMin} characters; matched in any letter case.`,
    item: 'The item name, as trades and purchases name it (any letter case).',
    lopsided: '',
    appeals: '',
    reports: `Alerts once when a player's distinct open reporters reach this number (${REPORT_LIMITS.watchThresholdMin} to ${REPORT_LIMITS.watchThresholdMax}); again only after those reports are resolved.`,
  } satisfies Record<WatchRuleKind, string>,

  createTitle: 'New watch rule',
  editTitle: 'Edit watch rule',
  name: 'Name',
  kind: 'Kind',
  scopesLabel: 'Logs watched',
  scopesHelp: 'Only the logs this kind of rule can watch are offered.',
  ratio: 'Ratio',
  ratioHelp: "The larger side's RAP is at least this many times the smaller side's (left empty: the default shown).",
  minDifference: 'Minimum difference (RAP)',
  minDifferenceHelp: 'And at least this much more RAP (left empty: the default shown).',
  shared: 'Shared with every staff member who may see its logs',
  webhook: 'Discord webhook',
  noWebhook: 'None',
  enabled: 'Enabled',
  create: 'Create rule',
  save: 'Save',
  cancel: 'Cancel',
  createFailed: 'The watch rule could not be created. Please try again.',
  updateFailed: 'The watch rule could not be saved. Please try again.',
  mustBeNumber: 'must be a number',

  watchPlayer: 'Watch this player',
  watchItem: 'Watch this item',
  watchTerm: 'Watch this term',
  watchItemNamed: (name: string) => `Watch this item: ${name}`,
  defaultName: { player: (name: string) => `Player ${name}`, item: (name: string) => `Item ${name}`, term: (term: string) => `Term "${term}"` },

  playerLabel: (name: string | null, userId: number | string) => (name ? `${name} · ${userId}` : `User ${userId} (no name seen)`),
  playerIs: (label: string) => `Watches ${label}.`,
  lookingUp: 'Looking the player up…',
  noPlayerNamed: (typed: string) => `No player called "${typed}" was seen in the logs you may read. Enter their user id instead.`,
  manyPlayersNamed: (typed: string) => `Several players were seen as "${typed}". Choose one:`,
  lookupFailed: 'The player could not be looked up. Please try again, or enter the user id.',
  openExisting: 'Open the existing rule',
  alreadyWatched: 'Already watched: open the rule',

  alerts: 'Alerts',
  unreadAlerts: UNREAD_ALERTS_UI.unreadAlerts,
} as const;
