// What the appeal specs share: a banned player with a name, the ban's appeal code, and a browser
// context of a player's own (a phone, a colour scheme, and an address of its own: the public page
// counts look-ups and appeals per address, and every browser of the suite is on this machine).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { freshUserId } from './moderator-helpers';
import { ingest } from './seed';

export interface BannedPlayer {
  userId: number;
  name: string;
  sanctionId: string;
  /** XXXX-XXXX-XXXX */
  appealCode: string;
}

/** A player the game has seen (so staff read a name), banned for a week by `token`'s moderator. */
export async function banPlayer(request: APIRequestContext, token: string, prefix = 'Appealer'): Promise<BannedPlayer> {
  const userId = freshUserId();
  const name = `${prefix}${randomBytes(2).toString('hex')}`;
  await ingest(request, 'players', [{ userId, username: name, value: 1_000, bux: 100, level: 3, items: 4 }]);
  const res = await request.post(`/api/players/${userId}/sanctions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'ban', reason: 'Scammed a Golden Dominus in a send-first trade', publicReason: 'Scamming other players', durationSeconds: 7 * 86_400 },
  });
  const body = (await res.json()) as { sanction?: { _id: string; appealCode?: string }; error?: string };
  if (!res.ok() || !body.sanction?.appealCode) throw new Error(`Could not ban ${userId}: ${res.status()} ${JSON.stringify(body)}`);
  return { userId, name, sanctionId: body.sanction._id, appealCode: body.sanction.appealCode };
}

/** An address in the documentation range, different for each call. */
const fakeAddress = () => `198.51.100.${1 + (randomBytes(1)[0]! % 254)}`;

/** A player's phone: 390 px wide, in `theme`, from an address of its own. */
export const playerPhone = (browser: Browser, baseURL: string | undefined, theme: 'light' | 'dark'): Promise<BrowserContext> =>
  browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    colorScheme: theme,
    extraHTTPHeaders: { 'X-Forwarded-For': fakeAddress() },
  });

/** A code as a player may type it: lower case, without dashes. */
export const typedLoosely = (code: string) => code.replace(/-/g, '').toLowerCase();
