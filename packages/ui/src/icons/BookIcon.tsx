import { createIcon } from './createIcon';

export const BookIcon = /* @__PURE__ */ createIcon(
  'BookIcon',
  <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2zM22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />,
);
