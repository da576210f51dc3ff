export * from './BookGrid';
