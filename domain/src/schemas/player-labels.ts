// Names for player ids a screen already holds (the players of a case in the issue-sanction dialog):
// at most 100 ids a request, each answered with the name the viewer may see.
import { z } from 'zod';
import { PlayerLabel } from './players';

export const PLAYER_LABELS_MAX = 100;

export const PlayerLabelsQuery = z.object({
  ids: z
    .string({ error: 'must be a comma-separated list of numeric user ids' })
    .regex(/^\d{1,15}(,\d{1,15})*$/, 'must be a comma-separated list of numeric user ids')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= PLAYER_LABELS_MAX, `must name at most ${PLAYER_LABELS_MAX} players`),
});
export type PlayerLabelsQuery = z.infer<typeof PlayerLabelsQuery>;

export const PlayerLabelsResponse = z.object({ success: z.literal(true), players: z.array(PlayerLabel) });
export type PlayerLabelsResponse = z.infer<typeof PlayerLabelsResponse>;
