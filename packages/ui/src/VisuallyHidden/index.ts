export * from './VisuallyHidden';
