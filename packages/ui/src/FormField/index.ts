export * from './FormField';
export * from './FormAlert';
