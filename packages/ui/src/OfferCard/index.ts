export * from './OfferCard';
