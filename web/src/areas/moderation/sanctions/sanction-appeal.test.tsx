import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/helpers';
import { SanctionAppeal } from './sanction-appeal';

afterEach(() => vi.unstubAllGlobals());

const show = (sanction: Parameters<typeof SanctionAppeal>[0]['sanction']) => renderAt('/', [{ path: '/', element: <SanctionAppeal sanction={sanction} /> }]);

describe('a sanction’s appeal on its row', () => {
  it('shows the code, copies it, and links the appeal’s chip to it in the queue', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show({ appealCode: '7K3M-Q9TX-2HFD', appeal: { _id: 'e'.repeat(24), status: 'lifted', submittedAt: '2026-11-21T10:00:00.000Z' } });
    expect(screen.getByTestId('appeal-code')).toHaveTextContent('7K3M-Q9TX-2HFD');
    await userEvent.click(screen.getByRole('button', { name: 'Copy the appeal code 7K3M-Q9TX-2HFD' }));
    expect(writeText).toHaveBeenCalledWith('7K3M-Q9TX-2HFD');
    expect(screen.getByRole('link', { name: 'Appeal: lifted' })).toHaveAttribute('href', `/appeals?status=lifted&open=${'e'.repeat(24)}`);
  });

  it('shows nothing for a sanction without a code or an appeal (a warning)', () => {
    show({});
    expect(screen.queryByTestId('sanction-appeal')).toBeNull();
  });
});
