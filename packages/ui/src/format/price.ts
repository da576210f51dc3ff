// Money and counts are written once, in the API client's zod-free constants, so the API's messages
// format them the same way as the kit, the store and the widgets.
export {
  cartCount,
  cartTotal,
  formatCount,
  formatMinorUnits,
  formatPrice,
  fromMinorUnits,
  lineTotal,
  toMinorUnits,
  type PriceData,
} from '@bookstore/api-client/constants';
