export * from './FormatPreferenceBar';
