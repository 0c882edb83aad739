// 'Add to case': which players a case from chat lines concerns, and several rows added at once.
export const ADD_TO_CASE_UI = {
  newCasePlayers: 'Players of the new case',
  existingCasePlayers: 'Also add to the case’s players',
  newCaseHint: 'A report is often sent by the victim: tick the players the case is about.',
  sender: 'sender',
  named: 'named in the message',
  loading: 'Finding the players this message names…',
  failed: 'The players these messages name could not be looked up. Add them on the case page if needed.',
  noneNamed: 'The message names no other player seen in the logs.',
  bothSides: 'Both players of this row join the case’s players.',
  rowsBothSides: 'Both players of each trade and purchase join the case’s players.',
  manyTitle: (n: number) => (n === 1 ? 'Add 1 row to a case' : `Add ${n} rows to a case`),
  addRows: (n: number) => (n === 1 ? 'Add 1 row' : `Add ${n} rows`),
  rowsAdded: (added: number, caseNumber: number) => `Added ${added === 1 ? '1 row' : `${added} rows`} to case ${caseNumber}.`,
  stopped: (added: number, total: number, caseNumber: number) => `Added ${added} of ${total} rows to case ${caseNumber}, then stopped:`,
  manyNote: 'Comment on the case (optional)',
  alreadyThere: (n: number) => (n === 1 ? '1 was already in it.' : `${n} were already in it.`),
} as const;
