export * from './CartDrawer';
