export * from './RatingSummary';
