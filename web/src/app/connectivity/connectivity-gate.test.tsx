// 'Connecting to backend... (attempt N)', the Connection Error screen, and automatic
// retries every 30 s, at most 3, driven by a fake clock.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch, renderAt } from '../../test/helpers';
import { ConnectivityGate } from './connectivity-gate';

const renderGate = () => renderAt('/', [{ path: '/', element: <ConnectivityGate /> }]);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flush = () => act(() => vi.advanceTimersByTimeAsync(5));

describe('backend connectivity gate', () => {
  it('shows the attempt while connecting, then the app', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderGate();
    expect(screen.getByText('Connecting to backend... (attempt 1)')).toBeInTheDocument();
    await act(async () => {
      answer(json(200, { success: true, message: 'API is running', database: { engine: 'sqlite', ok: true } }));
      await vi.advanceTimersByTimeAsync(5);
    });
    expect(screen.queryByText(/Connecting to backend/)).not.toBeInTheDocument();
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
  });

  it('retries every 30 s, 3 times at most, then waits for Retry Connection', async () => {
    const fetch = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderGate();
    await flush();
    expect(screen.getByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Could not connect to the backend API')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Token diagnostics' })).toHaveAttribute('href', '/token-diagnostic');
    expect(screen.getByRole('link', { name: 'Auth debug page' })).toHaveAttribute('href', '/debug');
    expect(callsTo(fetch, '/api/health')).toBe(1);

    for (const n of [2, 3, 4]) {
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(callsTo(fetch, '/api/health')).toBe(n - 1);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(callsTo(fetch, '/api/health')).toBe(n);
      expect(screen.getByText('Connection Error')).toBeInTheDocument();
    }
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(callsTo(fetch, '/api/health')).toBe(4); // 1 + 3 retries, then no more
    expect(screen.getByText('Automatic retries have stopped. Use Retry Connection to try again.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry Connection' }));
    expect(screen.getByText('Connecting to backend... (attempt 5)')).toBeInTheDocument();
    await flush();
    expect(callsTo(fetch, '/api/health')).toBe(5);
  });

  it("shows the server's message and suggestion when the database is down", async () => {
    mockFetch(() =>
      json(503, {
        success: false,
        error: 'The database is unavailable right now. Try again in a moment.',
        suggestion: 'Check that the database server is running and that DATABASE_URL points at it.',
        database: { engine: 'postgres', ok: false },
      }),
    );
    renderGate();
    await flush();
    expect(screen.getByText('The database is unavailable right now. Try again in a moment.')).toBeInTheDocument();
    expect(screen.getByText('Check that the database server is running and that DATABASE_URL points at it.')).toBeInTheDocument();
  });

  it("says 'API is not responding correctly' for an answer that is not the health shape", async () => {
    mockFetch(() => new Response('<html>gateway</html>', { status: 200 }));
    renderGate();
    await flush();
    expect(screen.getByText('API is not responding correctly')).toBeInTheDocument();
  });

  it('recovers when a retry succeeds', async () => {
    let up = false;
    mockFetch(() => (up ? json(200, { success: true, database: { engine: 'sqlite', ok: true } }) : Promise.reject(new TypeError('down'))));
    renderGate();
    await flush();
    expect(screen.getByText('Connection Error')).toBeInTheDocument();
    up = true;
    await act(() => vi.advanceTimersByTimeAsync(30_010));
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
  });
});
