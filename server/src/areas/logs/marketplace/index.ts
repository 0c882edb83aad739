// The marketplace log: its list, search, exports and one listing with its context. Other areas import only this entry.
export { findMarketplaceEntry } from './marketplace-entry.repository';
export { marketplaceEntryRoutes } from './marketplace-entry.routes';
export { toMarketplaceEntry } from './marketplace.mapping';
export type { MarketplaceRow } from './marketplace.mapping';
export { marketplaceRoutes } from './marketplace.routes';
