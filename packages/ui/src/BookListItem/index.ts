export * from './BookListItem';
