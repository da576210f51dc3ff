import { createIcon } from './createIcon';

export const PlayIcon = /* @__PURE__ */ createIcon(
  'PlayIcon',
  <path d="M7 4.5v15l12-7.5z" fill="currentColor" />,
);
