// The sentences of 'Add to case' for several selected log rows.
export const SELECTION_CASE_UI = {
  title: (n: number) => (n === 1 ? 'Add 1 row to a case' : `Add ${n} rows to a case`),
  adding: (done: number, total: number) => `Adding ${done} of ${total}…`,
  added: (added: number, already: number, caseNumber: number) =>
    `Added ${added === 1 ? '1 row' : `${added} rows`} to case ${caseNumber}.` +
    (already > 0 ? ` ${already === 1 ? '1 was' : `${already} were`} already in it.` : ''),
  stopped: (added: number, total: number) => `Added ${added} of ${total}, then stopped:`,
  tooManyPlayers: (max: number) => `The new case names the first ${max} players of these rows; add the others from the case page.`,
  addAll: (n: number) => (n === 1 ? 'Add 1 row' : `Add ${n} rows`),
};
