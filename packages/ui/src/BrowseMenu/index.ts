export * from './BrowseMenu';
