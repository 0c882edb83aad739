// The two-step sign-in: the password step's challenge, the code step with the server's sentences,
// Back and an expired sign-in, and the same checks and navigation as a password sign-in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { createTokenStore } from '../../../lib/token-store';
import { TOKEN_KEY } from '../../../lib/token-store';
import { fakeToken, fakeUser, json, mockFetch } from '../../../test/helpers';
import { postLogin, postLoginTwoFactor } from './auth-api';
import { isTwoFactorRequired, performLogin, performTwoFactorLogin } from './login-flow';
import { renderLogin } from './login-test-helpers';

const memoryStore = () => createTokenStore(() => ({ local: null, session: null }));
const CHALLENGE = { success: false, twoFactorRequired: true, challenge: 'chal-123' };

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body as string)) as Record<string, unknown>;

afterEach(() => vi.unstubAllGlobals());

describe('two-step sign-in flow', () => {
  it('the password step rejects with the challenge, storing nothing', async () => {
    mockFetch(() => json(200, CHALLENGE));
    const store = memoryStore();
    const error = await performLogin({ username: 'alice', password: 'pw' }, { request: postLogin, store }).catch((e: unknown) => e);
    expect(isTwoFactorRequired(error)).toBe(true);
    expect((error as { challenge: string }).challenge).toBe('chal-123');
    expect((error as Error).message).toBe('Enter the 6-digit code from your authenticator app, or one of your recovery codes.');
    expect(store.get()).toBeNull();
  });

  it('the code step is checked like a password sign-in and stores the token', async () => {
    const token = fakeToken();
    const fetch = mockFetch(() => json(200, { success: true, token, user: fakeUser({ twoFactorEnabled: true }) }));
    const store = memoryStore();
    const result = await performTwoFactorLogin({ challenge: 'chal-123', code: '123456' }, { request: postLoginTwoFactor, store });
    expect(result.user.twoFactorEnabled).toBe(true);
    expect(store.get()).toBe(token);
    expect(fetch.mock.calls[0]![0]).toBe('/api/auth/login/2fa');
    // The same checks: a token that is not a JWT is refused with the same sentence.
    mockFetch(() => json(200, { success: true, token: 'not-a-jwt', user: fakeUser() }));
    await expect(performTwoFactorLogin({ challenge: 'c', code: '1' }, { request: postLoginTwoFactor, store: memoryStore() })).rejects.toThrow(
      'Invalid token format received from server',
    );
    mockFetch(() => json(401, { success: false, error: MESSAGES.twoFactorCodeInvalid }));
    await expect(performTwoFactorLogin({ challenge: 'c', code: '1' }, { request: postLoginTwoFactor, store: memoryStore() })).rejects.toThrow(
      MESSAGES.twoFactorCodeInvalid,
    );
  });
});

describe('login screen, second step', () => {
  async function toCodeStep(respond: (body: Record<string, unknown>) => Response) {
    const fetch = mockFetch((url, init) => (url === '/api/auth/login' ? json(200, CHALLENGE) : respond(bodyOf(init))));
    renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'alice');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const field = await screen.findByRole('textbox', { name: 'Code' });
    return { fetch, user, field };
  }

  it('asks for the code in one field made for one-time codes; no alert for the password step', async () => {
    const { field } = await toCodeStep(() => json(500, {}));
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Enter the 6-digit code from your authenticator app, or one of your recovery codes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('an empty code is not sent; a wrong one shows the server sentence; a recovery code signs in and navigates', async () => {
    const sent: Record<string, unknown>[] = [];
    const { fetch, user, field } = await toCodeStep((body) => {
      sent.push(body);
      return body.code === 'abcde-12345'
        ? json(200, { success: true, token: fakeToken(), user: fakeUser({ twoFactorEnabled: true }) })
        : json(401, { success: false, error: MESSAGES.twoFactorCodeInvalid });
    });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MESSAGES.twoFactorCodeRequired)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u]) => u === '/api/auth/login/2fa')).toHaveLength(0);

    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.twoFactorCodeInvalid);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Type a recovery code' }));
    expect(field).toHaveAttribute('inputmode', 'text');
    await user.clear(field);
    await user.type(field, ' abcde-12345 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('where', {}, { timeout: 2000 })).toHaveTextContent('/');
    expect(sent.at(-1)).toEqual({ challenge: 'chal-123', code: 'abcde-12345' });
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
  });

  it('Back returns to the password with the username kept; an expired sign-in returns there with its sentence', async () => {
    const { user } = await toCodeStep(() => json(401, { success: false, error: MESSAGES.twoFactorChallengeExpired }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Username/)).toHaveValue('alice');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());

    await user.type(screen.getByLabelText(/^Password/), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.twoFactorChallengeExpired);
    expect(screen.queryByRole('textbox', { name: 'Code' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
