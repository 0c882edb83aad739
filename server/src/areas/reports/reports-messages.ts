// What the reports routes say to staff and to game servers, in one place.
export const REPORT_MESSAGES = {
  selfReport: 'must not be the reporter: a player cannot report themselves',
  reportNotFound: 'No report has this id.',
  noPendingReports: 'This player has no open or claimed reports.',
  forceNeedsAdmin: "Only an administrator may take over reports another moderator claimed ('force').",
  outcomeCursorInvalid: 'must be a cursor from an earlier answer',
  caseFull: (room: number, reports: number) =>
    `The case has room for ${room} more evidence ${room === 1 ? 'item' : 'items'}, and this player has ${reports} open or claimed reports: put them in a new case.`,
} as const;

/** The reports are someone else's: who, by name, so the moderator can ask them. */
export const claimedByOther = (username: string): string =>
  `${username} has claimed this player's reports. Ask them, or an administrator may take the reports over.`;
