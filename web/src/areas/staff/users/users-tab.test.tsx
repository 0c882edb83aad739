import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@staff-console/domain';
import { fakeUser, json, mockFetch } from '../../../test/helpers';
import { PERMISSION_LIST, SYSTEM_ROLES, adminUser, pathOf, renderAdmin } from '../../../test/admin-test-helpers';
import { reloadPage } from '../../../components/admin/reload-page';
import { UsersTab } from './users-tab';

vi.mock('../../../components/admin/reload-page', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const me = adminUser();
const member = fakeUser({
  _id: 'b'.repeat(24),
  id: 'b'.repeat(24),
  username: 'casey',
  displayName: 'Casey Member',
  email: 'casey@example.com',
  profile: { displayName: 'Casey Member', email: 'casey@example.com' },
  active: false,
});

type Writer = (method: string, path: string, body: Record<string, unknown>) => Response | undefined;

function serveUsers(users: User[], write?: Writer) {
  return mockFetch((url, init) => {
    const path = pathOf(url);
    const method = init.method ?? 'GET';
    if (path === '/api/auth/permissions') return json(200, { success: true, permissions: PERMISSION_LIST });
    if (path === '/api/auth/roles') return json(200, { success: true, roles: SYSTEM_ROLES });
    if (method === 'GET' && path === '/api/auth/users') return json(200, { success: true, users });
    const body = (init.body ? JSON.parse(String(init.body as string)) : {}) as Record<string, unknown>;
    const answer = write?.(method, path, body);
    if (answer) return answer;
    if (method === 'POST') return json(201, { success: true, user: fakeUser({ ...(body as Partial<User>), _id: 'e'.repeat(24), id: 'e'.repeat(24) }) });
    if (method === 'PUT') {
      const id = path.split('/').pop()!;
      const before = users.find((u) => u.id === id)!;
      const displayName = typeof body.displayName === 'string' ? body.displayName : before.displayName;
      return json(200, { success: true, user: { ...before, displayName, profile: { ...before.profile, displayName } } });
    }
    return json(200, { success: true, message: 'User deleted successfully' });
  });
}

const writes = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([u, init]) => ({
      path: pathOf(String(u as string)),
      body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>,
    }));

