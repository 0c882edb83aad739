// GET /api/translate/status and POST /api/translate (docs/RULES.md, "API"). The server stores each translation
// with its message, so the cached chat pages are patched in place rather than refetched.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TranslateResponse, TranslateStatus } from '@staff-console/domain';
import type { ChatPage, TranslateBody } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';
import { chatKeys } from './get-chat';

export const translateStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['translate', 'status'] as const,
    queryFn: ({ signal }) => apiRequest('/api/translate/status', { signal, schema: TranslateStatus }),
    staleTime: 5 * 60_000,
  });

/** Whether the server has a translation service; false while unknown or on failure. */
export function useTranslateEnabled(): boolean {
  const { data } = useQuery(translateStatusQueryOptions());
  return data?.enabled ?? false;
}

export const postTranslate = (body: TranslateBody) => apiRequest('/api/translate', { method: 'POST', body, schema: TranslateResponse });

export function useTranslateChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postTranslate,
    onSuccess: ({ translations }) => {
      client.setQueriesData<ChatPage>({ queryKey: chatKeys.all }, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((m) => {
                const t = translations[m._id];
                return t && m.translatedText === undefined ? { ...m, translatedText: t.text } : m;
              }),
            }
          : page,
      );
    },
    // Translation failures are only logged (docs/RULES.md, "Messages").
    onError: (error) => console.error('Translation failed:', error),
  });
}
