import { createIcon } from './createIcon';

export const GridIcon = /* @__PURE__ */ createIcon(
  'GridIcon',
  <path d="M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z" />,
);
