// Delivers `discord_alert` outbox messages: up to 10 alerts of one webhook as one Discord message,
// an embed each (the rule's name, what happened and who, when in US Eastern time, a link to the
// event in the console). A 429's `retry_after` is waited out, and so is the webhook's own limit:
// after a post that used up its allowance (`X-RateLimit-Remaining: 0`) its queued messages wait
// `X-RateLimit-Reset-After`. Other failures are retried with the outbox's backoff. Alerts whose rule was deleted meanwhile are left out; a deleted webhook ends
// the message. Nothing secret goes into a message: no webhook URL, token or key. The stored URL is
// sealed; it is opened here and checked against DISCORD_WEBHOOK_HOSTS again (a row stored under
// older rules, a port, is not used). Players' text is escaped so it stays text in Discord.
import { type AlertKind, alertEventPath, formatTimestamp } from '@staff-console/domain';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import { DeliveryError, type OutboxHandler } from '../../../outbox/outbox-worker';
import { type DiscordEmbed, DiscordWebhookError, postToWebhook } from '../../../upstream/discord-webhook';
import { createWebhookUrlSealer, isSealed, webhookUrlAllowed } from '../../../upstream/discord-webhook-url';
import { discordText } from '../../../upstream/discord-text';
import type { DiscordAlertMessage } from './discord-message';

const KIND_LABEL: Record<AlertKind, string> = {
  chat: 'Chat message',
  trade: 'Trade',
  marketplace: 'Marketplace purchase',
  report: 'Reports',
  appeal: 'Appeal',
};

export interface AlertForDiscord {
  kind: AlertKind;
  ref: string;
  summary: string;
  created_at: number;
  rule_name: string;
}

export function alertEmbed(alert: AlertForDiscord, publicUrl: string): DiscordEmbed {
  return {
    title: discordText(alert.rule_name, 256),
    description: discordText(alert.summary, 4000),
    url: `${publicUrl}${alertEventPath(alert.kind, alert.ref)}`,
    timestamp: new Date(Number(alert.created_at)).toISOString(),
    fields: [
      { name: 'Log', value: KIND_LABEL[alert.kind], inline: true },
      { name: 'When', value: formatTimestamp(Number(alert.created_at)), inline: true },
    ],
  };
}

/** The webhook's URL from its stored form, or why it cannot be used (never the URL itself). */
function webhookUrl(stored: string, open: (sealed: string) => string, hosts: readonly string[]): string {
  let url: string;
  try {
    url = isSealed(stored) ? open(stored) : stored;
  } catch {
    throw new DeliveryError(
      "The Discord webhook's URL cannot be opened with this server's key (JWT_SECRET or DATA_DIR/jwt-secret changed?); register the webhook again",
      false,
    );
  }
  if (!webhookUrlAllowed(url, hosts))
    throw new DeliveryError(
      'The Discord webhook is no longer allowed (an https:// address on port 443 of a host in DISCORD_WEBHOOK_HOSTS); register it again',
      false,
    );
  return url;
}

export function discordAlertHandler(database: Database, config: Config & { jwtSecret: string }): OutboxHandler {
  const sealer = createWebhookUrlSealer(config.jwtSecret);
  return {
    async deliver(payload) {
      const message = payload as DiscordAlertMessage;
      const webhook = await database.db.selectFrom('discord_webhooks').select('url').where('id', '=', message.webhookId).executeTakeFirst();
      if (!webhook) throw new DeliveryError('The Discord webhook was deleted', false);
      if (message.alertIds.length === 0) return;
      const url = webhookUrl(webhook.url, (sealed) => sealer.open(sealed), config.discordWebhookHosts);
      const alerts = await database.db
        .selectFrom('alerts')
        .innerJoin('watch_rules', 'watch_rules.id', 'alerts.rule_id')
        .select(['alerts.id', 'alerts.kind', 'alerts.ref', 'alerts.summary', 'alerts.created_at', 'watch_rules.name as rule_name'])
        .where('alerts.id', 'in', message.alertIds)
        .orderBy('alerts.rule_seq')
        .execute();
      if (alerts.length === 0) return;
      const embeds = alerts.map((a) => alertEmbed({ ...a, kind: a.kind as AlertKind }, config.publicUrl));
      try {
        const { holdMs } = await postToWebhook(url, embeds, config.upstreamTimeoutMs);
        // The webhook's allowance is used up: its next messages wait until Discord refills it.
        return holdMs === undefined ? undefined : { holdOrderingKeyMs: holdMs };
      } catch (error) {
        if (error instanceof DiscordWebhookError) throw new DeliveryError(error.message, error.retryable, error.retryAfterMs);
        throw error;
      }
    },
  };
}
