export * from './ReviewCard';
export * from './review';
