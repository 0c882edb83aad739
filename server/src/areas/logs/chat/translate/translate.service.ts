// POST /api/translate decisions (docs/RULES.md, "API" and "Messages"): stored translations are
// answered from the database; the rest go to the translation service a few at a time, within an
// overall deadline, and are stored with their message. A failure only leaves that id out of the
// answer (and the log).
import type { Logger } from '../../../../deps/deps';
import type { Kysely } from 'kysely';
import type { TranslateBody, TranslateResponse } from '@staff-console/domain';
import type { DB } from '../../../../db/schema';
import { translateText, type TranslateClientOptions } from './translate.client';
import { findMessages, storeTranslation } from './translate.repository';

// Small self-hosted services translate one text at a time on CPU: a few in parallel is their pace.
const CONCURRENCY = 4;
// A page of 100 texts must not hold the request for 100 × timeout: what is not done by then is
// simply missing from the answer, and the stored ones are not asked for again on the next click.
const DEADLINE_TIMEOUTS = 5;

export interface TranslateContext {
  db: Kysely<DB>;
  client: TranslateClientOptions | undefined;
  log: Logger;
}

interface Job {
  id: string;
  text: string;
  /** Set for chat messages: the translation is stored with the message. */
  store: boolean;
}

export async function translateTexts(ctx: TranslateContext, body: TranslateBody): Promise<TranslateResponse> {
  const translations: TranslateResponse['translations'] = {};
  const { client } = ctx;
  if (!client || body.texts.length === 0) return { success: true, translations };

  const stored = new Map(
    (
      await findMessages(
        ctx.db,
        body.texts.map((t) => t.id),
      )
    ).map((m) => [m.id, m]),
  );
  const jobs = new Map<string, Job>();
  for (const { id, text } of body.texts) {
    const message = stored.get(id);
    if (message?.translated_text != null) translations[id] = { text: message.translated_text };
    // A chat message is translated from its stored text, never from what the client sent, so a
    // request cannot attach a made-up translation to someone's message.
    else if (message) jobs.set(id, { id, text: message.message, store: true });
    else jobs.set(id, { id, text, store: false });
  }

  const deadline = AbortSignal.timeout(client.timeoutMs * DEADLINE_TIMEOUTS);
  const queue = [...jobs.values()].filter((job) => job.text.trim().length > 0);
  const worker = async () => {
    for (let job = queue.shift(); job && !deadline.aborted; job = queue.shift()) {
      try {
        const text = await translateText(client, job.text, deadline);
        if (job.store) await storeTranslation(ctx.db, job.id, text);
        translations[job.id] = { text };
      } catch (error) {
        ctx.log.warn({ err: error, id: job.id }, 'translation failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  if (queue.length > 0) ctx.log.warn({ skipped: queue.length }, 'translation deadline reached');
  return { success: true, translations };
}
