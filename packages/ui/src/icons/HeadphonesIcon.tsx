import { createIcon } from './createIcon';

export const HeadphonesIcon = /* @__PURE__ */ createIcon(
  'HeadphonesIcon',
  <>
    <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
    <path d="M21 19a2 2 0 0 1-2 2h-1v-7h3zM3 19a2 2 0 0 0 2 2h1v-7H3z" />
  </>,
);
