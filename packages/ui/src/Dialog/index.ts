export * from './Dialog';
export * from './Portal';
