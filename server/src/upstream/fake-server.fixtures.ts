// Test fixture: a real HTTP server on a free loopback port, standing in for an outside service
// (the game platform, the translation service). `base` is its own address, for URLs it hands out.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeServer {
  url: string;
  close(): Promise<void>;
}

export async function startFakeServer(handle: (req: IncomingMessage, res: ServerResponse, base: string) => void): Promise<FakeServer> {
  const server = createServer((req, res) => handle(req, res, url));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The whole request body as text. */
export const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

/** What a fake outside service answers: a status with a body (and headers), or 'hang' (no answer, the caller times out). */
export type FakeAnswer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

/** The answers a fake can be told to give: the next ones in order, or every one until cleared; else `ok`. */
export class ScriptedAnswers {
  private readonly queued: FakeAnswer[] = [];
  private always: FakeAnswer | null = null;
  constructor(private readonly ok: FakeAnswer) {}
  next = (): FakeAnswer => this.queued.shift() ?? this.always ?? this.ok;
  failNext = (...answers: FakeAnswer[]): void => void this.queued.push(...answers);
  failAlways = (answer: FakeAnswer | null): void => void (this.always = answer);
}
