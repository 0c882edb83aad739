// What the moderation specs share: a player id no other spec uses, a quiet second in a year of the
// spec's own (so its logs never meet another spec's), and a moderator signed in on a page.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, openWithToken, type Api, type StaffUser } from './fixtures';

export const freshUserId = (): number => 100_000_000 + (randomBytes(4).readUInt32BE() % 800_000_000);

/** A whole second somewhere in the first 300 days of `year`. */
export const quietMomentIn = (year: number): number => Date.UTC(year, 0, 1) + (randomBytes(4).readUInt32BE() % (300 * 86_400)) * 1000;

/** A new moderator who may ban (ban_players includes moderate and view_moderation; the 'user' role reads the three logs), on `path`. */
export async function asModerator(page: Page, api: Api, path: string): Promise<{ user: StaffUser; token: string }> {
  const user = await api.createUser({ role: 'user', permissions: ['ban_players'] });
  const token = await api.tokenFor(user);
  await openWithToken(page, token, path);
  // The first page of a fresh server on a busy machine can take a while to load.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  return { user, token };
}

/** A trade event a minute after `at`: `player` sends `sent` to `partner`, who sends `received` back. */
export const tradeBetween = (
  player: { userId: number; name: string },
  partner: { userId: number; name: string },
  at: number,
  sent: unknown,
  received: unknown,
) => ({
  date: new Date(at + 60_000).toISOString(),
  sender: player.name,
  senderId: player.userId,
  receiver: partner.name,
  receiverId: partner.userId,
  sentItems: { items: [sent] },
  receivedItems: { items: [received] },
});
