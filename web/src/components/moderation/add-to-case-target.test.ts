import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import { addEvidence, createCase, updateCase } from './moderation-api';
import { addCaseTargets } from './add-to-case-target';

vi.mock('./moderation-api', () => ({ addEvidence: vi.fn(), createCase: vi.fn(), updateCase: vi.fn() }));
vi.mock('../../lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), apiRequest: vi.fn() }));

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
    expect(done).toEqual({ _id: 'case', number: 3, alreadyThere: 1 });
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
});
