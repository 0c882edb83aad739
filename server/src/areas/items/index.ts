// Items: what the marketplace log tells about one item across its purchases (the item chart). Other areas import only this entry.
export { itemsRoutes } from './items.routes';
