export * from './price';
export * from './number';
export * from './names';
export * from './link';
export * from './highlight';
