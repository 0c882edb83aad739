// A LibreTranslate-compatible service: POST {url}/translate {q, source:'auto', target:'en',
// format:'text', api_key?} → {translatedText}. One text per call, because not every compatible
// service accepts a list in `q`.
import { z } from 'zod';
import { fetchJson, UpstreamError } from '../../../../upstream/fetch';

const Answer = z.object({ translatedText: z.string() });

export interface TranslateClientOptions {
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export async function translateText(options: TranslateClientOptions, text: string, signal?: AbortSignal): Promise<string> {
  const body = { q: text, source: 'auto', target: 'en', format: 'text', ...(options.apiKey ? { api_key: options.apiKey } : {}) };
  const answer = Answer.safeParse(
    await fetchJson(`${options.url}/translate`, options.timeoutMs, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    }),
  );
  if (!answer.success) throw new UpstreamError('invalid', 'translation service answered without translatedText');
  return answer.data.translatedText;
}
