import { createIcon } from './createIcon';

export const CartIcon = /* @__PURE__ */ createIcon(
  'CartIcon',
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.4a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L21.5 8H6.2" />
  </>,
);
