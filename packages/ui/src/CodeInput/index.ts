export * from './CodeInput';
