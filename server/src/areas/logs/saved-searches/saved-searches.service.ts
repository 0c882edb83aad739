// Saved searches: who may save, share, see and delete them. A search is saved for a screen the
// staff member may open; sharing it with everyone takes `moderate`; each person keeps at most
// SAVED_SEARCH_LIMITS.perUser; only its author or an administrator deletes one. A shared search is
// seen only by those who may open its screen.
import {
  can,
  isAdmin,
  MESSAGES,
  type Permission,
  PLAYER_VIEW_PERMISSIONS,
  type PermissionSubject,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_SCREENS,
  type SavedSearch,
  type SavedSearchBody,
  type SavedSearchScreen,
} from '@staff-console/domain';
import type { Database } from '../../../db/database';
import { newId } from '../../../db/ids';
import { writeTransaction } from '../../../db/write-transaction';
import { conflict, forbidden, notFound } from '../../../errors/errors';
import { type Actor, recordAction } from '../../../action-log/record';
import * as repo from './saved-searches.repository';

export interface Saver {
  id: string;
  username: string;
  subject: PermissionSubject;
}

const SCREEN_PERMISSIONS: Record<SavedSearchScreen, readonly Permission[]> = {
  chat: ['view_chat'],
  trades: ['view_trades'],
  marketplace: ['view_marketplace'],
  players: PLAYER_VIEW_PERMISSIONS,
};

const mayOpen = (saver: Saver, screen: SavedSearchScreen) => SCREEN_PERMISSIONS[screen].some((p) => can(saver.subject, p));

const toSavedSearch = (row: repo.SavedSearchRow): SavedSearch => ({
  _id: row.id,
  name: row.name,
  screen: row.screen as SavedSearchScreen,
  query: row.query,
  shared: row.shared === 1,
  createdBy: { id: row.created_by_id, username: row.created_by_name },
  createdAt: new Date(Number(row.created_at)).toISOString(),
});

export async function listSavedSearches(database: Database, saver: Saver, screen?: SavedSearchScreen): Promise<SavedSearch[]> {
  const screens = (screen ? [screen] : SAVED_SEARCH_SCREENS).filter((s) => mayOpen(saver, s));
  return (await repo.visibleSavedSearches(database.db, saver.id, screens)).map(toSavedSearch);
}

export async function saveSearch(database: Database, saver: Saver, actor: Actor, body: SavedSearchBody): Promise<SavedSearch> {
  if (!mayOpen(saver, body.screen)) throw forbidden(MESSAGES.savedSearchScreenForbidden);
  if (body.shared && !can(saver.subject, 'moderate')) throw forbidden(MESSAGES.savedSearchShareForbidden);
  const now = Date.now();
  const row = {
    id: newId(now),
    name: body.name,
    screen: body.screen,
    query: body.query,
    shared: body.shared ? 1 : 0,
    created_by_id: saver.id,
    created_at: now,
  };
  await writeTransaction(database, async (trx) => {
    if (database.engine === 'postgres') await repo.lockOwner(trx, saver.id);
    if ((await repo.countOwned(trx, saver.id)) >= SAVED_SEARCH_LIMITS.perUser) throw conflict(MESSAGES.tooManySavedSearches);
    await repo.insertSavedSearch(trx, row);
    await recordAction(trx, actor, {
      category: 'system',
      action: 'saved_search_created',
      details: { savedSearchId: row.id, name: row.name, screen: row.screen, shared: body.shared },
    });
  });
  return toSavedSearch({ ...row, created_by_name: saver.username });
}

export async function deleteSavedSearch(database: Database, saver: Saver, actor: Actor, id: string): Promise<void> {
  const row = await repo.findSavedSearch(database.db, id);
  // Someone else's personal search is not shown to this caller: as unknown as a missing one.
  if (!row || (row.created_by_id !== saver.id && row.shared !== 1 && !isAdmin(saver.subject))) throw notFound(MESSAGES.savedSearchNotFound);
  if (row.created_by_id !== saver.id && !isAdmin(saver.subject)) throw forbidden(MESSAGES.savedSearchNotYours);
  await database.db.transaction().execute(async (trx) => {
    await repo.deleteSavedSearch(trx, id);
    await recordAction(trx, actor, { category: 'system', action: 'saved_search_deleted', details: { savedSearchId: id, name: row.name, screen: row.screen } });
  });
}
