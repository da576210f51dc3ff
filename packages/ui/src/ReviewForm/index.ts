export * from './ReviewForm';
export * from './StarRatingInput';
