// The public appeal routes as an attacker scans them: guessing codes (from one address, from
// many), bodies built to break the parser or the query, probing methods and neighbouring routes,
// a staff token to widen the answer. None of it reaches staff data or more than the limits allow.
//
// How much guessing the limits leave: an address gets 10 look-ups per 15 minutes, 96 windows a
// day, so 960 guesses a day. A code is 12 symbols of 32 (2^60 ≈ 1.15 × 10^18 codes): 960 guesses
// are 8.3 × 10^-16 of the code space. With a million codes issued, each guess finds one with
// probability 10^6 / 2^60 ≈ 8.7 × 10^-13, so one address's day of guessing finds one with
// probability ≈ 8.3 × 10^-10; even a million addresses guessing for a year (3.5 × 10^14 guesses)
// would expect to find about 3 × 10^-4 codes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_CODE_ALPHABET, APPEAL_CODE_LENGTH, APPEAL_LIMITS, MESSAGES } from '@staff-console/domain';
import { buildApp } from '../../../app';
import { createTestApp, createTestDatabase, ENGINES, type TestApp, type TestDatabase, testConfig } from '../../../test/harness';
import { APPEAL_TEXT, freshAddress, hitsOf, issueSanction, lookUp, randomCode, submit } from './public-appeals.fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('what the limits leave an attacker', () => {
  it('is 960 guesses a day per address, a negligible part of the 2^60 codes', () => {
    const { count, windowMs } = APPEAL_LIMITS.lookupsPerAddress;
    const perDay = count * (DAY_MS / windowMs);
    expect(perDay).toBe(960);
    const space = APPEAL_CODE_ALPHABET.length ** APPEAL_CODE_LENGTH;
    expect(space).toBe(2 ** 60);
    expect(perDay / space).toBeCloseTo(8.33e-16, 17);
    // A million codes issued: the chance that one address finds any of them in a day.
    expect((perDay * 1e6) / space).toBeLessThan(1e-9);
    // Per code, 10 look-ups an hour: 240 a day, whatever the number of addresses.
    expect(APPEAL_LIMITS.lookupsPerCode.count * (DAY_MS / APPEAL_LIMITS.lookupsPerCode.windowMs)).toBe(240);
  });
});

