import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_KEY, saveRedirectTarget } from '../../../lib/session-flags';
import { TOKEN_KEY } from '../../../lib/token-store';
import { fakeToken, fakeUser, json, mockFetch } from '../../../test/helpers';
import { renderLogin } from './login-test-helpers';

afterEach(() => vi.unstubAllGlobals());

describe('login screen', () => {
  it('requires both fields and focuses the first one in error', async () => {
    const fetch = mockFetch(() => json(500, {}));
    renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText('Contact your administrator if you need access to the system.')).toBeInTheDocument();
  });

  it("shows the server's error and keeps the user on the form", async () => {
    mockFetch(() => json(401, { success: false, error: 'Invalid username or password' }));
    renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'alice');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());
  });

  it('toggles the password visibility', async () => {
    mockFetch(() => json(500, {}));
    renderLogin();
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/^Password/);
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('clears a leftover token on arrival, and after signing in goes to the remembered target', async () => {
    localStorage.setItem(TOKEN_KEY, fakeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    saveRedirectTarget('/trades');
    mockFetch(() => json(200, { success: true, token: fakeToken(), user: fakeUser() }));
    renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'alice');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('where', {}, { timeout: 2000 })).toHaveTextContent('/trades');
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
  });
});
