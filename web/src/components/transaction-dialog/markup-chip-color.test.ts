import { describe, expect, it } from 'vitest';
import { markupPercent, marketplaceValues } from '@staff-console/domain';
import { markupChipColor } from './markup-chip-color';

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

describe('markupChipColor', () => {
  it("is 'warning' only above +20 %", () => {
    expect(markupChipColor(20.01)).toBe('warning');
    expect(markupChipColor(20)).toBe('default');
    expect(markupChipColor(10)).toBe('default');
  });

  it("is 'success' for a discount", () => {
    expect(markupChipColor(-25)).toBe('success');
    expect(markupChipColor(-0.01)).toBe('success');
    expect(markupChipColor(0)).toBe('default');
  });

  it("is 'default' without a percent", () => {
    expect(markupChipColor(null)).toBe('default');
    expect(markupChipColor(undefined)).toBe('default');
    expect(markupChipColor(Number.NaN)).toBe('default');
  });

  it('colours the sample entries as expected.md says', () => {
    const chip = (entry: (typeof SAMPLE_ENTRIES)[number]) => {
      const { pricePerUnit, basePrice } = marketplaceValues(entry);
      return markupChipColor(markupPercent(pricePerUnit, basePrice));
    };
    expect(SAMPLE_ENTRIES.map(chip)).toEqual(['default', 'success', 'default', 'default']);
  });
});
