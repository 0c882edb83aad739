// The printable case report: self-contained HTML with a strict policy and no scripts, every text
// escaped, holding only the evidence its viewer may see (the rest counted), and recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail } from '@staff-console/domain';
import { insertChat, prepareChat } from '../../logs/chat/chat.fixtures';
import { insertMarketplace } from '../../../db/fixtures/marketplace.fixtures';
import { insertTrades } from '../../../db/fixtures/trades.fixtures';
import { moderationLog, type StaffMember, staffWith } from '../moderation.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { escapeHtml } from './case-report.html';

const D = Date.UTC(2026, 4, 10, 14, 0, 0);
const CHAT_ID = '6a1000000000000000000001';
const TRADE_ID = '6a1000000000000000000002';
const MARKET_ID = '6a1000000000000000000003';
const XSS = '<script>alert("x")</script><img src=x onerror=alert(1)>';

for (const engine of ENGINES) {
  describe(`case report [${engine}]`, () => {
    let t: TestApp;
    let chatViewer: StaffMember;
    let blind: StaffMember;
    let caseId: string;
    let number: number;

    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertChat(t.database, prepareChat([{ id: CHAT_ID, userId: 42, name: 'Sneaky', message: `free robux ${XSS}`, timestamp: D }]));
      await insertTrades(t.database, [
        {
          _id: TRADE_ID,
          date: new Date(D + 1000).toISOString(),
          sender: 'VictimName',
          senderId: 7,
          receiver: 'Sneaky',
          receiverId: 42,
          sentItems: { items: [{ Name: 'Valkyrie Helm', Value: 80_000 }] },
          receivedItems: { items: [5] },
        },
      ]);
      await insertMarketplace(t.database, [
        {
          _id: MARKET_ID,
          boughtItem: { Name: 'Sparkle Time Fedora' },
          price: 999,
          seller: 'Sneaky',
          sellerId: 42,
          buyer: 'MuleBuyer',
          date: new Date(D + 2000).toISOString(),
        },
      ]);
      chatViewer = await staffWith(t, 'chat_viewer', ['view_moderation', 'view_chat']);
      blind = await staffWith(t, 'blind', ['view_moderation']);
      const created = await t.request('POST', '/api/cases', {
        token: t.adminToken,
        body: { title: `Ring ${XSS}`, players: [42, 7], summary: `Summary & "quotes" ${XSS}` },
      });
      const c = created.json<{ case: CaseDetail }>().case;
      caseId = c._id;
      number = c.number;
      for (const [kind, id] of [
        ['chat', CHAT_ID],
        ['trade', TRADE_ID],
        ['marketplace', MARKET_ID],
      ]) {
        expect((await t.request('POST', `/api/cases/${caseId}/evidence`, { token: t.adminToken, body: { kind, id, note: `note ${XSS}` } })).statusCode).toBe(
          201,
        );
      }
      await t.request('POST', `/api/cases/${caseId}/comments`, { token: t.adminToken, body: { text: `comment ${XSS}` } });
      await t.request('POST', '/api/players/42/sanctions', {
        token: t.adminToken,
        body: { type: 'mute', reason: `muted ${XSS}`, durationSeconds: 3600, caseId },
      });
    });
    afterAll(() => t?.close());

    const report = (token: string) => t.request('GET', `/api/cases/${caseId}/report`, { token });

    it('is self-contained HTML with a strict policy, no scripts, and every text escaped', async () => {
      const res = await report(t.adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const html = res.body;
      expect(html).toMatch(/^<!doctype html>/);
      // Only the report's own elements, none with an event handler or a source outside the page.
      const ELEMENTS = new Set([
        'html',
        'head',
        'meta',
        'title',
        'style',
        'body',
        'h1',
        'h2',
        'p',
        'dl',
        'dt',
        'dd',
        'ol',
        'li',
        'strong',
        'table',
        'thead',
        'tbody',
        'tr',
        'th',
        'td',
      ]);
      const tags = [...html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)];
      expect(tags.length).toBeGreaterThan(20);
      for (const [, name, attributes] of tags) {
        expect(ELEMENTS.has(name!.toLowerCase()), name).toBe(true);
        expect(attributes, name).not.toMatch(/\bon\w+\s*=|\b(src|href|action)\s*=/i);
      }
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain(`<h1>Case ${number}: Ring ${escapeHtml(XSS)}</h1>`);
      for (const text of [`free robux ${XSS}`, `Summary &amp; &quot;quotes&quot;`, `comment ${XSS}`, `note ${XSS}`, `muted ${XSS}`]) {
        expect(html).toContain(text.includes('&amp;') ? text : escapeHtml(text));
      }
      for (const seen of [
        'VictimName',
        'Valkyrie Helm',
        'Sparkle Time Fedora',
        'MuleBuyer',
        'Evidence (3)',
        'Sanctions (1)',
        'Sent 80,000 (80,000 RAP): Valkyrie Helm',
      ])
        expect(html).toContain(seen);
      expect(html).not.toContain('left out');
    });

    it('leaves out and counts the evidence its viewer may not see', async () => {
      const html = (await report(chatViewer.token)).body;
      expect(html).toContain(escapeHtml(`free robux ${XSS}`));
      for (const unseen of ['VictimName', 'Valkyrie Helm', 'Sparkle Time Fedora', 'MuleBuyer']) expect(html).not.toContain(unseen);
      expect(html).toContain('Evidence (1)');
      expect(html).toContain('2 more items are left out of this report: 1 that needs view_trades, 1 that needs view_marketplace.');

      const none = (await report(blind.token)).body;
      expect(none).not.toContain('free robux');
      expect(none).toContain('No evidence you may see.');
      expect(none).toContain('3 more items are left out of this report: 1 that needs view_chat, 1 that needs view_trades, 1 that needs view_marketplace.');
    });

    it('records who read it and how much they could see; an unknown case is a JSON 404', async () => {
      const before = (await moderationLog(t)).length;
      await report(chatViewer.token);
      const entries = (await moderationLog(t)).slice(before);
      expect(entries.map((e) => [e.action, e.username, e.details])).toEqual([
        ['case_report_viewed', 'chat_viewer', { caseId, number, evidenceShown: 1, evidenceLeftOut: 2 }],
      ]);
      const missing = await t.request('GET', '/api/cases/ffffffffffffffffffffffff/report', { token: t.adminToken });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, error: 'Case not found' });
    });
  });
}
