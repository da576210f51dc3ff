export * from './ReviewEligibility';
