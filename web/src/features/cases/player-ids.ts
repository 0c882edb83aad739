/** User ids typed as a list ('12, 34 56'): the numbers, once each; null when anything else is typed. */
export function parsePlayerIds(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter((p) => p !== '');
  if (!parts.every((p) => /^\d{1,15}$/.test(p) && Number(p) >= 1)) return null;
  return [...new Set(parts.map(Number))];
}