for (const engine of ENGINES) {
  describe(`the public appeal routes under attack [${engine}]`, () => {
    let t: TestApp;
    let mod: { id: string; token: string };
    const raw = (url: string, payload: string, headers: Record<string, string> = {}, address = freshAddress()) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers }, remoteAddress: address });

    beforeAll(async () => {
      t = await createTestApp(engine, { appealAnswerFloorMs: 0, trustProxy: { hops: 1 } });
      mod = await t.createUser({ username: 'attack_mod', role: 'guest', permissions: ['moderate'] });
    });
    afterAll(() => t?.close());

    it('stops an address guessing codes after 10', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i += 1) statuses.push((await lookUp(t, randomCode(), { address: '10.88.0.1' })).statusCode);
      expect(statuses).toEqual([...Array<number>(10).fill(404), ...Array<number>(15).fill(429)]);
      // Submissions are guesses too: refused as well.
      expect((await submit(t, { code: randomCode(), text: APPEAL_TEXT }, { address: '10.88.0.1' })).statusCode).toBe(429);
    });

    it('counts guesses from many addresses per address and per code', async () => {
      const code = randomCode();
      const addresses = Array.from({ length: 12 }, (_, i) => `10.88.1.${i + 1}`);
      const statuses: number[] = [];
      for (const address of addresses) statuses.push((await lookUp(t, code, { address })).statusCode);
      expect(statuses).toEqual([...Array<number>(10).fill(404), 429, 429]);
      expect(await hitsOf(t, 'lookup_code', code)).toBe(10);
      for (const address of addresses.slice(0, 10)) expect(await hitsOf(t, 'lookup_address', address)).toBe(1);
      // Each of those addresses still has 9 guesses of other codes, each counted against them.
      expect((await lookUp(t, randomCode(), { address: addresses[0]! })).statusCode).toBe(404);
      expect(await hitsOf(t, 'lookup_address', addresses[0]!)).toBe(2);
    });

    it('refuses oversized, malformed and non-JSON bodies before counting anything', async () => {
      const address = '10.88.2.1';
      const cases: [string, string, Record<string, string>, number, string][] = [
        ['/api/appeals', JSON.stringify({ code: randomCode(), text: 'x'.repeat(20_000) }), {}, 413, MESSAGES.bodyTooLarge],
        ['/api/appeals/lookup', JSON.stringify({ code: randomCode(), padding: 'p'.repeat(17_000) }), {}, 413, MESSAGES.bodyTooLarge],
        ['/api/appeals/lookup', '{"code": "7K3M-Q9TX-2HFD"', {}, 400, MESSAGES.bodyNotJson],
        ['/api/appeals/lookup', '', {}, 400, MESSAGES.bodyEmpty],
        ['/api/appeals/lookup', 'code=7K3MQ9TX2HFD', { 'content-type': 'text/plain' }, 415, MESSAGES.jsonOnly],
        ['/api/appeals/lookup', 'code=7K3MQ9TX2HFD', { 'content-type': 'application/x-www-form-urlencoded' }, 415, MESSAGES.jsonOnly],
      ];
      for (const [url, payload, headers, status, error] of cases) {
        const res = await raw(url, payload, headers, address);
        expect(res.statusCode, `${url} ${payload.slice(0, 40)}`).toBe(status);
        expect(res.json()).toEqual({ success: false, error });
      }
      expect(await hitsOf(t, 'lookup_address', address)).toBe(0);
    });

    it('refuses prototype-pollution keys, and ignores unknown fields', async () => {
      const s = await issueSanction(t, mod.token, 8001, { type: 'mute', reason: 'Spam', durationSeconds: 3600 });
      for (const payload of [
        `{"code":"${s.code}","__proto__":{"canAppeal":false,"polluted":true}}`,
        `{"code":"${s.code}","constructor":{"prototype":{"polluted":true}}}`,
      ]) {
        const res = await raw('/api/appeals/lookup', payload);
        expect(res.statusCode, payload).toBe(400);
        expect(typeof res.json().error).toBe('string');
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // An unknown field changes nothing in the answer (as everywhere in the API, it is dropped).
      const res = await raw('/api/appeals/lookup', JSON.stringify({ code: s.code, sanctionId: 'x', userId: 1, reason: true }));
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['canAppeal', 'sanction', 'success']);
    });

    it('reads SQL and LIKE wildcards, unicode look-alikes and very long strings as no code at all', async () => {
      const address = '10.88.3.1';
      const notCodes = [
        '%%%%-%%%%-%%%%',
        '____________',
        '%',
        '_',
        "' OR 1=1 --",
        "7K3M'; DROP TABLE appeals; --",
        '7K3M-Q9TX-2HF%',
        '7K3M-Q9TX-2HF_',
        // Cyrillic О and А, full-width digits, a Kelvin sign: look alike, are not code symbols.
        '7K3M-Q9TX-2HFО',
        'АААА-АААА-АААА',
        '０１２３-４５６７-８９ＡＢ',
        '7K3M-Q9TX-2HFK'.replace('K', '\u212A'),
        '7K3M\u200B-Q9TX-2HFD',
        'x'.repeat(41),
        'A'.repeat(10_000),
      ];
      for (const code of notCodes) {
        const res = await lookUp(t, code, { address });
        expect(res.statusCode, code.slice(0, 20)).toBe(400);
        expect(res.json()).toEqual({ success: false, error: "Invalid body 'code': must be an appeal code such as 7K3M-Q9TX-2HFD" });
      }
      // A NUL character is refused before any route reads the body (http/nul-guard.ts).
      const nul = await lookUp(t, '7K3M-Q9TX-2HFD\u0000', { address });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().success).toBe(false);
      for (const code of [['7K3MQ9TX2HFD'], { $ne: null }, null, true, 7e11]) {
        const res = await lookUp(t, code, { address });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe("Invalid body 'code': must be a string");
      }
      expect(await hitsOf(t, 'lookup_address', address)).toBe(0);
      expect(await t.database.db.selectFrom('appeals').select('id').execute()).toEqual([]);
    });

    it('answers no other method on the public routes, and lists nothing to an anonymous caller', async () => {
      for (const [method, url] of [
        ['GET', '/api/appeals/lookup'],
        ['PUT', '/api/appeals/lookup'],
        ['DELETE', '/api/appeals/lookup'],
        ['GET', '/api/appeals'],
        ['GET', '/api/appeals?status=open'],
        ['GET', '/api/appeals/ffffffffffffffffffffffff'],
        ['GET', '/api/appeals/open-count'],
        ['PUT', '/api/appeals'],
        ['PATCH', '/api/appeals'],
        ['DELETE', '/api/appeals'],
        ['POST', '/api/appeals/ffffffffffffffffffffffff/decide'],
      ] as const) {
        const res = await t.request(method, url, { remoteAddress: freshAddress() });
        expect(res.statusCode, `${method} ${url}`).not.toBe(200);
        expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        expect(res.json().success).toBe(false);
      }
    });

    it('answers the same with or without a staff token or an ingest key: nothing widens a public answer', async () => {
      const s = await issueSanction(t, mod.token, 8002, { type: 'mute', reason: 'PRIVATE-REASON-TOKEN', durationSeconds: 3600 });
      const anonymous = await lookUp(t, s.code);
      const asAdmin = await lookUp(t, s.code, { token: t.adminToken });
      const asModerator = await lookUp(t, s.code, { token: mod.token, headers: { 'x-ingest-key': 'sck_anything' } });
      expect(anonymous.statusCode).toBe(200);
      expect(asAdmin.json()).toEqual(anonymous.json());
      expect(asModerator.json()).toEqual(anonymous.json());
      for (const res of [anonymous, asAdmin, asModerator]) expect(res.body).not.toContain('PRIVATE-REASON-TOKEN');
      // A submission with a staff token is still the player's: recorded as anonymous, from the address.
      const sent = await submit(t, { code: s.code, text: APPEAL_TEXT }, { token: t.adminToken, address: '10.88.4.1' });
      expect(sent.statusCode).toBe(201);
      const entry = await t.database.db
        .selectFrom('action_logs')
        .select(['username', 'user_id', 'ip_address'])
        .where('action', '=', 'appeal_submitted')
        .where('ip_address', '=', '10.88.4.1')
        .executeTakeFirstOrThrow();
      expect(entry).toEqual({ username: 'anonymous', user_id: null, ip_address: '10.88.4.1' });
    });

    it('takes the address from X-Forwarded-For only as the trusted proxy appended it', async () => {
      // One hop trusted: a client putting an address before the proxy's own entry chooses nothing.
      for (let i = 0; i < 11; i += 1) {
        const res = await lookUp(t, randomCode(), { address: '10.0.0.2', headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 10.88.5.1` } });
        expect(res.statusCode).toBe(i < 10 ? 404 : 429);
      }
      expect(await hitsOf(t, 'lookup_address', '10.88.5.1')).toBe(10);
    });
  });
}

describe('the appeal page', () => {
  let dir: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  let withoutPage: FastifyInstance;
  let noWeb: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'appeal-page-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Staff Console</title>');
    writeFileSync(path.join(dir, 'appeal.html'), '<!doctype html><title>Appeal a sanction</title>');
    const staffOnly = mkdtempSync(path.join(tmpdir(), 'appeal-page-staff-only-'));
    writeFileSync(path.join(staffOnly, 'index.html'), '<!doctype html><title>Staff Console</title>');
    database = await createTestDatabase('sqlite');
    const build = (webDist: string | null) => buildApp({ config: testConfig(), database, webDist, logger: false });
    [app, withoutPage, noWeb] = await Promise.all([build(dir), build(staffOnly), build(null)]);
    rmSync(staffOnly, { recursive: true, force: true });
  });
  afterAll(async () => {
    await Promise.all([app, withoutPage, noWeb].map((a) => a?.close()));
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is served at /appeal with a policy stricter than the staff app, never indexed, never cached, sending no referrer', async () => {
    for (const url of ['/appeal', '/appeal/', '/appeal?code=7K3M-Q9TX-2HFD']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Appeal a sanction');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    const head = await app.inject({ method: 'HEAD', url: '/appeal' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    // The staff app keeps its own policy.
    const staff = await app.inject({ method: 'GET', url: '/chat' });
    expect(staff.body).toContain('Staff Console');
    expect(staff.headers['content-security-policy']).toMatch(/^default-src 'self'/);
  });

  it('is not served as a file under the staff policy, and is a 404 where it was not built', async () => {
    expect((await app.inject({ method: 'GET', url: '/appeal.html' })).statusCode).toBe(404);
    for (const other of [withoutPage, noWeb]) {
      const res = await other.inject({ method: 'GET', url: '/appeal' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: MESSAGES.notFound });
    }
  });
});
