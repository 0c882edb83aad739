import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IngestKey } from '@staff-console/domain';
import { json, mockFetch } from '../../test/helpers';
import { pathOf, renderAdmin } from '../../test/admin-test-helpers';
import { IngestKeysTab } from './ingest-keys-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const key = (overrides: Partial<IngestKey> = {}): IngestKey => ({
  _id: 'k'.repeat(24),
  name: 'EU servers',
  prefix: 'sk_ab12',
  createdAt: '2024-03-05T15:00:00.000Z',
  createdBy: 'root',
  lastUsedAt: null,
  revokedAt: null,
  revokedBy: null,
  ...overrides,
});

describe('Ingest Keys tab', () => {
  it('creates a key, shows it once with a copy button, and forgets it when closed', async () => {
    const keys: IngestKey[] = [key({ name: 'Old', _id: 'o'.repeat(24), revokedAt: '2024-03-06T15:00:00.000Z', revokedBy: 'root' })];
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'POST') {
        const created = key({ name: (JSON.parse(String(init.body as string)) as { name: string }).name });
        keys.push(created);
        return json(201, { success: true, id: created._id, key: 'sk_ab12-the-whole-secret', ingestKey: created, message: 'Ingest key created.' });
      }
      if (pathOf(url) === '/api/admin/ingest-keys') return json(200, { success: true, keys });
      return json(404, { success: false, error: 'no' });
    });
    renderAdmin(<IngestKeysTab />);
    const user = userEvent.setup();
    const oldRow = await screen.findByRole('row', { name: /Old/ });
    expect(within(oldRow).getByText('Revoked')).toBeInTheDocument();
    expect(within(oldRow).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Key' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create Ingest Key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Key name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Key name' }), 'EU servers');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    dialog = await screen.findByRole('dialog', { name: 'Ingest Key Created' });
    expect(within(dialog).getByTestId('ingest-key-secret')).toHaveTextContent('sk_ab12-the-whole-secret');
    expect(within(dialog).getByText('Copy this key now. It will not be shown again: only its prefix is kept.')).toBeInTheDocument();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy Key' }));
    expect(writeText).toHaveBeenCalledWith('sk_ab12-the-whole-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('sk_ab12-the-whole-secret')).not.toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /EU servers/ });
    expect(within(row).getByText('sk_ab12…')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([u]) => pathOf(String(u as string)) === '/api/admin/ingest-keys').length).toBeGreaterThanOrEqual(3);
  }, 20_000);

  it('revokes after confirmation', async () => {
    let revoked = false;
    mockFetch((_url, init) => {
      if (init.method === 'DELETE') {
        revoked = true;
        return json(200, { success: true, message: 'Ingest key revoked' });
      }
      return json(200, { success: true, keys: [key(revoked ? { revokedAt: '2024-03-06T15:00:00.000Z', revokedBy: 'root' } : {})] });
    });
    renderAdmin(<IngestKeysTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke EU servers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Ingest Key' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Ingest key revoked')).toBeInTheDocument();
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });
});
