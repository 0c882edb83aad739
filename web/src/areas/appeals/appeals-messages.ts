// The Appeals queue's sentences (staff-facing): the list, an appeal's details, the case and history
// beside it, and the decision dialog.
import type { AppealDecision, AppealStatus } from '@staff-console/domain';

export const APPEALS_UI = {
  title: 'Appeals',
  subtitle: 'Players’ appeals of their mutes and bans, oldest first. Each is decided by a moderator other than the one who issued the sanction.',
  statusTabs: 'Appeals by status',
  statuses: { open: 'Open', upheld: 'Upheld', reduced: 'Reduced', lifted: 'Lifted' } satisfies Record<AppealStatus, string>,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total.toLocaleString('en-US')} ${total === 1 ? 'appeal' : 'appeals'}`,
  loading: 'Loading appeals…',
  loadFailed: 'The appeals could not be loaded.',
  retry: 'Retry',
  emptyTitle: 'No appeals here',
  emptyBody: 'Appeals with this status show here.',
  listLabel: 'Appeals',
  pagination: 'Appeals pages',

  // One appeal.
  playerId: (id: number) => `ID ${id}`,
  unnamed: 'No name seen',
  submitted: (when: string) => `Appealed ${when}`,
  contact: 'Contact',
  appealText: 'Appeal',
  reason: 'Reason (staff only)',
  publicReason: 'Public reason',
  noPublicReason: 'None given',
  issuedBy: (who: string, when: string) => `Issued by ${who}, ${when}`,
  ends: (when: string) => `Ends ${when}`,
  permanent: 'Never ends',
  code: (code: string) => `Appeal code ${code}`,
  review: 'Review',
  decidedBy: (who: string, when: string) => `Decided by ${who}, ${when}`,
  publicAnswer: 'Answer to the player',
  privateNote: 'Private note',

  // The panel beside it.
  panelTitle: (name: string) => `Appeal of ${name}`,
  close: 'Close',
  panelFailed: 'The appeal could not be loaded.',
  caseHeading: 'The case behind it',
  noCase: 'The sanction was not issued for a case.',
  openCase: (n: number) => `Open case ${n}`,
  caseFailed: 'The case could not be loaded.',
  historyHeading: 'The player’s sanctions',
  historyEmpty: 'No sanctions.',
  historyFailed: 'The player’s sanctions could not be loaded.',
  thisSanction: 'This sanction',

  // Deciding.
  decide: 'Decide',
  issuerMayNotDecide: 'You issued this sanction: another moderator must decide this appeal.',
  banNeedsPermission: 'Reducing or lifting a ban needs the ban_players permission.',
  decideTitle: 'Decide the appeal',
  decision: 'Decision',
  decisions: { upheld: 'Uphold', reduced: 'Reduce', lifted: 'Lift' } satisfies Record<AppealDecision, string>,
  decisionHelp: {
    upheld: 'The sanction stands as it is.',
    reduced: 'The sanction ends earlier: pick its new length from when it was issued.',
    lifted: 'The sanction ends now.',
  } satisfies Record<AppealDecision, string>,
  /** 'Lift the ban of FrostQueen (123456)?' */
  confirm: (decision: AppealDecision, type: string, name: string, userId: number) =>
    `${{ upheld: 'Uphold', reduced: 'Reduce', lifted: 'Lift' }[decision]} the ${type} of ${name} (${userId})?`,
  submit: { upheld: 'Uphold', reduced: 'Reduce', lifted: 'Lift' } satisfies Record<AppealDecision, string>,
  publicAnswerLabel: 'Answer to the player (they read it)',
  publicAnswerRequired: 'Write the answer the player will read.',
  privateNoteLabel: 'Private note (staff only)',
  newLength: 'New length, from when it was issued',
  newEnd: (when: string) => `It will end ${when}.`,
  endsInPast: 'That length has already passed: the sanction ends now.',
  noShorter: 'None of the usual lengths is shorter than this sanction’s.',
  failed: 'The decision could not be saved. Please try again.',
} as const;
