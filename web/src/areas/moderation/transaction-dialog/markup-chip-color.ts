// The markup-or-discount chip's colour (docs/RULES.md, "Constants and limits"): a warning above a
// +20 % markup, success for a discount, plain otherwise. A colour is the web's business, so it
// lives here; the percentage itself is the domain's markupPercent.

export type MarkupChipColor = 'warning' | 'success' | 'default';

/** 'warning' above a +20 % markup, 'success' for a discount (below 0), else 'default'. */
export function markupChipColor(percent: number | null | undefined): MarkupChipColor {
  if (typeof percent !== 'number' || Number.isNaN(percent)) return 'default';
  if (percent > 20) return 'warning';
  if (percent < 0) return 'success';
  return 'default';
}
