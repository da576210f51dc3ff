export * from './CartButton';
