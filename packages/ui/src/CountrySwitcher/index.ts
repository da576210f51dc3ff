export * from './CountrySwitcher';