describe('Users tab', () => {
  it('lists the accounts with role, status and actions; you cannot delete yourself', async () => {
    serveUsers([me, member]);
    renderAdmin(<UsersTab />, { user: me });
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Username', 'Display Name', 'Email', 'Role', 'Status', 'Actions']);
    const [mine, theirs] = await screen.findAllByTestId('user-row');
    expect(within(mine!).getByText('You')).toBeInTheDocument();
    expect(within(mine!).getByText('admin')).toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: 'Delete root' })).toBeDisabled();
    expect(within(theirs!).getByText('Inactive')).toBeInTheDocument();
    expect(within(theirs!).getByRole('button', { name: 'Delete casey' })).toBeEnabled();
  });

  it('checks the create form with its validation messages and puts the server sentence on its field', async () => {
    const fetchMock = serveUsers([me], (method, _path, body) =>
      method === 'POST' && body.username === 'taken' ? json(409, { success: false, error: 'A user with this username already exists' }) : undefined,
    );
    renderAdmin(<UsersTab />, { user: me });
    const user = userEvent.setup();
    await screen.findAllByTestId('user-row');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    const field = (name: string) => within(dialog).getByLabelText(name, { exact: false, selector: 'input' });

    await user.type(field('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email format')).toBeInTheDocument();
    await user.type(field('Password'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(writes(fetchMock, 'POST')).toHaveLength(0);

    await user.type(field('Username'), 'taken');
    await user.type(field('Password'), 'defghijkl');
    await user.clear(field('Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A user with this username already exists')).toBeInTheDocument();
    expect(within(dialog).queryByText('Failed to create user')).not.toBeInTheDocument();

    await user.clear(field('Username'));
    await user.type(field('Username'), 'newbie');
    await user.type(field('Display Name'), 'New Bie');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    const sent = writes(fetchMock, 'POST').at(-1)!;
    expect(sent.body).toEqual({
      username: 'newbie',
      password: 'abcdefghijkl',
      displayName: 'New Bie',
      email: '',
      role: 'user',
      permissions: [],
      active: true,
      profile: { displayName: 'New Bie', email: '' },
    });
  }, 30_000);

  it('sends a password on edit only when one is typed, with the username read-only', async () => {
    const fetchMock = serveUsers([me, member]);
    renderAdmin(<UsersTab />, { user: me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit casey' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Username', { selector: 'input' })).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    let sent = writes(fetchMock, 'PUT').at(-1)!;
    expect(sent.path).toBe(`/api/auth/users/${member.id}`);
    expect(sent.body).not.toHaveProperty('password');
    expect(sent.body).toMatchObject({ username: 'casey', active: false, role: 'user' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Edit casey' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'brand-new-pw');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(fetchMock, 'PUT')).toHaveLength(2));
    sent = writes(fetchMock, 'PUT').at(-1)!;
    expect(sent.body.password).toBe('brand-new-pw');
    expect(reloadPage).not.toHaveBeenCalled();
  }, 30_000);

  it('editing yourself refreshes your data, and a new display name reloads the page', async () => {
    serveUsers([me, member]);
    const { auth } = renderAdmin(<UsersTab />, { user: me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit root' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledTimes(1));
    expect(reloadPage).not.toHaveBeenCalled();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Edit root' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const name = within(dialog).getByLabelText('Display Name', { selector: 'input' });
    await user.clear(name);
    await user.type(name, 'Chief');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(auth.updateUser).toHaveBeenLastCalledWith(expect.objectContaining({ id: me.id, displayName: 'Chief' }));
  }, 30_000);

  it("deletes after confirmation, and shows the server's refusal", async () => {
    let refuse = true;
    serveUsers([me, member], (method) =>
      method === 'DELETE' && refuse ? json(409, { success: false, error: 'At least one active administrator must remain' }) : undefined,
    );
    renderAdmin(<UsersTab />, { user: me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete casey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('At least one active administrator must remain')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
  }, 20_000);

  it("says 'Failed to load users' when the list cannot be read", async () => {
    mockFetch(() => json(400, { success: false, error: 'nope' }));
    renderAdmin(<UsersTab />, { user: me });
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  });
});

describe('e-mail addresses in the Users tab', () => {
  it("shows 'No email' for a generated placeholder and offers an empty field to edit", async () => {
    const placeholder = 'newbie.1795764562357.693d91c5@placeholder.invalid';
    const newbie = fakeUser({
      _id: 'c'.repeat(24),
      id: 'c'.repeat(24),
      username: 'newbie',
      email: placeholder,
      profile: { displayName: 'New Bie', email: placeholder },
    });
    serveUsers([me, newbie]);
    renderAdmin(<UsersTab />, { user: me });
    const row = (await screen.findAllByTestId('user-row')).find((r) => r.getAttribute('data-username') === 'newbie')!;
    expect(within(row).getByTestId('user-email')).toHaveTextContent(/^No email$/);
    expect(row).not.toHaveTextContent('placeholder.invalid');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Edit newbie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('keeps a real address whole, breakable only after its dots, @ and hyphens', async () => {
    serveUsers([me, member]);
    renderAdmin(<UsersTab />, { user: me });
    const row = (await screen.findAllByTestId('user-row')).find((r) => r.getAttribute('data-username') === 'casey')!;
    const email = within(row).getByTestId('user-email');
    expect(email).toHaveTextContent(/^casey@example\.com$/);
    expect(email).toHaveAttribute('title', 'casey@example.com');
    // Break opportunities after 'casey@' only: '.com' stays with 'example'.
    expect(email.querySelectorAll('wbr')).toHaveLength(2);
  });
});
