export * from './CartWidget';
