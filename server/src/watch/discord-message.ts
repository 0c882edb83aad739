// The outbox message that carries alerts to a Discord webhook: the webhook and up to 10 alert ids
// (Discord takes at most 10 embeds per message). Messages of one webhook go out in order.
export const DISCORD_ALERT = 'discord_alert';
export const DISCORD_EMBEDS_PER_MESSAGE = 10;

export interface DiscordAlertMessage {
  webhookId: string;
  alertIds: string[];
}

export const webhookOrderingKey = (webhookId: string) => `discord-webhook:${webhookId}`;
