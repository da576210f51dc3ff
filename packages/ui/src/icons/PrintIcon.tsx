import { createIcon } from './createIcon';

export const PrintIcon = /* @__PURE__ */ createIcon(
  'PrintIcon',
  <>
    <path d="M6 9V3h12v6" />
    <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 14h12v7H6z" />
  </>,
);
