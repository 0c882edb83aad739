// The items area's public entry: the item page (/items/:name) is lazy-loaded by the router from
// item-page.tsx; other screens link to it with components/item-link.
export { ITEM_UI } from './item-messages';
