// Discord webhooks (docs/RULES.md, "Watchlists and alerts"): administrators register where shared
// rules' alerts go. The URL holds Discord's token, so it is checked against DISCORD_WEBHOOK_HOSTS
// (https on port 443 only, except a loopback host named there), stored sealed, and never answered
// or logged again. URLs stored in the clear before sealing are sealed at start-up.
import { DISCORD_WEBHOOK_ACTIONS, type DiscordWebhook, type DiscordWebhookBody, MESSAGES } from '@staff-console/domain';
import type { SecretSealer } from '../../../secrets/secret-sealer';
import type { Database } from '../../../db/database';
import { newId } from '../../../db/ids';
import { badRequest, conflict, notFound } from '../../../errors/errors';
import { type Actor, recordAction } from '../../../action-log/record';
import { webhookUrlProblem } from '../../../upstream/discord-webhook-url';

/** Seals the URLs still stored in the clear (rows from before sealing); answers how many. Safe to run twice at once. */
export async function sealStoredWebhookUrls(database: Database, sealer: SecretSealer): Promise<number> {
  let sealed = 0;
  for (;;) {
    // Administrators register a handful of webhooks; still read a page at a time.
    const rows = await database.db.selectFrom('discord_webhooks').select(['id', 'url']).where('url', 'not like', 'v1:%').orderBy('id').limit(100).execute();
    if (rows.length === 0) return sealed;
    for (const row of rows) {
      // Only the row as read: another process sealing it meanwhile leaves it alone.
      await database.db
        .updateTable('discord_webhooks')
        .set({ url: sealer.seal(row.url) })
        .where('id', '=', row.id)
        .where('url', '=', row.url)
        .execute();
      sealed += 1;
    }
  }
}

export async function listWebhooks(database: Database): Promise<DiscordWebhook[]> {
  const rows = await database.db
    .selectFrom('discord_webhooks')
    .leftJoin('users', 'users.id', 'discord_webhooks.created_by_id')
    .select(['discord_webhooks.id', 'discord_webhooks.name', 'discord_webhooks.created_by_id', 'discord_webhooks.created_at', 'users.username'])
    .orderBy('discord_webhooks.name')
    .orderBy('discord_webhooks.id')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    createdBy: r.created_by_id && r.username ? { id: r.created_by_id, username: r.username } : null,
    createdAt: new Date(Number(r.created_at)).toISOString(),
  }));
}

export async function createWebhook(
  database: Database,
  actor: Actor,
  hosts: readonly string[],
  sealer: SecretSealer,
  body: DiscordWebhookBody,
): Promise<{ _id: string; name: string }> {
  const problem = webhookUrlProblem(body.url, hosts);
  if (problem) throw badRequest(problem === 'port' ? MESSAGES.discordWebhookPortNotAllowed : MESSAGES.discordWebhookHostNotAllowed);
  const now = Date.now();
  const id = newId(now);
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('discord_webhooks')
      .values({ id, name: body.name, url: sealer.seal(body.url), created_by_id: actor.userId, created_at: now })
      .execute();
    // The host alone: the rest of the URL is Discord's secret.
    await recordAction(trx, actor, {
      category: 'system',
      action: DISCORD_WEBHOOK_ACTIONS.created,
      details: { webhookId: id, name: body.name, host: new URL(body.url).host },
    });
  });
  return { _id: id, name: body.name };
}

export async function deleteWebhook(database: Database, actor: Actor, id: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('discord_webhooks').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(MESSAGES.discordWebhookNotFound);
    const user = await trx.selectFrom('watch_rules').select('id').where('discord_webhook_id', '=', id).executeTakeFirst();
    if (user) throw conflict(MESSAGES.discordWebhookInUse);
    await trx.deleteFrom('discord_webhooks').where('id', '=', id).execute();
    await recordAction(trx, actor, { category: 'system', action: DISCORD_WEBHOOK_ACTIONS.deleted, details: { webhookId: id, name: row.name } });
  });
}
