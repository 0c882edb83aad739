// Item type names as the game writes them, reduced to the names the console shows (docs/RULES.md, "Entities and values").

/** Reduced names that are shown under another name; every other reduced name is shown as it is. */
export const ITEM_TYPE_ALIASES: Readonly<Record<string, string>> = {
  mythicunobtainable: 'mythic',
  contestultimate: 'contest',
  unobtainable: 'mythic',
  ultimate: 'contest',
  market: 'merchant',
  giveaway: 'exclusive',
  retexture: 'code',
};

/**
 * Lowercase, keep only the letters a–z, then apply the alias map:
 * 'Retexture' → 'code', 'Mythic-Unobtainable' → 'mythic', 'Hat' → 'hat'. Absent or empty → ''.
 */
export function normalizeItemType(type: unknown): string {
  if (typeof type !== 'string') return '';
  const reduced = type.toLowerCase().replace(/[^a-z]/g, '');
  return Object.hasOwn(ITEM_TYPE_ALIASES, reduced) ? (ITEM_TYPE_ALIASES[reduced] ?? reduced) : reduced;
}
