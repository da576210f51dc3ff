export * from './CategoryMenu';
