import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@staff-console/domain';
import { json, mockFetch } from '../../../test/helpers';
import { PERMISSION_LIST, SYSTEM_ROLES, pathOf, renderAdmin } from '../../../test/admin-test-helpers';
import { RolesTab } from './roles-tab';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const custom = (overrides: Partial<Role> = {}): Role => ({
  _id: 'c'.repeat(24),
  name: 'moderators',
  description: 'Chat moderation',
  permissions: ['view_chat', 'manage_chat', 'view_trades', 'view_marketplace', 'view_users'],
  system: false,
  userCount: 0,
  ...overrides,
});

/** A fake roles API: lists `roles`, and answers writes with `write` (default: success). */
function serveRoles(roles: Role[], write?: (method: string, path: string, body: unknown) => Response | undefined) {
  return mockFetch((url, init) => {
    const path = pathOf(url);
    const method = init.method ?? 'GET';
    if (path === '/api/auth/permissions') return json(200, { success: true, permissions: PERMISSION_LIST });
    if (method === 'GET' && path === '/api/auth/roles') return json(200, { success: true, roles });
    const body: unknown = init.body ? JSON.parse(String(init.body as string)) : undefined;
    const answer = write?.(method, path, body);
    if (answer) return answer;
    if (method === 'POST') {
      const role = { ...(body as Role), _id: 'd'.repeat(24), system: false, userCount: 0 };
      roles.push(role);
      return json(201, { success: true, role, message: 'Role created successfully' });
    }
    if (method === 'DELETE') return json(200, { success: true, message: 'Role deleted successfully' });
    return json(200, { success: true, role: roles[0], message: 'Role updated successfully' });
  });
}

describe('Roles tab', () => {
  it("lists roles with at most 3 permission chips then '+N', the type, and no actions on system roles", async () => {
    serveRoles([...SYSTEM_ROLES, custom()]);
    renderAdmin(<RolesTab />);
    const rows = await screen.findAllByTestId('role-row');
    expect(rows.map((r) => r.dataset.role)).toEqual(['admin', 'user', 'guest', 'moderators']);
    const [admin, user, , moderators] = rows;
    expect(within(user!).getByTestId('permission-more')).toHaveTextContent('+1');
    expect(within(moderators!).getByTestId('permission-more')).toHaveTextContent('+2');
    expect(within(admin!).getByText('System')).toBeInTheDocument();
    expect(within(moderators!).getByText('Custom')).toBeInTheDocument();
    for (const system of rows.slice(0, 3)) {
      expect(within(system).queryByRole('button', { name: /^Edit|^Delete/ })).not.toBeInTheDocument();
    }
    expect(within(moderators!).getByRole('button', { name: 'Edit moderators' })).toBeInTheDocument();
    expect(within(moderators!).getByRole('button', { name: 'Delete moderators' })).toBeInTheDocument();
  });

  it('validates the role name and shows the success alert for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const roles = [...SYSTEM_ROLES];
    const fetchMock = serveRoles(roles);
    renderAdmin(<RolesTab />);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await screen.findAllByTestId('role-row');

    await user.click(screen.getByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Role' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Role name is required')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Role name' });
    await user.type(name, 'bad name!');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Role name can only contain letters, numbers, and underscores')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'auditors');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Role created successfully')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body as string))).toEqual({ name: 'auditors', description: '', permissions: [] });

    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText('Role created successfully')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    await waitFor(() => expect(screen.queryByText('Role created successfully')).not.toBeInTheDocument());
  }, 20_000);

  it("shows the server's sentence over the fallback, on the name field when it is about the name", async () => {
    serveRoles([...SYSTEM_ROLES, custom()], (method) =>
      method === 'PUT'
        ? json(403, { success: false, error: 'System roles cannot be edited' })
        : method === 'POST'
          ? json(409, { success: false, error: 'A role with this name already exists' })
          : undefined,
    );
    renderAdmin(<RolesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit moderators' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('System roles cannot be edited');
    expect(within(dialog).queryByText('Failed to update role')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add Role' }));
    dialog = await screen.findByRole('dialog', { name: 'Create Role' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Role name' }), 'moderators');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A role with this name already exists')).toBeInTheDocument();
  }, 20_000);

  it("falls back to 'Failed to delete role' without a server sentence", async () => {
    serveRoles([...SYSTEM_ROLES, custom()], (method) => (method === 'DELETE' ? new Response('', { status: 502 }) : undefined));
    renderAdmin(<RolesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete moderators' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Role' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Failed to delete role')).toBeInTheDocument();
  });

  it("refuses to update or delete a role that has no id: 'Invalid role selected for …'", async () => {
    serveRoles([...SYSTEM_ROLES, custom({ _id: undefined })]);
    renderAdmin(<RolesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit moderators' }));
    expect(await screen.findByText('Invalid role selected for update.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete moderators' }));
    expect(await screen.findByText('Invalid role selected for deletion.')).toBeInTheDocument();
  });

  it("says 'Failed to load roles' when the list cannot be read", async () => {
    mockFetch(() => json(403, { success: false, error: 'Administrator permission is required.' }));
    renderAdmin(<RolesTab />);
    expect(await screen.findByText('Failed to load roles')).toBeInTheDocument();
  });
});
