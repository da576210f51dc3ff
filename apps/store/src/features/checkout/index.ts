export { BuyBookScreen } from './BuyBookScreen';
export { CheckoutScreen } from './CheckoutScreen';
