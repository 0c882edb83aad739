import { describe, expect, it } from 'vitest';
import { ChatEvent, EventTime, MarketplaceEvent, PlayerEvent, TradeEvent, unwrapExtendedJson } from './events';

describe('unwrapExtendedJson', () => {
  it('replaces every wrapper, however deep', () => {
    expect(
      unwrapExtendedJson({
        _id: { $oid: '6740a1b2c3d4e5f601000001' },
        a: { $numberLong: '1843029571' },
        b: [{ $numberInt: '7' }, { c: { $numberDouble: '1.5' } }, { $numberDecimal: '2.25' }],
        t1: { $date: '2026-11-20T14:03:11.000Z' },
        t2: { $date: { $numberLong: '1795183412000' } },
        t3: { $date: 1795183412000 },
      }),
    ).toEqual({
      _id: '6740a1b2c3d4e5f601000001',
      a: 1843029571,
      b: [7, { c: 1.5 }, 2.25],
      t1: '2026-11-20T14:03:11.000Z',
      t2: '2026-11-20T14:03:32.000Z',
      t3: '2026-11-20T14:03:32.000Z',
    });
  });

  it('keeps what is not a wrapper, and the same object when nothing changes', () => {
    const plain = { a: 1, b: { c: [1, 2] }, d: { $oid: 'x', other: 1 } };
    expect(unwrapExtendedJson(plain)).toBe(plain);
    expect(unwrapExtendedJson({ big: { $numberLong: '9007199254740993' } })).toEqual({ big: '9007199254740993' });
    expect(unwrapExtendedJson({ n: { $numberDouble: 'NaN' } })).toEqual({ n: Number.NaN });
    expect(unwrapExtendedJson({ n: { $numberInt: 'seven' } })).toEqual({ n: { $numberInt: 'seven' } });
  });
});

describe('event schemas', () => {
  it('reads ISO text, epoch milliseconds and {"$date": …} as epoch milliseconds', () => {
    for (const value of ['2026-11-20T14:03:11.000Z', 1795183391000, '1795183391000', { $date: '2026-11-20T14:03:11Z' }]) {
      expect(EventTime.parse(unwrapExtendedJson(value))).toBe(1795183391000);
    }
    expect(EventTime.safeParse('soon').success).toBe(false);
    expect(EventTime.safeParse(Number.NaN).success).toBe(false);
  });

  it('normalises each shape', () => {
    expect(ChatEvent.parse({ _id: { $oid: 'ABC' }, userId: '12', name: 'n', message: '', timestamp: 5 })).toEqual({
      _id: 'ABC',
      userId: 12,
      name: 'n',
      message: '',
      timestamp: 5,
    });
    const trade = TradeEvent.parse({ date: 1, sender: 's', receiver: 'r', senderId: null, sentItems: [5], receivedItems: { items: [] } });
    expect(trade).toMatchObject({ senderId: null, sentItems: { items: [5] }, receivedItems: { items: [] } });
    expect(MarketplaceEvent.parse({ boughtItem: {}, price: '12.5', sellerName: 's', buyerName: 'b', timestamp: 9 })).toEqual({
      _id: undefined,
      boughtItem: {},
      price: 12.5,
      seller: 's',
      buyer: 'b',
      sellerId: null,
      buyerId: null,
      date: 9,
    });
    expect(PlayerEvent.parse({ userId: { $numberLong: '3' }, username: 'p', bux: null, value: '10' })).toEqual({ userId: 3, username: 'p', value: 10 });
  });
});
