import { describe, expect, it } from 'vitest';
import { currencyAmount, formatSide, itemCount, itemUnitValue, itemValue, lopsided, numberFrom, sideValue, storedSide, tradeValues } from './trade-values';

// The sample trades file the game's export wrote, as written there.
const SAMPLE_TRADES = [
  {
    sender: 'BuilderBob',
    receiver: 'Żaneta_PL',
    sentItems: { items: [2500, { AssetId: 1029025, Name: 'Dominus Empyreus', Type: 'mythicunobtainable', AveragePrice: 1200000, Amount: 1 }] },
    receivedItems: { items: [{ caseBux: 500 }, { AssetId: 1365767, Name: 'Valkyrie Helm', Type: 'ultimate', BaseValue: 150000, Mult: 2 }] },
  },
  {
    sender: 'たけし',
    receiver: 'BuilderBob',
    sentItems: { items: [{ GBux: 1000 }, { Rbux: 250 }, { AssetId: 20573078, Name: 'Shaggy', Type: 'market', Value: 900, Quantity: 3 }] },
    receivedItems: { items: [{ AssetId: 1081300, Name: 'Sparkle Time Fedora', Type: 'Retexture', AveragePrice: 85000 }] },
  },
  { sender: 'ModTester', receiver: 'たけし', sentItems: { items: [] }, receivedItems: { items: [{ case_bux: 75 }] } },
];

describe('numberFrom', () => {
  it('reads numbers, decimal text and extended-JSON wrappers', () => {
    expect(numberFrom(5)).toBe(5);
    expect(numberFrom(' 2500 ')).toBe(2500);
    expect(numberFrom('-1.5')).toBe(-1.5);
    expect(numberFrom({ $numberLong: '5' })).toBe(5);
    expect(numberFrom({ $numberInt: '42' })).toBe(42);
    expect(numberFrom({ $numberDouble: '2.5' })).toBe(2.5);
    expect(numberFrom({ $numberDecimal: '10.25' })).toBe(10.25);
  });

  it('rejects everything else', () => {
    for (const value of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '',
      'abc',
      '0x10',
      '1,000',
      null,
      undefined,
      true,
      [],
      {},
      { $numberDouble: 'NaN' },
      { $numberLong: '5', x: 1 },
    ]) {
      expect(numberFrom(value)).toBeUndefined();
    }
  });
});

describe('itemUnitValue and itemCount', () => {
  it('takes AveragePrice, else BaseValue, else Value, else 0', () => {
    expect(itemUnitValue({ AveragePrice: 100, BaseValue: 200, Value: 300 })).toBe(100);
    expect(itemUnitValue({ BaseValue: 200, Value: 300 })).toBe(200);
    expect(itemUnitValue({ Value: 300 })).toBe(300);
    expect(itemUnitValue({ Name: 'Nothing' })).toBe(0);
    expect(itemUnitValue(null)).toBe(0);
  });

  it('reads wrapped and textual numbers, and lets a zero fall through', () => {
    expect(itemUnitValue({ AveragePrice: { $numberLong: '1200000' } })).toBe(1200000);
    expect(itemUnitValue({ BaseValue: '150000' })).toBe(150000);
    expect(itemUnitValue({ AveragePrice: 0, BaseValue: 20 })).toBe(20);
    expect(itemUnitValue({ AveragePrice: 'n/a', Value: 7 })).toBe(7);
  });

  it('takes Amount, else Quantity, else Mult, else 1', () => {
    expect(itemCount({ Amount: 2, Quantity: 3, Mult: 4 })).toBe(2);
    expect(itemCount({ Quantity: 3, Mult: 4 })).toBe(3);
    expect(itemCount({ Mult: 4 })).toBe(4);
    expect(itemCount({})).toBe(1);
    expect(itemCount({ Amount: 0, Mult: 2 })).toBe(2);
    expect(itemCount({ Amount: -3 })).toBe(1);
    expect(itemCount({ Amount: { $numberInt: '6' } })).toBe(6);
  });

  it('multiplies unit value by count', () => {
    expect(itemValue({ BaseValue: 150000, Mult: 2 })).toBe(300000);
    expect(itemValue({ Value: 900, Quantity: 3 })).toBe(2700);
  });
});

describe('currencyAmount', () => {
  it('treats a number in first place as currency, in any other place as nothing', () => {
    expect(currencyAmount(2500, 0)).toBe(2500);
    expect(currencyAmount('2500', 0)).toBe(2500);
    expect(currencyAmount({ $numberLong: '2500' }, 0)).toBe(2500);
    expect(currencyAmount(2500, 1)).toBeUndefined();
  });

  it('sums every currency field an object carries, wherever it is', () => {
    for (const key of ['gbux', 'rbux', 'GBux', 'Rbux', 'bux', 'case_bux', 'caseBux']) {
      expect(currencyAmount({ [key]: 10 }, 3)).toBe(10);
    }
    expect(currencyAmount({ GBux: 1000, Rbux: 250, caseBux: '5' }, 1)).toBe(1255);
    expect(currencyAmount({ bux: { $numberLong: '75' } }, 0)).toBe(75);
  });

  it('does not treat items as currency', () => {
    expect(currencyAmount({ Name: 'Hat', Value: 10 }, 0)).toBeUndefined();
    expect(currencyAmount({ Name: 'Hat', bux: null }, 1)).toBeUndefined();
  });
});

