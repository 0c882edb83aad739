import { describe, expect, it } from 'vitest';
import { markupPercent, marketplaceValues, parseBoughtItem, round2 } from './marketplace-values';

// The sample marketplace file the game's export wrote, as written there.
const SAMPLE_ENTRIES = [
  {
    boughtItem: '{"AssetId":1365767,"Name":"Valkyrie Helm","Type":"contestultimate","Amount":3,"AveragePrice":100}',
    price: 330,
  },
  { boughtItem: { AssetId: 1081300, Name: 'Sparkle Time Fedora', Type: 'giveaway', Quantity: 4, BaseValue: 20 }, price: 60 },
  { boughtItem: '{"Name": "Broken', price: 42 },
  { boughtItem: { AssetId: 99, Type: 'Hat' }, price: 7 },
];

describe('round2', () => {
  it('rounds to 2 decimals', () => {
    expect(round2(110)).toBe(110);
    expect(round2(10 / 3)).toBe(3.33);
    expect(round2(20 / 3)).toBe(6.67);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-2.345)).toBe(-2.35);
  });

  it('answers 0 for non-finite input and never -0', () => {
    expect(round2(Number.NaN)).toBe(0);
    expect(round2(Number.POSITIVE_INFINITY)).toBe(0);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
});

describe('parseBoughtItem', () => {
  it('reads a JSON string or takes an object as it is', () => {
    expect(parseBoughtItem('{"Name":"Hat","Amount":2}')).toEqual({ Name: 'Hat', Amount: 2 });
    const item = { Name: 'Hat' };
    expect(parseBoughtItem(item)).toBe(item);
  });

  it('unwraps a string that was JSON-encoded twice', () => {
    expect(parseBoughtItem(JSON.stringify(JSON.stringify({ Name: 'Hat' })))).toEqual({ Name: 'Hat' });
  });

  it('answers null for anything that is not an item object', () => {
    for (const value of ['{"Name": "Broken', '', 'null', '42', '[1,2]', '"text"', null, undefined, 42, [{ Name: 'Hat' }]]) {
      expect(parseBoughtItem(value)).toBeNull();
    }
  });
});

describe('marketplaceValues', () => {
  it('works out the first sample entry: 3 at 110 against 100 (expected.md)', () => {
    expect(marketplaceValues(SAMPLE_ENTRIES[0]!)).toEqual({
      itemName: 'Valkyrie Helm',
      quantity: 3,
      pricePerUnit: 110,
      basePrice: 100,
      itemType: 'contest',
      assetId: 1365767,
      parsed: true,
      item: { AssetId: 1365767, Name: 'Valkyrie Helm', Type: 'contestultimate', Amount: 3, AveragePrice: 100 },
    });
  });

  it('works out the second sample entry: 4 at 15 against 20 (expected.md)', () => {
    expect(marketplaceValues(SAMPLE_ENTRIES[1]!)).toMatchObject({
      itemName: 'Sparkle Time Fedora',
      quantity: 4,
      pricePerUnit: 15,
      basePrice: 20,
      itemType: 'exclusive',
      assetId: 1081300,
      parsed: true,
    });
  });

  it("falls back to 'Parse Error', quantity 1 and the price for an unreadable item (third sample)", () => {
    expect(marketplaceValues(SAMPLE_ENTRIES[2]!)).toEqual({
      itemName: 'Parse Error',
      quantity: 1,
      pricePerUnit: 42,
      basePrice: 42,
      itemType: '',
      assetId: null,
      parsed: false,
      item: null,
    });
  });

  it("falls back to 'Unknown Item' and the price for a parsed item without a name (fourth sample)", () => {
    expect(marketplaceValues(SAMPLE_ENTRIES[3]!)).toMatchObject({
      itemName: 'Unknown Item',
      quantity: 1,
      pricePerUnit: 7,
      basePrice: 7,
      itemType: 'hat',
      assetId: 99,
      parsed: true,
    });
  });

  it('prefers Amount over Quantity and AveragePrice over BaseValue', () => {
    const values = marketplaceValues({ boughtItem: { Name: 'A', Amount: 2, Quantity: 5, AveragePrice: 30, BaseValue: 10 }, price: 50 });
    expect(values).toMatchObject({ quantity: 2, pricePerUnit: 25, basePrice: 30 });
  });

  it('ignores Mult for the quantity and Value for the base price', () => {
    const values = marketplaceValues({ boughtItem: { Name: 'A', Mult: 4, Value: 3 }, price: 12 });
    expect(values).toMatchObject({ quantity: 1, pricePerUnit: 12, basePrice: 12 });
  });

  it('rounds the unit price to 2 decimals', () => {
    expect(marketplaceValues({ boughtItem: { Name: 'A', Amount: 3 }, price: 100 }).pricePerUnit).toBe(33.33);
  });

  it('reads wrapped and textual numbers, and never divides by a zero count', () => {
    const values = marketplaceValues({
      boughtItem: { Name: 'A', Amount: 0, Quantity: { $numberInt: '4' }, AveragePrice: '25', AssetId: { $numberLong: '1029025' } },
      price: { $numberLong: '100' },
    });
    expect(values).toMatchObject({ quantity: 4, pricePerUnit: 25, basePrice: 25, assetId: 1029025 });
  });

  it('treats a missing or non-finite price as 0, never NaN', () => {
    expect(marketplaceValues({ boughtItem: { Name: 'A', Amount: 2 } })).toMatchObject({ pricePerUnit: 0, basePrice: 0 });
    expect(marketplaceValues({ boughtItem: { Name: 'A' }, price: Number.NaN })).toMatchObject({ pricePerUnit: 0, basePrice: 0 });
    expect(marketplaceValues({ boughtItem: 'bad', price: 'lots' })).toMatchObject({ pricePerUnit: 0, basePrice: 0 });
  });

  it("uses 'Unknown Item' for a blank or non-text Name", () => {
    expect(marketplaceValues({ boughtItem: { Name: '  ' }, price: 1 }).itemName).toBe('Unknown Item');
    expect(marketplaceValues({ boughtItem: { Name: 5 }, price: 1 }).itemName).toBe('Unknown Item');
  });
});

describe('markupPercent', () => {
  it('compares the unit price with the base price (expected.md)', () => {
    expect(markupPercent(110, 100)).toBe(10);
    expect(markupPercent(15, 20)).toBe(-25);
    expect(markupPercent(42, 42)).toBe(0);
    expect(markupPercent(10, 3)).toBe(233.33);
  });

  it('answers null when there is nothing to compare with', () => {
    expect(markupPercent(10, 0)).toBeNull();
    expect(markupPercent(Number.NaN, 10)).toBeNull();
    expect(markupPercent(10, Number.POSITIVE_INFINITY)).toBeNull();
  });
});
