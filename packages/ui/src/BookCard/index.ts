export * from './BookCard';