describe('sideValue', () => {
  it("works out the sample's sent side: 1,200,000 + 2,500 Case-bux (expected.md)", () => {
    expect(sideValue(SAMPLE_TRADES[0]!.sentItems.items)).toEqual({ items: 1200000, caseBux: 2500, rap: 1202500, itemCount: 1 });
  });

  it("works out the sample's received side: 300,000 + 500 Case-bux (expected.md)", () => {
    expect(sideValue(SAMPLE_TRADES[0]!.receivedItems.items)).toEqual({ items: 300000, caseBux: 500, rap: 300500, itemCount: 1 });
  });

  it('ignores entries that are neither currency nor an item', () => {
    expect(sideValue([10, 20, null, 'hat', { $numberLong: '7' }, { Value: 3 }])).toEqual({ items: 3, caseBux: 10, rap: 13, itemCount: 1 });
  });

  it('answers zeros for an empty or missing list', () => {
    const zero = { items: 0, caseBux: 0, rap: 0, itemCount: 0 };
    expect(sideValue([])).toEqual(zero);
    expect(sideValue(undefined)).toEqual(zero);
    expect(sideValue({ items: [1] })).toEqual(zero);
  });
});

describe('formatSide', () => {
  it("shows 'N + M Case-bux' with en-US grouping", () => {
    expect(formatSide({ items: 1200000, caseBux: 2500 })).toBe('1,200,000 + 2,500 Case-bux');
    expect(formatSide({ items: 300000, caseBux: 500 })).toBe('300,000 + 500 Case-bux');
    expect(formatSide({ items: 0, caseBux: 75 })).toBe('0 + 75 Case-bux');
  });

  it("shows just 'N' when there is no currency", () => {
    expect(formatSide({ items: 85000, caseBux: 0 })).toBe('85,000');
    expect(formatSide({ items: 0, caseBux: 0 })).toBe('0');
  });
});

describe('storedSide', () => {
  const stored = { sent: 1500, received: 3000, sentCaseBux: 500, receivedCaseBux: 0 };

  it("reads a side's items' value as its RAP less its Case-bux", () => {
    expect(storedSide(stored, 'sent')).toEqual({ items: 1000, caseBux: 500, rap: 1500 });
    expect(storedSide(stored, 'received')).toEqual({ items: 3000, caseBux: 0, rap: 3000 });
    expect(formatSide(storedSide(stored, 'sent'))).toBe('1,000 + 500 Case-bux');
  });

  it('agrees with the values computed when the trade was stored', () => {
    const values = tradeValues({ sentItems: { items: [500, { Name: 'Sword', Value: 1000 }] }, receivedItems: [{ Name: 'Shield', Value: 3000 }] });
    expect(storedSide(values, 'sent').items).toBe(values.sentItemsValue);
    expect(storedSide(values, 'received').items).toBe(values.receivedItemsValue);
  });
});

describe('tradeValues', () => {
  it('works out the first sample trade (expected.md)', () => {
    expect(tradeValues(SAMPLE_TRADES[0]!)).toEqual({
      sent: 1202500,
      received: 300500,
      sentCaseBux: 2500,
      receivedCaseBux: 500,
      sentItemsValue: 1200000,
      receivedItemsValue: 300000,
      total: 1503000,
      profitLoss: -902000,
      itemCount: 2,
    });
  });

  it('sums currency objects under several names (second sample trade)', () => {
    // sent: GBux 1000 + Rbux 250 = 1,250 Case-bux; Shaggy 900 (Value) × 3 (Quantity) = 2,700.
    expect(tradeValues(SAMPLE_TRADES[1]!)).toEqual({
      sent: 3950,
      received: 85000,
      sentCaseBux: 1250,
      receivedCaseBux: 0,
      sentItemsValue: 2700,
      receivedItemsValue: 85000,
      total: 88950,
      profitLoss: 81050,
      itemCount: 2,
    });
  });

  it('handles an empty side (third sample trade)', () => {
    expect(tradeValues(SAMPLE_TRADES[2]!)).toMatchObject({ sent: 0, received: 75, receivedCaseBux: 75, total: 75, profitLoss: 75, itemCount: 0 });
  });

  it('accepts bare lists and missing sides', () => {
    expect(tradeValues({ sentItems: [100], receivedItems: [{ Value: 40, Amount: 2 }] })).toMatchObject({ sent: 100, received: 80, profitLoss: -20 });
    expect(tradeValues({})).toMatchObject({ sent: 0, received: 0, total: 0, profitLoss: 0, itemCount: 0 });
  });
});

describe('lopsided', () => {
  it('flags a side worth more than 5 × the other when it exceeds 10,000 RAP', () => {
    expect(lopsided({ sent: 60000, received: 10000 })).toBe(true);
    expect(lopsided({ sent: 10000, received: 60000 })).toBe(true);
    expect(lopsided({ sent: 0, received: 10001 })).toBe(true);
  });

  it('does not flag at exactly the ratio or at or below the minimum', () => {
    expect(lopsided({ sent: 50000, received: 10000 })).toBe(false);
    expect(lopsided({ sent: 10000, received: 0 })).toBe(false);
    expect(lopsided({ sent: 9000, received: 1 })).toBe(false);
  });

  it('computes from a trade and honours custom options', () => {
    expect(lopsided(SAMPLE_TRADES[0]!)).toBe(false); // 1,202,500 vs 300,500 is about 4×
    expect(lopsided(SAMPLE_TRADES[0]!, { ratio: 3 })).toBe(true);
    expect(lopsided(SAMPLE_TRADES[1]!)).toBe(true); // 85,000 > 5 × 3,950
    expect(lopsided(SAMPLE_TRADES[1]!, { minRap: 100000 })).toBe(false);
  });
});
