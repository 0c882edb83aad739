// StaffConsole.lua run in a Lua VM against the real server (over real HTTP, through a local proxy
// that can be told to fail): batching within the request budget, retries without duplicates, the
// BindToClose flush, the queue cap, and the sanctions feed enforced on players.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createIngestKey } from '../../../server/src/areas/ingest/ingest.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../server/src/test/harness';
import { FaultProxy } from './fault-proxy';
import { compileErrors, LuaGame, type SentRequest } from './lua-game';

/** The most requests to `pathPrefix` that fall in any 60-second window. */
function busiestMinute(requests: SentRequest[], pathPrefix = '/api/'): number {
  const times = requests.filter((r) => r.path.startsWith(pathPrefix)).map((r) => r.at);
  let most = 0;
  for (const [i, start] of times.entries()) {
    let n = 0;
    for (let j = i; j < times.length && times[j]! < start + 60; j += 1) n += 1;
    most = Math.max(most, n);
  }
  return most;
}

/** Lua that logs `count` chat messages "<tag> 1" … "<tag> count". */
const chatLines = (tag: string, count: number) =>
  `for i = 1, ${count} do StaffConsole.logChat({ name = "player" .. (i % 7), userId = 1000 + (i % 7) }, "${tag} " .. i) end`;

it('is written in the part of Luau that plain Lua also runs (the module and the example)', async () => {
  for (const file of ['../StaffConsole.lua', '../Example.server.lua']) {
    expect(await compileErrors(readFileSync(new URL(file, import.meta.url), 'utf8')), file).toBeNull();
  }
});

