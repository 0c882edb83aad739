import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { insertChat, prepareChat, type StoredChatFixture } from '../chat.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../../test/harness';
import { startFakeServer } from '../../../../upstream/fake-server.fixtures';

type Mode = 'ok' | 'slow' | 'error' | 'garbage';

/** A LibreTranslate-compatible service, as a real HTTP server. Texts containing FAIL get a 500. */
async function startFakeTranslator() {
  const state = { mode: 'ok' as Mode, requests: [] as Record<string, unknown>[] };
  const server = await startFakeServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/translate') return res.writeHead(404).end();
      const body = JSON.parse(raw) as { q: string };
      state.requests.push(body);
      const send = (status: number, text: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(text);
      if (state.mode === 'slow') return setTimeout(() => send(200, JSON.stringify({ translatedText: 'late' })), 3000);
      if (state.mode === 'error' || body.q.includes('FAIL')) return send(500, JSON.stringify({ error: 'boom' }));
      if (state.mode === 'garbage') return send(200, '{"nope":');
      send(200, JSON.stringify({ translatedText: `EN(${body.q})` }));
    });
  });
  return { state, ...server };
}

const T = Date.UTC(2024, 3, 1);
const fixtures: StoredChatFixture[] = prepareChat([
  { userId: 1, name: 'Ana', message: 'hola amigo', timestamp: T },
  { userId: 2, name: 'Jan', message: 'dzień dobry', timestamp: T + 1000 },
  { userId: 3, name: 'Yuki', message: 'こんにちは', timestamp: T + 2000, translatedText: 'hello (stored)' },
  { userId: 4, name: 'Bad', message: 'please FAIL here', timestamp: T + 3000 },
  { userId: 5, name: 'Eve', message: 'bonjour', timestamp: T + 4000 },
]);
const [ana, jan, yuki, bad, eve] = fixtures as [StoredChatFixture, StoredChatFixture, StoredChatFixture, StoredChatFixture, StoredChatFixture];

for (const engine of ENGINES) {
  describe(`POST /api/translate (${engine})`, () => {
    let t: TestApp;
    let translator: Awaited<ReturnType<typeof startFakeTranslator>>;
    let viewer: string;
    const translate = (texts: unknown, token = viewer) => t.request('POST', '/api/translate', { token, body: { texts } });
    const storedText = async (id: string) =>
      (await t.database.db.selectFrom('chat_messages').select('translated_text').where('id', '=', id).executeTakeFirstOrThrow()).translated_text;

    beforeAll(async () => {
      translator = await startFakeTranslator();
      t = await createTestApp(engine, { translateUrl: translator.url, translateApiKey: 'key-123', upstreamTimeoutMs: 300 });
      await insertChat(t.database, fixtures);
      viewer = (await t.createUser({ username: 'viewer', permissions: ['view_chat'] })).token;
    });
    afterAll(async () => {
      await t?.close();
      await translator?.close();
    });
    beforeEach(() => {
      translator.state.mode = 'ok';
      translator.state.requests = [];
    });

    it('reports that translation is enabled', async () => {
      const res = await t.request('GET', '/api/translate/status', { token: viewer });
      expect(res.json()).toEqual({ success: true, enabled: true });
    });

    it('translates chat messages once, storing each with its message', async () => {
      const res = await translate([
        { id: ana.id, text: ana.message },
        { id: 'free-text-1', text: 'guten tag' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        translations: { [ana.id]: { text: 'EN(hola amigo)' }, 'free-text-1': { text: 'EN(guten tag)' } },
      });
      expect(translator.state.requests).toContainEqual({ q: 'hola amigo', source: 'auto', target: 'en', format: 'text', api_key: 'key-123' });
      expect(await storedText(ana.id)).toBe('EN(hola amigo)');

      translator.state.requests = [];
      const again = await translate([{ id: ana.id, text: ana.message }]);
      expect(again.json()).toEqual({ success: true, translations: { [ana.id]: { text: 'EN(hola amigo)' } } });
      expect(translator.state.requests).toEqual([]);

      const chat = await t.request('GET', '/api/chat?search=amigo', { token: viewer });
      expect(chat.json().data[0].translatedText).toBe('EN(hola amigo)');
    });

    it('answers an already stored translation without calling the service', async () => {
      const res = await translate([{ id: yuki.id, text: yuki.message }]);
      expect(res.json()).toEqual({ success: true, translations: { [yuki.id]: { text: 'hello (stored)' } } });
      expect(translator.state.requests).toEqual([]);
    });

    it("translates a chat message's stored text, not the text the client sent", async () => {
      const res = await translate([{ id: jan.id, text: 'something else entirely' }]);
      expect(res.json().translations).toEqual({ [jan.id]: { text: 'EN(dzień dobry)' } });
      expect(translator.state.requests.map((r) => r.q)).toEqual(['dzień dobry']);
    });

    it('leaves a failed text out of the answer and does not store it', async () => {
      const res = await translate([
        { id: bad.id, text: bad.message },
        { id: 'ok-1', text: 'merci' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, translations: { 'ok-1': { text: 'EN(merci)' } } });
      expect(await storedText(bad.id)).toBeNull();
    });

    it.each<Mode>(['slow', 'error', 'garbage'])('answers without translations when the service is %s', async (mode) => {
      translator.state.mode = mode;
      const started = Date.now();
      const res = await translate([
        { id: eve.id, text: eve.message },
        { id: 'free', text: 'ciao' },
      ]);
      if (mode === 'slow') expect(Date.now() - started).toBeLessThan(2500); // bounded by the 300 ms timeout
      expect(res.json()).toEqual({ success: true, translations: {} });
      expect(await storedText(eve.id)).toBeNull();
    });

    it('validates the body', async () => {
      const tooMany = Array.from({ length: 101 }, (_, i) => ({ id: `x${i}`, text: 'hi' }));
      expect((await translate(tooMany)).json()).toEqual({ success: false, error: "Invalid body 'texts': must hold at most 100 texts" });
      expect((await translate('nope')).statusCode).toBe(400);
      expect((await translate([{ id: '', text: 'hi' }])).statusCode).toBe(400);
      expect((await translate([])).json()).toEqual({ success: true, translations: {} });
    });

    it('needs a token and the view_chat permission', async () => {
      expect((await translate([], '')).statusCode).toBe(401);
      expect((await t.request('GET', '/api/translate/status')).statusCode).toBe(401);
      const { token } = await t.createUser({ username: 'nochat', permissions: ['view_trades'] });
      const denied = await translate([{ id: 'a', text: 'hola' }], token);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ success: false, error: MESSAGES.forbidden });
      expect((await t.request('GET', '/api/translate/status', { token })).statusCode).toBe(403);
    });
  });

  describe(`POST /api/translate without TRANSLATE_URL (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(async () => t?.close());

    it('answers no translations and reports the feature disabled', async () => {
      const status = await t.request('GET', '/api/translate/status', { token: t.adminToken });
      expect(status.json()).toEqual({ success: true, enabled: false });
      const res = await t.request('POST', '/api/translate', { token: t.adminToken, body: { texts: [{ id: 'a', text: 'hola' }] } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, translations: {} });
    });
  });
}
