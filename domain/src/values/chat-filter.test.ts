import { describe, expect, it } from 'vitest';
import { filterWarnings, isHiddenMessage, type ChatFilterMessage } from './chat-filter';

// The sample chat file mongoexport wrote, one extended-JSON document a line.
const SAMPLE_CHAT = String.raw`{"_id":{"$oid":"6740a1b2c3d4e5f601000001"},"userId":{"$numberLong":"1843029571"},"name":"BuilderBob","message":"anyone trading a dominus? paying well","timestamp":{"$date":"2026-11-20T14:03:11.000Z"}}
{"_id":{"$oid":"6740a1b2c3d4e5f601000002"},"userId":{"$numberLong":"1843029571"},"name":"BuilderBob","message":"##########","timestamp":{"$date":"2026-11-20T14:03:19.000Z"}}
{"_id":{"$oid":"6740a1b2c3d4e5f601000003"},"userId":{"$numberLong":"1843029571"},"name":"BuilderBob","message":"send me ur robux and i double it","timestamp":{"$date":"2026-11-20T14:03:25.000Z"}}
{"_id":{"$oid":"6740a1b2c3d4e5f601000004"},"userId":77120045,"name":"Żaneta_PL","message":"ktoś ma Valkyrie Helm na sprzedaż?","timestamp":{"$date":{"$numberLong":"1795183412000"}}}
{"_id":{"$oid":"6740a1b2c3d4e5f601000005"},"userId":77120045,"name":"Żaneta_PL","message":"Żaneta_PL: ###","timestamp":{"$date":"2026-11-20T14:04:02.500Z"}}
{"_id":{"$oid":"6740a1b2c3d4e5f601000006"},"userId":3090117,"name":"たけし","message":"トレードしませんか 100% OFF_sale","timestamp":{"$date":"2026-11-20T14:05:40.000Z"}}
{"_id":{"$oid":"6740a1b2c3d4e5f601000007"},"userId":3090117,"name":"たけし","message":"   ","timestamp":{"$date":"2026-11-20T14:05:41.000Z"}}
{"_id":{"$oid":"6740a1b2c3d4e5f601000008"},"userId":5550001,"name":"ModTester","message":"<img src=x onerror=alert(1)> lol","timestamp":{"$date":"2026-11-20T14:06:00.000Z"}}`;

interface ExportLine {
  _id: { $oid: string };
  userId: number | { $numberLong: string };
  message: string;
  timestamp: { $date: string | { $numberLong: string } };
}

const sampleMessages = (): ChatFilterMessage[] =>
  SAMPLE_CHAT.split('\n').map((line) => {
    const doc = JSON.parse(line) as ExportLine;
    const date = doc.timestamp.$date;
    return {
      id: doc._id.$oid,
      userId: typeof doc.userId === 'number' ? doc.userId : doc.userId.$numberLong,
      timestamp: typeof date === 'string' ? date : Number(date.$numberLong),
      message: doc.message,
    };
  });

const lineId = (line: number) => `6740a1b2c3d4e5f60100000${line}`;

const msg = (id: string, userId: string | number, timestamp: number, message: string): ChatFilterMessage => ({ id, userId, timestamp, message });

describe('isHiddenMessage', () => {
  it('hides empty, blank and hash-only messages', () => {
    for (const text of ['', '   ', '\n\t', '#', '##########', '  ###  ', '#### ## ####', '\u3000']) {
      expect(isHiddenMessage(text)).toBe(true);
    }
  });

  it('hides a hash-only or empty message behind a name: prefix of up to 30 characters', () => {
    expect(isHiddenMessage('Żaneta_PL: ###')).toBe(true);
    expect(isHiddenMessage('SomeoneElse:#')).toBe(true);
    expect(isHiddenMessage('たけし:   ')).toBe(true);
    expect(isHiddenMessage('  BuilderBob :  ##  ')).toBe(true);
    expect(isHiddenMessage(`${'a'.repeat(30)}: ##`)).toBe(true);
  });

  it('keeps a message whose prefix is longer than 30 characters', () => {
    expect(isHiddenMessage(`${'a'.repeat(31)}: ##`)).toBe(false);
  });

  it('removes only one prefix and needs at least one character before the colon', () => {
    expect(isHiddenMessage('Bob: Bob: ###')).toBe(false);
    expect(isHiddenMessage(': ###')).toBe(false);
  });

  it('keeps messages with any other content', () => {
    for (const text of ['anyone trading a dominus? paying well', '#1 trader', 'gg', 'Bob: hi', 'time: 12:30', '###a', '<img src=x onerror=alert(1)> lol']) {
      expect(isHiddenMessage(text)).toBe(false);
    }
  });

  it('hides a missing message', () => {
    expect(isHiddenMessage(undefined)).toBe(true);
    expect(isHiddenMessage(null)).toBe(true);
  });
});

