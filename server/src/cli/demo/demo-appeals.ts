// The demo's appeals: players muted or banned appeal on the public page, and a reviewer decides.
// A few more sanctions are issued through the API to named players so the queue holds mutes and
// bans alike; the appeals are stored as the public page stores them (their text, contact and the
// address they came from), sent over the last days; one is decided through the API (a ban reduced,
// with an answer for the player and a note for staff), so the decided lists and the action log
// have one too. Every sanction the demo issues is the administrator's, who may decide its appeal.
import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';

export interface DemoAppeals {
  open: number;
  decided: number;
}

const DAY = 86_400;
const HOUR_MS = 3_600_000;

async function api<T>(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body !== undefined ? { payload: body as object } : {}) });
  if (res.statusCode >= 300) throw new Error(`demo appeals: ${method} ${url} answered ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

const EXTRA_SANCTIONS = [
  { type: 'mute', reason: 'Spamming trade offers in global chat', publicReason: 'Muted for spam', durationSeconds: 3 * DAY },
  { type: 'ban', reason: 'Used an exploit to duplicate limited items', publicReason: 'Using exploits or cheats', durationSeconds: 30 * DAY },
  { type: 'mute', reason: 'Insulting other players after a trade', publicReason: 'Offensive language in chat', durationSeconds: 7 * DAY },
];

const APPEAL_TEXTS = [
  'I did not scam anyone, the other player agreed to the trade and we talked about it beforehand.',
  'I was only answering someone who insulted me first. Please look at the whole conversation.',
  'I was sending the same offer because nobody answered, I did not know it counted as spam. Sorry.',
  'My little brother used my account that day. I have changed my password since.',
];
/** The appeal the reviewer decides: the newest ban's. */
const DECIDED_TEXT = 'I found the bug by accident and reported it in the Discord the same day. I never kept the items.';

export async function seedAppeals(app: FastifyInstance, username: string, password: string): Promise<DemoAppeals> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const token = login.json<{ token: string }>().token;
  const db = app.deps.db;
  // Named players with no sanction yet.
  const players = await db
    .selectFrom('players')
    .select('user_id')
    .where('username', 'is not', null)
    .where('user_id', 'not in', db.selectFrom('sanctions').select('user_id'))
    .orderBy('user_id', 'asc')
    .limit(EXTRA_SANCTIONS.length)
    .execute();
  for (const [i, p] of players.entries()) await api(app, token, 'POST', `/api/players/${Number(p.user_id)}/sanctions`, EXTRA_SANCTIONS[i]);

  const appealable = await db
    .selectFrom('sanctions')
    .select(['id', 'user_id', 'type', 'created_at'])
    .where('appeal_code', 'is not', null)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(APPEAL_TEXTS.length + 1)
    .execute();
  const decidedIndex = appealable.map((s) => s.type).lastIndexOf('ban');
  const texts = [...APPEAL_TEXTS];
  const now = Date.now();
  const ids: string[] = [];
  for (const [i, s] of appealable.entries()) {
    const submittedAt = now - (appealable.length - i) * 7 * HOUR_MS;
    const id = newId(submittedAt);
    ids.push(id);
    await db
      .insertInto('appeals')
      .values({
        id,
        sanction_id: s.id,
        user_id: s.user_id,
        text: i === decidedIndex ? DECIDED_TEXT : texts.shift()!,
        contact: i % 2 === 0 ? `player${Number(s.user_id)}@example.com` : null,
        submitted_at: submittedAt,
        address: `203.0.113.${10 + i}`,
        status: 'open',
        decided_by_id: null,
        decided_by_name: null,
        decided_at: null,
        public_answer: null,
        private_note: null,
        previous_expires_at: null,
      })
      .execute();
  }
  // The newest ban is reduced to three days (shorter than any ban the demo issues).
  let decided = 0;
  if (decidedIndex >= 0) {
    await api(app, token, 'POST', `/api/appeals/${ids[decidedIndex]}/decide`, {
      decision: 'reduced',
      durationSeconds: 3 * DAY,
      publicAnswer: 'You reported the bug yourself, so your ban now ends three days after it began. Please report bugs without using them.',
      privateNote: 'Confirmed in the Discord: reported the same day. First offence.',
    });
    decided = 1;
  }
  return { open: ids.length - decided, decided };
}
