// The app's query defaults: a total the server is still counting (503), or waiting for another
// count (429 with the counting sentences), is asked for again, one second apart, until it is ready;
// other server errors are retried once, client errors never.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { ApiError } from '../lib/api-client';
import { createQueryClient } from './query-client';

const failure = (status: number, message: string) => new ApiError(message, 'http', status, { success: false, error: message }, null, true);

describe('query retries', () => {
  it('asks again while the server is still counting a total, then shows the answer', async () => {
    let calls = 0;
    const data = await createQueryClient().fetchQuery({
      queryKey: ['counting'],
      queryFn: async () => {
        calls += 1;
        if (calls < 3) throw failure(503, MESSAGES.stillCounting);
        return 'page';
      },
    });
    expect(data).toBe('page');
    expect(calls).toBe(3);
  });

  it('asks again while another count of the same person, or of the server, has to finish first', async () => {
    for (const message of [MESSAGES.tooManyCounts, MESSAGES.countsBusy]) {
      let calls = 0;
      const data = await createQueryClient().fetchQuery({
        queryKey: ['waiting', message],
        queryFn: async () => {
          calls += 1;
          if (calls < 2) throw failure(429, message);
          return 'page';
        },
      });
      expect(data).toBe('page');
      expect(calls).toBe(2);
    }
  });

  it('does not retry a refusal, and retries another server error once', async () => {
    for (const [status, expected] of [
      [429, 1],
      [500, 2],
    ] as const) {
      let calls = 0;
      const client = createQueryClient();
      await expect(
        client.fetchQuery({
          queryKey: ['refused', status],
          queryFn: async () => {
            calls += 1;
            throw failure(status, 'no');
          },
          retryDelay: 0,
        }),
      ).rejects.toThrow('no');
      expect(calls).toBe(expected);
    }
  });
});
