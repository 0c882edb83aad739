// The chat log: its list, search, exports, context, translation, and the hours, floor and recent rows that keep it fast. Other areas import this entry, or chat-upkeep.ts, the narrow one for storing a batch.
export { type ChatSpeakers, findVisibleMessage, messagesBetween } from './chat-context.repository';
export { chatContextRoutes } from './chat-context.routes';
export { chatHistogramRoutes } from './chat-histogram.routes';
export { floorHour, raiseChatFloor } from './chat-floor';
export * from './chat-upkeep';
export { toChatMessage } from './chat.mapping';
export type { ChatRow } from './chat.mapping';
export { chatRoutes } from './chat.routes';
export { chatSearch } from './chat.search';
export { translateRoutes } from './translate/translate.routes';
