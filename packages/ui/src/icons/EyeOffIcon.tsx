import { createIcon } from './createIcon';

export const EyeOffIcon = /* @__PURE__ */ createIcon(
  'EyeOffIcon',
  <>
    <path d="M17.9 17.9A10.1 10.1 0 0 1 12 20C5 20 1 12 1 12a18.5 18.5 0 0 1 5.1-5.9M9.9 4.2A9.1 9.1 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.2 3.2" />
    <path d="M14.1 14.1a3 3 0 1 1-4.2-4.2M1 1l22 22" />
  </>,
);
