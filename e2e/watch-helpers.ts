// Shared by the watch rules and alerts specs: a moderator who may read every log, and the top bar's bell.
import type { Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import type { Api } from './fixtures';

export const EVERY_LOG = ['view_chat', 'view_trades', 'view_marketplace', 'moderate'];

export const watchTag = () => `w${randomInt(10_000_000, 99_999_999)}`;
export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

export const newModerator = (api: Api, permissions = EVERY_LOG) => api.createUser({ role: 'guest', permissions });

/** The top bar's bell (named by its unread count). */
export const bell = (page: Page) => page.getByTestId('alerts-bell');

/** What TanStack Query takes for the window regaining focus: queries that refresh on focus ask again. */
export const refocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

export const newRuleDialog = (page: Page) => page.getByRole('dialog', { name: 'New watch rule' });
