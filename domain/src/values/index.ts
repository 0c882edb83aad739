export * from './format';
export * from './item-types';
export * from './trade-values';
export * from './marketplace-values';
export * from './chat-filter';
export * from './time-frames';
export * from './csv';
