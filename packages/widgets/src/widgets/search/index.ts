export * from './SearchWidget';
