export * from './ReportReviewDialog';
