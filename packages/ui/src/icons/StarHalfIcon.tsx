import { createIcon } from './createIcon';
import { STAR } from './star';

export const StarHalfIcon = /* @__PURE__ */ createIcon(
  'StarHalfIcon',
  <>
    <path d={STAR} />
    <path d="M12 2.5v14.9l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" fill="currentColor" />
  </>,
);
