// Test helpers of the public appeal page: sanctions issued through the API, and the page's two
// calls from a given client address.
import type { LightMyRequestResponse } from 'fastify';
import type { Sanction } from '@staff-console/domain';
import type { TestApp } from '../../../test/harness';

export interface IssuedSanction {
  id: string;
  userId: number;
  /** As the player reads it: XXXX-XXXX-XXXX. */
  code: string;
  /** Its 12 symbols, as stored. */
  symbols: string;
}

/** Issues a mute or ban through the API (as this staff member) and answers its id and code. */
export async function issueSanction(t: TestApp, token: string, userId: number, body: Record<string, unknown>): Promise<IssuedSanction> {
  const res = await t.request('POST', `/api/players/${userId}/sanctions`, { token, body });
  if (res.statusCode !== 201) throw new Error(`issue failed: ${res.statusCode} ${res.body}`);
  const sanction = res.json<{ sanction: Sanction }>().sanction;
  return { id: sanction._id, userId, code: sanction.appealCode!, symbols: sanction.appealCode!.replaceAll('-', '') };
}

/** Client addresses 10.77.x.y, a new one each call: a test's calls are not counted against each other's address. */
let next = 0;
export const freshAddress = (): string => {
  next += 1;
  return `10.77.${(next >> 8) & 255}.${next & 255}`;
};

export interface From {
  /** The connection's address (default: a fresh one). */
  address?: string;
  headers?: Record<string, string>;
  token?: string;
}

export const lookUp = (t: TestApp, code: unknown, from: From = {}): Promise<LightMyRequestResponse> =>
  t.request('POST', '/api/appeals/lookup', {
    body: { code },
    remoteAddress: from.address ?? freshAddress(),
    ...(from.headers ? { headers: from.headers } : {}),
    ...(from.token ? { token: from.token } : {}),
  });

export const submit = (t: TestApp, body: Record<string, unknown>, from: From = {}): Promise<LightMyRequestResponse> =>
  t.request('POST', '/api/appeals', {
    body,
    remoteAddress: from.address ?? freshAddress(),
    ...(from.headers ? { headers: from.headers } : {}),
    ...(from.token ? { token: from.token } : {}),
  });

/** A text long enough to be an appeal. */
export const APPEAL_TEXT = 'I was not scamming: the trade was agreed in chat, please look at it again.';

/** A well-formed code no sanction has (12 random symbols; the chance of hitting a real one is 2^-60 per code). */
export function randomCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return Array.from({ length: 12 }, () => alphabet[Math.floor(Math.random() * 32)]).join('');
}

/** The appeal_hits rows of a scope and key. */
export async function hitsOf(t: TestApp, scope: string, key: string): Promise<number> {
  const rows = await t.database.db.selectFrom('appeal_hits').select('id').where('scope', '=', scope).where('key', '=', key).execute();
  return rows.length;
}
