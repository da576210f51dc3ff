export * from './ReviewList';
