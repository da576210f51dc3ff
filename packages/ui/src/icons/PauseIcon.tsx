import { createIcon } from './createIcon';

export const PauseIcon = /* @__PURE__ */ createIcon(
  'PauseIcon',
  <>
    <rect x="6" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
  </>,
);
