export * from './BookCardWidget';
