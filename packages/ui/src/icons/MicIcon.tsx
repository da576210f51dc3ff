import { createIcon } from './createIcon';

export const MicIcon = /* @__PURE__ */ createIcon(
  'MicIcon',
  <>
    <rect x="9" y="2" width="6" height="12" rx="3" />
    <path d="M19 10v1a7 7 0 0 1-14 0v-1M12 18v4M8 22h8" />
  </>,
);
