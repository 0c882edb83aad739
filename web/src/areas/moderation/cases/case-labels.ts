// A case's players with their names, in the order of `players` (an answer without names, from an
// older server, shows the ids alone).
import type { Case, PlayerLabel } from '@staff-console/domain';

export const caseLabels = (c: Pick<Case, 'players'> & { playerLabels?: PlayerLabel[] | undefined }): PlayerLabel[] =>
  c.players.map((userId) => c.playerLabels?.find((l) => l.userId === userId) ?? { userId, name: null });
