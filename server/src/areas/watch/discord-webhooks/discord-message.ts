// The outbox message that carries alerts to a Discord webhook: the webhook and up to 10 alert ids
// (Discord takes at most 10 embeds per message). Messages of one webhook go out in order.
export const DISCORD_ALERT = 'discord_alert';
export const DISCORD_EMBEDS_PER_MESSAGE = 10;

export interface DiscordAlertMessage {
  webhookId: string;
  alertIds: string[];
}

export const webhookOrderingKey = (webhookId: string) => `discord-webhook:${webhookId}`;

/**
 * Databases whose last ingest queued Discord messages: the ingest route nudges the outbox worker
 * after the batch commits, so alerts go out at once rather than at the worker's next poll.
 */
const queued = new WeakSet<object>();
export const noteDiscordQueued = (key: object): void => void queued.add(key);
/** True (once) when Discord messages were queued on this database since the last call. */
export function takeDiscordQueued(key: object): boolean {
  const was = queued.has(key);
  queued.delete(key);
  return was;
}