describe('filterWarnings', () => {
  it('hides lines 2, 5 and 7 of the sample chat (expected.md)', () => {
    const hidden = sampleMessages()
      .filter((m) => isHiddenMessage(m.message))
      .map((m) => m.id);
    expect(hidden).toEqual([lineId(2), lineId(5), lineId(7)]);
  });

  it('warns on lines 1, 3, 4 and 6 of the sample chat (expected.md)', () => {
    expect([...filterWarnings(sampleMessages())].sort()).toEqual([lineId(1), lineId(3), lineId(4), lineId(6)]);
  });

  it('gives the same answer whatever order the messages arrive in', () => {
    const reversed = sampleMessages().reverse();
    expect([...filterWarnings(reversed)].sort()).toEqual([lineId(1), lineId(3), lineId(4), lineId(6)]);
  });

  it("skips over hidden neighbours to the player's nearest visible messages", () => {
    const messages = [msg('a', 1, 100, 'hello'), msg('b', 1, 200, '###'), msg('c', 1, 300, ''), msg('d', 1, 400, 'again'), msg('e', 1, 500, 'later')];
    expect([...filterWarnings(messages)].sort()).toEqual(['a', 'd']);
  });

  it("looks only at the same player's messages", () => {
    const messages = [msg('a', 1, 100, 'mine'), msg('b', 2, 150, 'other player'), msg('c', 1, 200, '##'), msg('d', 2, 250, 'other again')];
    expect([...filterWarnings(messages)]).toEqual(['a']);
  });

  it('treats numeric and textual user ids as the same player', () => {
    const messages = [msg('a', '77', 100, 'before'), msg('b', 77, 200, '#'), msg('c', '77', 300, 'after')];
    expect([...filterWarnings(messages)].sort()).toEqual(['a', 'c']);
  });

  it('breaks equal timestamps by id', () => {
    // Same instant: order is a < b < c, so b (hidden) sits between a and c.
    const messages = [msg('c', 1, 100, 'third'), msg('b', 1, 100, '###'), msg('a', 1, 100, 'first'), msg('d', 1, 50, 'earlier')];
    expect([...filterWarnings(messages)].sort()).toEqual(['a', 'c']);
  });

  it('warns nothing when a hidden message has no visible neighbour, or nothing is hidden', () => {
    expect(filterWarnings([msg('a', 1, 100, '###')]).size).toBe(0);
    expect(filterWarnings([msg('a', 1, 100, 'hi'), msg('b', 1, 200, 'there')]).size).toBe(0);
    expect(filterWarnings([]).size).toBe(0);
  });

  it('warns only the side that exists', () => {
    expect([...filterWarnings([msg('a', 1, 100, 'hi'), msg('b', 1, 200, '#')])]).toEqual(['a']);
    expect([...filterWarnings([msg('a', 1, 100, '#'), msg('b', 1, 200, 'hi')])]).toEqual(['b']);
  });

  it('accepts ISO strings and Dates as timestamps', () => {
    const messages: ChatFilterMessage[] = [
      { id: 'x', userId: 1, timestamp: new Date('2026-01-01T00:00:02Z'), message: 'after' },
      { id: 'y', userId: 1, timestamp: '2026-01-01T00:00:01Z', message: '##' },
      { id: 'z', userId: 1, timestamp: 1767225600000, message: 'before' }, // 2026-01-01T00:00:00Z
    ];
    expect([...filterWarnings(messages)].sort()).toEqual(['x', 'z']);
  });
});
