export * from './price';
export * from './names';
export * from './link';
export * from './highlight';
export * from './date';
