// Test helpers for the moderation workbench: staff with given permissions, and what the action log
// recorded in the moderation category.
import type { ActionLog } from '@staff-console/domain';
import type { TestApp } from '../../test/harness';

export interface StaffMember {
  id: string;
  token: string;
}

/** Creates a staff account of the guest role holding exactly these permissions. */
export async function staffWith(t: TestApp, username: string, permissions: string[]): Promise<StaffMember> {
  return t.createUser({ username, role: 'guest', permissions });
}

/** The moderation category of the action log, oldest first. */
/** The staff most moderation tests act as: a reader, a moderator, a banner, and someone with chat alone. */
export async function moderationStaff(t: TestApp): Promise<Record<'viewer' | 'mod' | 'banner' | 'chatOnly', StaffMember>> {
  const viewer = await staffWith(t, 'viewer', ['view_moderation']);
  const mod = await staffWith(t, 'mod', ['moderate']);
  const banner = await staffWith(t, 'banner', ['ban_players']);
  const chatOnly = await staffWith(t, 'chat_only', ['view_chat']);
  return { viewer, mod, banner, chatOnly };
}

export async function moderationLog(t: TestApp): Promise<ActionLog[]> {
  const res = await t.request('GET', '/api/admin/logs?category=moderation&sortOrder=asc&limit=1000', { token: t.adminToken });
  if (res.statusCode !== 200) throw new Error(`action log: ${res.statusCode} ${res.body}`);
  return res.json<{ logs: ActionLog[] }>().logs;
}
