export * from './Stepper';