for (const engine of ENGINES) {
  describe(`the Roblox module against the real server [${engine}]`, () => {
    let t: TestApp;
    let proxy: FaultProxy;
    let key: string;

    beforeAll(async () => {
      t = await createTestApp(engine);
      key = (await createIngestKey(t)).key;
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      proxy = await FaultProxy.start(address);
    });
    afterAll(async () => {
      await proxy?.close();
      await t?.close();
    });

    const start = (options = '') => LuaGame.start(`{ baseUrl = "${proxy.url}/", ingestKey = "${key}", ${options} }`);
    /** The stored chat messages of one test, by their tag. */
    const chatRows = async (tag: string) =>
      (await t.database.db.selectFrom('chat_messages').select('message').where('message', 'like', `${tag} %`).execute()).map((r) => r.message);

    it('sends batches of batchSize and never more requests in a minute than configured', async () => {
      const game = await start('requestsPerMinute = 60, batchSize = 50, maxQueue = 10000');
      game.run(chatLines('budget', 4000));
      await game.runUntil(() => game.stats().sent === 4000);

      const posts = game.requests.filter((r) => r.path === '/api/ingest/chat');
      expect(posts).toHaveLength(4000 / 50);
      expect(busiestMinute(game.requests)).toBeLessThanOrEqual(60);
      // The budget is used, not wasted: 80 posts and a few polls take a little over a minute.
      expect(game.clock).toBeLessThan(90);
      expect(await chatRows('budget')).toHaveLength(4000);
      expect(game.stats()).toMatchObject({ sent: 4000, duplicates: 0, dropped: 0, rejected: 0, retries: 0, queued: 0 });
    });

    it('carries a steady stream of 2,000 chat messages a second for half a minute within the default budget, without drops', async () => {
      const game = await start();
      // A busy game: 2,000 messages a second for 30 seconds, logged frame by frame.
      game.run(`
        for second = 1, 30 do
          for frame = 1, 10 do
            for i = 1, 200 do StaffConsole.logChat({ name = "p" .. i, userId = i }, "stream " .. second .. "-" .. frame .. "-" .. i) end
            task.wait(0.1)
          end
        end
      `);
      await game.runUntil(() => game.stats().sent === 60_000);
      const posts = game.requests.filter((r) => r.path === '/api/ingest/chat');
      const steady = posts.filter((r) => r.at >= 10);
      const rate = (500 * (steady.length - 1)) / (steady.at(-1)!.at - steady[0]!.at);
      expect(game.stats()).toMatchObject({ dropped: 0, duplicates: 0, retries: 0 });
      expect(busiestMinute(game.requests)).toBeLessThanOrEqual(300);
      expect(await chatRows('stream')).toHaveLength(60_000);
      console.info(`one game server sent ${Math.round(rate)} events/s in ${posts.length} requests (default budget) [${engine}]`);
    });

    it('retries on 429 (after its Retry-After), 500, a lost answer, a cut connection and a timeout, and stores each event once', async () => {
      proxy.fail(
        '/api/ingest/chat',
        { kind: 'status', status: 429, retryAfter: '7' },
        { kind: 'status', status: 500 },
        { kind: 'lose-answer' },
        { kind: 'reset' },
        { kind: 'hang' },
      );
      const game = await start('batchSize = 40');
      game.run(chatLines('retry', 120));
      await game.runUntil(() => game.stats().sent === 120);

      expect(proxy.pendingFaults()).toBe(0);
      expect(game.stats()).toMatchObject({ sent: 120, duplicates: 40, retries: 5, dropped: 0, queued: 0 });
      // The lost answer's batch was stored the first time and sent again: still 120 rows.
      expect(await chatRows('retry')).toHaveLength(120);
      const posts = game.requests.filter((r) => r.path === '/api/ingest/chat');
      expect(posts[1]!.at - posts[0]!.at).toBeGreaterThanOrEqual(7);
      // Backoff grows: each wait after a failure is longer than a second.
      for (let i = 2; i < 6; i += 1) expect(posts[i]!.at - posts[i - 1]!.at).toBeGreaterThan(1);
    });

    it('drops the events the server refuses as invalid, counts them, and sends the rest of their batch', async () => {
      const game = await start('batchSize = 10');
      game.run(`
        for i = 1, 9 do
          StaffConsole.logChat({ name = "p", userId = 5 }, "invalid-test " .. i)
          if i == 4 then StaffConsole.logChat({ name = "p", userId = 5 }, string.rep("x", 4001)) end
        end
      `);
      await game.runUntil(() => game.stats().sent === 9);
      expect(game.stats()).toMatchObject({ sent: 9, rejected: 1, retries: 0, queued: 0 });
      expect(await chatRows('invalid-test')).toHaveLength(9);
      expect(game.warnings().join('\n')).toMatch(/refused 1 chat events/);
      expect(game.warnings().join('\n')).not.toContain(key);
    });

    it('drops the oldest events beyond maxQueue, counts and reports them', async () => {
      const game = await start('maxQueue = 100');
      game.run(chatLines('capped', 250));
      await game.runUntil(() => game.stats().sent === 100);
      await game.runFor(61);

      expect(game.stats()).toMatchObject({ sent: 100, dropped: 150, queued: 0 });
      const kept = await chatRows('capped');
      expect(kept).toHaveLength(100);
      expect(kept.every((m) => Number(m.split(' ')[1]) > 150)).toBe(true);
      expect(game.warnings().join('\n')).toMatch(/dropped 149 events because a queue was full.*150 dropped in all/);
    });

    it('flushes a full queue of every kind on BindToClose, well within its 30 seconds', async () => {
      const tradesBefore = await countRows(t.database, 'trades');
      const marketBefore = await countRows(t.database, 'marketplace');
      const game = await start();
      game.run(`
        ${chatLines('closing', 5000)}
        for i = 1, 5000 do
          local a, b = { name = "seller" .. i, userId = 50000 + i }, { name = "buyer" .. i, userId = 60000 + i }
          StaffConsole.logTrade({ sender = a, receiver = b, sent = { { name = "Sword", value = i } }, received = {} })
          StaffConsole.logPurchase({ buyer = b, seller = a, item = "Hat " .. i, price = i })
          StaffConsole.updatePlayer(a, { level = i, bux = i * 10 })
        end
      `);
      expect(game.stats().queued).toBe(20_000);
      const startedAt = performance.now();
      const virtualStart = game.clock;
      game.close();
      await game.runUntil(() => game.closed());
      const realMs = performance.now() - startedAt;
      const virtualSeconds = game.clock - virtualStart;

      expect(game.stats()).toMatchObject({ sent: 20_000, duplicates: 0, dropped: 0, queued: 0 });
      expect(virtualSeconds).toBeLessThan(25);
      expect(await chatRows('closing')).toHaveLength(5000);
      expect((await countRows(t.database, 'trades')) - tradesBefore).toBe(5000);
      expect((await countRows(t.database, 'marketplace')) - marketBefore).toBe(5000);
      console.info(`BindToClose flushed 20,000 events in ${virtualSeconds.toFixed(1)} s of budget time, ${(realMs / 1000).toFixed(1)} s real [${engine}]`);
    });

    it('kicks banned players with the public reason, the appeal address and their code, passes mutes to onMute, and checks players as they join', async () => {
      const issue = async (userId: number, body: Record<string, unknown>) => {
        const res = await t.request('POST', `/api/players/${userId}/sanctions`, { token: t.adminToken, body });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ sanction: { _id: string; appealCode?: string } }>().sanction;
      };
      // A banned player reads why, where to appeal and the code to appeal with.
      const kicked = (reason: string, code: string | undefined) => `${reason}\n\nTo appeal, go to ${t.config.publicUrl}/appeal and enter the code ${code}.`;
      const scam = await issue(701, { type: 'ban', reason: 'private note', publicReason: 'Banned for scamming' });
      await issue(702, { type: 'mute', reason: 'private note', publicReason: 'Muted for spam', durationSeconds: 3600 });
      const exploits = await issue(703, { type: 'ban', reason: 'private note', publicReason: 'Banned for exploits' });
      expect(scam.appealCode).toMatch(/^\w{4}-\w{4}-\w{4}$/);
      const revoked = await issue(704, { type: 'ban', reason: 'private note', publicReason: 'Banned by mistake' });
      expect((await t.request('POST', `/api/sanctions/${revoked._id}/revoke`, { token: t.adminToken, body: { reason: 'appeal' } })).statusCode).toBe(200);

      const game = await LuaGame.start(
        `{ baseUrl = "${proxy.url}", ingestKey = "${key}", pollSanctionsSeconds = 10,
           onMute = function(player, mute) table.insert(__env.mutes, { userId = player.UserId, active = mute.active, reason = mute.reason }) end }`,
      );
      const mutes = () => JSON.parse(game.eval<string>('__env.encode(__env.mutes)')) as { userId: number; active: boolean; reason?: string }[];
      for (const [id, name] of [
        [701, 'scammer'],
        [702, 'spammer'],
        [704, 'innocent'],
      ] as const)
        game.addPlayer(id, name);
      await game.runUntil(() => game.kicks().length > 0 && mutes().length > 0);
      expect(game.kicks()).toEqual([{ userId: 701, message: kicked('Banned for scamming', scam.appealCode) }]);
      expect(mutes()).toEqual([{ userId: 702, active: true, reason: 'Muted for spam' }]);

      // Known from the feed: a banned player who joins is kicked at once.
      game.addPlayer(703, 'exploiter');
      expect(game.kicks().at(-1)).toEqual({ userId: 703, message: kicked('Banned for exploits', exploits.appealCode) });

      // Issued while the game runs: enforced at the next poll; a revoked mute is passed on too.
      // Issued as not appealable: the reason alone.
      await issue(704, { type: 'ban', reason: 'private note', publicReason: 'Banned for real', appealable: false });
      const mute = await t.request('GET', '/api/players/702/sanctions', { token: t.adminToken });
      const muteId = mute.json<{ sanctions: { _id: string; type: string }[] }>().sanctions.find((s) => s.type === 'mute')!._id;
      expect((await t.request('POST', `/api/sanctions/${muteId}/revoke`, { token: t.adminToken, body: { reason: 'appeal' } })).statusCode).toBe(200);
      await game.runUntil(() => game.kicks().length === 3 && mutes().length === 2, 30);
      expect(game.kicks().at(-1)).toEqual({ userId: 704, message: 'Banned for real' });
      expect(mutes().at(-1)).toEqual({ userId: 702, active: false });
      expect(game.warnings().join('\n')).not.toContain('private note');
    });

    it('sends a player report with its game server to the queue, and passes its outcome to onReportOutcome', async () => {
      const game = await start(`pollOutcomesSeconds = 10,
        onReportOutcome = function(reporterUserId, outcome) table.insert(__env.outcomes, { userId = reporterUserId, outcome = outcome }) end`);
      const heard = () => JSON.parse(game.eval<string>('__env.encode(__env.outcomes)')) as { userId: number; outcome: string }[];
      game.addPlayer(812, 'suspect');
      game.run(`
        __env.sent = { StaffConsole.report({ name = "witness", userId = 811 }, 812, "scam", "took my sword") }
        __env.self = { StaffConsole.report({ name = "witness", userId = 811 }, 811, "scam", "") }
      `);
      expect(game.eval<boolean>('__env.sent[1]')).toBe(true);
      expect(game.eval<string>('__env.self[2]')).toBe('self');
      const queue = async () =>
        (await t.request('GET', '/api/reports/queue?sort=newest', { token: t.adminToken })).json<{ items: { reportedId: number; reportedName: string }[] }>()
          .items;
      await game.runUntil(() => game.stats().sent >= 1);
      expect((await queue()).find((item) => item.reportedId === 812)).toMatchObject({ reportedName: 'suspect' });
      const reports = (await t.request('GET', '/api/reports?reportedId=812', { token: t.adminToken })).json<{
        reports: { reporterId: number; text: string; serverId?: string; placeId?: string }[];
      }>().reports;
      expect(reports).toEqual([
        expect.objectContaining({ reporterId: 811, text: 'took my sword', serverId: game.eval<string>('game.JobId'), placeId: '4924922222' }),
      ]);

      // Dismissed by staff: the game hears 'dismissed' for the reporter, once, and nothing more.
      const dismissed = await t.request('POST', '/api/reports/resolve', {
        token: t.adminToken,
        body: { reportedId: 812, action: 'dismissed', reason: 'friends joking' },
      });
      expect(dismissed.statusCode).toBe(200);
      await game.runUntil(() => heard().length > 0, 60);
      await game.runFor(30);
      expect(heard()).toEqual([{ userId: 811, outcome: 'dismissed' }]);
      expect(game.warnings().join('\n')).not.toContain('friends joking');
    });
  });
}
