import { describe, expect, it } from 'vitest';
import { markupPercent } from '@staff-console/domain';
import { markupChipColor } from './markup-chip-color';

// The unit and base prices of the sample marketplace file's four entries, as the domain reads them
// (its marketplace-values test checks that reading).
const SAMPLE_PRICES = [
  { pricePerUnit: 110, basePrice: 100 },
  { pricePerUnit: 15, basePrice: 20 },
  { pricePerUnit: 42, basePrice: 42 },
  { pricePerUnit: 7, basePrice: 7 },
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
    const chip = ({ pricePerUnit, basePrice }: (typeof SAMPLE_PRICES)[number]) => markupChipColor(markupPercent(pricePerUnit, basePrice));
    expect(SAMPLE_PRICES.map(chip)).toEqual(['default', 'success', 'default', 'default']);
  });
});
