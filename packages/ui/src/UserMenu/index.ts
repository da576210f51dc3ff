export * from './UserMenu';
