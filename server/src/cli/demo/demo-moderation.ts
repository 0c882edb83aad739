// The demo's moderation workbench: a few cases built from the generated logs (lopsided trades,
// Filter Warning chat, a dear marketplace purchase) with evidence, comments, notes and sanctions.
// Everything goes through the API as the administrator, so it is validated and in the action log
// like any staff member's work.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface DemoModeration {
  cases: number;
  evidence: number;
  notes: number;
  sanctions: number;
}

async function api<T>(app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown): Promise<T> {
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body !== undefined ? { payload: body as object } : {}) });
  if (res.statusCode >= 300) throw new Error(`demo moderation: ${method} ${url} answered ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

const DAY = 86_400;
const DEMO_PRESETS = [
  {
    name: 'Scamming',
    publicReason: 'Scamming other players in trades',
    privateReason: 'Took items in a trade without giving what was agreed',
    steps: [{ type: 'warn' }, { type: 'ban', durationSeconds: 7 * DAY }, { type: 'ban', durationSeconds: null }],
  },
  {
    name: 'Offensive language',
    publicReason: 'Offensive language in chat',
    steps: [{ type: 'warn' }, { type: 'mute', durationSeconds: DAY }, { type: 'mute', durationSeconds: 7 * DAY }, { type: 'ban', durationSeconds: 7 * DAY }],
  },
  {
    name: 'Exploiting',
    publicReason: 'Using exploits or cheats',
    steps: [
      { type: 'ban', durationSeconds: 30 * DAY },
      { type: 'ban', durationSeconds: null },
    ],
  },
];

/** The generated rows the demo's cases are about. */
async function pickRows(db: Kysely<DB>) {
  const trades = await db
    .selectFrom('trades')
    .select(['id', 'sender_id', 'receiver_id'])
    .where('lopsided', '=', 1)
    .where('sender_id', 'is not', null)
    .where('receiver_id', 'is not', null)
    .orderBy('date', 'desc')
    .limit(3)
    .execute();
  const chat = await db
    .selectFrom('chat_messages')
    .select(['id', 'user_id'])
    .where('filter_warning', '=', 1)
    .where('hidden', '=', 0)
    .orderBy('timestamp', 'desc')
    .limit(3)
    .execute();
  const purchase = await db
    .selectFrom('marketplace')
    .select(['id', 'seller_id', 'buyer_id'])
    .where('seller_id', 'is not', null)
    .orderBy('price', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { trades, chat, purchase };
}

export async function seedModeration(app: FastifyInstance, username: string, password: string): Promise<DemoModeration> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const token = login.json<{ token: string }>().token;
  const { trades, chat, purchase } = await pickRows(app.deps.db);
  const me = (await api<{ user: { id: string } }>(app, token, 'GET', '/api/auth/check')).user.id;
  const made: DemoModeration = { cases: 0, evidence: 0, notes: 0, sanctions: 0 };
  // The reasons moderators pick from, with their ladders (Admin → Sanction reasons).
  for (const preset of DEMO_PRESETS) await api(app, token, 'POST', '/api/sanction-presets', preset);
  const openCase = async (title: string, players: number[], summary: string) => {
    made.cases += 1;
    return (await api<{ case: { _id: string } }>(app, token, 'POST', '/api/cases', { title, players: [...new Set(players)], summary })).case._id;
  };
  const evidence = async (caseId: string, kind: string, id: string, note?: string) => {
    made.evidence += 1;
    await api(app, token, 'POST', `/api/cases/${caseId}/evidence`, { kind, id, ...(note ? { note } : {}) });
  };
  const sanction = async (userId: number, body: Record<string, unknown>) => {
    made.sanctions += 1;
    await api(app, token, 'POST', `/api/players/${userId}/sanctions`, body);
  };
  const note = async (userId: number, text: string) => {
    made.notes += 1;
    await api(app, token, 'POST', `/api/players/${userId}/notes`, { text });
  };

  if (trades.length > 0) {
    const victim = Number(trades[0]!.sender_id);
    const suspect = Number(trades[0]!.receiver_id);
    const id = await openCase('Lopsided trades to one account', [victim, suspect], 'Several trades where one side gave far more than it got.');
    for (const [i, t] of trades.entries()) await evidence(id, 'trade', t.id, i === 0 ? 'The largest one' : undefined);
    if (chat[0]) await evidence(id, 'chat', chat[0].id, 'Said just before the trades');
    await api(app, token, 'PATCH', `/api/cases/${id}`, { status: 'investigating', assignee: me });
    await api(app, token, 'POST', `/api/cases/${id}/comments`, { text: 'Asked the victim for screenshots of the trade window.' });
    await note(suspect, 'Receiver of several lopsided trades; see the case.');
    await sanction(suspect, {
      type: 'ban',
      reason: 'Scamming other players out of limited items',
      publicReason: 'Scamming',
      durationSeconds: 7 * 86_400,
      caseId: id,
    });
  }
  if (chat.length > 1) {
    const spammer = Number(chat[1]!.user_id);
    const id = await openCase('Filtered language in chat', [spammer], '');
    for (const m of chat.slice(1)) await evidence(id, 'chat', m.id);
    await sanction(spammer, { type: 'mute', reason: 'Repeated filtered language', publicReason: 'Muted for language', durationSeconds: 86_400, caseId: id });
    await note(spammer, 'Muted once already; next time a ban.');
  }
  if (purchase) {
    const seller = Number(purchase.seller_id);
    const id = await openCase('Overpriced marketplace sale', [seller], 'A sale far above the item’s usual price.');
    await evidence(id, 'marketplace', purchase.id);
    await sanction(seller, { type: 'warn', reason: 'Price gouging a new player', publicReason: 'Please price items fairly' });
    await api(app, token, 'PATCH', `/api/cases/${id}`, { status: 'closed', resolution: 'Warned the seller; the buyer was refunded in game.' });
  }
  return made;
}
