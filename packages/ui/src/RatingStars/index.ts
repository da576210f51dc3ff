export * from './RatingStars';
