// Test fixture: a fake Discord webhook endpoint, a real HTTP server on a loopback port. It records
// every post (path, body, when it arrived, what it answered) and can be told to answer the next
// posts, or every post, with a failure: a status with a body (a 429 with `retry_after`), or 'hang';
// or with Discord's rate-limit headers on a success.
import { type FakeAnswer, readBody, ScriptedAnswers, startFakeServer } from './fake-server.fixtures';

export interface RecordedPost {
  path: string;
  body: { embeds?: { title: string; description: string; url?: string; timestamp: string; fields: { name: string; value: string }[] }[] };
  raw: string;
  at: number;
  answered: number | 'hang';
}

export type FakeDiscordAnswer = FakeAnswer;

export interface FakeDiscord {
  url: string;
  posts: RecordedPost[];
  failNext(...answers: FakeDiscordAnswer[]): void;
  failAlways(answer: FakeDiscordAnswer | null): void;
  close(): Promise<void>;
}

/** `delayMs`: how long each answer takes (a crash test kills the server while posts are under way). */
export async function startFakeDiscord({ delayMs = 0 }: { delayMs?: number } = {}): Promise<FakeDiscord> {
  const posts: RecordedPost[] = [];
  const answers = new ScriptedAnswers({ status: 204 });
  const server = await startFakeServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const answer = answers.next();
      let body: RecordedPost['body'] = {};
      try {
        body = JSON.parse(raw) as RecordedPost['body'];
      } catch {
        // kept in raw
      }
      posts.push({ path: req.url ?? '', body, raw, at: Date.now(), answered: answer === 'hang' ? 'hang' : answer.status });
      if (answer === 'hang') return;
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body ?? '');
    })();
  });
  return {
    url: server.url,
    posts,
    failNext: answers.failNext,
    failAlways: answers.failAlways,
    close: () => server.close(),
  };
}
