// The audiobook player core: one controller (an audio element, chapters, speed, sleep timer, Media
// Session, saving the place) and its React views, used by the store's player and <bookstore-player>.
export * from './controller';
export * from './keys';
export * from './math';
export * from './react';
export * from './sample';
export * from './icons';
