import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { attachmentName } from '../lib/download';
import { tokenStore } from '../lib/token-store';
import { fakeToken, json, mockFetch, Providers } from '../test/helpers';
import { ExportCsvButton } from './export-csv-button';
import { EXPORT_UI } from './export-messages';

describe('attachmentName', () => {
  it('reads the quoted file name, else falls back', () => {
    expect(attachmentName('attachment; filename="chat-logs-20240101-120000.csv"', 'x.csv')).toBe('chat-logs-20240101-120000.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
    expect(attachmentName('attachment', 'x.csv')).toBe('x.csv');
  });
});

describe('ExportCsvButton', () => {
  const token = fakeToken();
  let clicked: { href: string; download: string }[];

  beforeEach(() => {
    tokenStore.set(token);
    clicked = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    tokenStore.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const renderButton = () =>
    render(
      <Providers client={createQueryClient()}>
        <ExportCsvButton path="/api/chat/export?search=scam" fileName="chat-logs.csv" />
      </Providers>,
    );

  it('fetches the export with the token and saves it under the server’s file name', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockFetch(async () => {
      await gate;
      return new Response('\uFEFFTime\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="chat-logs-20240501-120000.csv"' },
      });
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: EXPORT_UI.exportCsv }));
    // While the file streams the button says so and cannot be pressed again.
    expect(await screen.findByRole('button', { name: EXPORT_UI.exporting })).toBeDisabled();
    release();
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:export', download: 'chat-logs-20240501-120000.csv' }]));
    expect(await screen.findByRole('button', { name: EXPORT_UI.exportCsv })).toBeEnabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/chat/export?search=scam');
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  });

  it('shows the server’s sentence when the export is refused', async () => {
    mockFetch(() => json(400, { success: false, error: 'Please enter at least 3 characters to search' }));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: EXPORT_UI.exportCsv }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter at least 3 characters to search');
    expect(clicked).toEqual([]);
  });

  it('says the export failed when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: EXPORT_UI.exportCsv }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORT_UI.failed);
  });
});
