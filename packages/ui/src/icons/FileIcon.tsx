import { createIcon } from './createIcon';

export const FileIcon = /* @__PURE__ */ createIcon(
  'FileIcon',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6" />
  </>,
);
