// 'Add to case' from a chat line: which players the case concerns.
export const ADD_TO_CASE_UI = {
  newCasePlayers: 'Players of the new case',
  existingCasePlayers: 'Also add to the case’s players',
  newCaseHint: 'A report is often sent by the victim: tick the players the case is about.',
  sender: 'sender',
  named: 'named in the message',
  loading: 'Finding the players this message names…',
  failed: 'The players this message names could not be found: a new case will name its sender only.',
  noneNamed: 'The message names no other player seen in the logs.',
  bothSides: 'Both players of this row join the case’s players.',
} as const;
