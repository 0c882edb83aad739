// The player's moderation record (GET /api/players/:userId/record): kept under the moderation key,
// so a sanction, note or case change anywhere shows here at once.
import { useQuery } from '@tanstack/react-query';
import { PlayerRecordResponse } from '@staff-console/domain';
import { moderationKeys } from '../../moderation';
import { apiRequest } from '../../../lib/api-client';

export const getPlayerRecord = (userId: number, signal?: AbortSignal) =>
  apiRequest(`/api/players/${userId}/record`, { signal, schema: PlayerRecordResponse }).then((r) => r.record);

export const usePlayerRecord = (userId: number, enabled: boolean) =>
  useQuery({ queryKey: [...moderationKeys.all, 'player-record', userId], queryFn: ({ signal }) => getPlayerRecord(userId, signal), enabled });
