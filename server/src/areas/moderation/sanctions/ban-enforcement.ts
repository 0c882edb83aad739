// Bans reach Roblox through Open Cloud's user restrictions, by way of the outbox: a ban or its
// revoke is written to the outbox in the sanction's own transaction and delivered by the worker,
// one player's changes in the order they were made. After the last attempt the failure is written
// to the action log (sanction_enforcement_failed) with the platform's answer. The sanction's own
// enforcement state (pending, applied, failed) moves in the transaction that moves its delivery.
import type { Kysely } from 'kysely';
import { recordAction } from '../../../action-log/record';
import type { Config } from '../../../config';
import type { DB } from '../../../db/schema';
import { DeliveryError, type OutboxHandler } from '../../../outbox/outbox-worker';
import { enqueue } from '../../../outbox/outbox.repository';
import { setDeliveryState } from './sanctions.repository';
import { type GameJoinRestriction, OpenCloudError, setGameJoinRestriction } from '../../../upstream/open-cloud';

export const OPEN_CLOUD_RESTRICTION = 'roblox_user_restriction';

export interface RestrictionMessage {
  sanctionId: string;
  userId: number;
  restriction: GameJoinRestriction;
}

const SYSTEM = { userId: null, username: 'system', ip: '127.0.0.1' };

/** Whether bans are sent to Open Cloud: both the key and the universe are configured. */
export const openCloudConfigured = (config: Config): boolean => config.openCloud.apiKey !== undefined && config.openCloud.universeId !== undefined;

/** Writes the change to the outbox; call inside the sanction's transaction. Returns the outbox row's id. */
export const enqueueRestriction = (trx: Kysely<DB>, message: RestrictionMessage, now = Date.now()): Promise<string> =>
  enqueue(trx, { kind: OPEN_CLOUD_RESTRICTION, payload: message, orderingKey: `roblox-user:${message.userId}` }, now);

export function openCloudHandler(config: Config): OutboxHandler {
  return {
    async deliver(payload) {
      const { apiKey, universeId, url } = config.openCloud;
      if (apiKey === undefined || universeId === undefined)
        throw new DeliveryError('Open Cloud is not configured (ROBLOX_OPEN_CLOUD_API_KEY, ROBLOX_UNIVERSE_ID)', false);
      const message = payload as RestrictionMessage;
      try {
        await setGameJoinRestriction({ url, apiKey, universeId, timeoutMs: config.upstreamTimeoutMs }, message.userId, message.restriction);
      } catch (error) {
        if (error instanceof OpenCloudError) throw new DeliveryError(error.message, error.retryable);
        throw error;
      }
    },
    async onSent(trx, payload, outboxId) {
      await setDeliveryState(trx, (payload as RestrictionMessage).sanctionId, outboxId, 'applied');
    },
    async onFailed(trx, payload, error, outboxId) {
      const message = payload as RestrictionMessage;
      await setDeliveryState(trx, message.sanctionId, outboxId, 'failed');
      await recordAction(trx, SYSTEM, {
        category: 'moderation',
        action: 'sanction_enforcement_failed',
        details: { sanctionId: message.sanctionId, userId: message.userId, active: message.restriction.active, error },
      });
    },
  };
}
