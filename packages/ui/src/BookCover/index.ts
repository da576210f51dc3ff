export * from './BookCover';
