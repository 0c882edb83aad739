// The player picker's sentences.
import { LIMITS } from '@staff-console/domain';

export const PICKER_UI = {
  label: 'Player name or user id',
  help: 'Type a name to see the players seen under it, or a user id to see its name.',
  searching: 'Looking up…',
  failed: 'The lookup failed. Please try again.',
  badInput: 'Type one player name (no spaces) or one numeric user id.',
  tooLong: `A player name has at most ${LIMITS.name} characters.`,
  noName: (id: number) => `No name is known for user id ${id} in the logs you may read. You can still add it by id.`,
  noneNamed: (name: string) => `No player has been seen as "${name}". Check the spelling, or type their user id.`,
  choose: (name: string) => `Players seen as "${name}": choose one.`,
  already: 'already added',
  results: 'Players found',
  add: (label: string) => `Add ${label}`,
} as const;
