// Log rows as the server answers them, for tests: one marketplace entry per number, each field
// overridable, so a test states only what it is about.
import type { MarketplaceEntry } from '@staff-console/domain';

/** Entry `n`: "Dragon n" ×2 (a code item, asset 2001) bought by buyern from sellern for 300. */
export const marketplaceEntry = (n: number, overrides: Partial<MarketplaceEntry> = {}): MarketplaceEntry => ({
  _id: String(n).padStart(24, '0'),
  boughtItem: JSON.stringify({ Name: `Dragon ${n}`, Amount: 2, AveragePrice: 100, AssetId: 2001, Type: 'Retexture' }),
  price: 300,
  seller: `seller${n}`,
  buyer: `buyer${n}`,
  date: '2024-04-01T14:00:00.000Z',
  itemName: `Dragon ${n}`,
  itemType: 'code',
  assetId: 2001,
  quantity: 2,
  pricePerUnit: 150,
  basePrice: 100,
  parsed: true,
  ...overrides,
});
