// The Users tab's End sessions / Reset two-factor and the Roles tab's two-factor switch.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import type { Role, User } from '@staff-console/domain';
import { AuthContext } from '../../../lib/auth-context';
import type { AuthContextValue } from '../../../lib/auth-context';
import { fakeUser, json, mockFetch, renderAt } from '../../../test/helpers';
import { PERMISSION_LIST, SYSTEM_ROLES, adminUser, authValue, pathOf } from '../../../test/admin-test-helpers';
import { RolesTab } from '../roles/roles-tab';
import { UsersTab } from './users-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const me = adminUser();
const member = fakeUser({ _id: 'b'.repeat(24), id: 'b'.repeat(24), username: 'casey', twoFactorEnabled: true });
const plain = fakeUser({ _id: 'c'.repeat(24), id: 'c'.repeat(24), username: 'drew', twoFactorEnabled: false });

type Call = { method: string; path: string; body: unknown };

function serve(users: User[], roles: Role[] = SYSTEM_ROLES) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const path = pathOf(url);
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body as string)) : undefined;
    if (method !== 'GET') calls.push({ method, path, body });
    if (path === '/api/auth/permissions') return json(200, { success: true, permissions: PERMISSION_LIST });
    if (method === 'GET' && path === '/api/auth/roles') return json(200, { success: true, roles });
    if (method === 'GET' && path === '/api/auth/users') return json(200, { success: true, users });
    if (path.endsWith('/sessions')) return json(200, { success: true, ended: 2, message: '2 sessions ended' });
    if (path.endsWith('/two-factor') && method === 'DELETE')
      return json(200, { success: true, message: 'Two-factor sign-in reset; the user sets it up again' });
    if (path.endsWith('/two-factor') && method === 'PUT') {
      const required = (body as { required: boolean }).required;
      const role = roles.find((r) => path === `/api/auth/roles/${r._id ?? r.name}/two-factor`)!;
      return json(200, {
        success: true,
        role: { ...role, requireTwoFactor: required },
        message: required ? 'Members of this role must now sign in with two-factor' : 'Two-factor is no longer required for this role',
      });
    }
    return json(404, { success: false, error: 'Not found' });
  });
  return calls;
}

function renderAs(element: ReactElement, user: User = me) {
  const auth = { ...authValue(user), recheckSession: vi.fn(() => Promise.resolve()) } as AuthContextValue & { recheckSession: ReturnType<typeof vi.fn> };
  renderAt('/admin', [{ path: '/admin', element: <AuthContext.Provider value={auth}>{element}</AuthContext.Provider> }]);
  return auth;
}

const rowOf = async (username: string) => (await screen.findAllByTestId('user-row')).find((r) => r.getAttribute('data-username') === username)!;

describe('Users tab security actions', () => {
  it('marks accounts with two-factor on, and offers Reset two-factor only for them', async () => {
    serve([me, member, plain]);
    renderAs(<UsersTab />);
    const casey = await rowOf('casey');
    const drew = await rowOf('drew');
    expect(within(casey).getByTestId('two-factor-mark')).toHaveTextContent('2FA');
    expect(within(drew).queryByTestId('two-factor-mark')).toBeNull();
    expect(within(casey).getByRole('button', { name: 'Reset two-factor of casey' })).toBeInTheDocument();
    expect(within(drew).queryByRole('button', { name: 'Reset two-factor of drew' })).toBeNull();
    expect(within(drew).getByRole('button', { name: 'End sessions of drew' })).toBeInTheDocument();
  });

  it("ends a user's sessions after a confirmation and shows the server's sentence", async () => {
    const calls = serve([me, member]);
    renderAs(<UsersTab />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('casey')).getByRole('button', { name: 'End sessions of casey' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all sessions?' });
    expect(dialog).toHaveTextContent('Every browser where casey is signed in is signed out on its next request.');
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByTestId('success-alert')).toHaveTextContent('2 sessions ended');
    expect(calls).toEqual([{ method: 'DELETE', path: `/api/auth/users/${member.id}/sessions`, body: undefined }]);
  });

  it("resets a user's two-factor after a confirmation", async () => {
    const calls = serve([me, member]);
    renderAs(<UsersTab />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('casey')).getByRole('button', { name: 'Reset two-factor of casey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByTestId('success-alert')).toHaveTextContent('Two-factor sign-in reset; the user sets it up again');
    expect(calls).toEqual([{ method: 'DELETE', path: `/api/auth/users/${member.id}/two-factor`, body: undefined }]);
  });
});

describe('Roles tab two-factor switch', () => {
  const custom: Role = { _id: 'd'.repeat(24), name: 'night_mods', description: '', permissions: ['view_chat'], system: false, requireTwoFactor: true };
  const roles: Role[] = [...SYSTEM_ROLES.map((r) => ({ ...r, requireTwoFactor: false })), custom];

  it('every role has one, system roles too; turning it on asks first, then reports the server', async () => {
    const calls = serve([me], roles);
    const auth = renderAs(<RolesTab />);
    const user = userEvent.setup();
    const admin = await screen.findByRole('switch', { name: 'Require two-factor sign-in for admin' });
    expect(admin).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Require two-factor sign-in for night_mods' })).toBeChecked();
    await user.click(admin);
    const dialog = await screen.findByRole('dialog', { name: 'Require two-factor sign-in?' });
    // The administrator is a member of admin: the warning says so.
    expect(dialog).toHaveTextContent('That includes you');
    await user.click(within(dialog).getByRole('button', { name: 'Require it' }));
    expect(await screen.findByTestId('success-alert')).toHaveTextContent('Members of this role must now sign in with two-factor');
    expect(calls).toEqual([{ method: 'PUT', path: '/api/auth/roles/admin/two-factor', body: { required: true } }]);
    await waitFor(() => expect(auth.recheckSession).toHaveBeenCalledTimes(1));
  });

  it('turning it off needs no confirmation; cancelling the confirmation changes nothing', async () => {
    const calls = serve([me], roles);
    const auth = renderAs(<RolesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Require two-factor sign-in for user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Require two-factor sign-in?' });
    expect(dialog).not.toHaveTextContent('That includes you');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Require two-factor sign-in for night_mods' }));
    expect(await screen.findByTestId('success-alert')).toHaveTextContent('Two-factor is no longer required for this role');
    expect(calls).toEqual([{ method: 'PUT', path: `/api/auth/roles/${custom._id}/two-factor`, body: { required: false } }]);
    expect(auth.recheckSession).not.toHaveBeenCalled();
  });
});
