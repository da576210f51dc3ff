// The app's shared state, one module per concern (session, account, cart and the stored preferences).
export * from './session';
export * from './account';
export * from './cart';
export * from './theme';
export * from './bookType';
export * from './country';
export * from './bookView';
export { STORAGE_KEYS } from './storage';
export * from './ui';
