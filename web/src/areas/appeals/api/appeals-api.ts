// The reviewers' appeal routes (the contract is domain/src/schemas/appeals.ts): the queue by status,
// one appeal, and the decision. The keys sit under 'moderation', so a decision (which may shorten or
// lift a sanction) asks again for the sanctions lists, the player's panels and the counts too.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AppealResponse, AppealsPage, type AppealStatus, type DecideAppealBody } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';

export interface AppealsRequest {
  status: AppealStatus;
  page: number;
  limit: number;
}

export const appealsKeys = {
  list: (q: AppealsRequest) => ['moderation', 'appeals', 'list', q] as const,
  one: (id: string) => ['moderation', 'appeals', 'one', id] as const,
};

const listUrl = (q: AppealsRequest) => `/api/appeals?${new URLSearchParams({ status: q.status, page: String(q.page), limit: String(q.limit) }).toString()}`;

export const useAppeals = (q: AppealsRequest) =>
  useQuery({
    queryKey: appealsKeys.list(q),
    queryFn: ({ signal }) => apiRequest(listUrl(q), { signal, schema: AppealsPage }),
    placeholderData: keepPreviousData,
  });

export const useAppeal = (id: string) =>
  useQuery({
    queryKey: appealsKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/appeals/${encodeURIComponent(id)}`, { signal, schema: AppealResponse }).then((r) => r.appeal),
    enabled: id !== '',
  });

export const decideAppeal = ({ id, body }: { id: string; body: DecideAppealBody }) =>
  apiRequest(`/api/appeals/${encodeURIComponent(id)}/decide`, { method: 'POST', body, schema: AppealResponse }).then((r) => r.appeal);
