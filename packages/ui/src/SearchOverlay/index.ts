export * from './SearchOverlay';
