export * from './PlayerWidget';
