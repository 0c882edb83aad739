import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { fakeUser, json, mockFetch } from '../../../test/helpers';
import { bodyOf, pathOf, renderSignedIn } from './profile-test-helpers';
import { groupSecret } from './two-factor-setup-dialog';
import { TwoFactorCard } from './two-factor-card';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const ENABLED_MESSAGE = 'Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once, and they are not shown again.';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Two-factor sign-in card', () => {
  it('groups the secret in fours', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('sets it up: QR code, the key to type, a code; then ten recovery codes shown once, copied, Done', async () => {
    const fetch = mockFetch((url, init) => {
      const path = pathOf(url);
      if (path === '/api/auth/two-factor/setup')
        return json(200, { success: true, secret: SECRET, otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' });
      if (path === '/api/auth/two-factor/enable') {
        return bodyOf(init).code === '123456'
          ? json(200, { success: true, recoveryCodes: CODES, message: ENABLED_MESSAGE })
          : json(400, { success: false, error: MESSAGES.twoFactorCodeInvalid });
      }
      return json(404, {});
    });
    const onChanged = vi.fn();
    const { auth } = renderSignedIn(<TwoFactorCard user={fakeUser({ twoFactorEnabled: false })} onChanged={onChanged} />);
    const user = userEvent.setup();
    expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Off');
    await user.click(screen.getByRole('button', { name: 'Set up' }));

    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor sign-in' });
    expect(await within(dialog).findByRole('img', { name: /QR code/ })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    expect(within(dialog).getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const code = within(dialog).getByRole('textbox', { name: 'Code from the app' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(within(dialog).getByText(MESSAGES.twoFactorCodeRequired)).toBeInTheDocument();
    await user.type(code, '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText(MESSAGES.twoFactorCodeInvalid)).toBeInTheDocument();
    expect(auth.recheckSession).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codesDialog = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(within(codesDialog).getByText(ENABLED_MESSAGE)).toBeInTheDocument();
    expect(within(codesDialog).getByText(/shown only once/)).toBeInTheDocument();
    expect(
      within(within(codesDialog).getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(auth.recheckSession).toHaveBeenCalledTimes(1);

    await user.click(within(codesDialog).getByRole('button', { name: 'Copy codes' }));
    expect(await within(codesDialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // user-event puts a clipboard of its own in place of the browser's.
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    // Shown once: Escape does not close it, only Done does.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Your recovery codes' })).toBeInTheDocument();
    await user.click(within(codesDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.filter(([u]) => pathOf(String(u as string)) === '/api/auth/two-factor/setup')).toHaveLength(1);
  });

  it('required by the role and on: no way to turn it off, and the reason says why', () => {
    mockFetch(() => json(404, {}));
    renderSignedIn(<TwoFactorCard user={fakeUser({ twoFactorEnabled: true, twoFactorRequired: true })} onChanged={vi.fn()} />);
    expect(screen.getByTestId('two-factor-status')).toHaveTextContent('On');
    expect(screen.getByText('Required by your role')).toBeInTheDocument();
    const off = screen.getByRole('button', { name: 'Turn off' });
    expect(off).toBeDisabled();
    expect(off).toHaveAccessibleDescription(MESSAGES.twoFactorRequiredByRole);
    expect(screen.queryByRole('button', { name: 'Set up' })).toBeNull();
  });

  it('turns it off with the password and a code, the wrong password named on its field', async () => {
    mockFetch((url, init) => {
      const body = bodyOf(init);
      if (body.password !== 'right-password') return json(400, { success: false, error: MESSAGES.currentPasswordIncorrect });
      return json(200, { success: true, message: 'Two-factor sign-in is off' });
    });
    const onChanged = vi.fn();
    const { auth } = renderSignedIn(<TwoFactorCard user={fakeUser({ twoFactorEnabled: true })} onChanged={onChanged} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getByText(MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.twoFactorCodeRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Current password/), 'wrong');
    await user.type(within(dialog).getByRole('textbox', { name: /recovery code/ }), 'abcde-12345');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText(MESSAGES.currentPasswordIncorrect)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Current password/));
    await user.type(within(dialog).getByLabelText(/Current password/), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('Two-factor sign-in is off'));
    expect(auth.recheckSession).toHaveBeenCalled();
  });

  it('new recovery codes need the app code and are shown once', async () => {
    mockFetch((_url, init) =>
      bodyOf(init).code === '654321'
        ? json(200, { success: true, recoveryCodes: CODES, message: 'New recovery codes; the old ones no longer work.' })
        : json(400, { success: false, error: MESSAGES.twoFactorCodeInvalid }),
    );
    renderSignedIn(<TwoFactorCard user={fakeUser({ twoFactorEnabled: true })} onChanged={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code from the app' }), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Get new codes' }));
    expect(await within(dialog).findByText(MESSAGES.twoFactorCodeInvalid)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Code from the app' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Code from the app' }), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Get new codes' }));
    const codes = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(within(codes).getByText('New recovery codes; the old ones no longer work.')).toBeInTheDocument();
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
  });
});
