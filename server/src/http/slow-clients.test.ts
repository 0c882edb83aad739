// Slow clients (abuse): a client that sends its headers or its body a trickle at a time
// must not hold a connection past the request timeout, and must not stall anyone else meanwhile.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const TIMEOUT_MS = 1000;

/** Opens a raw connection, writes `parts` one every `gapMs`, and resolves with what came back and when the server closed. */
function trickle(port: number, parts: string[], gapMs: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < parts.length && !socket.destroyed) socket.write(parts[i++]!);
    }, gapMs);
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => undefined); // a reset after the server gives up is an answer too
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server still held the connection after 15 s; got: ${answer}`));
    }, 15_000);
  });
}

describe('slow clients [sqlite]', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { requestTimeoutMs: TIMEOUT_MS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('drops a client that trickles its headers (slowloris) soon after the request timeout', async () => {
    const headers = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(60);
    const { answer, closedAfterMs } = await trickle(port, [...headers], 100);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 4000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('drops a client that never finishes its body, with 408, while others are served', async () => {
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    const slow = trickle(port, [head, '{"username":', '"admin"'], 300);
    // Meanwhile an ordinary request is answered at once.
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    const { answer, closedAfterMs } = await slow;
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 4000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    // Nothing was signed in or logged as a failed login by the half request.
    const failures = await t.database.db.selectFrom('action_logs').select('id').where('action', '=', 'login_failed').execute();
    expect(failures).toEqual([]);
  });
});
