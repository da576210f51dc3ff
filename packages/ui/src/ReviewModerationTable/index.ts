export * from './ReviewModerationTable';
export * from './HideReviewDialog';
