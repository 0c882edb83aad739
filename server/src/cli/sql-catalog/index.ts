// Every repository file's catalogue, and where the committed SQL files live.
import { fileURLToPath } from 'node:url';
import { accountsCatalogue } from './accounts.catalogue';
import { appealReviewCatalogue } from './appeal-review.catalogue';
import type { RepositoryCatalogue } from './catalog';
import { itemsCatalogue } from './items.catalogue';
import { logsCatalogue } from './logs.catalogue';
import { moderationCatalogue } from './moderation.catalogue';
import { playersCatalogue } from './players.catalogue';
import { publicAppealsCatalogue } from './public-appeals.catalogue';
import { reportsCatalogue } from './reports.catalogue';
import { teamCatalogue } from './team.catalogue';
import { watchCatalogue } from './watch.catalogue';

export const CATALOGUE: readonly RepositoryCatalogue[] = [
  ...accountsCatalogue,
  ...moderationCatalogue,
  ...watchCatalogue,
  ...logsCatalogue,
  ...playersCatalogue,
  ...itemsCatalogue,
  ...reportsCatalogue,
  ...appealReviewCatalogue,
  ...publicAppealsCatalogue,
  ...teamCatalogue,
];

/** The server folder: the SQL files' paths are relative to it. */
export const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/** The server's source folder, searched for `*.repository.ts` files. */
export const SOURCE_DIR = fileURLToPath(new URL('../../', import.meta.url));
