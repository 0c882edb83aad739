import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import { addEvidence, createCase, updateCase } from '../moderation-api';
import { AddStopped, addCaseTargets } from './add-to-case-target';

vi.mock('../moderation-api', () => ({ addEvidence: vi.fn(), createCase: vi.fn(), updateCase: vi.fn() }));
vi.mock('../../../lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), apiRequest: vi.fn() }));

const chat = { kind: 'chat' as const, id: 'c1', players: [7] };
const trade = { kind: 'trade' as const, id: 't1', players: [8, 9] };

describe('several rows into one case', () => {
  beforeEach(() => vi.resetAllMocks());

  it('opens the case once with the ticked players and adds each row, counting rows it already held', async () => {
    vi.mocked(createCase).mockResolvedValue({ _id: 'case', number: 3, players: [] } as never);
    vi.mocked(addEvidence)
      .mockResolvedValueOnce({} as never)
      .mockRejectedValueOnce(new ApiError('This is already evidence in this case.', 'http', 409, null, null, true));
    const done = await addCaseTargets({ targets: [chat, trade], caseRef: { title: 'Ring' }, note: '', players: [42] });
    expect(createCase).toHaveBeenCalledWith({ title: 'Ring', players: [42] });
    expect(vi.mocked(addEvidence).mock.calls.map(([v]) => v.body)).toEqual([
      { kind: 'chat', id: 'c1' },
      { kind: 'trade', id: 't1' },
    ]);
    expect(done).toEqual({ _id: 'case', number: 3, added: 1, alreadyThere: 1 });
  });

  it('without ticked players names the rows’ players but not a chat line’s sender', async () => {
    vi.mocked(createCase).mockResolvedValue({ _id: 'case', number: 4, players: [] } as never);
    await addCaseTargets({ targets: [chat, trade], caseRef: { title: 'Ring' }, note: '' });
    expect(createCase).toHaveBeenCalledWith({ title: 'Ring', players: [8, 9] });
  });

  it('an existing case gains the players it lacks', async () => {
    await addCaseTargets({ targets: [chat, trade], caseRef: { existing: { _id: 'x', number: 1, players: [8] } }, note: '', players: [8, 42] });
    expect(updateCase).toHaveBeenCalledWith({ id: 'x', body: { players: [8, 42] } });
  });

  it('sends a row refused by the request limit again, and counts one row chosen on a log screen', async () => {
    vi.useFakeTimers();
    try {
      vi.mocked(addEvidence)
        .mockRejectedValueOnce(new ApiError('Too many requests.', 'http', 429, null, null, true))
        .mockResolvedValueOnce({} as never);
      const run = addCaseTargets({ targets: [trade], asRows: true, caseRef: { existing: { _id: 'x', number: 1, players: [8, 9] } }, note: '' });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await run).toEqual({ _id: 'x', number: 1, added: 1, alreadyThere: 0 });
      expect(addEvidence).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops at a refusal other than "already there" and says how far it got', async () => {
    const refused = new ApiError('You do not have permission.', 'http', 403, null, null, true);
    vi.mocked(addEvidence)
      .mockResolvedValueOnce({} as never)
      .mockRejectedValueOnce(refused);
    const run = addCaseTargets({ targets: [trade, chat, trade], caseRef: { existing: { _id: 'x', number: 5, players: [8, 9] } }, note: '' });
    await expect(run).rejects.toEqual(new AddStopped(5, 1, 3, refused));
    await expect(run).rejects.toMatchObject({ caseNumber: 5, added: 1, total: 3, reason: refused });
    expect(addEvidence).toHaveBeenCalledTimes(2);
  });
});
