// Test fixture: a fake Roblox Open Cloud, a real HTTP server on a loopback port. It records every
// request (method, path, key, body) and can be told to answer the next calls, or every call, with a
// failure: a status with a body (and headers: a redirect's location), or 'hang' (no answer, so the caller times out).
import type { Engine } from '../db/database';
import { createTestApp, type TestApp } from '../test/harness';
import { type FakeAnswer, readBody, ScriptedAnswers, startFakeServer } from './fake-server.fixtures';

export interface RecordedRestriction {
  method: string;
  path: string;
  apiKey: string | undefined;
  contentType: string | undefined;
  body: unknown;
  /** What the fake answered: a status, or 'hang'. */
  answered: number | 'hang';
}

export type { FakeAnswer };

export interface FakeOpenCloud {
  url: string;
  requests: RecordedRestriction[];
  /** Answers for the next calls, in order; after them, 200. */
  failNext(...answers: FakeAnswer[]): void;
  /** Every call answers this until set back to null. */
  failAlways(answer: FakeAnswer | null): void;
  close(): Promise<void>;
}

/** `delayMs`: how long each answer takes (a crash test kills the server while calls are under way). */
export async function startFakeOpenCloud({ delayMs = 0 }: { delayMs?: number } = {}): Promise<FakeOpenCloud> {
  const requests: RecordedRestriction[] = [];
  const answers = new ScriptedAnswers({ status: 200 });
  const server = await startFakeServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      const answer = answers.next();
      const header = req.headers['x-api-key'];
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        apiKey: Array.isArray(header) ? header[0] : header,
        contentType: req.headers['content-type'],
        body,
        answered: answer === 'hang' ? 'hang' : answer.status,
      });
      if (answer === 'hang') return;
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(
        answer.body ??
          (answer.status === 200
            ? JSON.stringify({ path: req.url, gameJoinRestriction: (body as { gameJoinRestriction?: unknown }).gameJoinRestriction })
            : ''),
      );
    })();
  });
  return {
    url: server.url,
    requests,
    failNext: answers.failNext,
    failAlways: answers.failAlways,
    close: () => server.close(),
  };
}

/**
 * A test app on `engine` whose bans go to `fake` with this key and universe, its outbox started:
 * 4 attempts, at most 20 ms apart, each call given up after 400 ms.
 */
export async function openCloudTestApp(engine: Engine, fake: FakeOpenCloud, apiKey: string, universeId: string): Promise<TestApp> {
  const t = await createTestApp(engine, {
    openCloud: { url: fake.url, apiKey, universeId },
    outbox: { maxAttempts: 4, maxBackoffMs: 20 },
    upstreamTimeoutMs: 400,
  });
  t.app.deps.outbox.start();
  return t;
}
